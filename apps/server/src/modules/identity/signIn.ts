import type { Context } from 'hono';
import type { Queryable } from '../../db/index.ts';
import type { Services } from '../../http/context.ts';
import { setSessionCookies } from '../../http/cookies.ts';
import { startSession } from '../../auth/tokens.ts';
import { loginMethodOf, type ProviderKind } from './providers.ts';

/** The provider that vouched (null for QR sign-in, which a signed-in phone vouches for). */
export type SignInOrigin = { providerId: string | null; kind: ProviderKind | null; idToken?: string | null };

/**
 * Starts a session for a user whom a provider (or the QR / network flow) vouched for, keeping how they signed in
 * on the server, and answers like the token call (spec §4: tokens in HttpOnly cookies).
 */
export async function finishSignIn(c: Context, services: Services, tx: Queryable, userId: string, origin: SignInOrigin) {
  const pair = await startSession(tx, services, userId, { loginMethod: loginMethodOf(origin.kind), providerId: origin.providerId, idToken: origin.idToken ?? null });
  setSessionCookies(c, pair, services.config.refreshTokenDays);
  return { access_token: pair.accessToken, refresh_token: pair.refreshToken, token_type: 'bearer' as const, expires_in: pair.expiresIn, user_id: userId };
}
