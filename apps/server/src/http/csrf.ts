import type { Context } from 'hono';
import type { AppEnv } from './context.ts';
import { ACCESS_COOKIE, readCookie } from './cookies.ts';
import { ApiError } from './errors.ts';
import { defineMessages } from './words.ts';

const refusals = defineMessages({
  crossSite: { id: 'server.http.crossSite', defaultMessage: 'Cross-site request refused.' },
});

/** The header the portal's client sends on every call (packages/api-client): a cross-site form or link cannot. */
export const REQUESTED_WITH = 'XMLHttpRequest';

/** Whether the Origin names this host; `null` (sandboxed frames, data: pages) and unparsable values never do. */
function sameHost(origin: string, host: string): boolean {
  if (!URL.canParse(origin)) return false;
  return new URL(origin).host === host;
}

/**
 * CSRF: refuses a request that a page of another site could have made the browser send with our SameSite=Lax
 * cookie. Its Origin, when sent, must be ours; a browser that says `Sec-Fetch-Site: cross-site` is believed; and a
 * cookie session must carry X-Requested-With, which a cross-site form or top-level navigation cannot set (from a
 * script it forces a CORS preflight we never approve). A bearer token is not ambient, so it needs no header.
 * For every write (app.ts), and for the few GETs that change something (contract `changesState`, register.ts).
 */
export function refuseCrossSite(c: Context<AppEnv>): void {
  const origin = c.req.header('origin');
  const host = c.req.header('x-forwarded-host') ?? c.req.header('host');
  if (origin && host && !sameHost(origin, host)) throw new ApiError(403, refusals.crossSite);
  if (c.req.header('sec-fetch-site') === 'cross-site') throw new ApiError(403, refusals.crossSite);
  const cookieSession = !c.get('bearer') && readCookie(c, ACCESS_COOKIE) !== undefined;
  if (cookieSession && c.req.header('x-requested-with') !== REQUESTED_WITH) throw new ApiError(403, refusals.crossSite);
}
