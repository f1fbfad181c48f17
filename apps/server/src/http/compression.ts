import { brotliCompressSync, gzipSync, constants as zlib } from 'node:zlib';

/** Files worth compressing (text); images and fonts are compressed already. */
export const COMPRESSIBLE = new Set(['.html', '.js', '.css', '.json', '.svg', '.map', '.txt']);
export type Encoding = 'br' | 'gzip';

/** Brotli when the browser takes it, else gzip; hashed assets never change, so each is compressed once. */
export function negotiate(acceptEncoding: string | undefined): Encoding | null {
  if (/\bbr\b/.test(acceptEncoding ?? '')) return 'br';
  if (/\bgzip\b/.test(acceptEncoding ?? '')) return 'gzip';
  return null;
}
const compressedAssets = new Map<string, Buffer>();
export function compress(body: Buffer, encoding: Encoding, cacheKey?: string): Buffer {
  const key = cacheKey && `${encoding}:${cacheKey}`;
  const cached = key ? compressedAssets.get(key) : undefined;
  if (cached) return cached;
  // A page made for one request (the home's HTML with its answers) is compressed fast: brotli 9 took 18 ms for 57 KB,
  // 5 takes under 2 ms for 3 % more bytes. Assets are compressed once, as small as possible.
  const quality = key ? 9 : 5;
  const out = encoding === 'br' ? brotliCompressSync(body, { params: { [zlib.BROTLI_PARAM_QUALITY]: quality } }) : gzipSync(body, { level: quality });
  if (key) compressedAssets.set(key, out);
  return out;
}

