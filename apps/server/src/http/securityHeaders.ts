import type { Context, MiddlewareHandler } from 'hono';
import type { AppEnv } from './context.ts';
import { ACCESS_COOKIE, readCookie, REFRESH_COOKIE } from './cookies.ts';

/**
 * Headers every HTML answer carries. The policy allows no inline or foreign script: the portal runs only its own
 * hashed modules, and the answers primed into the page are an `application/json` block, which is data, never run.
 * Styles may be inline (React's style attributes carry the school theme's variables); images may come from https
 * (a school's banner slides); fonts include the inlined CJK placeholder (a data: URL). The design editor frames its
 * own preview, so framing is allowed for this origin only. Other pages of this site (the built Storybook) add their own
 * inline scripts by digest.
 */
export function contentSecurityPolicy({ scripts = [] as string[], workers = false } = {}): string {
  return [
    "default-src 'self'",
    ["script-src 'self'", ...scripts].join(' '),
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob: https:",
    "font-src 'self' data:",
    "connect-src 'self'",
    "media-src 'self' blob:",
    ...(workers ? ["worker-src 'self' blob:"] : []),
    "frame-src 'self'",
    "frame-ancestors 'self'",
    "base-uri 'self'",
    "form-action 'self'",
    "object-src 'none'",
  ].join('; ');
}
const CONTENT_SECURITY_POLICY = contentSecurityPolicy();

export function htmlSecurityHeaders({ https }: { https: boolean }): Record<string, string> {
  return {
    'content-security-policy': CONTENT_SECURITY_POLICY,
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'strict-origin-when-cross-origin',
    'permissions-policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()',
    'cross-origin-opener-policy': 'same-origin',
    // Over plain http a browser ignores HSTS; behind a TLS-terminating proxy the proxy says https.
    ...(https ? { 'strict-transport-security': 'max-age=31536000; includeSubDomains' } : {}),
  };
}

/** Marks an answer as the same for every anonymous visitor (the read cache's, register.ts): a cache may keep it. */
export const markShared = (c: Context<AppEnv>) => c.set('sharedAnswer', true);

/**
 * Headers every /api answer carries: `nosniff` (a JSON answer is never run as a script or shown as a page), and
 * `no-store` unless a cache may keep it — an answer that set its own policy keeps it, and an anonymous answer the
 * same for every visitor (markShared) stays cacheable. Everything else may be someone's: an answer for a signed-in
 * person or a bearer, one that sets or reads a session or token (sign-in, refresh, pending binds, QR sign-in), an
 * order, a refusal. Opt-in, so a new call is private until it says otherwise.
 */
export function apiAnswerHeaders(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    await next();
    if (!c.res.headers.has('x-content-type-options')) c.header('x-content-type-options', 'nosniff');
    if (c.res.headers.has('cache-control')) return;
    const credentials = c.get('user') !== null || c.req.header('authorization') !== undefined || readCookie(c, ACCESS_COOKIE) !== undefined || readCookie(c, REFRESH_COOKIE) !== undefined;
    const shared = c.get('sharedAnswer') === true && !credentials && !c.res.headers.has('set-cookie');
    if (!shared) c.header('cache-control', 'no-store');
  };
}
