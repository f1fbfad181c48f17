import { style } from '@vanilla-extract/css';
import { themeTokens } from '@academy/tokens';
import { vars } from '@academy/ui';

const { breakpoint } = themeTokens.light;

export const page = style({ display: 'grid', gap: vars.space.lg, paddingBlock: vars.space.lg, minInlineSize: 0 });
export const container = style({ containerType: 'inline-size', minInlineSize: 0 });
/** The lessons beside the player on a wide page, above it on a phone. */
export const learn = style({
  display: 'grid',
  gap: vars.space.lg,
  paddingBlock: vars.space.lg,
  gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 3fr)',
  '@container': { [`(max-inline-size: ${breakpoint.lg})`]: { gridTemplateColumns: 'minmax(0, 1fr)' } },
});
export const side = style({ display: 'grid', gap: vars.space.md, alignContent: 'start', minInlineSize: 0 });
