import { fileTypeFromBuffer } from 'file-type';
import type { ClassUploadRefusal } from '@academy/contract';
import type { LocaleCode } from '@academy/rules';
import { defineMessages, say, wordsIn, type Words } from '../../http/words.ts';

/** What a file is, in the refusal of a file whose content is not what its name says. */
const labels = defineMessages({
  pdf: { id: 'server.classFiles.kind.pdf', defaultMessage: 'a PDF document' },
  docx: { id: 'server.classFiles.kind.docx', defaultMessage: 'a Word document' },
  xlsx: { id: 'server.classFiles.kind.xlsx', defaultMessage: 'an Excel workbook' },
  pptx: { id: 'server.classFiles.kind.pptx', defaultMessage: 'a PowerPoint presentation' },
  doc: { id: 'server.classFiles.kind.doc', defaultMessage: 'a Word 97–2003 document' },
  xls: { id: 'server.classFiles.kind.xls', defaultMessage: 'an Excel 97–2003 workbook' },
  ppt: { id: 'server.classFiles.kind.ppt', defaultMessage: 'a PowerPoint 97–2003 presentation' },
  odt: { id: 'server.classFiles.kind.odt', defaultMessage: 'an OpenDocument text' },
  ods: { id: 'server.classFiles.kind.ods', defaultMessage: 'an OpenDocument spreadsheet' },
  odp: { id: 'server.classFiles.kind.odp', defaultMessage: 'an OpenDocument presentation' },
  txt: { id: 'server.classFiles.kind.txt', defaultMessage: 'a text file' },
  csv: { id: 'server.classFiles.kind.csv', defaultMessage: 'a CSV file' },
  png: { id: 'server.classFiles.kind.png', defaultMessage: 'a PNG image' },
  jpeg: { id: 'server.classFiles.kind.jpeg', defaultMessage: 'a JPEG image' },
  gif: { id: 'server.classFiles.kind.gif', defaultMessage: 'a GIF image' },
  webp: { id: 'server.classFiles.kind.webp', defaultMessage: 'a WebP image' },
  mp4: { id: 'server.classFiles.kind.mp4', defaultMessage: 'an MP4 video' },
  webm: { id: 'server.classFiles.kind.webm', defaultMessage: 'a WebM video' },
  mov: { id: 'server.classFiles.kind.mov', defaultMessage: 'a QuickTime video' },
  zip: { id: 'server.classFiles.kind.zip', defaultMessage: 'a ZIP archive' },
  sevenZip: { id: 'server.classFiles.kind.sevenZip', defaultMessage: 'a 7-Zip archive' },
  rar: { id: 'server.classFiles.kind.rar', defaultMessage: 'a RAR archive' },
  office97: { id: 'server.classFiles.kind.office97', defaultMessage: 'an Office 97–2003 file' },
  plainText: { id: 'server.classFiles.kind.plainText', defaultMessage: 'plain text' },
  other: { id: 'server.classFiles.kind.other', defaultMessage: 'a .{extension} file' },
});

const refusals = defineMessages({
  typeRefused: { id: 'server.classFiles.typeRefused', defaultMessage: 'Files of this type cannot be attached (.{extension}). Allowed: {allowed}.' },
  typeRefusedNoExtension: { id: 'server.classFiles.typeRefusedNoExtension', defaultMessage: 'Files of this type cannot be attached. Allowed: {allowed}.' },
  empty: { id: 'server.classFiles.empty', defaultMessage: '“{fileName}” is empty.' },
  content: {
    id: 'server.classFiles.content',
    defaultMessage: '“{fileName}” is not {expected}: its content is {detected}. Upload the file in its own format, with its own extension.',
  },
  unknownContent: {
    id: 'server.classFiles.unknownContent',
    defaultMessage: '“{fileName}” is not {expected}: its content is not a known file format. Upload the file in its own format, with its own extension.',
  },
});

/** What a class attachment is, for the lecturer's filters and the learner's icons. */
export type AttachmentType = 'document' | 'image' | 'video' | 'archive';

type Kind = { type: AttachmentType; label: Exclude<Words, string>; /** file-type's `ext` values this extension's content may have */ detected: readonly string[]; mime: string };

/**
 * The extensions a class file may have, and what its bytes must be. Legacy Office files (doc, xls, ppt) are OLE
 * compound files: file-type reports them as `cfb` (their magic D0 CF 11 E0 A1 B1 1A E1). Plain text has no magic
 * number: it is accepted when the bytes are UTF-8 without NUL (see isPlainText).
 */
const KINDS: Record<string, Kind> = {
  pdf: { type: 'document', label: labels.pdf, detected: ['pdf'], mime: 'application/pdf' },
  docx: { type: 'document', label: labels.docx, detected: ['docx'], mime: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document' },
  xlsx: { type: 'document', label: labels.xlsx, detected: ['xlsx'], mime: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' },
  pptx: { type: 'document', label: labels.pptx, detected: ['pptx'], mime: 'application/vnd.openxmlformats-officedocument.presentationml.presentation' },
  doc: { type: 'document', label: labels.doc, detected: ['cfb'], mime: 'application/msword' },
  xls: { type: 'document', label: labels.xls, detected: ['cfb'], mime: 'application/vnd.ms-excel' },
  ppt: { type: 'document', label: labels.ppt, detected: ['cfb'], mime: 'application/vnd.ms-powerpoint' },
  odt: { type: 'document', label: labels.odt, detected: ['odt'], mime: 'application/vnd.oasis.opendocument.text' },
  ods: { type: 'document', label: labels.ods, detected: ['ods'], mime: 'application/vnd.oasis.opendocument.spreadsheet' },
  odp: { type: 'document', label: labels.odp, detected: ['odp'], mime: 'application/vnd.oasis.opendocument.presentation' },
  txt: { type: 'document', label: labels.txt, detected: ['text'], mime: 'text/plain; charset=utf-8' },
  csv: { type: 'document', label: labels.csv, detected: ['text'], mime: 'text/csv; charset=utf-8' },
  png: { type: 'image', label: labels.png, detected: ['png'], mime: 'image/png' },
  jpg: { type: 'image', label: labels.jpeg, detected: ['jpg'], mime: 'image/jpeg' },
  jpeg: { type: 'image', label: labels.jpeg, detected: ['jpg'], mime: 'image/jpeg' },
  gif: { type: 'image', label: labels.gif, detected: ['gif'], mime: 'image/gif' },
  webp: { type: 'image', label: labels.webp, detected: ['webp'], mime: 'image/webp' },
  mp4: { type: 'video', label: labels.mp4, detected: ['mp4', 'm4v'], mime: 'video/mp4' },
  m4v: { type: 'video', label: labels.mp4, detected: ['mp4', 'm4v'], mime: 'video/mp4' },
  webm: { type: 'video', label: labels.webm, detected: ['webm'], mime: 'video/webm' },
  mov: { type: 'video', label: labels.mov, detected: ['mov'], mime: 'video/quicktime' },
  zip: { type: 'archive', label: labels.zip, detected: ['zip'], mime: 'application/zip' },
  '7z': { type: 'archive', label: labels.sevenZip, detected: ['7z'], mime: 'application/x-7z-compressed' },
  rar: { type: 'archive', label: labels.rar, detected: ['rar'], mime: 'application/vnd.rar' },
};

export const ATTACHMENT_EXTENSIONS = Object.keys(KINDS);

/** Names of what the detected content is, for the refusal message. */
const DETECTED_LABELS: Record<string, Kind['label']> = { cfb: labels.office97, text: labels.plainText };
const describe = (ext: string, locale: LocaleCode) => {
  const label = DETECTED_LABELS[ext] ?? KINDS[ext]?.label;
  return wordsIn(locale, label ?? say(labels.other, { extension: ext }));
};

export const extensionOf = (fileName: string) => /\.([a-z0-9]{1,8})$/i.exec(fileName)?.[1]?.toLowerCase() ?? '';

/** UTF-8 text: decodes strictly and has no NUL (binary formats almost always do). */
function isPlainText(bytes: Uint8Array): boolean {
  if (bytes.includes(0)) return false;
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    return true;
  } catch {
    return false;
  }
}

export type FileCheck =
  | { ok: true; type: AttachmentType; contentType: string; extension: string }
  | { ok: false; reason: ClassUploadRefusal };

/** Judges a file by its bytes: the content must be what its extension says (a PNG named .pdf is refused). */
export async function checkClassFile(fileName: string, bytes: Uint8Array): Promise<FileCheck> {
  const extension = extensionOf(fileName);
  const kind = KINDS[extension];
  if (!kind) return { ok: false, reason: { code: 'type', extension, detected: null } };
  if (bytes.length === 0) return { ok: false, reason: { code: 'empty', extension, detected: null } };
  const found = await fileTypeFromBuffer(bytes).catch(() => undefined);
  const detected = found?.ext ?? (isPlainText(bytes) ? 'text' : undefined);
  if (detected && kind.detected.includes(detected)) return { ok: true, type: kind.type, contentType: kind.mime, extension };
  return { ok: false, reason: { code: 'content', extension, detected: detected ?? null } };
}

/** Why a file was refused, in a language: what its name says it is and what its content is. */
export function fileRefusal(locale: LocaleCode, fileName: string, { code, extension, detected }: ClassUploadRefusal): string {
  const kind = KINDS[extension];
  if (code === 'type' || !kind) return wordsIn(locale, typeRefusal(extension));
  if (code === 'empty') return wordsIn(locale, say(refusals.empty, { fileName }));
  const expected = wordsIn(locale, kind.label);
  if (!detected) return wordsIn(locale, say(refusals.unknownContent, { fileName, expected }));
  return wordsIn(locale, say(refusals.content, { fileName, expected, detected: describe(detected, locale) }));
}

/** A name whose extension may not be attached: which ones may. */
export function typeRefusal(extension: string): Words {
  const allowed = ATTACHMENT_EXTENSIONS.map((ext) => `.${ext}`).join(', ');
  return extension ? say(refusals.typeRefused, { extension, allowed }) : say(refusals.typeRefusedNoExtension, { allowed });
}
