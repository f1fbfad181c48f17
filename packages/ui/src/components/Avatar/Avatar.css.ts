import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css.ts';

export const avatar = style({
  display: 'inline-grid',
  placeItems: 'center',
  flexShrink: 0,
  overflow: 'hidden',
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.brand.primary,
  color: vars.color.brand.onPrimary,
  fontWeight: vars.font.weight.medium,
  lineHeight: 1,
  userSelect: 'none',
  verticalAlign: 'middle',
});

export const size = styleVariants({
  small: { inlineSize: vars.size.avatar.sm, blockSize: vars.size.avatar.sm, fontSize: vars.font.size.caption },
  medium: { inlineSize: vars.size.avatar.md, blockSize: vars.size.avatar.md, fontSize: vars.font.size.body },
  large: { inlineSize: vars.size.avatar.lg, blockSize: vars.size.avatar.lg, fontSize: vars.font.size.title },
});

export const photo = style({ display: 'block', inlineSize: '100%', blockSize: '100%', objectFit: 'cover', backgroundColor: vars.color.bg.subtle });

/** Trimmed to the capital height, so Latin, CJK and Arabic initials sit in the middle whatever the locale's font metrics. */
export const initials = style({ whiteSpace: 'nowrap', textBox: 'trim-both cap alphabetic' });
