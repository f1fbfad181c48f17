import { CJK_PLACEHOLDER_FAMILY } from './cjkPlaceholderFamily.ts';

/**
 * A font without outlines whose CJK characters are exactly as wide as in Noto Sans SC, JP and KR (one em for
 * ideographs, kana and CJK punctuation, 0.92 em for Hangul, half an em for halfwidth katakana). On a system without
 * CJK fonts it stands in for the self-hosted Noto faces while they load: the text is laid out at its final width,
 * shows blank for that moment (as text in a loading web font does), and nothing moves when the glyphs swap in
 * (decision 0015). scripts/build-cjk-placeholder-font.ts writes it to cjk-placeholder.ttf (~1 KB), which the
 * portal inlines.
 */

/** [first, last, advance in 1/1000 em]: the blocks the Noto Sans SC, JP and KR subsets draw. */
export const CJK_PLACEHOLDER_RANGES: ReadonlyArray<readonly [number, number, number]> = [
  [0x2e80, 0x2fdf, 1000], // CJK and Kangxi radicals
  [0x2ff0, 0x302d, 1000], // ideographic description characters, CJK symbols and punctuation
  [0x302e, 0x302f, 250], // Hangul tone marks
  [0x3030, 0x303f, 1000],
  [0x3041, 0x30ff, 1000], // hiragana, katakana
  [0x3105, 0x312f, 1000], // bopomofo
  [0x3131, 0x318f, 920], // Hangul compatibility jamo
  [0x3190, 0x33ff, 1000], // kanbun, bopomofo extended, strokes, katakana extension, enclosed and compatibility
  [0x3400, 0x4dbf, 1000], // CJK extension A
  [0x4e00, 0x9fff, 1000], // CJK unified ideographs
  [0xac00, 0xd7a3, 920], // Hangul syllables
  [0xf900, 0xfaff, 1000], // CJK compatibility ideographs
  [0xfe30, 0xfe4f, 1000], // CJK compatibility forms
  [0xff01, 0xff60, 1000], // fullwidth ASCII variants
  [0xff61, 0xff9f, 500], // halfwidth katakana
  [0xffa0, 0xffdc, 920], // halfwidth Hangul
  [0xffe0, 0xffe6, 1000], // fullwidth signs
  [0x20000, 0x2fa1f, 1000], // CJK extensions B to F, compatibility supplement
];

const UNITS_PER_EM = 1000;
const ASCENT = 1160; // Noto Sans CJK's vertical metrics, so a line measures the same with either
const DESCENT = 288;

class Writer {
  readonly bytes: number[] = [];
  u8(value: number) {
    this.bytes.push(value & 0xff);
    return this;
  }
  u16(value: number) {
    return this.u8(value >> 8).u8(value);
  }
  u32(value: number) {
    return this.u16(value >>> 16).u16(value);
  }
  tag(text: string) {
    for (const char of text) this.u8(char.charCodeAt(0));
    return this;
  }
  zeros(count: number) {
    for (let index = 0; index < count; index += 1) this.u8(0);
    return this;
  }
}

/** The glyphs: 0 is .notdef, then one blank glyph per distinct advance. */
function glyphAdvances(): number[] {
  return [UNITS_PER_EM, ...new Set(CJK_PLACEHOLDER_RANGES.map(([, , advance]) => advance))];
}

function head(): number[] {
  const w = new Writer().u32(0x00010000).u32(0x00010000).u32(0); // version, revision, checksum adjustment (set later)
  w.u32(0x5f0f3cf5).u16(0b1011).u16(UNITS_PER_EM).zeros(16); // magic, flags, units, created and modified dates
  w.u16(0).u16(0).u16(0).u16(0); // bounding box of all glyphs: none has outlines
  return w.u16(0).u16(8).u16(2).u16(0).u16(0).bytes; // style, smallest size, direction hint, short loca, glyf format
}

function hhea(glyphs: number[]): number[] {
  const w = new Writer().u32(0x00010000).u16(ASCENT).u16(-DESCENT).u16(0).u16(Math.max(...glyphs));
  w.u16(0).u16(0).u16(0).u16(1).u16(0).u16(0).zeros(8); // side bearings, extent, caret slope and offset, reserved
  return w.u16(0).u16(glyphs.length).bytes; // metric data format, number of advances in hmtx
}

function maxp(glyphs: number[]): number[] {
  const w = new Writer().u32(0x00010000).u16(glyphs.length);
  return w.zeros(8).u16(2).zeros(16).bytes; // no points or contours; two zones; no instructions or components
}

function os2(): number[] {
  const w = new Writer().u16(4).u16(UNITS_PER_EM).u16(400).u16(5).u16(0); // version, average width, weight, width, embedding
  w.zeros(16).u16(50).u16(250).u16(0).zeros(10); // sub- and superscripts, strikeout, family class, PANOSE
  w.u32(0).u32(0x09070000).u32(0).u32(0).tag('NONE'); // Unicode ranges: CJK punctuation, kana, Hangul, ideographs
  w.u16(0x40).u16(0x2e80).u16(0xffff); // regular; first and last BMP character
  w.u16(ASCENT).u16(-DESCENT).u16(0).u16(ASCENT).u16(DESCENT); // typographic and Windows metrics
  w.u32(0x001e0000).u32(0); // code pages: Japanese, Chinese (simplified and traditional), Korean
  return w.u16(0).u16(0).u16(0).u16(0x3000).u16(0).bytes; // x and cap heights, default and break character, context
}

function hmtx(glyphs: number[]): number[] {
  const w = new Writer();
  for (const advance of glyphs) w.u16(advance).u16(0);
  return w.bytes;
}

/** Format 13 maps each whole range to one glyph, so 100,000 characters cost 12 bytes per range. */
function cmap(glyphs: number[]): number[] {
  const w = new Writer().u16(0).u16(2);
  const subtableOffset = 4 + 2 * 8;
  w.u16(0).u16(6).u32(subtableOffset); // Unicode, full repertoire (format 13)
  w.u16(3).u16(10).u32(subtableOffset); // Windows, full repertoire
  const groups = CJK_PLACEHOLDER_RANGES;
  w.u16(13).u16(0).u32(16 + groups.length * 12).u32(0).u32(groups.length);
  for (const [first, last, advance] of groups) w.u32(first).u32(last).u32(glyphs.indexOf(advance, 1));
  return w.bytes;
}

function name(): number[] {
  // Family and style only: the page names the face itself (FontFace), and every byte ships inlined.
  const strings: Array<[number, string]> = [
    [1, CJK_PLACEHOLDER_FAMILY],
    [2, 'Regular'],
  ];
  const w = new Writer().u16(0).u16(strings.length).u16(6 + strings.length * 12);
  let offset = 0;
  for (const [id, text] of strings) {
    w.u16(3).u16(1).u16(0x409).u16(id).u16(text.length * 2).u16(offset);
    offset += text.length * 2;
  }
  for (const [, text] of strings) for (const char of text) w.u16(char.charCodeAt(0));
  return w.bytes;
}

function post(): number[] {
  return new Writer().u32(0x00030000).zeros(28).bytes; // version 3: no glyph names
}

const checksum = (bytes: number[]) => {
  let sum = 0;
  for (let index = 0; index < bytes.length; index += 4) {
    sum = (sum + ((bytes[index]! << 24) | ((bytes[index + 1] ?? 0) << 16) | ((bytes[index + 2] ?? 0) << 8) | (bytes[index + 3] ?? 0))) >>> 0;
  }
  return sum;
};

/** The font file (TrueType). */
export function cjkPlaceholderFont(): Uint8Array<ArrayBuffer> {
  const glyphs = glyphAdvances();
  const tables: Array<[string, number[]]> = [
    ['OS/2', os2()],
    ['cmap', cmap(glyphs)],
    ['glyf', [0, 0, 0, 0]], // every glyph is empty (loca offsets all 0); the sanitizer refuses an empty table
    ['head', head()],
    ['hhea', hhea(glyphs)],
    ['hmtx', hmtx(glyphs)],
    ['loca', new Writer().zeros(2 * (glyphs.length + 1)).bytes],
    ['maxp', maxp(glyphs)],
    ['name', name()],
    ['post', post()],
  ];
  const searchPower = 2 ** Math.floor(Math.log2(tables.length));
  const file = new Writer().u32(0x00010000).u16(tables.length).u16(searchPower * 16);
  file.u16(Math.log2(searchPower)).u16(tables.length * 16 - searchPower * 16);
  let offset = 12 + tables.length * 16;
  const padded = tables.map(([, bytes]) => [...bytes, ...Array.from({ length: (4 - (bytes.length % 4)) % 4 }, () => 0)]);
  tables.forEach(([tag, bytes], index) => {
    file.tag(tag).u32(checksum(padded[index]!)).u32(offset).u32(bytes.length);
    offset += padded[index]!.length;
  });
  const headIndex = tables.findIndex(([tag]) => tag === 'head');
  let headOffset = 0;
  padded.forEach((bytes, index) => {
    if (index === headIndex) headOffset = file.bytes.length;
    file.bytes.push(...bytes);
  });
  const adjustment = (0xb1b0afba - checksum(file.bytes)) >>> 0;
  const font = new Uint8Array(file.bytes);
  new DataView(font.buffer).setUint32(headOffset + 8, adjustment);
  return font;
}
