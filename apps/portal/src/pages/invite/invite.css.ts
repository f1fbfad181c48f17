import { style } from '@vanilla-extract/css';
import { vars } from '@academy/ui';

/** Page layout only: every widget's look comes from the library. */
export const page = style({ display: 'grid', gap: vars.space.xl, alignContent: 'start', maxInlineSize: vars.size.dialog.lg, marginInline: 'auto', paddingBlock: vars.space.xl, paddingInline: vars.space.md, inlineSize: '100%' });
export const title = style({ fontSize: vars.font.size.heading, fontWeight: vars.font.weight.bold, margin: 0 });
export const sectionTitle = style({ fontSize: vars.font.size.title, fontWeight: vars.font.weight.bold, margin: 0 });
export const muted = style({ color: vars.color.text.secondary, margin: 0 });
export const list = style({ display: 'grid', gap: vars.space.lg, listStyle: 'none', margin: 0, padding: 0 });
export const card = style({ display: 'grid', gap: vars.space.md, border: `${vars.size.border.thin} solid ${vars.color.border.default}`, borderRadius: vars.radius.md, padding: vars.space.lg, minInlineSize: 0 });
export const cardHeader = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: vars.space.md });
export const row = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, alignItems: 'end' });
export const grow = style({ flex: 1, minInlineSize: 0 });
export const facts = style({ display: 'grid', gridTemplateColumns: 'max-content minmax(0, 1fr)', gap: vars.space.xs, columnGap: vars.space.md, margin: 0 });
export const factTerm = style({ color: vars.color.text.secondary });
export const factValue = style({ margin: 0, overflowWrap: 'anywhere' });
export const form = style({ display: 'grid', gap: vars.space.lg });
export const fields = style({ display: 'grid', gap: vars.space.md, gridTemplateColumns: `repeat(auto-fit, minmax(min(100%, ${vars.size.dialog.sm}), 1fr))`, alignItems: 'start' });
export const schoolName = style({ fontSize: vars.font.size.title, fontWeight: vars.font.weight.bold, margin: 0 });
