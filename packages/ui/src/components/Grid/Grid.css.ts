import { createVar, style } from '@vanilla-extract/css';
import { themeTokens } from '@academy/tokens';
import { vars } from '../../theme/theme.css.ts';

const { breakpoint } = themeTokens.light;

export const columnsVar = createVar();

/**
 * Spec §3: 2–5 columns per line. The grid measures its own width (container query), so a 5-column section in a
 * narrow sidebar or on a phone drops to fewer columns instead of squeezing cards.
 */
export const container = style({ containerType: 'inline-size', minInlineSize: 0 });

export const grid = style({
  display: 'grid',
  listStyle: 'none',
  margin: 0,
  padding: 0,
  gap: vars.space.lg,
  gridTemplateColumns: `repeat(${columnsVar}, minmax(0, 1fr))`,
  '@container': {
    [`(max-inline-size: ${breakpoint.lg})`]: { gridTemplateColumns: `repeat(min(${columnsVar}, 3), minmax(0, 1fr))` },
    [`(max-inline-size: ${breakpoint.md})`]: { gridTemplateColumns: `repeat(min(${columnsVar}, 2), minmax(0, 1fr))`, gap: vars.space.md },
  },
});

export const singleOnPhone = style({
  '@container': { [`(max-inline-size: ${breakpoint.sm})`]: { gridTemplateColumns: 'minmax(0, 1fr)' } },
});
