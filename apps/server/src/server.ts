import { createHash } from 'node:crypto';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { extname, join, normalize } from 'node:path';
import { Hono, type Context } from 'hono';
import { openApiDocument } from '@academy/contract';
import type { Config } from './config.ts';
import { connectCacheBus } from './http/cacheBus.ts';
import { openDatabase, type Database } from './db/index.ts';
import { databaseStore, diskStore } from './storage/store.ts';
import { MicroCache } from './http/microCache.ts';
import { COMPRESSIBLE, compress, negotiate } from './http/compression.ts';
import { serveStorybook } from './http/storybook.ts';
import { createSender } from './auth/delivery.ts';
import { loadSecret } from './auth/secret.ts';
import { createApiApp } from './http/app.ts';
import { portalPageHints, type PageHints } from './http/portalHead.ts';
import { withReadingView } from './http/readingView.ts';
import { requestOrigin, seoRoutes, withIdentity } from './http/seo.ts';
import { htmlSecurityHeaders, markShared } from './http/securityHeaders.ts';
import { healthRoutes } from './http/health.ts';
import { notFound } from './http/errors.ts';
import { refusalAnswer } from './http/refusal.ts';
import type { DestinationStream } from 'pino';
import { createLogger } from './observability/logger.ts';
import { createMetrics, metricsRoute } from './observability/metrics.ts';
import { readCookie, USER_COOKIE } from './http/cookies.ts';
import { isMobileUserAgent, LANG_COOKIE } from '@academy/rules';
import type { AppEnv, Services } from './http/context.ts';
import { authRoutes } from './modules/auth.ts';
import { schoolRoutes } from './modules/schools.ts';
import { decorationRoutes, portalRoutes } from './modules/portal.ts';
import { feedbackRoutes, uploadStatic } from './modules/feedback.ts';
import { coverRoutes } from './modules/covers.ts';
import { devRoutes } from './modules/dev.ts';
import { classRoutes } from './modules/classes/routes.ts';
import { classFileRoutes } from './modules/classFiles/routes.ts';
import { classInfoRoutes } from './modules/classInfo/routes.ts';
import { surveyRoutes } from './modules/surveys/routes.ts';
import { portalCallRoutes } from './modules/portalCalls/routes.ts';
import { registrationRoutes } from './modules/registration/routes.ts';
import { inviteRoutes } from './modules/invites/routes.ts';
import { subSchoolRoutes } from './modules/subSchools/routes.ts';
import { o3Routes } from './modules/o3/routes.ts';
import { marketRoutes } from './modules/market/routes.ts';
import { complaintRoutes } from './modules/complaints/routes.ts';
import { agreementRoutes } from './modules/agreements/routes.ts';
import { accountBindingRoutes } from './modules/accountBinding/routes.ts';
import { personalSpaceRoutes } from './modules/personalSpace/routes.ts';
import { learningRoutes } from './modules/learning/routes.ts';
import { examRoutes } from './modules/exams/routes.ts';
import { examAuthoringRoutes } from './modules/exams/authoringRoutes.ts';
import { certificateDocumentRoutes } from './modules/certificates/routes.ts';
import { gradebookRoutes } from './modules/gradebook/routes.ts';
import { myLearningRoutes } from './modules/myLearning/routes.ts';
import { notificationRoutes } from './modules/notifications/routes.ts';
import { identityRoutes } from './modules/identity/routes.ts';
import { seedDemo } from './seed/seed.ts';

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8', '.js': 'text/javascript; charset=utf-8', '.css': 'text/css; charset=utf-8', '.json': 'application/json',
  '.svg': 'image/svg+xml', '.png': 'image/png', '.woff2': 'font/woff2', '.woff': 'font/woff', '.ico': 'image/x-icon', '.map': 'application/json', '.txt': 'text/plain',
};

/**
 * A path a page of the portal never has: the assets' folder, a dot-segment, a last segment with a file extension —
 * except .htm and .html, which the spec's old page addresses use (helpCenter/helpPage.htm, community/o3Profile.htm).
 */
const isNotAPage = (path: string) => path.startsWith('/assets/') || /(^|[/\\])\./.test(path) || (/\.[A-Za-z0-9]{1,8}$/.test(path) && !/\.html?$/i.test(path));

/** The built portal on the same origin: hashed assets cached for a year, every other path gets index.html. */
function servePortal(app: Hono<AppEnv>, publicDir: string, db: Database, cache: MicroCache) {
  if (!existsSync(join(publicDir, 'index.html'))) return;
  const send = (c: Context<AppEnv>, file: string, headers: Record<string, string>, cacheable: boolean, body = readFileSync(file)) => {
    const encoding = COMPRESSIBLE.has(extname(file)) ? negotiate(c.req.header('accept-encoding')) : null;
    if (!encoding) return c.body(new Uint8Array(body), 200, { ...headers, vary: 'accept-encoding' });
    return c.body(new Uint8Array(compress(body, encoding, cacheable ? file : undefined)), 200, { ...headers, 'content-encoding': encoding, vary: 'accept-encoding' });
  };
  app.get('*', async (c, next) => {
    // An address under /api/ that no call answered is an API 404 in JSON (the notFound handler), not the portal.
    if (c.req.path === '/api' || c.req.path.startsWith('/api/')) return next();
    let decoded: string;
    try {
      decoded = decodeURIComponent(new URL(c.req.url).pathname);
    } catch {
      return c.text('Malformed address: a percent sign must start a valid escape such as %20.', 400);
    }
    const path = normalize(decoded).replace(/^(\.\.[/\\])+/, '');
    const file = join(publicDir, path);
    if (file.startsWith(publicDir) && path !== '/' && !/(^|[/\\])\./.test(path) && existsSync(file) && statSync(file).isFile()) {
      const immutable = path.startsWith('/assets/');
      const headers = {
        'content-type': CONTENT_TYPES[extname(file)] ?? 'application/octet-stream',
        'cache-control': immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
        'x-content-type-options': 'nosniff',
      };
      return send(c, file, headers, immutable);
    }
    // Not a page, so a 404 and never the portal's HTML with 200: a missing hashed asset (a stale tab then shows the
    // reload message), anything under a dot-segment (/.well-known/…, /.env, the build's /.vite/) and a missing file
    // (/favicon.ico, /robots.txt, /wp-login.php): a crawler or scanner must not take the page for the file.
    if (isNotAPage(path)) return refusalAnswer(c, notFound());
    const index = join(publicDir, 'index.html');
    const https = new URL(c.req.url).protocol === 'https:' || c.req.header('x-forwarded-proto') === 'https';
    const signedIn = Boolean(readCookie(c, USER_COOKIE));
    const request = { origin: requestOrigin(c), pathname: path, search: new URL(c.req.url).search, userAgent: c.req.header('user-agent') ?? '', cookie: c.req.header('cookie') ?? '', signedIn, storedLocale: readCookie(c, LANG_COOKIE) };
    // Every anonymous visitor of a page gets the same HTML (for one language and kind of device), so it is made once
    // a second and kept compressed in the read cache, which any write — a release — clears (decision 0008).
    const encoding = negotiate(c.req.header('accept-encoding'));
    const cacheKey = signedIn ? null : `page:${request.origin}${path}${request.search}|${request.storedLocale ?? ''}|${isMobileUserAgent(request.userAgent)}|${encoding ?? 'identity'}`;
    const headers = (cacheControl: string) => ({ 'content-type': 'text/html; charset=utf-8', 'cache-control': cacheControl, ...htmlSecurityHeaders({ https }), vary: 'accept-encoding', ...(encoding ? { 'content-encoding': encoding } : {}) });
    // A browser that has the page asks again with its ETag (the pages are no-cache): the same page answers 304 and no
    // body. The tag is the page's text's digest, so a release, which changes the text, changes it too.
    const answer = ({ body, etag }: { body: Buffer; etag: string }, cacheControl: string) => {
      const known = c.req.header('if-none-match')?.split(',').map((tag) => tag.trim()).includes(etag);
      if (known) return c.body(null, 304, { etag, 'cache-control': cacheControl, vary: 'accept-encoding' });
      return c.body(new Uint8Array(body), 200, { ...headers(cacheControl), etag });
    };
    const cached = cacheKey ? (cache.get(cacheKey) as { body: Buffer; etag: string } | undefined) : undefined;
    if (cached) return answer(cached, 'no-cache');
    // A failed lookup only loses the hints: the page itself still loads and asks for everything.
    const hints: PageHints = await portalPageHints(db, app, publicDir, request).catch(() => ({ head: '', body: '' }));
    const shell = readFileSync(index, 'utf8');
    const framed = hints.readingView ? withReadingView(shell, hints.readingView) : shell;
    const page = Buffer.from((hints.identity ? withIdentity(framed, hints.identity) : framed).replace('</head>', `${hints.head}</head>`).replace('</body>', `${hints.body}</body>`));
    // Weak: the same page compressed either way, or not at all, is the same page.
    const made = { body: encoding ? compress(page, encoding) : page, etag: `W/"${createHash('sha256').update(page).digest('base64url').slice(0, 32)}"` };
    if (cacheKey) cache.set(cacheKey, made);
    // A page carrying a signed-in visitor's answers is theirs alone.
    return answer(made, hints.body && signedIn ? 'private, no-cache' : 'no-cache');
  });
}

export type Server = { app: Hono<AppEnv>; services: Services; db: Database };

/** Opens (and migrates) the database, seeds the demo in demo mode, and assembles the whole application. */
export async function createServer(config: Config, options: { logDestination?: DestinationStream } = {}): Promise<Server> {
  const db = await openDatabase({ url: config.databaseUrl, dataDir: config.dataDir });
  if (config.demo) await seedDemo(db);
  const secret = await loadSecret(db, process.env.SESSION_SECRET);
  const cache = new MicroCache();
  const metrics = createMetrics();
  metrics.watch(db, cache);
  // Uploads where every instance reads them: the database when several may run, a folder for the embedded one.
  const uploads = config.uploadStore === 'database' ? databaseStore(db) : diskStore(config.uploadDir);
  const services: Services = { db, config, secret, sender: createSender(config, db), cache, log: createLogger(config.logLevel, options.logDestination), metrics, uploads };
  await connectCacheBus(db, cache, services.log);
  const app = createApiApp(services);
  app.get('/api/openapi.json', (c) => {
    markShared(c);
    return c.json(openApiDocument());
  });
  app.get('/api/health', async (c) => c.json({ ok: true, database: db.kind }));
  healthRoutes(app, db);
  metricsRoute(app, metrics, config);
  authRoutes(app);
  identityRoutes(app);
  schoolRoutes(app);
  portalRoutes(app);
  decorationRoutes(app);
  feedbackRoutes(app);
  uploadStatic(app);
  coverRoutes(app);
  classRoutes(app);
  classFileRoutes(app);
  classInfoRoutes(app);
  surveyRoutes(app);
  portalCallRoutes(app);
  registrationRoutes(app);
  inviteRoutes(app);
  subSchoolRoutes(app);
  o3Routes(app);
  marketRoutes(app);
  complaintRoutes(app);
  agreementRoutes(app);
  accountBindingRoutes(app);
  personalSpaceRoutes(app);
  learningRoutes(app);
  examRoutes(app);
  examAuthoringRoutes(app);
  certificateDocumentRoutes(app);
  gradebookRoutes(app);
  myLearningRoutes(app);
  notificationRoutes(app);
  seoRoutes(app);
  if (config.demo) devRoutes(app);
  if (config.storybookDir) serveStorybook(app, config.storybookDir);
  servePortal(app, config.publicDir, db, cache);
  return { app, services, db };
}
