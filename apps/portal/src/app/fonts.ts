import '@fontsource/noto-sans/400.css';
import '@fontsource/noto-sans/500.css';
import '@fontsource/noto-sans/700.css';
import { LOCALES, type LocaleCode } from '@academy/rules';

// Latin and Cyrillic load with the app; Arabic loads only for ar_SA. Chinese, Japanese and Korean use the
// system's CJK fonts (the token stacks fall back to PingFang, Microsoft YaHei, Hiragino, Apple SD Gothic Neo):
// the self-hosted CJK faces cost ~97 KB gzip of @font-face CSS alone plus late glyph swaps that shifted the page
// (docs/decisions/0006-portal-fonts.md). Only a system with no CJK font at all (a bare Linux box) gets the
// self-hosted ones, so Chinese text never shows as empty boxes: at start, and the first render stays invisible
// until its glyphs have loaded, because a swap after the first paint moved the page (CLS 0.22; decision 0009).
type Script = (typeof LOCALES)[LocaleCode]['script'];
const cjkFonts = {
  sc: () => Promise.all([import('@fontsource/noto-sans-sc/400.css'), import('@fontsource/noto-sans-sc/700.css')]),
  jp: () => Promise.all([import('@fontsource/noto-sans-jp/400.css'), import('@fontsource/noto-sans-jp/700.css')]),
  kr: () => Promise.all([import('@fontsource/noto-sans-kr/400.css'), import('@fontsource/noto-sans-kr/700.css')]),
} as const;
const SAMPLE = { sc: '汉', jp: 'あ', kr: '한' } as const;

/**
 * True when the system draws `text` exactly like a character no font has (U+E000, private use): it has no font
 * for that script. Drawn to a small canvas in the page's default sans-serif stack.
 */
function systemLacksGlyph(text: string): boolean {
  if (typeof document === 'undefined' || /jsdom/i.test(navigator.userAgent)) return false;
  const canvas = document.createElement('canvas');
  canvas.width = canvas.height = 48;
  const context = canvas.getContext('2d', { willReadFrequently: true });
  if (!context) return false;
  const pixels = (sample: string) => {
    context.clearRect(0, 0, 48, 48);
    context.font = '40px system-ui, sans-serif';
    context.fillText(sample, 2, 40);
    return context.getImageData(0, 0, 48, 48).data;
  };
  const drawn = pixels(text);
  const missing = pixels('\uE000');
  return drawn.every((value, index) => value === missing[index]);
}

/** Loads a script's safety-net faces once, if the system lacks them; null when the system draws the script itself. */
const checked = new Map<keyof typeof cjkFonts, Promise<unknown> | null>();
function ensureCjk(script: keyof typeof cjkFonts): Promise<unknown> | null {
  if (!checked.has(script)) checked.set(script, systemLacksGlyph(SAMPLE[script]) ? cjkFonts[script]() : null);
  return checked.get(script)!;
}

/** The fonts a language needs before its first paint: Arabic for ar_SA (Latin is always there). */
export async function loadScriptFonts(locale: LocaleCode): Promise<void> {
  if (LOCALES[locale].script === 'arabic') await Promise.all([import('@fontsource/noto-sans-arabic/400.css'), import('@fontsource/noto-sans-arabic/700.css')]);
}

// `?fonts=system` trusts the system's fonts: the benchmark uses it to measure the page as machines with CJK fonts
// get it (scripts/bench-portal.mjs), since our test machines have none.
const trustsSystemFonts = () => new URLSearchParams(window.location.search).get('fonts') === 'system';
const cjkScript = (locale: LocaleCode): keyof typeof cjkFonts => {
  const script: Script = LOCALES[locale].script;
  return script === 'jp' || script === 'kr' ? script : 'sc';
};

let firstPaintFonts: Promise<unknown> | null = null;

/**
 * At start, before the first render: on a system without CJK fonts, the safety-net faces of the reader's CJK script
 * (Chinese for other languages: school names and bulletins are Chinese on every school's pages) start loading now,
 * with the route's chunks and data. The check itself is one glyph drawn to a small canvas (~1 ms).
 */
export function startCjkSafetyNet(locale: LocaleCode) {
  if (typeof document === 'undefined' || trustsSystemFonts()) return;
  firstPaintFonts = ensureCjk(cjkScript(locale));
}

const nextFrame = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));

/**
 * Call before the first paint (a layout effect of the first render). With the safety net on, the page stays
 * invisible (`data-fonts-pending`, layout.css.ts) until the glyphs it lays out have loaded — the browser fetches
 * exactly the unicode-range subsets the text needs — at most `timeoutMs`: the text then appears in its final face
 * and nothing moves. Systems with CJK fonts never wait.
 */
export function holdFirstPaintForCjkFonts(timeoutMs = 3000) {
  const pending = firstPaintFonts;
  if (!pending) return;
  firstPaintFonts = null;
  const root = document.documentElement;
  root.setAttribute('data-fonts-pending', '');
  const reveal = () => root.removeAttribute('data-fonts-pending');
  const timer = setTimeout(reveal, timeoutMs);
  void pending
    .then(nextFrame)
    .then(() => document.fonts.ready)
    .catch(() => undefined)
    .finally(() => {
      clearTimeout(timer);
      reveal();
    });
}

/**
 * When the browser is idle: the CJK safety net for the language in use, including one chosen later. Chinese names
 * and bulletins appear on every school's pages whatever the reader's language, so a non-CJK language checks for
 * Chinese glyphs.
 */
export function ensureCjkFontsWhenIdle(locale: LocaleCode) {
  if (trustsSystemFonts()) return;
  const run = () => void ensureCjk(cjkScript(locale));
  if ('requestIdleCallback' in window) window.requestIdleCallback(run, { timeout: 2000 });
  else setTimeout(run, 0);
}
