import { MESSAGING_FAILURE_CODE } from '@academy/contract';
import { ApiError } from '../../../http/errors.ts';
import { defineMessages } from '../../../http/words.ts';
import { identityRefusals } from '../refusals.ts';
import type { IdentityProvider } from '../providers.ts';
import { ProviderUnreachable } from '../oidc/client.ts';

const refusals = defineMessages({
  freeLoginFailed: { id: 'server.identity.messagingFailed', defaultMessage: 'The messaging app could not sign you in. Sign in with a code instead.' },
});

/** Who the messaging app says signed in: its user id is the subject; the rest is shown only. */
export type AppUser = { subject: string; displayName: string | null; email: string | null; tenantId: string | null };

const TIMEOUT_MS = 10_000;
const isLoopback = (url: URL) => ['127.0.0.1', 'localhost', '[::1]'].includes(url.hostname);

/** The app's address: https, or plain http only on this machine (the demo and test party). */
export function appBase(provider: IdentityProvider): URL {
  const base = provider.issuer ? new URL(provider.issuer.endsWith('/') ? provider.issuer : `${provider.issuer}/`) : null;
  if (!base || !provider.clientId || (base.protocol !== 'https:' && !(base.protocol === 'http:' && isLoopback(base)))) {
    throw new ApiError(404, identityRefusals.notThisWay);
  }
  return base;
}

export const freeLoginFailed = () => new ApiError(400, refusals.freeLoginFailed);

async function call(url: URL, init: RequestInit): Promise<Record<string, unknown>> {
  let response: Response;
  try {
    response = await fetch(url, { ...init, signal: AbortSignal.timeout(TIMEOUT_MS), redirect: 'error' });
  } catch {
    throw new ProviderUnreachable();
  }
  const body = (await response.json().catch(() => null)) as Record<string, unknown> | null;
  if (!body || typeof body !== 'object') throw new ProviderUnreachable();
  // The app's own failure code (spec: 030025), or any refusal: no session.
  if (body.code === MESSAGING_FAILURE_CODE || !response.ok) throw freeLoginFailed();
  return body;
}

/** Exchanges a code once at the school's own app, with the school's own client secret, and reads the user. */
export async function exchangeCode(provider: IdentityProvider, code: string, redirectUri: string): Promise<AppUser> {
  const base = appBase(provider);
  const token = await call(new URL('token', base), {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
    body: new URLSearchParams({ grant_type: 'authorization_code', code, redirect_uri: redirectUri, client_id: provider.clientId!, client_secret: provider.clientSecret ?? '' }),
  });
  if (typeof token.access_token !== 'string') throw freeLoginFailed();
  const user = await call(new URL('userinfo', base), { headers: { authorization: `Bearer ${token.access_token}`, accept: 'application/json' } });
  const subject = typeof user.user_id === 'string' ? user.user_id.trim() : '';
  if (!subject || subject.length > 255) throw freeLoginFailed();
  const text = (value: unknown) => (typeof value === 'string' && value.trim() ? value.trim().slice(0, 200) : null);
  return { subject, displayName: text(user.name), email: text(user.email), tenantId: text(user.tenant_id) };
}
