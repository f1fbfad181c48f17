import '@fontsource/noto-sans/400.css';
import '@fontsource/noto-sans/500.css';
import '@fontsource/noto-sans/700.css';
import { LOCALES, type LocaleCode } from '@academy/rules';

// Latin and Cyrillic load with the app; the big script fonts load only for the locale that needs them (their CSS
// is a separate chunk, and unicode-range means only the glyph blocks on screen are downloaded).
const scriptFonts = {
  latin: async () => {},
  arabic: () => Promise.all([import('@fontsource/noto-sans-arabic/400.css'), import('@fontsource/noto-sans-arabic/700.css')]),
  sc: () => Promise.all([import('@fontsource/noto-sans-sc/400.css'), import('@fontsource/noto-sans-sc/700.css')]),
  jp: () => Promise.all([import('@fontsource/noto-sans-jp/400.css'), import('@fontsource/noto-sans-jp/700.css')]),
  kr: () => Promise.all([import('@fontsource/noto-sans-kr/400.css'), import('@fontsource/noto-sans-kr/700.css')]),
} as const;

export async function loadScriptFonts(locale: LocaleCode): Promise<void> {
  await scriptFonts[LOCALES[locale].script]();
}
