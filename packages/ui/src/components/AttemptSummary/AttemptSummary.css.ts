import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css.ts';

// Theme variables and logical properties only (npm run lint checks).
export const root = style({ display: 'grid', gap: vars.space.lg, minInlineSize: 0, color: vars.color.text.primary });
export const card = style({
  display: 'grid',
  gap: vars.space.sm,
  padding: vars.space.lg,
  borderRadius: vars.component.card.radius,
  border: `${vars.size.border.thin} solid ${vars.color.border.default}`,
  backgroundColor: vars.component.card.background,
});
export const title = style({ margin: 0, fontSize: vars.font.size.title, fontWeight: vars.font.weight.bold, lineHeight: vars.font.lineHeight.tight });
export const figures = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.md });
export const score = style({ margin: 0, fontSize: vars.font.size.title, fontWeight: vars.font.weight.bold, fontVariantNumeric: 'tabular-nums' });
export const passMark = style({ margin: 0, color: vars.color.text.secondary });
export const note = style({
  margin: 0,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.status.infoSubtle,
  color: vars.color.status.infoText,
});
export const when = style({ margin: 0, fontSize: vars.font.size.small, color: vars.color.text.secondary });
export const reviewTitle = style({ margin: 0, fontSize: vars.font.size.body, fontWeight: vars.font.weight.bold });
export const list = style({ display: 'grid', gap: vars.space.md, margin: 0, padding: 0, listStyle: 'none' });
