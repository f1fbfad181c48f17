import { globalStyle, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css.ts';
import { canHover, focusRing } from '../../styles/focus.ts';
import { menuItem as sharedMenuItem, menuPopover as sharedMenuPopover } from '../../styles/shared.css.ts';

export const root = style({ display: 'grid', gap: vars.space.md, minInlineSize: 0 });

/** The table's own scroll box: sideways on a narrow screen, and under the header when maxBlockSize is set. */
export const scroller = style({
  // A size container, so a message row can be as wide as the visible box (100cqi), not as the table.
  containerType: 'inline-size',
  overflow: 'auto',
  overscrollBehaviorInline: 'contain',
  borderRadius: vars.radius.md,
  border: `${vars.size.border.thin} solid ${vars.color.border.default}`,
  backgroundColor: vars.color.bg.surface,
  selectors: { '&:focus-visible': { ...focusRing, outlineOffset: 0 } },
});

export const table = style({
  inlineSize: '100%',
  borderCollapse: 'separate',
  borderSpacing: 0,
  fontSize: vars.font.size.small,
  color: vars.color.text.primary,
});

export const caption = style({
  captionSide: 'top',
  textAlign: 'start',
  paddingInline: vars.space.lg,
  paddingBlock: vars.space.md,
  fontSize: vars.font.size.lead,
  fontWeight: vars.font.weight.bold,
  borderBlockEnd: `${vars.size.border.thin} solid ${vars.color.border.default}`,
});

/** Sticky: stays in view while the rows scroll under it inside the box. */
export const headerCell = style({
  position: 'sticky',
  insetBlockStart: 0,
  zIndex: vars.zIndex.raised,
  paddingInline: vars.space.md,
  paddingBlock: vars.space.sm,
  backgroundColor: vars.color.bg.subtle,
  color: vars.color.text.secondary,
  fontWeight: vars.font.weight.medium,
  whiteSpace: 'nowrap',
  verticalAlign: 'bottom',
  borderBlockEnd: `${vars.size.border.thin} solid ${vars.color.border.default}`,
});

export const sortButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xxs,
  margin: 0,
  padding: 0,
  border: 'none',
  background: 'none',
  color: 'inherit',
  font: 'inherit',
  cursor: 'pointer',
  borderRadius: vars.radius.sm,
  selectors: {
    '&:focus-visible': focusRing,
    '&[data-sorted]': { color: vars.color.text.primary, fontWeight: vars.font.weight.bold },
  },
  '@media': { [canHover]: { selectors: { '&:hover': { color: vars.color.text.primary, textDecorationLine: 'underline' } } } },
});

/** Shown on the sorted column; on the others only while hovered or focused, to say the header sorts. */
export const sortIcon = style({
  visibility: 'hidden',
  selectors: {
    [`${sortButton}[data-sorted] &, ${sortButton}:focus-visible &`]: { visibility: 'visible' },
  },
  '@media': { [canHover]: { selectors: { [`${sortButton}:hover &`]: { visibility: 'visible' } } } },
});

export const row = style({});
globalStyle(`${row}:not(:last-child) > *`, { borderBlockEnd: `${vars.size.border.thin} solid ${vars.color.border.default}` });
globalStyle(`${row}:hover > *`, { '@media': { [canHover]: { backgroundColor: vars.color.bg.canvas } } });

export const cell = style({
  paddingInline: vars.space.md,
  paddingBlock: vars.space.sm,
  blockSize: vars.size.control.lg,
  verticalAlign: 'middle',
  fontWeight: vars.font.weight.regular,
  selectors: { '&:is(th)': { fontWeight: vars.font.weight.medium } },
});

export const align = styleVariants({
  start: { textAlign: 'start' },
  end: { textAlign: 'end' },
  numeric: { textAlign: 'end', fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' },
});

/** Long titles and names wrap (even an unbroken one), but the column keeps a readable width. */
export const userContent = style({ minInlineSize: `calc(${vars.size.sidebar} * 0.6)`, overflowWrap: 'anywhere' });

export const messageCell = style({ padding: 0 });

export const message = style({ position: 'sticky', insetInlineStart: 0, maxInlineSize: '100cqi' });

export const footer = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
});

export const range = style({ color: vars.color.text.secondary, fontSize: vars.font.size.small, fontVariantNumeric: 'tabular-nums' });

/** As narrow as its buttons, which never wrap their words (a CJK label would break between characters). */
export const actionsCell = style({ inlineSize: '1%', whiteSpace: 'nowrap' });

export const actionButtons = style({ display: 'inline-flex', justifyContent: 'flex-end', gap: vars.space.xs });

/**
 * A destructive action's words in the danger colour. Scoped to the enabled state, which also makes it outrank the
 * button's own colour whatever order the two style sheets load in (a lazily loaded menu changes that order).
 */
export const destructive = style({ selectors: { '&:not([data-disabled])': { color: vars.color.status.dangerText } } });

/** The forward chevron turned to point down (see Select): the icon set has no downward one. */
export const menuChevron = style({
  display: 'inline-flex',
  transform: 'rotate(90deg)',
  selectors: { '&:dir(rtl)': { transform: 'rotate(-90deg)' } },
});

export const menuPopover = style([sharedMenuPopover, { minInlineSize: `calc(${vars.size.sidebar} * 0.6)` }]);

export const menuItem = style([
  sharedMenuItem,
  { gap: vars.space.sm, paddingBlock: vars.space.sm, fontSize: vars.font.size.small, selectors: { '&[data-disabled]': { color: vars.color.text.disabled, cursor: 'not-allowed' } } },
]);
