import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css.ts';
import { canHover, focusRing } from '../../styles/focus.ts';

export const link = style({
  color: vars.color.link.default,
  textDecorationLine: 'underline',
  textDecorationThickness: vars.size.border.thin,
  textUnderlineOffset: vars.space.xxs,
  cursor: 'pointer',
  borderRadius: vars.radius.sm,
  selectors: { '&:focus-visible': focusRing },
  '@media': { [canHover]: { selectors: { '&:hover': { textDecorationThickness: vars.size.border.thick } } } },
});

/** Navigation-style links (menus, footers) carry no underline until hovered. */
export const quiet = style({
  color: 'inherit',
  textDecorationLine: 'none',
  '@media': { [canHover]: { selectors: { '&:hover': { textDecorationLine: 'underline' } } } },
});

export const external = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.xxs });
