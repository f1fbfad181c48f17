import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { loadConfig } from '../src/config.ts';
import { createServer, type Server } from '../src/server.ts';

const script = `console.log(${JSON.stringify('portal '.repeat(500))});`;
let server: Server;
beforeAll(async () => {
  const publicDir = mkdtempSync(join(tmpdir(), 'academy-public-'));
  mkdirSync(join(publicDir, 'assets'));
  writeFileSync(join(publicDir, 'index.html'), '<!doctype html><title>Portal</title>');
  writeFileSync(join(publicDir, 'assets', 'index-abc123.js'), script);
  const config = { ...loadConfig({ NODE_ENV: 'test', DATA_DIR: ':memory:', UPLOAD_DIR: join(publicDir, 'uploads') }), publicDir };
  server = await createServer(config);
}, 60_000);
afterAll(() => server.db.close());

const get = (path: string, acceptEncoding?: string) =>
  server.app.request(`http://localhost${path}`, { headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} });

describe('the built portal on the same origin', () => {
  test('hashed assets go out brotli-compressed to browsers that take it, cached for a year', async () => {
    const response = await get('/assets/index-abc123.js', 'gzip, deflate, br');
    expect(response.headers.get('content-encoding')).toBe('br');
    expect(response.headers.get('vary')).toBe('accept-encoding');
    expect(response.headers.get('cache-control')).toContain('immutable');
    const body = Buffer.from(await response.arrayBuffer());
    expect(body.length).toBeLessThan(script.length / 10);
    expect(brotliDecompressSync(body).toString()).toBe(script);
  });

  test('gzip when brotli is not offered, plain when nothing is', async () => {
    const gzip = await get('/assets/index-abc123.js', 'gzip');
    expect(gzip.headers.get('content-encoding')).toBe('gzip');
    expect(gunzipSync(Buffer.from(await gzip.arrayBuffer())).toString()).toBe(script);
    const plain = await get('/assets/index-abc123.js');
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(await plain.text()).toBe(script);
  });

  test('every other path gets index.html, not cached; a missing asset or a path outside the folder does not', async () => {
    const page = await get('/portal/1000000000000000001/search', 'br');
    expect(page.headers.get('cache-control')).toBe('no-cache');
    expect(brotliDecompressSync(Buffer.from(await page.arrayBuffer())).toString()).toContain('<title>Portal</title>');
    expect((await get('/assets/index-missing.js')).status).toBe(404);
    const outside = await get('/../../etc/passwd');
    expect(await outside.text()).not.toContain('root:');
  });
});
