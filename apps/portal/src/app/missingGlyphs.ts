/**
 * Whether the system has a font for a script, told by advance widths (decision 0034). Every engine gives all the
 * characters it has no glyph for one width per font size: Chromium the first font's .notdef, Firefox a hex box
 * whose width depends only on how many hex digits the code point has (not on which code point, so drawn pixels
 * differ but widths do not). A CJK glyph is about one em wide, no missing-glyph box is. So: the sample is missing
 * when it measures exactly as wide as as many characters no font may ever have.
 */

/** A noncharacter (permanently unassigned, unlike private use, which some CJK fonts fill): never in any font. */
export const NEVER_IN_A_FONT = '\uFDD0';
/** The part of the portal's stacks the system provides (tokens `font.stack`), at a size that keeps widths apart. */
export const SYSTEM_STACK = '40px "PingFang SC", "Microsoft YaHei", "Hiragino Sans", "Apple SD Gothic Neo", system-ui, sans-serif';

/**
 * True when `sample` (BMP characters of one script) measures like missing glyphs. Half a pixel of slack at 40 px:
 * a real glyph differs from a box by several pixels. An error this way only loads the self-hosted fonts for nothing.
 */
export function measuresAsMissing(measure: (text: string) => number, sample: string): boolean {
  const length = [...sample].length;
  return Math.abs(measure(sample) - measure(NEVER_IN_A_FONT.repeat(length))) < 0.5;
}

/** The system lacks every glyph of `sample`: measured on a canvas in the system's part of the stack (< 1 ms). */
export function systemLacksGlyphs(sample: string): boolean {
  if (/jsdom/i.test(navigator.userAgent)) return false;
  const context = document.createElement('canvas').getContext('2d');
  // No canvas (a locked-down browser): load the fonts; a page too heavy beats a page of boxes.
  if (!context) return true;
  context.font = SYSTEM_STACK;
  return measuresAsMissing((text) => context.measureText(text).width, sample);
}
