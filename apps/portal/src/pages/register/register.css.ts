import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@academy/ui';

/** Page layout only: every widget's look comes from the library. */
export const page = style({ display: 'grid', gap: vars.space.xl, alignContent: 'start', maxInlineSize: vars.size.dialog.lg, marginInline: 'auto', paddingBlock: vars.space.xl, paddingInline: vars.space.md });
export const title = style({ fontSize: vars.font.size.heading, fontWeight: vars.font.weight.bold, margin: 0 });
export const muted = style({ color: vars.color.text.secondary, margin: 0 });
export const row = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.md, alignItems: 'center' });
export const choices = style({ display: 'grid', gap: vars.space.lg, gridTemplateColumns: `repeat(auto-fit, minmax(min(100%, ${vars.size.dialog.sm}), 1fr))`, listStyle: 'none', margin: 0, padding: 0 });
export const card = style({ display: 'grid', gap: vars.space.sm, alignContent: 'start', border: `${vars.size.border.thin} solid ${vars.color.border.default}`, borderRadius: vars.radius.md, padding: vars.space.lg, minInlineSize: 0 });
export const cardTitle = style({ fontSize: vars.font.size.title, fontWeight: vars.font.weight.bold, margin: 0 });
export const form = style({ display: 'grid', gap: vars.space.lg });
export const fieldset = style({ display: 'grid', gap: vars.space.md, border: `${vars.size.border.thin} solid ${vars.color.border.default}`, borderRadius: vars.radius.md, padding: vars.space.lg, margin: 0, minInlineSize: 0 });
export const legend = style({ fontWeight: vars.font.weight.bold, paddingInline: vars.space.xs });
export const status = style({ margin: 0, fontSize: vars.font.size.small });
export const ok = style({ color: vars.color.status.successText });
export const problem = style({ color: vars.color.status.dangerText });
export const logo = style({ blockSize: vars.size.avatar.lg, inlineSize: 'auto', maxInlineSize: '100%', borderRadius: vars.radius.sm, border: `${vars.size.border.thin} solid ${vars.color.border.default}` });
export const steps = style({ display: 'grid', gap: vars.space.sm, listStyle: 'none', margin: 0, padding: 0 });
export const step = style({ display: 'flex', gap: vars.space.md, alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap' });
/** Addresses read left to right in every language (the label keeps the page's direction). */
export const leftToRight = style({});
globalStyle(`${leftToRight} input`, { direction: 'ltr' });
