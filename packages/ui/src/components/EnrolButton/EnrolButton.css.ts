import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css.ts';
import { focusRing } from '../../styles/focus.ts';

export const root = style({ display: 'inline-flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.sm, maxInlineSize: '100%' });

export const status = style({ display: 'inline-flex', alignItems: 'center', minInlineSize: 0, selectors: { '&:empty': { display: 'none' } } });

export const seats = style({ fontSize: vars.font.size.small, color: vars.color.text.secondary, fontVariantNumeric: 'tabular-nums' });

/** Why there is no Enrol button: muted, the height of a button, never mistaken for one (no border, no pointer). */
export const notice = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  margin: 0,
  minBlockSize: vars.size.control.md,
  paddingInline: vars.space.md,
  borderRadius: vars.component.button.radius,
  backgroundColor: vars.color.bg.subtle,
  color: vars.color.text.secondary,
  fontSize: vars.font.size.small,
  fontWeight: vars.font.weight.medium,
  outline: 'none',
  selectors: { '&:focus-visible': focusRing },
});
