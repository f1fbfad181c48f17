import { style } from '@vanilla-extract/css';
import { vars } from '@academy/ui';

export const grid = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.lg, gridTemplateColumns: `repeat(auto-fill, minmax(min(100%, ${vars.size.dialog.sm}), 1fr))` });
export const meta = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, alignItems: 'center', color: vars.color.text.secondary, fontSize: vars.font.size.small });
export const sectionHead = style({ display: 'flex', justifyContent: 'space-between', alignItems: 'baseline', gap: vars.space.md, flexWrap: 'wrap' });
export const section = style({ display: 'grid', gap: vars.space.md });
export const rankings = style({ display: 'grid', gap: vars.space.lg, gridTemplateColumns: `repeat(auto-fit, minmax(min(100%, ${vars.size.dialog.sm}), 1fr))` });
export const ranking = style({ display: 'grid', gap: vars.space.sm, padding: vars.space.md, borderRadius: vars.radius.lg, border: `${vars.size.border.thin} solid ${vars.color.border.default}` });
export const rankingList = style({ margin: 0, paddingInlineStart: vars.space.lg, display: 'grid', gap: vars.space.xs });
// A grid whose name column may shrink to nothing: a long name is cut with an ellipsis instead of widening the
// rankings, and with them the whole page, past a phone's width.
export const rankingEntry = style({ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr) auto', gap: vars.space.sm });
export const filters = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.md, alignItems: 'end' });
export const detail = style({ display: 'grid', gap: vars.space.lg, maxInlineSize: vars.size.dialog.lg });
export const detailCover = style({ inlineSize: '100%', aspectRatio: '16 / 9', objectFit: 'cover', borderRadius: vars.radius.lg, backgroundColor: vars.color.bg.muted });
export const body = style({ whiteSpace: 'pre-line', lineHeight: vars.font.lineHeight.relaxed });
export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, alignItems: 'center' });
export const form = style({ display: 'grid', gap: vars.space.lg, maxInlineSize: vars.size.dialog.md });
