import { existsSync, readFileSync, statSync } from 'node:fs';
import { extname, join, normalize } from 'node:path';
import { Hono } from 'hono';
import { openApiDocument } from '@academy/contract';
import type { Config } from './config.ts';
import { openDatabase, type Database } from './db/index.ts';
import { createSender } from './auth/delivery.ts';
import { loadSecret } from './auth/secret.ts';
import { createApiApp } from './http/app.ts';
import type { AppEnv, Services } from './http/context.ts';
import { authRoutes } from './modules/auth.ts';
import { schoolRoutes } from './modules/schools.ts';
import { decorationRoutes, portalRoutes } from './modules/portal.ts';
import { feedbackRoutes, uploadStatic } from './modules/feedback.ts';
import { coverRoutes } from './modules/covers.ts';
import { devRoutes } from './modules/dev.ts';
import { seedDemo } from './seed/seed.ts';

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8', '.js': 'text/javascript; charset=utf-8', '.css': 'text/css; charset=utf-8', '.json': 'application/json',
  '.svg': 'image/svg+xml', '.png': 'image/png', '.woff2': 'font/woff2', '.woff': 'font/woff', '.ico': 'image/x-icon', '.map': 'application/json', '.txt': 'text/plain',
};

/** The built portal on the same origin: hashed assets cached for a year, every other path gets index.html. */
function servePortal(app: Hono<AppEnv>, publicDir: string) {
  if (!existsSync(join(publicDir, 'index.html'))) return;
  app.get('*', (c) => {
    const path = normalize(decodeURIComponent(new URL(c.req.url).pathname)).replace(/^(\.\.[/\\])+/, '');
    const file = join(publicDir, path);
    if (file.startsWith(publicDir) && path !== '/' && existsSync(file) && statSync(file).isFile()) {
      const immutable = path.startsWith('/assets/');
      return c.body(readFileSync(file), 200, {
        'content-type': CONTENT_TYPES[extname(file)] ?? 'application/octet-stream',
        'cache-control': immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
        'x-content-type-options': 'nosniff',
      });
    }
    // A missing hashed asset is a 404, never the HTML page (a stale tab then shows the reload message).
    if (path.startsWith('/assets/')) return c.text('Not found', 404);
    return c.body(readFileSync(join(publicDir, 'index.html')), 200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-cache', 'x-content-type-options': 'nosniff', 'referrer-policy': 'strict-origin-when-cross-origin' });
  });
}

export type Server = { app: Hono<AppEnv>; services: Services; db: Database };

/** Opens (and migrates) the database, seeds the demo in demo mode, and assembles the whole application. */
export async function createServer(config: Config): Promise<Server> {
  const db = await openDatabase({ url: config.databaseUrl, dataDir: config.dataDir });
  if (config.demo) await seedDemo(db);
  const secret = await loadSecret(db, process.env.SESSION_SECRET);
  const services: Services = { db, config, secret, sender: createSender(config, db) };
  const app = createApiApp(services);
  app.get('/api/openapi.json', (c) => c.json(openApiDocument()));
  app.get('/api/health', async (c) => c.json({ ok: true, database: db.kind }));
  authRoutes(app);
  schoolRoutes(app);
  portalRoutes(app);
  decorationRoutes(app);
  feedbackRoutes(app);
  uploadStatic(app);
  coverRoutes(app);
  if (config.demo) devRoutes(app);
  servePortal(app, config.publicDir);
  return { app, services, db };
}
