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
export const header = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: vars.space.sm });
export const heading = style({ margin: 0, fontSize: vars.font.size.body, fontWeight: vars.font.weight.bold, minInlineSize: 0, overflowWrap: 'anywhere' });
export const meta = style({ margin: 0, fontSize: vars.font.size.small, color: vars.color.text.secondary });
export const block = style({ display: 'grid', gap: vars.space.xs, margin: 0, minInlineSize: 0 });
export const label = style({ fontSize: vars.font.size.small, fontWeight: vars.font.weight.bold, color: vars.color.text.secondary });
export const prompt = style({ margin: 0, overflowWrap: 'anywhere', whiteSpace: 'pre-line' });
export const answer = style({
  margin: 0,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  borderInlineStart: `${vars.size.border.thick} solid ${vars.color.border.default}`,
  backgroundColor: vars.color.bg.subtle,
  overflowWrap: 'anywhere',
  whiteSpace: 'pre-wrap',
});
export const noAnswer = style({ fontStyle: 'italic', color: vars.color.text.secondary });
export const form = style({ display: 'grid', gap: vars.space.md, minInlineSize: 0 });
export const score = style({ maxInlineSize: vars.size.sidebar });
export const actions = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.md });
export const saved = style({ margin: 0, fontSize: vars.font.size.small, color: vars.color.status.successText });
