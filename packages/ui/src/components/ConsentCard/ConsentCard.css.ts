import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css.ts';
import { cardSurface, centeredPanel } from '../../styles/shared.css.ts';

// Theme variables and logical properties only (npm run lint checks).
/** A centred card: the shared sign-in step column on the theme's card surface. */
export const root = style([centeredPanel, cardSurface]);

export const icon = style({
  display: 'grid',
  placeItems: 'center',
  inlineSize: `calc(${vars.size.avatar.lg} * 1.5)`,
  blockSize: `calc(${vars.size.avatar.lg} * 1.5)`,
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.bg.subtle,
  color: vars.color.text.secondary,
});

export const title = style({ margin: 0, fontSize: vars.font.size.lead, fontWeight: vars.font.weight.bold, lineHeight: vars.font.lineHeight.tight, overflowWrap: 'anywhere' });

export const school = style({ margin: 0, color: vars.color.text.secondary, overflowWrap: 'anywhere' });

export const asks = style({
  display: 'grid',
  gap: vars.space.sm,
  inlineSize: '100%',
  padding: vars.space.lg,
  boxSizing: 'border-box',
  backgroundColor: vars.color.bg.subtle,
  borderRadius: vars.radius.md,
  textAlign: 'start',
});
export const asksLabel = style({ margin: 0, fontWeight: vars.font.weight.medium });
export const scopes = style({ display: 'grid', gap: vars.space.xs, margin: 0, padding: 0, listStyle: 'none' });
export const scope = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm, color: vars.color.text.primary });

export const note = style({ margin: 0, color: vars.color.text.secondary, fontSize: vars.font.size.small, lineHeight: vars.font.lineHeight.relaxed });
export const host = style({ color: vars.color.text.primary, fontWeight: vars.font.weight.medium, overflowWrap: 'anywhere' });

export const actions = style({ display: 'flex', flexWrap: 'wrap', justifyContent: 'center', gap: vars.space.sm, inlineSize: '100%' });
