import { style } from '@vanilla-extract/css';
import { vars } from '@academy/ui';

/** Page layout only: every widget's look comes from the library. */
export const page = style({ display: 'grid', gap: vars.space.xl, alignContent: 'start' });
export const stack = style({ display: 'grid', gap: vars.space.md, alignContent: 'start' });
export const tightStack = style({ display: 'grid', gap: vars.space.xs, alignContent: 'start' });
export const row = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, alignItems: 'center' });
export const spread = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.md, alignItems: 'center', justifyContent: 'space-between' });
export const title = style({ fontSize: vars.font.size.heading, fontWeight: vars.font.weight.bold, margin: 0 });
export const subtitle = style({ fontSize: vars.font.size.title, color: vars.color.text.secondary, margin: 0 });
export const sectionTitle = style({ fontSize: vars.font.size.title, fontWeight: vars.font.weight.bold, margin: 0 });
export const itemTitle = style({ fontWeight: vars.font.weight.medium, margin: 0 });
export const muted = style({ color: vars.color.text.secondary, margin: 0 });
export const list = style({ display: 'grid', gap: vars.space.sm, listStyle: 'none', margin: 0, padding: 0 });
export const orderedList = style({ display: 'grid', gap: vars.space.sm, margin: 0, paddingInlineStart: vars.space.xl, listStyleType: 'decimal' });
/** A numbered step: a list item (its number shows), its text a block beside the number. */
export const step = style({ display: 'list-item', paddingInlineStart: vars.space.xs });
/** The class header: cover beside the facts on wide screens, above them on narrow ones. */
export const header = style({ display: 'grid', gap: vars.space.xl, gridTemplateColumns: `repeat(auto-fit, minmax(min(100%, ${vars.size.dialog.sm}), 1fr))`, alignItems: 'start' });
export const cover = style({ maxInlineSize: vars.size.dialog.sm });
export const description = style({ display: 'grid', gap: vars.space.sm, maxInlineSize: vars.size.dialog.lg, lineHeight: vars.font.lineHeight.relaxed });
/** Sections side by side when there is room. */
export const sections = style({ display: 'grid', gap: vars.space.xl, gridTemplateColumns: `repeat(auto-fit, minmax(min(100%, ${vars.size.dialog.sm}), 1fr))`, alignItems: 'start' });
export const panel = style({
  display: 'grid',
  gap: vars.space.md,
  alignContent: 'start',
  border: `${vars.size.border.thin} solid ${vars.color.border.default}`,
  borderRadius: vars.radius.lg,
  padding: vars.space.lg,
  minInlineSize: 0,
});
export const listItem = style({ display: 'grid', gap: vars.space.xs, paddingBlock: vars.space.sm, borderBlockEnd: `${vars.size.border.thin} solid ${vars.color.border.default}` });
export const form = style({ display: 'grid', gap: vars.space.lg, maxInlineSize: vars.size.dialog.lg });
export const narrow = style({ maxInlineSize: vars.size.dialog.lg });
/** A heading that takes the focus when its part opens (programmatic focus: no ring, the reader announces it). */
export const focusTarget = style({ outline: 'none' });
