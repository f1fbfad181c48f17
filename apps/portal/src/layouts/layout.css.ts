import { globalStyle, style } from '@vanilla-extract/css';
import { themeTokens } from '@academy/tokens';
import { vars } from '@academy/ui';

/** Page layout only: the look of everything inside comes from the library. */
export const shell = style({ display: 'flex', flexDirection: 'column', minBlockSize: '100vh' });
export const main = style({ flex: 1, inlineSize: '100%', maxInlineSize: vars.size.content, marginInline: 'auto', paddingInline: vars.space.lg, paddingBlock: vars.space.xl, display: 'grid', gap: vars.space.xxl, alignContent: 'start', outline: 'none' });
export const narrow = style({ maxInlineSize: vars.size.dialog.md });
export const banners = style({ display: 'grid', gap: vars.space.sm, maxInlineSize: vars.size.content, marginInline: 'auto', inlineSize: '100%', paddingInline: vars.space.lg, paddingBlockStart: vars.space.md });
export const skipLink = style({
  position: 'absolute',
  insetInlineStart: vars.space.sm,
  insetBlockStart: vars.space.sm,
  zIndex: vars.zIndex.toast,
  paddingBlock: vars.space.sm,
  paddingInline: vars.space.md,
  backgroundColor: vars.color.bg.inverse,
  color: vars.color.text.inverse,
  borderRadius: vars.radius.md,
  transform: `translateY(calc(-100% - ${vars.space.xl}))`,
  selectors: { '&:focus': { transform: 'none' } },
});
export const pageTitle = style({ fontSize: vars.font.size.heading, fontWeight: vars.font.weight.bold });
export const prose = style({ display: 'grid', gap: vars.space.md, maxInlineSize: vars.size.dialog.lg, lineHeight: vars.font.lineHeight.relaxed });
export const sectionTitle = style({ fontSize: vars.font.size.title, fontWeight: vars.font.weight.bold, marginBlockStart: vars.space.md });
export const stack = style({ display: 'grid', gap: vars.space.lg });
// Home sections below the fold skip style, layout and paint until they come near the viewport (the home page's
// ~1,800 elements cost most of its first-load main-thread time). Paint containment would clip card shadows and
// focus rings at the edge: the clip margin lets them show.
export const deferredSection = style({ contentVisibility: 'auto', containIntrinsicBlockSize: `auto ${vars.size.dialog.md}`, overflowClipMargin: vars.space.md });
export const row = style({ display: 'flex', gap: vars.space.sm, alignItems: 'end', flexWrap: 'wrap' });
export const rankings = style({ display: 'grid', gap: vars.space.lg, gridTemplateColumns: `repeat(auto-fit, minmax(min(100%, ${vars.size.dialog.sm}), 1fr))`, alignItems: 'start' });
export const slides = style({ display: 'grid', gridAutoFlow: 'column', gridAutoColumns: '100%', overflowX: 'auto', scrollSnapType: 'x mandatory', borderRadius: vars.radius.lg, gap: vars.space.md });
export const slide = style({ scrollSnapAlign: 'start', position: 'relative', aspectRatio: '10 / 3', backgroundColor: vars.color.bg.muted });
export const slideImage = style({ inlineSize: '100%', blockSize: '100%', objectFit: 'cover', display: 'block' });
export const slideCaption = style({ position: 'absolute', insetInlineStart: vars.space.xl, insetBlockEnd: vars.space.xl, color: vars.color.text.inverse, backgroundColor: vars.color.bg.overlay, paddingInline: vars.space.md, paddingBlock: vars.space.xs, borderRadius: vars.radius.md, fontSize: vars.font.size.title, fontWeight: vars.font.weight.bold });
export const resultsHeader = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: vars.space.md });
export const chips = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs, alignItems: 'center', listStyle: 'none', margin: 0, padding: 0 });
export const pager = style({ display: 'flex', gap: vars.space.sm, alignItems: 'center', justifyContent: 'center' });
export const muted = style({ color: vars.color.text.secondary });

globalStyle('html, body', { margin: 0, padding: 0 });
// The sticky header must not cover what focus or a link scrolls into view (WCAG 2.4.11).
// The theme variables live below <html>, so the raw token value is used here.
globalStyle('html', { scrollPaddingBlockStart: `calc(${themeTokens.light.size.control.lg} * 2)` });
