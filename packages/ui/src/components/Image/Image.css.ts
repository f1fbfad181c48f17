import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css.ts';

/** The aspect-ratio box: its size is set before the image arrives. */
export const frame = style({
  position: 'relative',
  display: 'block',
  inlineSize: '100%',
  overflow: 'hidden',
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.bg.subtle,
});

/** Spec §9: thumbnails are shown at the width they are requested at. */
export const thumbnail = style({ inlineSize: vars.size.thumbnail, borderRadius: vars.radius.sm });

const fill = { display: 'block', inlineSize: '100%', blockSize: '100%' } as const;

export const image = styleVariants({
  cover: { ...fill, objectFit: 'cover' },
  contain: { ...fill, objectFit: 'contain' },
});

export const fallback = style({
  ...fill,
  display: 'grid',
  placeItems: 'center',
  color: vars.color.text.secondary,
  backgroundColor: vars.color.bg.subtle,
});

/** The image icon grows with the box: a quarter of its width, between the md icon and a large control. */
export const fallbackIcon = style({
  selectors: {
    [`${fallback} &`]: { inlineSize: `clamp(${vars.size.icon.md}, 25%, ${vars.size.control.lg})`, blockSize: 'auto', aspectRatio: '1', strokeWidth: 1.5 },
  },
});
