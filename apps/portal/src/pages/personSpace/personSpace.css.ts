import { style } from '@vanilla-extract/css';
import { vars } from '@academy/ui';

/** Layout of the personal-space pages; the look of everything inside comes from the library. */
export const header = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.lg, paddingBlock: vars.space.lg, paddingInline: vars.space.lg, borderRadius: vars.radius.lg, backgroundColor: vars.color.bg.subtle });
export const identity = style({ display: 'grid', gap: vars.space.xs, flex: 1, minInlineSize: 0 });
export const name = style({ fontSize: vars.font.size.heading, fontWeight: vars.font.weight.bold, margin: 0 });
export const counts = style({ color: vars.color.text.secondary, margin: 0 });
export const tabs = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs, listStyle: 'none', margin: 0, padding: 0, borderBlockEnd: `${vars.size.border.thin} solid ${vars.color.border.default}` });
export const tab = style({
  display: 'inline-block',
  paddingBlock: vars.space.sm,
  paddingInline: vars.space.md,
  color: vars.color.text.secondary,
  textDecoration: 'none',
  borderBlockEnd: `${vars.size.border.thick} solid transparent`,
  selectors: {
    '&[aria-current="page"]': { color: vars.color.text.primary, fontWeight: vars.font.weight.bold, borderBlockEndColor: vars.color.brand.primary },
    '&:hover': { color: vars.color.text.primary },
    '&:focus-visible': { outline: `${vars.size.border.thick} solid ${vars.color.border.focus}`, outlineOffset: vars.space.xxs },
  },
});
export const list = style({ display: 'grid', gap: vars.space.sm, listStyle: 'none', margin: 0, padding: 0 });
export const item = style({ display: 'flex', alignItems: 'center', gap: vars.space.md, paddingBlock: vars.space.sm, paddingInline: vars.space.md, borderRadius: vars.radius.md, border: `${vars.size.border.thin} solid ${vars.color.border.default}` });
export const itemBody = style({ display: 'grid', gap: vars.space.xxs, flex: 1, minInlineSize: 0 });
export const meta = style({ color: vars.color.text.secondary, fontSize: vars.font.size.caption });
export const filters = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.md, alignItems: 'end' });
export const privacy = style({ display: 'grid', gap: vars.space.md, gridTemplateColumns: `repeat(auto-fit, minmax(min(100%, ${vars.size.dialog.sm}), 1fr))`, alignItems: 'end' });
export const privacyBox = style({ display: 'grid', gap: vars.space.md, padding: vars.space.lg, borderRadius: vars.radius.lg, border: `${vars.size.border.thin} solid ${vars.color.border.default}` });
export const sectionTitle = style({ fontSize: vars.font.size.title, fontWeight: vars.font.weight.bold, margin: 0 });
