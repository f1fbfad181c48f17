import { createReadStream, existsSync } from 'node:fs';
import { stat } from 'node:fs/promises';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import type { Context } from 'hono';

/**
 * The demo's lesson media, apps/server/media: seen from src/modules/learning, or from the built server in
 * apps/server/dist; MEDIA_DIR overrides. Generated once by scripts/make-demo-media.mjs (Debian's ffmpeg), committed.
 */
const CANDIDATES = [join(import.meta.dirname, '../../../media'), join(import.meta.dirname, '../media')];
export const MEDIA_DIR = process.env.MEDIA_DIR ?? CANDIDATES.find((dir) => existsSync(join(dir, 'lesson-video.webm'))) ?? CANDIDATES[0]!;

const TYPES: Record<string, string> = { webm: 'video/webm', mp4: 'video/mp4', pdf: 'application/pdf', vtt: 'text/vtt; charset=utf-8' };

/**
 * A file with HTTP range requests (RFC 9110 §14): one `bytes=` range → 206 with Content-Range, an unsatisfiable
 * one → 416, none (or several) → the whole file. Private caching: only those allowed may see it.
 */
export async function serveFile(c: Context, name: string): Promise<Response> {
  const path = join(MEDIA_DIR, name);
  const info = await stat(path);
  const size = info.size;
  const etag = `"${size.toString(16)}-${Math.floor(info.mtimeMs).toString(16)}"`;
  const headers: Record<string, string> = {
    'content-type': TYPES[name.split('.').pop() ?? ''] ?? 'application/octet-stream',
    'accept-ranges': 'bytes',
    'cache-control': 'private, max-age=3600',
    etag,
    'x-content-type-options': 'nosniff',
  };
  if (c.req.header('if-none-match') === etag) return new Response(null, { status: 304, headers });
  const range = /^bytes=(\d*)-(\d*)$/.exec(c.req.header('range')?.trim() ?? '');
  const ifRange = c.req.header('if-range');
  if (range && (range[1] || range[2]) && (!ifRange || ifRange === etag)) {
    let start = range[1] ? Number(range[1]) : size - Number(range[2]);
    let end = range[1] ? (range[2] ? Math.min(Number(range[2]), size - 1) : size - 1) : size - 1;
    start = Math.max(0, start);
    if (start >= size || end < start) return new Response(null, { status: 416, headers: { ...headers, 'content-range': `bytes */${size}` } });
    end = Math.min(end, size - 1);
    const body = Readable.toWeb(createReadStream(path, { start, end })) as ReadableStream;
    return new Response(body, { status: 206, headers: { ...headers, 'content-range': `bytes ${start}-${end}/${size}`, 'content-length': String(end - start + 1) } });
  }
  return new Response(Readable.toWeb(createReadStream(path)) as ReadableStream, { status: 200, headers: { ...headers, 'content-length': String(size) } });
}
