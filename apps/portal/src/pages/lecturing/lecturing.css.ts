import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '@academy/ui';

/** Page layout only: every widget's look comes from the library. */
export const center = style({ display: 'grid', gap: vars.space.xl, alignContent: 'start' });
export const subNav = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs, listStyle: 'none', margin: 0, padding: 0, borderBlockEnd: `${vars.size.border.thin} solid ${vars.color.border.default}` });
export const subNavLink = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    minBlockSize: vars.size.control.md,
    paddingInline: vars.space.md,
    color: vars.color.text.secondary,
    textDecoration: 'none',
    fontWeight: vars.font.weight.medium,
    borderBlockEnd: `${vars.size.border.thick} solid transparent`,
    marginBlockEnd: `calc(-1 * ${vars.size.border.thin})`,
    selectors: { '&:hover': { color: vars.color.text.primary }, '&:focus-visible': { outline: `${vars.size.border.thick} solid ${vars.color.border.focus}`, outlineOffset: vars.space.xxs } },
  },
  variants: { current: { true: { color: vars.color.brand.primary, borderBlockEndColor: vars.color.brand.primary }, false: {} } },
});
export const header = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: vars.space.md });
export const title = style({ fontSize: vars.font.size.heading, fontWeight: vars.font.weight.bold, margin: 0 });
export const sectionTitle = style({ fontSize: vars.font.size.title, fontWeight: vars.font.weight.bold, margin: 0 });
export const tiles = style({ display: 'grid', gap: vars.space.md, gridTemplateColumns: `repeat(auto-fit, minmax(min(100%, ${vars.size.sidebar}), 1fr))` });
export const overview = style({ display: 'grid', gap: vars.space.xl, gridTemplateColumns: `repeat(auto-fit, minmax(min(100%, ${vars.size.dialog.sm}), 1fr))`, alignItems: 'start' });
export const stack = style({ display: 'grid', gap: vars.space.md, alignContent: 'start' });
export const list = style({ display: 'grid', gap: vars.space.sm, listStyle: 'none', margin: 0, padding: 0 });
export const row = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, alignItems: 'center' });
export const muted = style({ color: vars.color.text.secondary });
export const form = style({ display: 'grid', gap: vars.space.lg, maxInlineSize: vars.size.dialog.lg });
export const fieldRow = style({ display: 'grid', gap: vars.space.md, gridTemplateColumns: `repeat(auto-fit, minmax(min(100%, ${vars.size.sidebar}), 1fr))`, alignItems: 'start' });
export const fieldset = style({ display: 'grid', gap: vars.space.md, border: `${vars.size.border.thin} solid ${vars.color.border.default}`, borderRadius: vars.radius.md, padding: vars.space.lg, margin: 0, minInlineSize: 0 });
export const legend = style({ fontWeight: vars.font.weight.bold, paddingInline: vars.space.xs });
export const cover = style({ maxInlineSize: vars.size.dialog.sm });
