import { style } from '@vanilla-extract/css';
import { vars } from '@academy/ui';

/** Sections beside the posts on wide screens, above them on narrow ones. */
export const columns = style({ display: 'grid', gap: vars.space.xl, gridTemplateColumns: `repeat(auto-fit, minmax(min(100%, ${vars.size.dialog.sm}), 1fr))`, alignItems: 'start' });
export const main = style({ display: 'grid', gap: vars.space.lg, gridColumn: 'span 2', minInlineSize: 0 });
export const aside = style({ display: 'grid', gap: vars.space.md, alignContent: 'start' });
export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.sm });
export const sectionRow = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: vars.space.sm, paddingBlock: vars.space.xs });
export const sectionName = style({ display: 'grid', gap: vars.space.xxs, minInlineSize: 0 });
export const current = style({ fontWeight: vars.font.weight.bold });
export const card = style({ display: 'grid', gap: vars.space.xs, padding: vars.space.md, borderRadius: vars.radius.lg, border: `${vars.size.border.thin} solid ${vars.color.border.default}` });
export const cardTitle = style({ fontSize: vars.font.size.title, fontWeight: vars.font.weight.bold });
export const meta = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, alignItems: 'center', color: vars.color.text.secondary, fontSize: vars.font.size.small });
export const excerpt = style({ color: vars.color.text.secondary });
export const body = style({ whiteSpace: 'pre-line', lineHeight: vars.font.lineHeight.relaxed });
export const form = style({ display: 'grid', gap: vars.space.md, maxInlineSize: vars.size.dialog.md });
export const article = style({ display: 'grid', gap: vars.space.lg, maxInlineSize: vars.size.dialog.lg });
export const author = style({ display: 'flex', gap: vars.space.sm, alignItems: 'center' });
export const comment = style({ display: 'grid', gap: vars.space.xs, paddingBlock: vars.space.sm, borderBlockEnd: `${vars.size.border.thin} solid ${vars.color.border.default}` });
export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, alignItems: 'center' });
