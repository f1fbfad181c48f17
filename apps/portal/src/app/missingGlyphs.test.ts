import { expect, test } from 'vitest';
import { NEVER_IN_A_FONT, measuresAsMissing } from './missingGlyphs.ts';

// Engines as measured at 40 px on a machine without CJK fonts and with Noto Sans SC as a system font (decision 0034).
const EM = 40;
const hexDigits = (char: string) => char.codePointAt(0)!.toString(16).length;
/** Chromium: every missing character gets the first font's .notdef advance. */
const chromium = (cjk: boolean) => (text: string) => [...text].reduce((sum, char) => sum + (cjk && char !== NEVER_IN_A_FONT ? EM : 24.0039), 0);
/** Firefox: a hex box per missing code point, as wide as its number of hex digits needs; its pixels differ per code point. */
const firefox = (cjk: boolean) => (text: string) => [...text].reduce((sum, char) => sum + (cjk && char !== NEVER_IN_A_FONT ? EM : hexDigits(char) > 4 ? 38.15 : 25.4333), 0);
/** A Windows-like system: CJK glyphs, and a font that fills the private use area one em wide. */
const withPrivateUseFont = (text: string) => [...text].reduce((sum, char) => sum + (char === NEVER_IN_A_FONT ? 26 : EM), 0);

test.each([
  ['Chromium', chromium],
  ['Firefox', firefox],
])('%s: without a CJK font the samples measure as missing, with one they do not', (_engine, engine) => {
  for (const sample of ['汉字', 'あア', '한글']) {
    expect(measuresAsMissing(engine(false), sample)).toBe(true);
    expect(measuresAsMissing(engine(true), sample)).toBe(false);
  }
});

test('a font covering the private use area does not hide CJK glyphs: the reference is a noncharacter', () => {
  expect(measuresAsMissing(withPrivateUseFont, '汉字')).toBe(false);
});

test('the sample is compared with as many missing characters as it has', () => {
  expect(measuresAsMissing(firefox(false), '汉字汉字')).toBe(true);
  expect(measuresAsMissing((text) => (text === '汉字' ? 2 * EM : 24 * [...text].length), '汉字')).toBe(false);
});
