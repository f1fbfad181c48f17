import { globalStyle, style } from '@vanilla-extract/css';
import { themeTokens } from '@academy/tokens';
import { vars } from '../../theme/theme.css.ts';

const { breakpoint } = themeTokens.light;

// Theme variables and logical properties only (npm run lint checks).
export const container = style({ containerType: 'inline-size', minInlineSize: 0 });
/** Cover beside the facts on a wide page, above them on a phone (the header measures its own width). */
export const root = style({
  display: 'grid',
  gap: vars.space.lg,
  color: vars.color.text.primary,
  gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 3fr)',
  '@container': { [`(max-inline-size: ${breakpoint.md})`]: { gridTemplateColumns: 'minmax(0, 1fr)' } },
});
export const cover = style({ borderRadius: vars.radius.md, overflow: 'hidden', alignSelf: 'start' });
export const body = style({ display: 'grid', gap: vars.space.sm, alignContent: 'start', minInlineSize: 0 });
export const kind = style({ color: vars.color.text.secondary, fontSize: vars.font.size.caption, margin: 0 });
export const title = style({ fontSize: vars.font.size.display, fontWeight: vars.font.weight.bold, margin: 0 });
export const meta = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.md, color: vars.color.text.secondary, margin: 0 });
export const metaItem = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.xxs });
export const star = style({ color: vars.color.rank.gold, fill: vars.color.rank.gold });
export const price = style({ fontWeight: vars.font.weight.bold, color: vars.color.status.dangerText });
export const muted = style({ color: vars.color.text.secondary, margin: 0 });
export const action = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.sm, marginBlockStart: vars.space.sm });
export const description = style({ gridColumn: '1 / -1', display: 'grid', gap: vars.space.xs, lineHeight: vars.font.lineHeight.relaxed });
export const sectionTitle = style({ fontSize: vars.font.size.title, fontWeight: vars.font.weight.bold, margin: 0 });
export const richText = style({ display: 'grid', gap: vars.space.xs });
globalStyle(`${richText} a[href]`, { color: vars.color.link.default, textDecorationLine: 'underline' });
globalStyle(`${richText} :is(p, ul, ol)`, { margin: 0 });
