/** Kinds of file that look different in a file list (the tile's colour; its text is the extension). */
export type FileKind = 'pdf' | 'document' | 'spreadsheet' | 'presentation' | 'image' | 'video' | 'audio' | 'archive' | 'other';

const KIND_BY_EXTENSION: Record<string, FileKind> = {
  pdf: 'pdf',
  doc: 'document', docx: 'document', odt: 'document', rtf: 'document', txt: 'document', md: 'document',
  xls: 'spreadsheet', xlsx: 'spreadsheet', ods: 'spreadsheet', csv: 'spreadsheet',
  ppt: 'presentation', pptx: 'presentation', odp: 'presentation', key: 'presentation',
  png: 'image', jpg: 'image', jpeg: 'image', gif: 'image', webp: 'image', svg: 'image', bmp: 'image', heic: 'image',
  mp4: 'video', mov: 'video', webm: 'video', avi: 'video', mkv: 'video',
  mp3: 'audio', wav: 'audio', m4a: 'audio', ogg: 'audio', aac: 'audio',
  zip: 'archive', rar: 'archive', '7z': 'archive', tar: 'archive', gz: 'archive',
};

/** The extension of a file name, lower case, without the dot ('' when there is none). */
export function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot > 0 && dot < name.length - 1 ? name.slice(dot + 1).toLowerCase() : '';
}

/** What kind of file it is, from its extension, else its MIME type. */
export function fileKind(name: string, mimeType = ''): FileKind {
  const byExtension = KIND_BY_EXTENSION[extensionOf(name)];
  if (byExtension) return byExtension;
  const [major, minor = ''] = mimeType.toLowerCase().split('/');
  if (major === 'image' || major === 'video' || major === 'audio') return major;
  if (minor === 'pdf') return 'pdf';
  if (/zip|compressed|tar/.test(minor)) return 'archive';
  return 'other';
}

/** The short type shown on the tile: the extension, up to four letters ('' when the name has none). */
export function typeLabel(name: string): string {
  return extensionOf(name).slice(0, 4).toUpperCase();
}

/**
 * Whether a file matches an `accept` list of MIME types ('application/pdf', 'image/*') and extensions ('.docx'),
 * as the file picker filters. An empty list accepts everything. (The server checks the content again.)
 */
export function acceptsFile(file: { name: string; type: string }, accept: readonly string[]): boolean {
  if (accept.length === 0) return true;
  const extension = `.${extensionOf(file.name)}`;
  const type = file.type.toLowerCase();
  return accept.some((entry) => {
    const wanted = entry.trim().toLowerCase();
    if (wanted.startsWith('.')) return wanted === extension;
    if (wanted.endsWith('/*')) return type.startsWith(wanted.slice(0, -1));
    return wanted === type;
  });
}

/** The accept list as short names for the hint ('.pdf', 'image/png' → PDF, PNG); wildcards and long vendor types are left out. */
export function acceptedTypeNames(accept: readonly string[]): string[] {
  const names = accept.flatMap((entry) => {
    const wanted = entry.trim().toLowerCase();
    if (wanted.startsWith('.')) return [wanted.slice(1).toUpperCase()];
    const minor = wanted.split('/')[1] ?? '';
    return minor && minor !== '*' && /^[a-z0-9]{1,5}$/.test(minor) ? [minor.toUpperCase()] : [];
  });
  return [...new Set(names)];
}
