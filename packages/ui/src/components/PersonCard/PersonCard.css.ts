import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css.ts';

export const root = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  paddingBlock: vars.space.sm,
  paddingInline: vars.space.md,
  borderRadius: vars.radius.md,
  border: `${vars.size.border.thin} solid ${vars.color.border.default}`,
  backgroundColor: vars.color.bg.surface,
  minInlineSize: 0,
});
export const body = style({ display: 'grid', gap: vars.space.xxs, flex: 1, minInlineSize: 0 });
export const name = style({ fontWeight: vars.font.weight.medium, display: 'flex', minInlineSize: 0, maxInlineSize: '100%', overflow: 'hidden' });
export const meta = style({ color: vars.color.text.secondary, fontSize: vars.font.size.caption });
export const action = style({ flexShrink: 0 });
