import { style } from '@vanilla-extract/css';
import { vars } from '@academy/ui';

/** Page layout only: every widget's look comes from the library. */
export const page = style({ display: 'grid', gap: vars.space.xl, alignContent: 'start', paddingBlock: vars.space.xl, paddingInline: vars.space.md, minInlineSize: 0 });
export const title = style({ fontSize: vars.font.size.heading, fontWeight: vars.font.weight.bold, margin: 0 });
export const sectionTitle = style({ fontSize: vars.font.size.title, fontWeight: vars.font.weight.bold, margin: 0 });
export const section = style({ display: 'grid', gap: vars.space.md, minInlineSize: 0 });
export const filters = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'end', gap: vars.space.md, border: 'none', margin: 0, padding: 0 });
export const tableWrap = style({ overflowX: 'auto', minInlineSize: 0 });
export const table = style({ inlineSize: '100%', borderCollapse: 'collapse' });
export const cell = style({ textAlign: 'start', paddingBlock: vars.space.sm, paddingInline: vars.space.sm, borderBlockEnd: `${vars.size.border.thin} solid ${vars.color.border.default}`, verticalAlign: 'top' });
export const number = style({ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' });
export const muted = style({ color: vars.color.text.secondary, margin: 0 });
export const goods = style({ display: 'grid', gap: vars.space.md, gridTemplateColumns: `repeat(auto-fill, minmax(min(100%, ${vars.size.dialog.sm}), 1fr))`, listStyle: 'none', margin: 0, padding: 0 });
export const good = style({ display: 'grid', gap: vars.space.sm, alignContent: 'space-between', border: `${vars.size.border.thin} solid ${vars.color.border.default}`, borderRadius: vars.radius.md, padding: vars.space.md, minInlineSize: 0 });
export const goodName = style({ margin: 0, fontWeight: vars.font.weight.medium, overflowWrap: 'anywhere' });
export const detail = style({ display: 'grid', gap: vars.space.md, border: `${vars.size.border.thin} solid ${vars.color.border.default}`, borderRadius: vars.radius.md, padding: vars.space.lg, minInlineSize: 0 });
export const facts = style({ display: 'grid', gridTemplateColumns: 'max-content minmax(0, 1fr)', gap: vars.space.xs, columnGap: vars.space.md, margin: 0 });
export const term = style({ color: vars.color.text.secondary });
export const value = style({ margin: 0, overflowWrap: 'anywhere' });
export const row = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'end', gap: vars.space.md });
export const events = style({ display: 'grid', gap: vars.space.xs, margin: 0, paddingInlineStart: vars.space.lg });
