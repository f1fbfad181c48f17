import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

/**
 * The fonts a certificate is written in (decision 0033): full TrueType files from npm packages, read once. Each
 * character takes the first font that has it — Latin and Cyrillic from Noto Sans, Arabic from IBM Plex Sans Arabic (one glyph per letter form: Noto Sans Arabic draws dotted letters as a dotless form plus dots, so text extraction can no longer tell ر from ز),
 * Han and kana from Noto Sans SC, Hangul from IBM Plex Sans KR (Noto Sans SC has none); pdfkit embeds only the glyphs used (a subset).
 */
const require = createRequire(import.meta.url);

type FontFile = { name: string; pkg: string; file: string };
const FILES: FontFile[] = [
  { name: 'latin', pkg: '@expo-google-fonts/noto-sans', file: '400Regular/NotoSans_400Regular.ttf' },
  { name: 'arabic', pkg: '@expo-google-fonts/ibm-plex-sans-arabic', file: '400Regular/IBMPlexSansArabic_400Regular.ttf' },
  { name: 'cjk', pkg: '@expo-google-fonts/noto-sans-sc', file: '400Regular/NotoSansSC_400Regular.ttf' },
  { name: 'hangul', pkg: '@expo-google-fonts/ibm-plex-sans-kr', file: 'IBMPlexSansKR_400Regular.ttf' },
];

export type CertificateFont = { name: string; data: Buffer };

let loaded: CertificateFont[] | null = null;

export function certificateFonts(): CertificateFont[] {
  loaded ??= FILES.map(({ name, pkg, file }) => ({ name, data: readFileSync(join(dirname(require.resolve(`${pkg}/package.json`)), file)) }));
  return loaded;
}
