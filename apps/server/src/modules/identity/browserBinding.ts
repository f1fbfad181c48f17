import type { Context } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';
import { randomToken, sha256 } from '../../auth/crypto.ts';

/**
 * A sign-in flow belongs to the browser that started it: a random HttpOnly cookie, whose hash the flow row keeps.
 * A state, a pending bind or a QR session presented by another browser (a link forwarded, a stolen id) has no
 * matching cookie and is refused. SameSite=Lax: it travels on the provider's top-level redirect back to us.
 */
export const BROWSER_COOKIE = 'login_browser';
const YEAR = 365 * 86400;

const secure = (c: Context) => new URL(c.req.url).protocol === 'https:' || c.req.header('x-forwarded-proto') === 'https';

/** The browser's binding hash, creating the cookie on first use. */
export function bindBrowser(c: Context): string {
  let value = getCookie(c, BROWSER_COOKIE);
  if (!value || !/^[A-Za-z0-9_-]{32,64}$/.test(value)) {
    value = randomToken(32);
    setCookie(c, BROWSER_COOKIE, value, { path: '/', httpOnly: true, sameSite: 'Lax', secure: secure(c), maxAge: YEAR });
  }
  return sha256(value);
}

/** The binding hash of the browser making this request, or null when it has none. */
export function browserOf(c: Context): string | null {
  const value = getCookie(c, BROWSER_COOKIE);
  return value ? sha256(value) : null;
}
