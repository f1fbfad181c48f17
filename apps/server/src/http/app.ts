import { Hono } from 'hono';
import { compress } from 'hono/compress';
import { ZodError } from 'zod';
import { verifyAccessToken } from '../auth/tokens.ts';
import type { AppEnv, Services } from './context.ts';
import { ACCESS_COOKIE, readCookie } from './cookies.ts';
import { refuseCrossSite } from './csrf.ts';
import { ApiError, fromZod } from './errors.ts';
import { readerLocale } from './requestLocale.ts';
import { refusalAnswer } from './refusal.ts';
import { defineMessages, wordsIn } from './words.ts';
import { requestLog } from '../observability/requestLog.ts';
import { isDatabaseUnavailable, RETRY_AFTER_SECONDS } from '../db/unavailable.ts';
import { bodyLimits } from './bodyLimits.ts';
import { apiAnswerHeaders } from './securityHeaders.ts';
import { OIDC_POSTS } from '../modules/identity/authorizationServer/provider.ts';

/**
 * The API application: services on every request, the session from the Authorization header or the HttpOnly
 * cookie, CSRF defence for cookie-authenticated writes, and errors as 4xx JSON with a message (never a raw 5xx
 * for bad input).
 */
/**
 * A SAML identity provider posts its signed, single-use response from its own site (HTTP-POST binding): the
 * assertion is the proof and no cookie of ours is used there (the session starts on the same-site finish step).
 * The OpenID provider's posts are the protocol's: a client's server with its own credentials (token, revocation,
 * userinfo), or the provider's forms with their own xsrf token (logout) — no cookie of ours authorizes them.
 */
const CROSS_SITE_POSTS = new Set(['/api/auth/open/thirdlogin/saml/acs', ...OIDC_POSTS]);

const failures = defineMessages({
  busy: { id: 'server.http.busy', defaultMessage: 'The service is busy for a moment. Please try again in a few seconds.' },
  broken: { id: 'server.http.broken', defaultMessage: 'Something went wrong on our side. Please try again.' },
  noApi: { id: 'server.http.noApi', defaultMessage: 'No API at {method} {path}' },
});

export function createApiApp(services: Services): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.use('*', requestLog());
  app.use('/api/*', apiAnswerHeaders());

  // JSON answers shrink about four times with gzip; a home page asks for ~20 of them while its script downloads.
  app.use('/api/*', compress({ encoding: 'gzip', contentTypeFilter: /^application\/json/ }));

  app.use('*', async (c, next) => {
    c.set('services', services);
    const header = c.req.header('authorization');
    const bearer = header?.startsWith('Bearer ') ? header.slice(7) : undefined;
    const token = bearer ?? readCookie(c, ACCESS_COOKIE);
    c.set('bearer', Boolean(bearer));
    c.set('user', null);
    if (token) {
      const claims = verifyAccessToken(services.secret, token);
      if (claims) {
        const [session] = await services.db.query<{ revoked: boolean }>('select revoked_at is not null as revoked from sessions where id = $1', [claims.sessionId]);
        if (session && !session.revoked) c.set('user', claims);
      }
    }
    await next();
  });

  app.use('/api/*', bodyLimits(services.config));

  // CSRF (csrf.ts): every write; the SAML ACS is the one cross-site post we expect.
  app.use('*', async (c, next) => {
    if (!['GET', 'HEAD', 'OPTIONS'].includes(c.req.method) && !CROSS_SITE_POSTS.has(c.req.path)) refuseCrossSite(c);
    await next();
  });

  app.onError((error, c) => {
    const failure = error instanceof ApiError ? error : error instanceof ZodError ? fromZod(error) : null;
    if (failure) return refusalAnswer(c, failure);
    if (isDatabaseUnavailable(error)) {
      services.log.warn({ err: error, path: c.req.path }, 'database unavailable');
      c.header('Retry-After', String(RETRY_AFTER_SECONDS));
      return c.json({ code: 503, message: wordsIn(readerLocale(c), failures.busy) }, 503);
    }
    services.log.error({ err: error, path: c.req.path }, 'unhandled error');
    return c.json({ code: 500, message: wordsIn(readerLocale(c), failures.broken) }, 500);
  });

  app.notFound((c) => c.json({ code: 404, message: wordsIn(readerLocale(c), { ...failures.noApi, values: { method: c.req.method, path: new URL(c.req.url).pathname } }) }, 404));
  return app;
}
