import PdfDocument from 'pdfkit';
import * as fontkit from 'fontkit';
import { encode } from 'uqr';
import { themeTokens } from '@academy/tokens';
import { certificateFonts } from './fonts.ts';
import { visualRuns } from './runs.ts';

/** What a certificate says, already worded in its language (words.ts) and its date in the school's zone. */
export type CertificateSheet = {
  lang: string;
  direction: 'ltr' | 'rtl';
  /** The school's primary colour (#rrggbb), for the frame and the title. */
  colour: string;
  schoolName: string;
  heading: string;
  certifies: string;
  learnerName: string;
  completed: string;
  classTitle: string;
  dateLine: string;
  numberLine: string;
  verifyLabel: string;
  verifyUrl: string;
};

const PAGE = { width: 841.89, height: 595.28 };
const MARGIN = 36;
const INK = themeTokens.light.color.text;
const PAPER = themeTokens.light.color.bg;

type Shaper = { name: string; font: fontkit.Font };
let shapers: Shaper[] | null = null;

/** The first font that has the character; a neutral (space, punctuation) stays in its neighbour's font. */
function fontFor(codePoint: number, previous: string | null): string {
  shapers ??= certificateFonts().map(({ name, data }) => ({ name, font: fontkit.create(data) as fontkit.Font }));
  const has = (name: string | null) => name !== null && shapers!.find((shaper) => shaper.name === name)!.font.hasGlyphForCodePoint(codePoint);
  if (previous && /[\s\p{P}\p{S}\d]/u.test(String.fromCodePoint(codePoint)) && has(previous)) return previous;
  return shapers.find((shaper) => shaper.font.hasGlyphForCodePoint(codePoint))?.name ?? shapers[0]!.name;
}

/** One line, centred on `centre`, shrunk to `maxWidth` when longer. */
function line(doc: PDFKit.PDFDocument, text: string, direction: 'ltr' | 'rtl', centre: number, y: number, size: number, maxWidth: number, colour: string) {
  const runs = visualRuns(text, direction, fontFor);
  const measure = (fontSize: number) => runs.reduce((sum, run) => sum + doc.font(run.font).fontSize(fontSize).widthOfString(run.text), 0);
  const fitted = Math.min(size, (size * maxWidth) / Math.max(1, measure(size)));
  doc.fillColor(colour);
  // Visual places left to right, then drawn in reading order.
  let x = centre - measure(fitted) / 2;
  const placed = runs.map((run) => {
    const at = x;
    x += doc.font(run.font).fontSize(fitted).widthOfString(run.text);
    return { run, at };
  });
  for (const { run, at } of placed.sort((a, b) => a.run.order - b.run.order)) {
    if (/^\s+$/u.test(run.text)) continue;
    doc.font(run.font).fontSize(fitted).text(run.text, at, y + (size - fitted) / 2, { lineBreak: false });
  }
}

/** The QR code of the verification address, drawn as squares (no image): crisp at any zoom. */
function qr(doc: PDFKit.PDFDocument, url: string, x: number, y: number, side: number) {
  const { data, size } = encode(url, { ecc: 'M', border: 2 });
  const cell = side / size;
  doc.rect(x, y, side, side).fill(PAPER.surface);
  data.forEach((row, r) => row.forEach((dark, c) => dark && doc.rect(x + c * cell, y + r * cell, cell, cell)));
  doc.fill(INK.primary);
}

/** The certificate as PDF bytes: one A4 landscape page, the fonts embedded as subsets. */
export function renderCertificate(sheet: CertificateSheet): Promise<Buffer> {
  const doc = new PdfDocument({ size: 'A4', layout: 'landscape', margin: 0, lang: sheet.lang, displayTitle: true, info: { Title: `${sheet.heading} — ${sheet.learnerName}`, Author: sheet.schoolName, Subject: sheet.classTitle } });
  for (const { name, data } of certificateFonts()) doc.registerFont(name, data);
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const centre = PAGE.width / 2;
  const width = PAGE.width - 4 * MARGIN;
  doc.rect(MARGIN / 2, MARGIN / 2, PAGE.width - MARGIN, PAGE.height - MARGIN).lineWidth(6).stroke(sheet.colour);
  doc.rect(MARGIN, MARGIN, PAGE.width - 2 * MARGIN, PAGE.height - 2 * MARGIN).lineWidth(1).stroke(sheet.colour);
  line(doc, sheet.schoolName, sheet.direction, centre, 64, 20, width, INK.secondary);
  line(doc, sheet.heading, sheet.direction, centre, 104, 32, width, sheet.colour);
  line(doc, sheet.certifies, sheet.direction, centre, 176, 14, width, INK.secondary);
  line(doc, sheet.learnerName, sheet.direction, centre, 204, 36, width, INK.primary);
  line(doc, sheet.completed, sheet.direction, centre, 268, 14, width, INK.secondary);
  line(doc, sheet.classTitle, sheet.direction, centre, 296, 24, width, INK.primary);
  line(doc, sheet.dateLine, sheet.direction, centre, 356, 13, width, INK.primary);
  line(doc, sheet.numberLine, sheet.direction, centre, 378, 13, width, INK.primary);

  // The QR code sits at the line's start side: left for left-to-right languages, right for Arabic.
  const side = 96;
  const qrX = sheet.direction === 'rtl' ? PAGE.width - 2 * MARGIN - side : 2 * MARGIN;
  const qrY = PAGE.height - 2 * MARGIN - side;
  qr(doc, sheet.verifyUrl, qrX, qrY, side);
  line(doc, sheet.verifyLabel, sheet.direction, centre, qrY + side - 34, 10, width - 2 * side, INK.secondary);
  line(doc, sheet.verifyUrl, 'ltr', centre, qrY + side - 18, 10, width - 2 * side, sheet.colour);
  doc.end();
  return done;
}
