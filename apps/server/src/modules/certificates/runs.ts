import bidiFactory from 'bidi-js';

/**
 * One line of mixed scripts cut into runs drawn left to right (decision 0033). pdfkit lays out each string with
 * fontkit, which shapes Arabic (joining forms, lam-alef) and puts a run of Arabic letters right to left, but it
 * knows nothing of the Unicode bidirectional algorithm: a line with Arabic and Latin, digits or brackets would
 * come out in the wrong order. bidi-js gives each character its level (UAX #9); runs of one level and one font
 * are put in visual order here (rule L2), and a right-to-left run without Arabic letters (neutrals, brackets) is
 * reversed and mirrored here, as fontkit would leave it left to right (and Arabic-Indic digits, which fontkit would reverse). Each run keeps its reading order too: the PDF
 * writes them in that order at their visual places, so text extraction (pdftotext -raw, copying) reads words in order.
 */
const bidi = bidiFactory();
// What fontkit lays out right to left: any character of the Arabic blocks (Arabic-Indic digits too).
const ARABIC = /[\u0600-\u06FF\u0750-\u077F\u08A0-\u08FF\uFB50-\uFDFF\uFE70-\uFEFF]/u;

/** `order`: the run's place in reading order, to write the runs to the PDF in that order (text extraction reads it). */
export type Run = { text: string; font: string; order: number };

/** `fontFor(codePoint)` names the font that draws a character; neutrals keep their neighbour's font when it has them. */
export function visualRuns(text: string, direction: 'ltr' | 'rtl', fontFor: (codePoint: number, previous: string | null) => string): Run[] {
  if (!text) return [];
  const { levels } = bidi.getEmbeddingLevels(text, direction);
  // Logical runs: the same level and the same font (index by UTF-16 unit: bidi-js levels are per unit).
  const logical: { text: string; font: string; level: number; order: number }[] = [];
  let previous: string | null = null;
  for (let i = 0; i < text.length; ) {
    const codePoint = text.codePointAt(i)!;
    const width = codePoint > 0xffff ? 2 : 1;
    const font = fontFor(codePoint, previous);
    previous = font;
    const level = levels[i]!;
    const last = logical[logical.length - 1];
    const char = text.slice(i, i + width);
    // Words are runs of their own (a space too): each is drawn apart, so a PDF reader sees where words end.
    if (last && last.level === level && last.font === font && !/\s/u.test(char) && !/\s/u.test(last.text)) last.text += char;
    else logical.push({ text: char, font, level, order: logical.length });
    i += width;
  }
  // L2: from the highest level down to the lowest odd one, reverse every sequence of runs at that level or above.
  const highest = Math.max(...logical.map((run) => run.level));
  const lowestOdd = Math.min(...logical.map((run) => run.level).filter((level) => level % 2 === 1), highest + 1);
  for (let level = highest; level >= lowestOdd; level--) {
    for (let start = 0; start < logical.length; ) {
      if (logical[start]!.level < level) {
        start++;
        continue;
      }
      let end = start;
      while (end + 1 < logical.length && logical[end + 1]!.level >= level) end++;
      logical.splice(start, end - start + 1, ...logical.slice(start, end + 1).reverse());
      start = end + 1;
    }
  }
  // Where fontkit's direction is not the run's (neutrals between Arabic words, Arabic-Indic digits, which read left
  // to right), the run is reversed first so that fontkit's reversal puts it right.
  return logical.map(({ text: runText, font, level, order }) => ({ text: (level % 2 === 1) !== ARABIC.test(runText) ? reversed(runText, level % 2 === 1) : runText, font, order }));
}

/** Characters reversed; brackets mirrored when the run reads right to left. */
function reversed(text: string, rtl: boolean): string {
  return [...text].reverse().map((char) => (rtl ? (bidi.getMirroredCharacter(char) ?? char) : char)).join('');
}
