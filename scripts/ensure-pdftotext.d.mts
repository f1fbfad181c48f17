/** The path of pdftotext (PDFTOTEXT_PATH, else Debian's), installing poppler-utils with apt-get when it is missing. */
export function ensurePdftotext(): string;
export function pdftotextPath(): string;
