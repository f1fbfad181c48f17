import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css.ts';
import { canHover, focusRing } from '../../styles/focus.ts';

export const section = style({ display: 'grid', gap: vars.space.lg, minInlineSize: 0 });
export const header = style({ display: 'flex', alignItems: 'center', gap: vars.space.md, flexWrap: 'wrap', minBlockSize: vars.size.control.md });
/** A school's title may be one long word (a URL, a name without spaces): it wraps rather than widen the page. */
export const title = style({ fontSize: vars.font.size.title, fontWeight: vars.font.weight.bold, marginInlineEnd: 'auto', minInlineSize: 0, overflowWrap: 'anywhere' });
export const more = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.xxs, color: vars.color.link.default, textDecoration: 'none', borderRadius: vars.radius.sm, selectors: { '&:focus-visible': focusRing }, '@media': { [canHover]: { selectors: { '&:hover': { textDecoration: 'underline' } } } } });
export const search = style({ display: 'flex', gap: vars.space.xs, flex: `1 1 ${vars.size.dialog.sm}`, maxInlineSize: vars.size.dialog.md });
export const searchInput = style({
  flex: 1,
  minInlineSize: 0,
  minBlockSize: vars.size.control.md,
  paddingInline: vars.space.md,
  borderRadius: vars.radius.md,
  border: `${vars.size.border.thin} solid ${vars.color.border.strong}`,
  backgroundColor: vars.color.bg.surface,
  color: vars.color.text.primary,
  selectors: { '&:focus-visible': { ...focusRing, outlineOffset: 0 } },
});
export const list = style({ listStyle: 'none', margin: 0, padding: 0 });
export const featured = style({ display: 'grid', gap: vars.space.lg, gridTemplateColumns: 'minmax(0, 1fr)' });
export const skeletonCard = style({ display: 'grid', gap: vars.space.sm });
/** Title mode 0: no visible title, but the section keeps its name for screen readers and the outline. */
export { visuallyHidden } from '../../styles/shared.css.ts';
