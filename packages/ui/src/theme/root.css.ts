import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from './theme.css.ts';

/** The themed root: every app and every story sits inside one. */
export const themeRoot = style({
  color: vars.color.text.primary,
  backgroundColor: vars.color.bg.canvas,
  fontFamily: vars.font.family.body,
  fontSize: vars.font.size.body,
  lineHeight: vars.font.lineHeight.normal,
  colorScheme: 'light dark',
  WebkitFontSmoothing: 'antialiased',
  textSizeAdjust: '100%',
});

globalStyle(`${themeRoot} *, ${themeRoot} *::before, ${themeRoot} *::after`, { boxSizing: 'border-box' });
globalStyle(`${themeRoot} :where(h1, h2, h3, h4, p, ul, ol, figure)`, { margin: 0 });
// :where() on both sides: zero specificity, so any component class wins whatever order the CSS loads in.
globalStyle(`:where(${themeRoot}) :where(button, input, textarea, select)`, { font: 'inherit', color: 'inherit' });
// A content field (dir="auto") that is still empty has no letter to take its direction from, and Chromium makes it
// left to right: its placeholder, written in the page's language, keeps the page's direction instead.
globalStyle(`${themeRoot} :is(input, textarea)[dir="auto"]:placeholder-shown`, { direction: 'inherit' });
globalStyle(`${themeRoot}:lang(ar), ${themeRoot} :lang(ar)`, { lineHeight: vars.font.lineHeight.relaxed });

// Text marked with another language inside the page (a Japanese course title on a Chinese portal) gets the
// glyph shapes of its own script. Unicode-range subsets mean the font is fetched only when such text appears.
const scriptOfLang = { ar: 'arabic', zh: 'sc', ja: 'jp', ko: 'kr' } as const;
for (const [lang, script] of Object.entries(scriptOfLang)) {
  globalStyle(`${themeRoot} [lang|="${lang}"]`, { fontFamily: vars.font.family.script[script] });
}
