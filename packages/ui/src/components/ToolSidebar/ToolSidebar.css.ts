import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css.ts';

export const root = style({
  position: 'fixed',
  insetInlineEnd: vars.space.md,
  insetBlockEnd: vars.space.xxl,
  zIndex: vars.zIndex.sticky,
});
export const list = style({
  display: 'grid',
  gap: vars.space.xs,
  margin: 0,
  padding: vars.space.xs,
  listStyle: 'none',
  backgroundColor: vars.color.bg.surface,
  borderRadius: vars.radius.full,
  boxShadow: vars.shadow.md,
  border: `${vars.size.border.thin} solid ${vars.color.border.default}`,
});
export const button = style({ borderRadius: vars.radius.full });
