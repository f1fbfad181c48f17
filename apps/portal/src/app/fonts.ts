import '@fontsource/noto-sans/400.css';
import '@fontsource/noto-sans/500.css';
import '@fontsource/noto-sans/700.css';
import { LOCALES, type LocaleCode } from '@academy/rules';
import placeholderFont from './cjk-placeholder.ttf?inline';
import { CJK_PLACEHOLDER_FAMILY } from './cjkPlaceholderFamily.ts';
import { systemLacksGlyphs } from './missingGlyphs.ts';

// Latin and Cyrillic load with the app; Arabic loads only for ar_SA. Chinese, Japanese and Korean use the
// system's CJK fonts (the token stacks fall back to PingFang, Microsoft YaHei, Hiragino, Apple SD Gothic Neo):
// the self-hosted CJK faces cost ~66 KB gzip of @font-face CSS alone (docs/decisions/0006-portal-fonts.md). Only a
// system with no CJK font at all (a bare Linux box) gets the self-hosted ones, so Chinese text never shows as
// empty boxes; there a placeholder font holds each CJK character's width until its glyph arrives (decision 0015).
const safetyNetFaces = {
  sc: () => Promise.all([import('@fontsource/noto-sans-sc/400.css'), import('@fontsource/noto-sans-sc/700.css')]),
  jp: () => Promise.all([import('@fontsource/noto-sans-jp/400.css'), import('@fontsource/noto-sans-jp/700.css')]),
  kr: () => Promise.all([import('@fontsource/noto-sans-kr/400.css'), import('@fontsource/noto-sans-kr/700.css')]),
} as const;
type CjkScript = keyof typeof safetyNetFaces;
const SAMPLE: Record<CjkScript, string> = { sc: '汉字', jp: 'あア', kr: '한글' };

// `?fonts=system` trusts the system's fonts: the benchmark uses it to measure the page as machines with CJK fonts
// get it (scripts/bench-portal.mjs), since our test machines have none.
const trustsSystemFonts = () => new URLSearchParams(window.location.search).get('fonts') === 'system';

/** The CJK script a language reads; Chinese for the others (school names and bulletins are Chinese everywhere). */
const cjkScript = (locale: LocaleCode): CjkScript => {
  const script = LOCALES[locale].script;
  return script === 'jp' || script === 'kr' ? script : 'sc';
};

let placeholderReady: Promise<FontFace | undefined> | undefined;

/** Text whose glyphs cannot come (offline, a failed subset) shows as missing-glyph boxes again, not as blanks. */
const dropPlaceholder = () => void placeholderReady?.then((face) => face && document.fonts.delete(face));

/**
 * Resolves once the placeholder font is in (a few milliseconds: it is inlined). The script's Noto faces follow at
 * the browser's first idle moment, after the first paint, so they do not compete with the page's scripts and
 * data; the browser then fetches the subsets the page's characters need, and the glyphs replace the blanks.
 * A browser that refuses the placeholder still gets the faces (the glyphs then swap in over missing-glyph boxes).
 */
async function installCjkSafetyNet(script: CjkScript): Promise<void> {
  placeholderReady ??= new FontFace(CJK_PLACEHOLDER_FAMILY, `url(${placeholderFont}) format("truetype")`, { weight: '100 900' }).load().then(
    (face) => {
      document.fonts.add(face);
      document.fonts.addEventListener('loadingerror', dropPlaceholder, { once: true });
      return face;
    },
    () => undefined,
  );
  await placeholderReady;
  // Japanese and Korean pages still carry Chinese names and bulletins: the Chinese faces draw what theirs lack
  // (the stacks list Noto Sans SC after the reader's script), or those characters would stay blank.
  const loadFaces = () => void Promise.all([safetyNetFaces[script](), script === 'sc' ? undefined : safetyNetFaces.sc()]).catch(dropPlaceholder);
  if ('requestIdleCallback' in window) window.requestIdleCallback(loadFaces, { timeout: 2000 });
  else setTimeout(loadFaces, 500);
}

const safetyNets = new Map<CjkScript, Promise<unknown>>();
/** Checks the system once per script; without its glyphs, installs the safety net. */
function cjkSafetyNet(script: CjkScript): Promise<unknown> {
  let net = safetyNets.get(script);
  if (!net) {
    net = systemLacksGlyphs(SAMPLE[script]) ? installCjkSafetyNet(script).catch(() => undefined) : Promise.resolve();
    safetyNets.set(script, net);
  }
  return net;
}

/**
 * The fonts a language needs before its text shows (awaited with its messages, at start and on a change of
 * language): Arabic for ar_SA (Latin is always there); on a system without CJK fonts, the CJK placeholder.
 */
export async function loadScriptFonts(locale: LocaleCode): Promise<void> {
  const arabic =
    LOCALES[locale].script === 'arabic'
      ? Promise.all([import('@fontsource/noto-sans-arabic/400.css'), import('@fontsource/noto-sans-arabic/700.css')])
      : undefined;
  const cjk = typeof document === 'undefined' || trustsSystemFonts() ? undefined : cjkSafetyNet(cjkScript(locale));
  await Promise.all([arabic, cjk]);
}
