import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css.ts';

export const bell = style({ position: 'relative', textDecoration: 'none', color: 'inherit' });

/** The count over the bell's top end corner (the inline end: left in right-to-left pages). */
export const count = style({
  position: 'absolute',
  insetBlockStart: vars.space.none,
  insetInlineEnd: vars.space.none,
  minInlineSize: vars.size.icon.sm,
  blockSize: vars.size.icon.sm,
  paddingInline: vars.space.xxs,
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.status.danger,
  color: vars.color.status.onDanger,
  fontSize: vars.font.size.caption,
  fontWeight: vars.font.weight.bold,
  lineHeight: vars.size.icon.sm,
  textAlign: 'center',
  fontVariantNumeric: 'tabular-nums',
  pointerEvents: 'none',
});
