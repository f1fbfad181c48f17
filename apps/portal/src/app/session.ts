import type { User } from '@academy/contract';
import { api } from './api.ts';
import { readCookie } from './cookies.ts';

let pending: Promise<User | null> | null = null;

/**
 * The signed-in user, asked once per page load (and again after sign-in or sign-out). The access token is an
 * HttpOnly cookie; the readable user_id cookie only tells us whether asking is worth a request.
 */
export function getSession(): Promise<User | null> {
  if (!readCookie('user_id')) return Promise.resolve(null);
  pending ??= api.me({ silent: true }).catch(() => null);
  return pending;
}

export function resetSession() {
  pending = null;
}
