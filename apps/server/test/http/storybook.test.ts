import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Hono } from 'hono';
import { afterAll, describe, expect, test } from 'vitest';
import type { AppEnv } from '../../src/http/context.ts';
import { serveStorybook } from '../../src/http/storybook.ts';

const built = mkdtempSync(join(tmpdir(), 'storybook-built-'));
const INLINE = "window.CONFIG_TYPE = 'PRODUCTION';";
writeFileSync(join(built, 'index.html'), `<!doctype html><html><head><script>${INLINE}</script><script type="module" src="./sb-manager/runtime.js"></script></head><body></body></html>`);
mkdirSync(join(built, 'sb-manager'));
writeFileSync(join(built, 'sb-manager', 'runtime.js'), 'console.log("manager");'.repeat(50));
writeFileSync(join(tmpdir(), 'outside-storybook.txt'), 'secret');
const app = new Hono<AppEnv>();
serveStorybook(app, built);
const notBuilt = new Hono<AppEnv>();
serveStorybook(notBuilt, join(built, 'missing'));
afterAll(() => {
  rmSync(built, { recursive: true, force: true });
  rmSync(join(tmpdir(), 'outside-storybook.txt'), { force: true });
});

describe('the built Storybook under /storybook/ (decision 0032)', () => {
  test('/storybook goes to /storybook/, whose page runs only its own inline script (by digest) and this site’s files', async () => {
    const redirect = await app.request('http://localhost/storybook');
    expect({ status: redirect.status, location: redirect.headers.get('location') }).toEqual({ status: 301, location: '/storybook/' });
    const page = await app.request('http://localhost/storybook/');
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toBe('text/html; charset=utf-8');
    const policy = page.headers.get('content-security-policy')!;
    const digest = createHash('sha256').update(INLINE).digest('base64');
    expect(policy).toContain(`script-src 'self' 'sha256-${digest}';`);
    expect(policy).not.toMatch(/script-src[^;]*unsafe/);
    expect(policy).toContain("frame-ancestors 'self'");
  });

  test('its files are served compressed, revalidated; nothing outside the folder is', async () => {
    const script = await app.request('http://localhost/storybook/sb-manager/runtime.js', { headers: { 'accept-encoding': 'br' } });
    expect({ status: script.status, type: script.headers.get('content-type'), encoding: script.headers.get('content-encoding'), cache: script.headers.get('cache-control') })
      .toEqual({ status: 200, type: 'text/javascript; charset=utf-8', encoding: 'br', cache: 'no-cache' });
    for (const path of ['/storybook/../outside-storybook.txt', '/storybook/%2e%2e/outside-storybook.txt', '/storybook/..%2Foutside-storybook.txt', '/storybook/nothing.js']) {
      const answer = await app.request(`http://localhost${path}`);
      expect({ path, status: answer.status }).toEqual({ path, status: 404 });
      expect(await answer.text()).not.toContain('secret');
    }
    expect((await app.request('http://localhost/storybook/%E0%A4%A')).status).toBe(400);
  });

  test('before it is built the address says how to build it (503), not the portal', async () => {
    const answer = await notBuilt.request('http://localhost/storybook/');
    expect(answer.status).toBe(503);
    expect(answer.headers.get('retry-after')).toBe('60');
    expect(await answer.text()).toContain('npm run build-storybook');
  });
});
