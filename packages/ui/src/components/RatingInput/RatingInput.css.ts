import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css.ts';
import { focusRing } from '../../styles/focus.ts';

export const group = style({ display: 'grid', gap: vars.space.xs, justifyItems: 'start', minInlineSize: 0 });

/** Stars in the reading direction (the first star at the inline start), the chosen value after them. */
export const row = style({ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: vars.space.xs });
export const stars = style({ display: 'flex', alignItems: 'center' });

export const star = style({
  display: 'inline-grid',
  placeItems: 'center',
  inlineSize: vars.size.control.sm,
  blockSize: vars.size.control.sm,
  borderRadius: vars.radius.sm,
  cursor: 'pointer',
  color: vars.color.text.secondary,
  WebkitTapHighlightColor: 'transparent',
  selectors: {
    '&[data-focus-visible]': { ...focusRing, outlineOffset: `calc(-1 * ${vars.component.focusRing.width})` },
    '&[data-readonly]': { cursor: 'default' },
    '&[data-disabled]': { cursor: 'not-allowed', color: vars.color.text.disabled },
    '&[data-invalid]': { color: vars.color.status.danger },
  },
});

export const starSvg = style({
  inlineSize: vars.size.icon.lg,
  blockSize: vars.size.icon.lg,
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 1.5,
  strokeLinejoin: 'round',
  transitionProperty: 'fill, color',
  transitionDuration: vars.motion.duration.fast,
});

/** A star within the rating (or within the one under the pointer): filled, with a darker edge so it reads on any surface. */
export const filled = style({
  color: vars.color.status.warningText,
  fill: vars.color.rank.gold,
  selectors: { [`${star}[data-disabled] &`]: { color: vars.color.text.disabled, fill: vars.color.text.disabled } },
});

export const valueText = style({ fontSize: vars.font.size.small, color: vars.color.text.secondary, fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' });
