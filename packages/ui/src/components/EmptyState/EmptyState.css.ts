import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css.ts';

export const root = style({
  display: 'grid',
  justifyItems: 'center',
  gap: vars.space.sm,
  paddingBlock: vars.space.xxl,
  paddingInline: vars.space.lg,
  textAlign: 'center',
  color: vars.color.text.secondary,
});

export const icon = style({
  display: 'grid',
  placeItems: 'center',
  inlineSize: vars.size.avatar.lg,
  blockSize: vars.size.avatar.lg,
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.bg.subtle,
  color: vars.color.text.secondary,
  marginBlockEnd: vars.space.sm,
});

export const title = style({ color: vars.color.text.primary, fontSize: vars.font.size.lead, fontWeight: vars.font.weight.bold });
export const description = style({ maxInlineSize: vars.size.dialog.md });
export const action = style({ marginBlockStart: vars.space.sm });
