import { fileTypeFromBuffer } from 'file-type';
import type { ClassUploadRefusal } from '@academy/contract';

/** What a class attachment is, for the lecturer's filters and the learner's icons. */
export type AttachmentType = 'document' | 'image' | 'video' | 'archive';

type Kind = { type: AttachmentType; label: string; /** file-type's `ext` values this extension's content may have */ detected: readonly string[]; mime: string };

/**
 * The extensions a class file may have, and what its bytes must be. Legacy Office files (doc, xls, ppt) are OLE
 * compound files: file-type reports them as `cfb` (their magic D0 CF 11 E0 A1 B1 1A E1). Plain text has no magic
 * number: it is accepted when the bytes are UTF-8 without NUL (see isPlainText).
 */
const KINDS: Record<string, Kind> = {
  pdf: { type: 'document', label: 'a PDF document', detected: ['pdf'], mime: 'application/pdf' },
  docx: { type: 'document', label: 'a Word document', detected: ['docx'], mime: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document' },
  xlsx: { type: 'document', label: 'an Excel workbook', detected: ['xlsx'], mime: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' },
  pptx: { type: 'document', label: 'a PowerPoint presentation', detected: ['pptx'], mime: 'application/vnd.openxmlformats-officedocument.presentationml.presentation' },
  doc: { type: 'document', label: 'a Word 97–2003 document', detected: ['cfb'], mime: 'application/msword' },
  xls: { type: 'document', label: 'an Excel 97–2003 workbook', detected: ['cfb'], mime: 'application/vnd.ms-excel' },
  ppt: { type: 'document', label: 'a PowerPoint 97–2003 presentation', detected: ['cfb'], mime: 'application/vnd.ms-powerpoint' },
  odt: { type: 'document', label: 'an OpenDocument text', detected: ['odt'], mime: 'application/vnd.oasis.opendocument.text' },
  ods: { type: 'document', label: 'an OpenDocument spreadsheet', detected: ['ods'], mime: 'application/vnd.oasis.opendocument.spreadsheet' },
  odp: { type: 'document', label: 'an OpenDocument presentation', detected: ['odp'], mime: 'application/vnd.oasis.opendocument.presentation' },
  txt: { type: 'document', label: 'a text file', detected: ['text'], mime: 'text/plain; charset=utf-8' },
  csv: { type: 'document', label: 'a CSV file', detected: ['text'], mime: 'text/csv; charset=utf-8' },
  png: { type: 'image', label: 'a PNG image', detected: ['png'], mime: 'image/png' },
  jpg: { type: 'image', label: 'a JPEG image', detected: ['jpg'], mime: 'image/jpeg' },
  jpeg: { type: 'image', label: 'a JPEG image', detected: ['jpg'], mime: 'image/jpeg' },
  gif: { type: 'image', label: 'a GIF image', detected: ['gif'], mime: 'image/gif' },
  webp: { type: 'image', label: 'a WebP image', detected: ['webp'], mime: 'image/webp' },
  mp4: { type: 'video', label: 'an MP4 video', detected: ['mp4', 'm4v'], mime: 'video/mp4' },
  m4v: { type: 'video', label: 'an MP4 video', detected: ['mp4', 'm4v'], mime: 'video/mp4' },
  webm: { type: 'video', label: 'a WebM video', detected: ['webm'], mime: 'video/webm' },
  mov: { type: 'video', label: 'a QuickTime video', detected: ['mov'], mime: 'video/quicktime' },
  zip: { type: 'archive', label: 'a ZIP archive', detected: ['zip'], mime: 'application/zip' },
  '7z': { type: 'archive', label: 'a 7-Zip archive', detected: ['7z'], mime: 'application/x-7z-compressed' },
  rar: { type: 'archive', label: 'a RAR archive', detected: ['rar'], mime: 'application/vnd.rar' },
};

export const ATTACHMENT_EXTENSIONS = Object.keys(KINDS);

/** Names of what the detected content is, for the refusal message. */
const DETECTED_LABELS: Record<string, string> = { cfb: 'an Office 97–2003 file', text: 'plain text', jpg: 'a JPEG image', m4v: 'an MP4 video' };
const describe = (ext: string) => DETECTED_LABELS[ext] ?? KINDS[ext]?.label ?? `a .${ext} file`;

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
  | { ok: false; message: string; reason: ClassUploadRefusal };

/** Judges a file by its bytes: the content must be what its extension says (a PNG named .pdf is refused). */
export async function checkClassFile(fileName: string, bytes: Uint8Array): Promise<FileCheck> {
  const extension = extensionOf(fileName);
  const kind = KINDS[extension];
  if (!kind) {
    return { ok: false, message: `Files of this type cannot be attached${extension ? ` (.${extension})` : ''}. Allowed: ${ATTACHMENT_EXTENSIONS.map((ext) => `.${ext}`).join(', ')}.`, reason: { code: 'type', extension, detected: null } };
  }
  if (bytes.length === 0) return { ok: false, message: `“${fileName}” is empty.`, reason: { code: 'empty', extension, detected: null } };
  const found = await fileTypeFromBuffer(bytes).catch(() => undefined);
  const detected = found?.ext ?? (isPlainText(bytes) ? 'text' : undefined);
  if (detected && kind.detected.includes(detected)) return { ok: true, type: kind.type, contentType: kind.mime, extension };
  const what = detected ? `its content is ${describe(detected)}` : 'its content is not a known file format';
  return { ok: false, message: `“${fileName}” is not ${kind.label}: ${what}. Upload the file in its own format, with its own extension.`, reason: { code: 'content', extension, detected: detected ?? null } };
}
