import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css.ts';
import { focusRing } from '../../styles/focus.ts';

export const link = style({
  color: vars.color.link.default,
  textDecorationLine: 'underline',
  textDecorationThickness: vars.size.border.thin,
  textUnderlineOffset: vars.space.xxs,
  cursor: 'pointer',
  borderRadius: vars.radius.sm,
  selectors: {
    '&[data-hovered]': { textDecorationThickness: vars.size.border.thick },
    '&[data-focus-visible]': focusRing,
    '&[data-disabled]': { color: vars.color.text.disabled, cursor: 'not-allowed' },
  },
});

/** Navigation-style links (menus, footers) carry no underline until hovered. */
export const quiet = style({
  color: 'inherit',
  textDecorationLine: 'none',
  selectors: { '&[data-hovered]': { textDecorationLine: 'underline' } },
});

export const external = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.xxs });
