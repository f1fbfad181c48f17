import type { Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import type { TokenPair } from '../auth/tokens.ts';

/** Spec §3 cookie names. The tokens are HttpOnly: page scripts never see them; user_id is a sign-in hint. */
export const ACCESS_COOKIE = 'access_token';
export const REFRESH_COOKIE = 'refresh_token';
export const USER_COOKIE = 'user_id';

const secure = (c: Context) => new URL(c.req.url).protocol === 'https:' || c.req.header('x-forwarded-proto') === 'https';

export function setSessionCookies(c: Context, tokens: TokenPair, refreshDays: number) {
  const base = { path: '/', sameSite: 'Lax' as const, secure: secure(c) };
  setCookie(c, ACCESS_COOKIE, tokens.accessToken, { ...base, httpOnly: true, maxAge: tokens.expiresIn });
  // The refresh token only travels to the auth endpoints.
  setCookie(c, REFRESH_COOKIE, tokens.refreshToken, { ...base, path: '/api/auth', httpOnly: true, sameSite: 'Strict', maxAge: refreshDays * 86400 });
  setCookie(c, USER_COOKIE, tokens.userId, { ...base, maxAge: refreshDays * 86400 });
}

export function clearSessionCookies(c: Context) {
  deleteCookie(c, ACCESS_COOKIE, { path: '/' });
  deleteCookie(c, REFRESH_COOKIE, { path: '/api/auth' });
  deleteCookie(c, USER_COOKIE, { path: '/' });
}

export const readCookie = (c: Context, name: string) => getCookie(c, name);
