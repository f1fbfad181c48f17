import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css.ts';
import { canHover, focusRing } from '../../styles/focus.ts';

export const panel = style({
  display: 'grid',
  gap: vars.space.md,
  alignContent: 'start',
  padding: vars.component.card.padding,
  backgroundColor: vars.component.card.background,
  borderRadius: vars.component.card.radius,
  boxShadow: vars.component.card.shadow,
  minInlineSize: 0,
});
export const title = style({ fontSize: vars.font.size.lead, fontWeight: vars.font.weight.bold, display: 'flex', alignItems: 'center', gap: vars.space.xs });
export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.xxs });
export const row = style({
  display: 'grid',
  gridTemplateColumns: `${vars.size.icon.lg} minmax(0, 1fr) auto`,
  alignItems: 'center',
  gap: vars.space.sm,
  paddingBlock: vars.space.xs,
  paddingInline: vars.space.sm,
  borderRadius: vars.radius.sm,
});
export const me = style({ backgroundColor: vars.color.status.infoSubtle, color: vars.color.status.infoText, fontWeight: vars.font.weight.medium });
export const rank = style({
  display: 'grid',
  placeItems: 'center',
  inlineSize: vars.size.icon.lg,
  blockSize: vars.size.icon.lg,
  borderRadius: vars.radius.full,
  fontSize: vars.font.size.caption,
  fontWeight: vars.font.weight.bold,
  color: vars.color.text.secondary,
});
export const medal = styleVariants({
  1: { backgroundColor: vars.color.rank.gold, color: vars.color.rank.onMedal },
  2: { backgroundColor: vars.color.rank.silver, color: vars.color.rank.onMedal },
  3: { backgroundColor: vars.color.rank.bronze, color: vars.color.rank.onMedal },
});
/** In the page's direction: the name (its own direction, cut at its own end) and then the "you" badge. */
export const name = style({ display: 'flex', alignItems: 'center', minInlineSize: 0 });
export const value = style({ fontSize: vars.font.size.small, color: 'inherit', opacity: 0.85, fontVariantNumeric: 'tabular-nums' });
// Block padding on the inline link grows its box to the 24 px target size (WCAG 2.5.8); the row's line box is unchanged.
export const link = style({ color: 'inherit', paddingBlock: vars.space.xxs, textDecoration: 'none', borderRadius: vars.radius.sm, selectors: { '&:focus-visible': focusRing }, '@media': { [canHover]: { selectors: { '&:hover': { textDecoration: 'underline' } } } } });
export const youBadge = style({ marginInlineStart: vars.space.xs, flexShrink: 0 });
