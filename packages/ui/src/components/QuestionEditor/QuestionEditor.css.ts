import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css.ts';

// Theme variables and logical properties only (npm run lint checks).
export const root = style({
  display: 'grid',
  gap: vars.space.md,
  minInlineSize: 0,
  padding: vars.space.lg,
  borderRadius: vars.component.card.radius,
  border: `${vars.size.border.thin} solid ${vars.color.border.default}`,
  backgroundColor: vars.component.card.background,
  color: vars.color.text.primary,
});
export const invalid = style({ borderColor: vars.color.status.dangerText });
export const header = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: vars.space.sm });
export const heading = style({ margin: 0, fontSize: vars.font.size.body, fontWeight: vars.font.weight.bold });
export const tools = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.xs });
export const choices = style({ display: 'grid', gap: vars.space.sm, margin: 0, padding: 0, border: 0, minInlineSize: 0 });
export const legend = style({ padding: 0, marginBlockEnd: vars.space.xs, fontSize: vars.font.size.small, fontWeight: vars.font.weight.bold, color: vars.color.text.secondary });
export const choice = style({ display: 'grid', gridTemplateColumns: 'auto minmax(0, 1fr) auto', alignItems: 'end', gap: vars.space.sm });
export const note = style({ margin: 0, fontSize: vars.font.size.small, color: vars.color.text.secondary });
export const points = style({ maxInlineSize: vars.size.sidebar });
