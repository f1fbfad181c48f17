import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css.ts';
import { canHover, focusRing } from '../../styles/focus.ts';

export const card = style({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  minInlineSize: 0,
  backgroundColor: vars.component.card.background,
  borderRadius: vars.component.card.radius,
  boxShadow: vars.component.card.shadow,
  overflow: 'hidden',
  transitionProperty: 'box-shadow, transform',
  transitionDuration: vars.motion.duration.fast,
  selectors: { '&:has(:focus-visible)': focusRing },
  '@media': { [canHover]: { selectors: { '&:hover': { boxShadow: vars.shadow.md } } } },
});

export const layout = styleVariants({
  grid: {},
  portrait: {},
  list: { flexDirection: 'row', alignItems: 'center', gap: vars.space.md, padding: vars.space.sm, boxShadow: 'none', borderBlockEnd: `${vars.size.border.thin} solid ${vars.color.border.default}`, borderRadius: 0, backgroundColor: 'transparent' },
});

export const media = style({ position: 'relative', flexShrink: 0, overflow: 'hidden', backgroundColor: vars.color.bg.muted });
export const mediaShape = styleVariants({
  grid: { aspectRatio: '16 / 9' },
  portrait: { aspectRatio: '9 / 16' },
  list: { inlineSize: vars.size.thumbnail, aspectRatio: '4 / 3', borderRadius: vars.radius.sm, overflow: 'hidden' },
});

export const cover = style({ display: 'block', inlineSize: '100%', blockSize: '100%', objectFit: 'cover' });

export const overlay = style({
  position: 'absolute',
  insetBlockStart: vars.space.sm,
  insetInlineStart: vars.space.sm,
  insetInlineEnd: vars.space.sm,
  display: 'flex',
  gap: vars.space.xs,
  flexWrap: 'wrap',
});

export const duration = style({
  position: 'absolute',
  insetBlockEnd: vars.space.sm,
  insetInlineEnd: vars.space.sm,
  paddingInline: vars.space.xs,
  borderRadius: vars.radius.sm,
  // The inverse pair (checked for contrast in both modes): inverse text on the translucent scrim was dark on dark in dark mode.
  backgroundColor: vars.color.bg.inverse,
  color: vars.color.text.inverse,
  fontSize: vars.font.size.caption,
  fontVariantNumeric: 'tabular-nums',
  direction: 'ltr',
});

export const body = style({ display: 'grid', gap: vars.space.xs, padding: vars.component.card.padding, minInlineSize: 0, flex: 1, alignContent: 'start' });
export const bodyList = style({ padding: 0 });

/** Two lines at most, cut at the title's own end (contentProps). */
export const title = style({ fontSize: vars.font.size.body, fontWeight: vars.font.weight.medium, lineHeight: vars.font.lineHeight.tight });

/** The title link covers the whole card, so the card is one link with one accessible name. */
export const link = style({
  color: vars.color.text.primary,
  textDecoration: 'none',
  outline: 'none',
  selectors: { '&::after': { content: '""', position: 'absolute', inset: 0 } },
});

export const meta = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.sm, color: vars.color.text.secondary, fontSize: vars.font.size.small });
export const metaItem = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.xxs, fontVariantNumeric: 'tabular-nums' });
export const star = style({ color: vars.color.rank.gold, fill: vars.color.rank.gold });
export const price = style({ color: vars.color.status.dangerText, fontWeight: vars.font.weight.bold });
export const badges = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs });
