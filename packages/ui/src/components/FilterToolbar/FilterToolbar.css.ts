import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css.ts';
import { canHover, focusRing } from '../../styles/focus.ts';

export const root = style({ display: 'grid', gap: vars.space.sm, minInlineSize: 0 });

/** One row that wraps: fields line up on their inputs (labels above). */
export const controls = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  gap: vars.space.md,
});

// Filters share the row: each as wide as its content (a date range needs more than a status), at least a readable
// width, growing to fill the line; on a phone each takes the whole line.
globalStyle(`${controls} > *`, { flex: '1 1 auto', minInlineSize: `min(100%, calc(${vars.size.sidebar} * 0.75))` });

export const search = style({ flexGrow: 2, flexBasis: vars.size.sidebar });

export const searchBox = style({ position: 'relative', display: 'flex', alignItems: 'center' });

export const searchIcon = style({ position: 'absolute', insetInlineStart: vars.space.md, color: vars.color.text.secondary, pointerEvents: 'none' });

export const searchInput = style({
  paddingInlineStart: `calc(${vars.space.md} + ${vars.size.icon.sm} + ${vars.space.sm})`,
  paddingInlineEnd: vars.size.control.md,
  // What was typed keeps its own direction (a Latin title in an Arabic page), while the icon and the × keep the page's.
  unicodeBidi: 'plaintext',
  selectors: { '&::-webkit-search-cancel-button': { appearance: 'none' } },
});

/** The × inside the field; react-aria hides it from the tab order and removes it while the field is empty. */
export const clear = style({
  position: 'absolute',
  insetInlineEnd: vars.space.xs,
  display: 'grid',
  placeItems: 'center',
  inlineSize: vars.size.control.sm,
  blockSize: vars.size.control.sm,
  border: 'none',
  borderRadius: vars.radius.sm,
  background: 'none',
  color: vars.color.text.secondary,
  cursor: 'pointer',
  selectors: {
    '&[data-focus-visible]': focusRing,
    '[data-empty] &': { display: 'none' },
  },
  '@media': { [canHover]: { selectors: { '&:hover': { color: vars.color.text.primary, backgroundColor: vars.color.bg.subtle } } } },
});

/** The count at the start, Reset at the end. */
export const footer = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: vars.space.sm });

export const results = style({ margin: 0, color: vars.color.text.secondary, fontSize: vars.font.size.small });
