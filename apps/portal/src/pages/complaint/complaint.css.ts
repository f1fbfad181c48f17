import { style } from '@vanilla-extract/css';
import { vars } from '@academy/ui';

/** Page layout only: every widget's look comes from the library. */
export const page = style({ display: 'grid', gap: vars.space.xl, alignContent: 'start', maxInlineSize: vars.size.dialog.lg, marginInline: 'auto', paddingBlock: vars.space.xl, paddingInline: vars.space.md });
export const title = style({ fontSize: vars.font.size.heading, fontWeight: vars.font.weight.bold, margin: 0 });
export const sectionTitle = style({ fontSize: vars.font.size.title, fontWeight: vars.font.weight.bold, margin: 0 });
export const form = style({ display: 'grid', gap: vars.space.lg });
export const muted = style({ color: vars.color.text.secondary, margin: 0 });
export const images = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, listStyle: 'none', margin: 0, padding: 0 });
export const image = style({ display: 'grid', gap: vars.space.xxs, justifyItems: 'center' });
export const thumbnail = style({ inlineSize: vars.size.thumbnail, blockSize: vars.size.thumbnail, objectFit: 'cover', borderRadius: vars.radius.sm });
export const group = style({ display: 'grid', gap: vars.space.sm, border: 'none', margin: 0, padding: 0 });
export const legend = style({ fontWeight: vars.font.weight.medium, padding: 0 });
export const list = style({ display: 'grid', gap: vars.space.md, listStyle: 'none', margin: 0, padding: 0 });
export const item = style({ display: 'grid', gap: vars.space.xs, border: `${vars.size.border.thin} solid ${vars.color.border.default}`, borderRadius: vars.radius.md, padding: vars.space.md });
export const target = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.sm, margin: 0 });
