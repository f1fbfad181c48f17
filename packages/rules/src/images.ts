/** Spec §5 images: gif, jpeg or png only — judged by the file's bytes, never by its name. */
export type ImageType = 'gif' | 'jpeg' | 'png';

export const IMAGE_CONTENT_TYPES: Record<ImageType, string> = { gif: 'image/gif', jpeg: 'image/jpeg', png: 'image/png' };

const startsWith = (bytes: Uint8Array, signature: readonly number[]) => signature.every((byte, index) => bytes[index] === byte);

export function detectImageType(bytes: Uint8Array): ImageType | null {
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (startsWith(bytes, [0x47, 0x49, 0x46, 0x38]) && (bytes[4] === 0x37 || bytes[4] === 0x39) && bytes[5] === 0x61) return 'gif';
  return null;
}

/** Spec §5: spaces in file names are removed; we also drop path parts and control characters. */
export function sanitizeFileName(name: string): string {
  const base = name.split(/[/\\]/).pop() ?? '';
  // eslint-disable-next-line no-control-regex -- control characters are what we strip
  return base.replace(/[\s\u0000-\u001f\u007f]+/g, '').slice(0, 200);
}

export const MAX_FEEDBACK_IMAGES = 4;

export type ImageCheck = { ok: true; type: ImageType; fileName: string } | { ok: false; reason: 'format only' | 'max images' | 'only one' };

/** Spec §5: at most 4 images, one file per pick, gif/jpeg/png only ('format only' otherwise). */
export function checkFeedbackImage(files: readonly { name: string; bytes: Uint8Array }[], alreadyAttached: number): ImageCheck {
  if (files.length !== 1) return { ok: false, reason: 'only one' };
  if (alreadyAttached >= MAX_FEEDBACK_IMAGES) return { ok: false, reason: 'max images' };
  const file = files[0]!;
  const type = detectImageType(file.bytes);
  if (!type) return { ok: false, reason: 'format only' };
  return { ok: true, type, fileName: sanitizeFileName(file.name) };
}

/** Spec §9: image thumbnails are requested 100 wide (the size.thumbnail token). */
export const THUMBNAIL_WIDTH = 100;

const IMAGE_PROCESS_PARAM = 'x-image-process';

/**
 * Spec §9: the URL of a thumbnail, resized by the image service — `x-image-process=image/resize,w_<width>` is
 * appended to the query. Other query parameters and the #hash are kept as they are; an earlier
 * `x-image-process` is replaced (two resize instructions would conflict). Empty, `data:` and `blob:` URLs
 * cannot carry a query and come back unchanged.
 */
export function thumbnailUrl(src: string, width: number = THUMBNAIL_WIDTH): string {
  if (!Number.isInteger(width) || width <= 0) throw new RangeError(`thumbnail width must be a positive integer, got ${width}`);
  const url = src.trim();
  if (!url || /^(?:data|blob):/i.test(url)) return url;
  const hashAt = url.indexOf('#');
  const beforeHash = hashAt === -1 ? url : url.slice(0, hashAt);
  const hash = hashAt === -1 ? '' : url.slice(hashAt);
  const queryAt = beforeHash.indexOf('?');
  const path = queryAt === -1 ? beforeHash : beforeHash.slice(0, queryAt);
  const query = queryAt === -1 ? '' : beforeHash.slice(queryAt + 1);
  const kept = query.split('&').filter((part) => part && part.split('=')[0] !== IMAGE_PROCESS_PARAM);
  return `${path}?${[...kept, `${IMAGE_PROCESS_PARAM}=image/resize,w_${width}`].join('&')}${hash}`;
}
