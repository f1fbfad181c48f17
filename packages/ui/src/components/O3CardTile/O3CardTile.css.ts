import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css.ts';
import { canHover, focusRing } from '../../styles/focus.ts';

/** A sibling of ResourceCard (the O3 home shows both): the same surface, radius, shadow and focus ring. */
export const card = style({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  blockSize: '100%',
  minInlineSize: 0,
  backgroundColor: vars.component.card.background,
  borderRadius: vars.component.card.radius,
  boxShadow: vars.component.card.shadow,
  overflow: 'hidden',
  transitionProperty: 'box-shadow',
  transitionDuration: vars.motion.duration.fast,
  // The title link's focus rings the whole tile; the follow button rings itself.
  selectors: { '&:has(a:focus-visible)': focusRing },
  '@media': { [canHover]: { selectors: { '&:hover': { boxShadow: vars.shadow.md } } } },
});

export const media = style({ display: 'grid', placeItems: 'center', aspectRatio: '16 / 9', flexShrink: 0, overflow: 'hidden', backgroundColor: vars.color.bg.muted });
export const cover = style({ display: 'block', inlineSize: '100%', blockSize: '100%', objectFit: 'cover' });
export const placeholder = style({ color: vars.color.text.secondary });

export const body = style({ display: 'grid', gap: vars.space.sm, alignContent: 'start', flex: 1, minInlineSize: 0, padding: vars.component.card.padding });
export const title = style({ margin: 0, fontSize: vars.font.size.title, fontWeight: vars.font.weight.bold, lineHeight: vars.font.lineHeight.tight });
export const summary = style({ margin: 0, color: vars.color.text.secondary });

/** The title link covers the whole tile, so the tile is one link with one accessible name. */
export const link = style({
  color: vars.color.text.primary,
  textDecoration: 'none',
  outline: 'none',
  selectors: { '&::after': { content: '""', position: 'absolute', inset: 0 } },
});

export const meta = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, alignItems: 'center', color: vars.color.text.secondary, fontSize: vars.font.size.small });
export const foot = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, alignItems: 'center', justifyContent: 'space-between', marginBlockStart: 'auto' });
/** Above the title link's cover, so it takes its own presses. */
export const action = style({ position: 'relative', zIndex: vars.zIndex.raised });
