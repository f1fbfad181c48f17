import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css.ts';
import { canHover, focusRing } from '../../styles/focus.ts';

export const tile = style({
  display: 'grid',
  alignContent: 'start',
  gap: vars.space.xs,
  minInlineSize: 0,
  padding: vars.component.card.padding,
  borderRadius: vars.component.card.radius,
  border: `${vars.size.border.thin} solid ${vars.color.border.default}`,
  backgroundColor: vars.component.card.background,
  boxShadow: vars.component.card.shadow,
  color: vars.color.text.primary,
  font: 'inherit',
  textAlign: 'start',
  textDecoration: 'none',
});

/** Link and toggle tiles (native elements, styled by :hover and :focus-visible): hover, keyboard focus, the pressed state. */
export const interactive = style({
  cursor: 'pointer',
  outline: 'none',
  transitionProperty: 'border-color, background-color',
  transitionDuration: vars.motion.duration.fast,
  selectors: {
    '&:focus-visible': focusRing,
    // Selected: a thicker brand border (no layout shift: the inset shadow draws the extra width) and a tick in the label.
    '&[data-selected]': { borderColor: vars.color.brand.primary, boxShadow: `inset 0 0 0 ${vars.size.border.thin} ${vars.color.brand.primary}` },
  },
  '@media': { [canHover]: { selectors: { '&:hover': { borderColor: vars.color.border.strong }, '&[data-selected]:hover': { borderColor: vars.color.brand.primary } } } },
});

export const label = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  fontSize: vars.font.size.small,
  color: vars.color.text.secondary,
  lineHeight: vars.font.lineHeight.tight,
});

export const labelText = style({ flex: 1, minInlineSize: 0, overflowWrap: 'anywhere' });

export const check = style({ color: vars.color.brand.primary });

export const value = style({
  fontSize: vars.font.size.heading,
  fontWeight: vars.font.weight.bold,
  lineHeight: vars.font.lineHeight.tight,
  fontVariantNumeric: 'tabular-nums',
  whiteSpace: 'nowrap',
});

/** The placeholder has the number's height, so the tile keeps its size when the number arrives. */
export const skeleton = style({ blockSize: `calc(${vars.font.size.heading} * ${vars.font.lineHeight.tight})` });
export const skeletonSize = vars.size.avatar.lg;
