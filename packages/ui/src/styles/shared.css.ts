import { style } from '@vanilla-extract/css';
import { vars } from '../theme/theme.css.ts';
import { focusRing } from './focus.ts';

/** Screen-reader only: headings and live regions that have no visible place. */
export const visuallyHidden = style({
  position: 'absolute',
  clipPath: 'inset(50%)',
  inlineSize: vars.size.border.thin,
  blockSize: vars.size.border.thin,
  overflow: 'hidden',
  whiteSpace: 'nowrap',
});

/** The surface of every drop-down menu (language, account, add section). */
export const menuPopover = style({
  minInlineSize: vars.size.sidebar,
  overflowY: 'auto',
  padding: vars.space.xs,
  backgroundColor: vars.color.bg.surface,
  color: vars.color.text.primary,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.lg,
  border: `${vars.size.border.thin} solid ${vars.color.border.default}`,
  outline: 'none',
});

/** One row of such a menu; the focused row is tinted, and keyboard focus also gets the focus ring. */
export const menuItem = style({
  display: 'flex',
  alignItems: 'center',
  paddingInline: vars.space.md,
  borderRadius: vars.radius.sm,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-focused]': { backgroundColor: vars.color.bg.subtle },
    '&[data-focus-visible]': { ...focusRing, outlineOffset: `calc(-1 * ${vars.component.focusRing.width})` },
  },
});

/** A centred column of a sign-in step (QR sign-in, the consent screen): full width up to a dialog's. */
export const centeredPanel = style({
  display: 'grid',
  justifyItems: 'center',
  gap: vars.space.md,
  inlineSize: '100%',
  maxInlineSize: vars.size.dialog.md,
  boxSizing: 'border-box',
  color: vars.color.text.primary,
  textAlign: 'center',
});

/** The card surface the theme defines (padding, background, radius, shadow). */
export const cardSurface = style({
  padding: vars.component.card.padding,
  backgroundColor: vars.component.card.background,
  borderRadius: vars.component.card.radius,
  boxShadow: vars.component.card.shadow,
});

/** A card that stands alone (an attendance check, a live lecture): the card surface with a border. */
export const borderedCard = style([
  cardSurface,
  { minInlineSize: 0, border: `${vars.size.border.thin} solid ${vars.color.border.default}`, color: vars.color.text.primary },
]);
