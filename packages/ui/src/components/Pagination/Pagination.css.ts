import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css.ts';

export const nav = style({ minInlineSize: 0 });

export const list = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

/** At least square; long numbers (1,234) widen the button instead of overflowing it. */
export const page = style({
  minInlineSize: vars.size.control.sm,
  paddingInline: vars.space.xs,
  fontVariantNumeric: 'tabular-nums',
  whiteSpace: 'nowrap',
  selectors: {
    // While the bar is disabled the current page still stands out.
    '&[aria-current="page"][data-disabled]': { borderColor: vars.color.border.strong, color: vars.color.text.secondary, fontWeight: vars.font.weight.bold },
  },
});

/** Narrower than a button: it is not one, and the bar should fit a phone's width. */
export const ellipsis = style({
  display: 'inline-grid',
  placeItems: 'center',
  minInlineSize: vars.size.icon.md,
  blockSize: vars.size.control.sm,
  color: vars.color.text.secondary,
  userSelect: 'none',
});
