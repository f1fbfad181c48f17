import '@fontsource/noto-sans/400.css';
import '@fontsource/noto-sans/500.css';
import '@fontsource/noto-sans/700.css';
import { LOCALES, type LocaleCode } from '@academy/rules';

// Latin and Cyrillic load with the app; Arabic loads only for ar_SA. Chinese, Japanese and Korean use the
// system's CJK fonts (the token stacks fall back to PingFang, Microsoft YaHei, Hiragino, Apple SD Gothic Neo):
// the self-hosted CJK faces cost ~97 KB gzip of @font-face CSS alone plus late glyph swaps that shifted the page
// (docs/decisions/0006-portal-fonts.md). Storybook and the visual tests keep self-hosted CJK fonts for stable
// screenshots.
const noWebFont = async () => {};
const scriptFonts = {
  latin: noWebFont,
  arabic: () => Promise.all([import('@fontsource/noto-sans-arabic/400.css'), import('@fontsource/noto-sans-arabic/700.css')]),
  sc: noWebFont,
  jp: noWebFont,
  kr: noWebFont,
} as const;

export async function loadScriptFonts(locale: LocaleCode): Promise<void> {
  await scriptFonts[LOCALES[locale].script]();
}
