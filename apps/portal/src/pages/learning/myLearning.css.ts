import { style } from '@vanilla-extract/css';
import { vars } from '@academy/ui';

export const page = style({ display: 'grid', gap: vars.space.xl, paddingBlock: vars.space.lg, minInlineSize: 0 });
export const heading = style({ margin: 0, fontSize: vars.font.size.display, fontWeight: vars.font.weight.bold });
export const sections = style({ display: 'grid', gap: vars.space.xl, gridTemplateColumns: `repeat(auto-fit, minmax(min(100%, ${vars.size.dialog.sm}), 1fr))`, alignItems: 'start' });
export const section = style({ display: 'grid', gap: vars.space.md, alignContent: 'start', minInlineSize: 0 });
export const sectionTitle = style({ margin: 0, fontSize: vars.font.size.title, fontWeight: vars.font.weight.bold });
export const muted = style({ margin: 0, color: vars.color.text.secondary });
export const list = style({ display: 'grid', gap: vars.space.sm, margin: 0, padding: 0, listStyle: 'none' });
export const item = style({
  display: 'grid',
  gap: vars.space.xs,
  padding: vars.space.md,
  borderRadius: vars.component.card.radius,
  border: `${vars.size.border.thin} solid ${vars.color.border.default}`,
  backgroundColor: vars.component.card.background,
  minInlineSize: 0,
});
export const row = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.sm, minInlineSize: 0 });
export const itemTitle = style({ margin: 0, fontWeight: vars.font.weight.bold, overflowWrap: 'anywhere' });
export const small = style({ margin: 0, fontSize: vars.font.size.small, color: vars.color.text.secondary });
export const feedUrl = style({ fontFamily: vars.font.family.mono, overflowWrap: 'anywhere' });
