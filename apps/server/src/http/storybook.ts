import { createHash } from 'node:crypto';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { extname, join, normalize } from 'node:path';
import type { Hono } from 'hono';
import type { AppEnv } from './context.ts';
import { COMPRESSIBLE, compress, negotiate } from './compression.ts';
import { contentSecurityPolicy } from './securityHeaders.ts';

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8', '.js': 'text/javascript; charset=utf-8', '.mjs': 'text/javascript; charset=utf-8', '.css': 'text/css; charset=utf-8',
  '.json': 'application/json', '.svg': 'image/svg+xml', '.png': 'image/png', '.jpg': 'image/jpeg', '.webp': 'image/webp', '.woff2': 'font/woff2',
  '.woff': 'font/woff', '.ico': 'image/x-icon', '.map': 'application/json', '.txt': 'text/plain', '.pdf': 'application/pdf', '.mp4': 'video/mp4', '.vtt': 'text/vtt',
};

/**
 * The policy of a Storybook page: its own inline scripts by their digests (the manager's and the preview's bootstrap,
 * nothing injected later can run), scripts and everything else from this origin only. Storybook's styles are
 * written at run time, so styles may be inline, as on the portal's pages; pdf.js's stories start a worker.
 */
function storybookPolicy(html: string): string {
  const digests = [...html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)].map(([, body]) => `'sha256-${createHash('sha256').update(body!).digest('base64')}'`);
  return contentSecurityPolicy({ scripts: digests, workers: true });
}

/**
 * The built Storybook under /storybook/ (decision 0032), beside the portal: a designer reviews the library with the
 * one command that runs the product. Until it is built (`npm run build-storybook`; `npm start` builds it in the
 * background the first time) the address says so instead of showing the portal.
 */
export function serveStorybook(app: Hono<AppEnv>, dir: string) {
  app.get('/storybook', (c) => c.redirect('/storybook/', 301));
  app.get('/storybook/*', (c) => {
    if (!existsSync(join(dir, 'index.html'))) {
      return c.text('The Storybook is not built yet: `npm start` builds it in the background the first time (a few minutes), or run `npm run build-storybook`. Reload this page then.', 503, { 'retry-after': '60', 'cache-control': 'no-store' });
    }
    let path: string;
    try {
      path = normalize(decodeURIComponent(new URL(c.req.url).pathname.slice('/storybook'.length))).replace(/^(\.\.[/\\])+/, '');
    } catch {
      return c.text('Malformed address: a percent sign must start a valid escape such as %20.', 400);
    }
    const file = join(dir, path.endsWith('/') ? `${path}index.html` : path);
    if (!file.startsWith(dir) || !existsSync(file) || !statSync(file).isFile()) return c.text('No such file in the Storybook.', 404);
    const extension = extname(file);
    const body = readFileSync(file);
    const headers: Record<string, string> = {
      'content-type': CONTENT_TYPES[extension] ?? 'application/octet-stream',
      'x-content-type-options': 'nosniff',
      // A rebuilt Storybook keeps its file names: every file is revalidated.
      'cache-control': 'no-cache',
      ...(extension === '.html' ? { 'content-security-policy': storybookPolicy(body.toString('utf8')), 'referrer-policy': 'strict-origin-when-cross-origin' } : {}),
    };
    const encoding = COMPRESSIBLE.has(extension) ? negotiate(c.req.header('accept-encoding')) : null;
    if (!encoding) return c.body(new Uint8Array(body), 200, { ...headers, vary: 'accept-encoding' });
    return c.body(new Uint8Array(compress(body, encoding, `${file}:${statSync(file).mtimeMs}`)), 200, { ...headers, 'content-encoding': encoding, vary: 'accept-encoding' });
  });
}
