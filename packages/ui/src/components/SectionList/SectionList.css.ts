import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css.ts';
import { focusRing } from '../../styles/focus.ts';
import { reorderableListStyle, reorderableRowStyle } from '../../styles/reorderableList.ts';
import { menuItem as sharedMenuItem, menuPopover } from '../../styles/shared.css.ts';
export { visuallyHidden } from '../../styles/shared.css.ts';

export const root = style({ display: 'grid', gap: vars.space.md, minInlineSize: 0, color: vars.color.text.primary });

export const header = style({ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: vars.space.sm });
export const heading = style({ fontSize: vars.font.size.lead, fontWeight: vars.font.weight.bold, marginInlineEnd: 'auto' });
export const note = style({ fontSize: vars.font.size.small, color: vars.color.text.secondary });
export const pageProblem = style({ fontSize: vars.font.size.small, color: vars.color.status.dangerText, display: 'flex', gap: vars.space.xs, alignItems: 'center' });

export const list = style(reorderableListStyle);

export const row = style({
  ...reorderableRowStyle,
  gridTemplateColumns: 'auto minmax(0, 1fr) auto',
  selectors: {
    '&[data-hovered]': { borderColor: vars.color.border.strong },
    // Selected: a brand border and a bar at the inline start. The background stays, so the badges keep their contrast.
    '&[data-selected]': { borderColor: vars.color.brand.primary, boxShadow: `inset ${vars.space.xs} 0 0 ${vars.color.brand.primary}` },
    '&[data-selected]:dir(rtl)': { boxShadow: `inset calc(-1 * ${vars.space.xs}) 0 0 ${vars.color.brand.primary}` },
    '&[data-focus-visible]': { ...focusRing, outlineOffset: `calc(-1 * ${vars.component.focusRing.width})` },
    '&[data-dragging]': { opacity: 0.5 },
  },
});

export const text = style({ display: 'grid', gap: vars.space.xxs, minInlineSize: 0 });
/** One line, cut at the name's own end (contentProps). */
export const name = style({ fontWeight: vars.font.weight.medium });
export const meta = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.xs, fontSize: vars.font.size.small, color: vars.color.text.secondary });

export const actions = style({ display: 'flex', alignItems: 'center', gap: vars.space.xxs });

export const handle = style({ cursor: 'grab', color: vars.color.text.secondary });

export const dropIndicator = style({
  outline: 'none',
  selectors: {
    '&[data-drop-target]': { outline: `${vars.size.border.thin} solid ${vars.color.brand.primary}`, outlineOffset: `calc(-1 * ${vars.space.xxs})` },
  },
});

export const menu = style([menuPopover, { maxBlockSize: 'var(--visual-viewport-height)' }]);
export const menuHeader = style({
  paddingInline: vars.space.md,
  paddingBlock: vars.space.xs,
  fontSize: vars.font.size.caption,
  fontWeight: vars.font.weight.bold,
  color: vars.color.text.secondary,
});
export const menuSection = style({
  selectors: { '& + &': { borderBlockStart: `${vars.size.border.thin} solid ${vars.color.border.default}`, marginBlockStart: vars.space.xs, paddingBlockStart: vars.space.xs } },
});
export const menuItem = style([sharedMenuItem, { gap: vars.space.sm, paddingBlock: vars.space.xs }]);

