import { crc32, deflateSync } from 'node:zlib';

/** Tiny but valid files, made in code, for the demo attachments and the tests (no binary fixtures in the repo). */

/** A one-page PDF with one line of text; the cross-reference table carries real byte offsets. */
export function tinyPdf(text: string): Uint8Array<ArrayBuffer> {
  const escaped = text.replace(/[\\()]/g, (char) => `\\${char}`).replace(/[^\x20-\x7e]/g, '?');
  const stream = `BT /F1 18 Tf 72 720 Td (${escaped}) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(body.length);
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('')}`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return new TextEncoder().encode(body);
}

const u32 = (value: number) => {
  const bytes = new Uint8Array(4);
  new DataView(bytes.buffer).setUint32(0, value >>> 0);
  return bytes;
};
const concat = (parts: Uint8Array[]): Uint8Array<ArrayBuffer> => {
  const out = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
};

/** A width × height PNG filled with one RGB colour. */
export function tinyPng(width: number, height: number, [r, g, b]: [number, number, number]): Uint8Array<ArrayBuffer> {
  const chunk = (type: string, data: Uint8Array) => {
    const typed = concat([new TextEncoder().encode(type), data]);
    return concat([u32(data.length), typed, u32(crc32(typed))]);
  };
  const header = new Uint8Array(13);
  const view = new DataView(header.buffer);
  view.setUint32(0, width);
  view.setUint32(4, height);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB, no interlace
  const row = [0, ...Array.from({ length: width }, () => [r, g, b]).flat()];
  const pixels = Uint8Array.from(Array.from({ length: height }, () => row).flat());
  return concat([Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk('IHDR', header), chunk('IDAT', deflateSync(pixels)), chunk('IEND', new Uint8Array())]);
}

/** A ZIP archive with the entries stored uncompressed (PKWARE APPNOTE 4.3: local headers, central directory, end record). */
export function tinyZip(entries: { name: string; content: string | Uint8Array }[]): Uint8Array<ArrayBuffer> {
  const le16 = (value: number) => Uint8Array.of(value & 0xff, (value >>> 8) & 0xff);
  const le32 = (value: number) => Uint8Array.of(value & 0xff, (value >>> 8) & 0xff, (value >>> 16) & 0xff, (value >>> 24) & 0xff);
  const locals: Uint8Array[] = [];
  const centrals: Uint8Array[] = [];
  let offset = 0;
  for (const entry of entries) {
    const name = new TextEncoder().encode(entry.name);
    const data = typeof entry.content === 'string' ? new TextEncoder().encode(entry.content) : entry.content;
    const crc = crc32(data);
    // version 20, UTF-8 names (bit 11), stored, time 00:00 date 2026-01-01
    const common = concat([le16(20), le16(0x0800), le16(0), le16(0), le16(((2026 - 1980) << 9) | (1 << 5) | 1), le32(crc), le32(data.length), le32(data.length), le16(name.length), le16(0)]);
    const local = concat([le32(0x04034b50), common, name, data]);
    centrals.push(concat([le32(0x02014b50), le16(20), common, le16(0), le16(0), le16(0), le32(0), le32(offset), name]));
    locals.push(local);
    offset += local.length;
  }
  const directory = concat(centrals);
  const end = concat([le32(0x06054b50), le16(0), le16(0), le16(entries.length), le16(entries.length), le32(directory.length), le32(offset), le16(0)]);
  return concat([...locals, directory, end]);
}

/** The smallest Word document Word opens: content types, the package relation and one paragraph. */
export function tinyDocx(text: string): Uint8Array<ArrayBuffer> {
  const xmlText = text.replace(/&/g, '&amp;').replace(/</g, '&lt;');
  return tinyZip([
    {
      name: '[Content_Types].xml',
      content:
        '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>',
    },
    {
      name: '_rels/.rels',
      content:
        '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>',
    },
    { name: 'word/document.xml', content: `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body><w:p><w:r><w:t>${xmlText}</w:t></w:r></w:p></w:body></w:document>` },
  ]);
}
