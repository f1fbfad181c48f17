import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { themeTokens } from '@academy/tokens';
import { CJK_PLACEHOLDER_FAMILY } from './cjkPlaceholderFamily.ts';
import { CJK_PLACEHOLDER_RANGES, cjkPlaceholderFont } from './cjkPlaceholderFont.ts';

const committed = new Uint8Array(readFileSync(join(import.meta.dirname, 'cjk-placeholder.ttf')));

/** The table directory of a TrueType file: tag → offset and length. */
function tables(font: Uint8Array) {
  const view = new DataView(font.buffer, font.byteOffset, font.byteLength);
  const entries = new Map<string, { offset: number; length: number; checksum: number }>();
  for (let index = 0; index < view.getUint16(4); index += 1) {
    const at = 12 + index * 16;
    const tag = String.fromCharCode(...font.subarray(at, at + 4));
    entries.set(tag, { checksum: view.getUint32(at + 4), offset: view.getUint32(at + 8), length: view.getUint32(at + 12) });
  }
  return { view, entries };
}

const sum = (font: Uint8Array, offset: number, length: number) => {
  const view = new DataView(font.buffer, font.byteOffset);
  let total = 0;
  for (let at = offset; at < offset + length; at += 4) {
    const word = [0, 1, 2, 3].reduce((value, byte) => value * 256 + (at + byte < offset + length ? view.getUint8(at + byte) : 0), 0);
    total = (total + word) >>> 0;
  }
  return total;
};

describe('the CJK placeholder font', () => {
  it('is in every script\'s font stack after the Noto CJK families and before the system fonts, or the page never uses it', () => {
    const family = `"${CJK_PLACEHOLDER_FAMILY}"`;
    for (const mode of ['light', 'dark'] as const) {
      for (const stack of Object.values(themeTokens[mode].font.family.script)) {
        const families = stack.split(', ');
        expect(families.indexOf(family)).toBeGreaterThan(Math.max(...['"Noto Sans SC"', '"Noto Sans JP"', '"Noto Sans KR"'].map((noto) => families.indexOf(noto))));
        expect(families.indexOf(family)).toBeLessThan(families.indexOf('system-ui'));
      }
    }
  });

  it('is committed as the generator writes it (npx tsx scripts/build-cjk-placeholder-font.ts)', () => {
    expect(committed).toEqual(cjkPlaceholderFont());
  });

  it('is a well-formed TrueType file: sorted tables inside the file, correct checksums and whole-file adjustment', () => {
    const { view, entries } = tables(committed);
    const tags = [...entries.keys()];
    expect(tags).toEqual([...tags].sort());
    expect(tags).toEqual(expect.arrayContaining(['OS/2', 'cmap', 'glyf', 'head', 'hhea', 'hmtx', 'loca', 'maxp', 'name', 'post']));
    // head's own checksum is taken with its adjustment field at zero: the whole-file sum below covers it.
    const layout = [...entries].map(([tag, { offset, length, checksum }]) => ({
      tag,
      aligned: offset % 4 === 0,
      inside: offset + length <= committed.length,
      checksum: tag === 'head' || sum(committed, offset, length) === checksum,
    }));
    expect(layout).toEqual(tags.map((tag) => ({ tag, aligned: true, inside: true, checksum: true })));
    expect(view.getUint32(entries.get('head')!.offset + 12)).toBe(0x5f0f3cf5);
    expect(sum(committed, 0, committed.length)).toBe(0xb1b0afba);
  });

  it('gives every character of each range the advance of its Noto Sans CJK glyphs, and no other character any', () => {
    const { view, entries } = tables(committed);
    const unitsPerEm = view.getUint16(entries.get('head')!.offset + 18);
    const hmtx = entries.get('hmtx')!.offset;
    const cmap = entries.get('cmap')!.offset;
    const windows = Array.from({ length: view.getUint16(cmap + 2) }, (_, index) => cmap + 4 + index * 8).find(
      (record) => view.getUint16(record) === 3 && view.getUint16(record + 2) === 10,
    )!;
    const subtable = cmap + view.getUint32(windows + 4);
    expect(view.getUint16(subtable)).toBe(13); // many-to-one range mappings
    const groups = Array.from({ length: view.getUint32(subtable + 12) }, (_, index) => {
      const at = subtable + 16 + index * 12;
      const glyph = view.getUint32(at + 8);
      return [view.getUint32(at), view.getUint32(at + 4), (view.getUint16(hmtx + glyph * 4) / unitsPerEm) * 1000];
    });
    expect(groups).toEqual(CJK_PLACEHOLDER_RANGES.map((range) => [...range]));
    // Ascending and disjoint, as format 13 requires: ideographs one em, Hangul 0.92 em, halfwidth katakana half.
    groups.slice(1).forEach(([first], index) => expect(first).toBeGreaterThan(groups[index]![1]!));
    const advanceOf = (codePoint: number) => groups.find(([first, last]) => codePoint >= first! && codePoint <= last!)?.[2];
    expect(['汉', '字', '，', '。', 'あ', 'ア', '𠀀'].map((character) => advanceOf(character.codePointAt(0)!))).toEqual([1000, 1000, 1000, 1000, 1000, 1000, 1000]);
    expect(['한', 'ｱ', 'A', 'é', 'ب'].map((character) => advanceOf(character.codePointAt(0)!))).toEqual([920, 500, undefined, undefined, undefined]);
  });
});
