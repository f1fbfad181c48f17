// Functions the Firefox smoke test (scripts/firefox-smoke.mjs) runs inside the page: self-contained, no imports.

/** Reports every Content-Security-Policy violation to the console, where the test collects errors. */
export function errorsToConsole() {
  document.addEventListener('securitypolicyviolation', (event) => console.error(`CSP violation: ${event.violatedDirective} ${event.blockedURI}`));
}

/**
 * Which font draws each CJK character of the element's text, once none is still loading: the first family of its
 * stack with a loaded face covering it, else "system" when the system draws it as wide as a CJK glyph (one em) and
 * unlike a character no font has (U+FDD0). Null while faces load, or when a character would show as a box or blank
 * (only the placeholder covers it). The caller polls it (waitForFunction).
 */
export function cjkTextDrawnBy(selector) {
  const element = document.querySelector(selector);
  if (!element || [...document.fonts].some((face) => face.status === 'loading')) return null;
  const style = getComputedStyle(element);
  const chars = [...new Set(element.textContent.match(/[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/gu) ?? [])];
  if (chars.length === 0) throw new Error(`no CJK text in ${selector}`);
  const covers = (face, code) =>
    face.unicodeRange.split(',').some((range) => {
      const [from, to = from] = range.trim().slice(2).split('-');
      return code >= parseInt(from.replaceAll('?', '0'), 16) && code <= parseInt(to.replaceAll('?', 'f'), 16);
    });
  const loaded = [...document.fonts].filter((face) => face.status === 'loaded');
  const families = style.fontFamily.split(',').map((family) => family.trim().replace(/^["']|["']$/g, ''));
  const context = document.createElement('canvas').getContext('2d');
  context.font = `${style.fontSize} ${style.fontFamily}`;
  const size = parseFloat(style.fontSize);
  const drawn = {};
  for (const char of chars) {
    const family = families.find((name) => loaded.some((face) => face.family.replaceAll('"', '') === name && covers(face, char.codePointAt(0))));
    const width = context.measureText(char).width;
    const systemGlyph = Math.abs(width - size) < size * 0.1 && Math.abs(width - context.measureText('\uFDD0').width) > 0.5;
    const by = family && family !== 'Academy CJK Placeholder' ? family : !family && systemGlyph ? 'system' : null;
    if (!by) return null;
    drawn[by] = (drawn[by] ?? '') + char;
  }
  return drawn;
}
