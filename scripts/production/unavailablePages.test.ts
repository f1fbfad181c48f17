// @vitest-environment node
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
// @ts-expect-error -- plain ESM scripts, no types
import { renderTemplate } from './nginx.mjs';
// @ts-expect-error -- plain ESM scripts, no types
import { readUnavailableMessages, unavailableMaps } from './unavailablePages.mjs';

const ROOT = join(import.meta.dirname, '../..');
const NGINX = '/usr/sbin/nginx';
const messages = readUnavailableMessages(join(ROOT, 'deploy/unavailable-messages.json')) as Record<string, { title: string; reload: string; read: string; write: string }>;

test('the 503 texts exist in the 12 languages, each its own (not an English copy)', () => {
  expect(Object.keys(messages).sort()).toEqual(['ar_SA', 'de_DE', 'en_US', 'es_ES', 'fr_FR', 'ja_JP', 'ko_KR', 'pl_PL', 'pt_BR', 'ru_RU', 'tr_TR', 'zh_CN']);
  for (const key of ['title', 'reload', 'read', 'write'] as const) {
    expect(new Set(Object.values(messages).map((texts) => texts[key])).size).toBe(12);
  }
});

/** A spare local port with nothing listening: the upstream nginx cannot reach. */
async function sparePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

// The real nginx with the deployment's template, every instance gone. Debian's nginx is what `npm run prod:up`
// installs; where it is not installed this part cannot run and says so.
describe.skipIf(!existsSync(NGINX))('nginx answers in the visitor’s language when no instance answers', () => {
  const prefix = mkdtempSync(join(tmpdir(), 'academy-nginx-503-'));
  const conf = join(prefix, 'nginx.conf');
  let origin = '';
  const nginx = (...args: string[]) => spawnSync(NGINX, ['-c', conf, '-p', prefix, '-e', join(prefix, 'logs/error.log'), ...args], { encoding: 'utf8' });

  beforeAll(async () => {
    for (const dir of ['logs', 'temp', 'dist']) mkdirSync(join(prefix, dir), { recursive: true });
    const listen = await sparePort();
    origin = `http://127.0.0.1:${listen}`;
    writeFileSync(conf, renderTemplate(readFileSync(join(ROOT, 'deploy/nginx.conf.template'), 'utf8'), {
      user_directive: process.getuid?.() === 0 ? 'user root;' : '',
      state_dir: prefix,
      listen: String(listen),
      upstream_servers: `    server 127.0.0.1:${await sparePort()};`,
      portal_dist: join(prefix, 'dist'),
      unavailable_maps: unavailableMaps(messages),
    }));
    const started = nginx();
    if (started.status !== 0) throw new Error(`nginx did not start: ${started.stderr}`);
  });
  afterAll(() => {
    nginx('-s', 'stop');
    rmSync(prefix, { recursive: true, force: true });
  });

  const page = async (headers: Record<string, string>) => {
    const response = await fetch(`${origin}/portal/1000000000000000001`, { headers });
    return { status: response.status, retryAfter: response.headers.get('retry-after'), html: await response.text() };
  };

  test('the language cookie chooses the page, Arabic right to left', async () => {
    const arabic = await page({ cookie: 'sxz_lang=ar_SA', 'accept-language': 'de-DE' });
    expect(arabic).toMatchObject({ status: 503, retryAfter: '5' });
    expect(arabic.html).toContain('<html lang="ar-SA" dir="rtl">');
    expect(arabic.html).toContain(`<h1>${messages.ar_SA!.title}</h1>`);
  });

  test('without the cookie, the browser’s first language; else English', async () => {
    expect((await page({ 'accept-language': 'de-DE,de;q=0.9,en;q=0.5' })).html).toContain(`<h1>${messages.de_DE!.title}</h1>`);
    expect((await page({ 'accept-language': 'zh-TW' })).html).toContain(messages.zh_CN!.title);
    expect((await page({ cookie: 'sxz_lang=xx_XX', 'accept-language': 'sw' })).html).toContain(`<html lang="en-US" dir="ltr">`);
  });

  test('the API answers its JSON shape with the message for a read or a write, in that language', async () => {
    const read = await fetch(`${origin}/api/accounts/users/me`, { headers: { cookie: 'sxz_lang=fr_FR' } });
    expect(read.status).toBe(503);
    expect(await read.json()).toEqual({ code: 503, message: messages.fr_FR!.read });
    const write = await fetch(`${origin}/api/school/feedback/addFeedback`, { method: 'POST', headers: { 'accept-language': 'ja', 'content-type': 'application/json' }, body: '{}' });
    expect(await write.json()).toEqual({ code: 503, message: messages.ja_JP!.write });
  });
});
