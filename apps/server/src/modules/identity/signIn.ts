import type { Context } from 'hono';
import type { Queryable } from '../../db/index.ts';
import type { Services } from '../../http/context.ts';
import { setSessionCookies } from '../../http/cookies.ts';
import { startSession } from '../../auth/tokens.ts';
import { rememberReaderLocale } from '../../http/requestLocale.ts';
import { loginMethodOf, type ProviderKind } from './providers.ts';

/** The provider that vouched (null for QR sign-in, which a signed-in phone vouches for). */
export type SignInOrigin = { providerId: string | null; kind: ProviderKind | null; idToken?: string | null };

/**
 * Starts a session for a user whom a provider (or the QR / network flow) vouched for, keeping how they signed in
 * on the server, and answers like the token call (spec §4: tokens in HttpOnly cookies). A provider's sign-in also
 * makes the person a member of the provider's school (just-in-time, like an SSO-provisioned workforce).
 */
export async function finishSignIn(c: Context, services: Services, tx: Queryable, userId: string, origin: SignInOrigin) {
  // The school's own provider vouched for this person: they belong to that school (as a learner until an
  // administrator says otherwise). A membership the school ended (is_valid false) stays ended.
  if (origin.providerId) {
    await tx.query(
      `insert into members (school_id, user_id, role) select school_id, $2, 'learner' from identity_providers where id = $1
       on conflict (school_id, user_id) do nothing`,
      [origin.providerId, userId],
    );
  }
  const pair = await startSession(tx, services, userId, { loginMethod: loginMethodOf(origin.kind), providerId: origin.providerId, idToken: origin.idToken ?? null });
  setSessionCookies(c, pair, services.config.refreshTokenDays);
  await rememberReaderLocale(c, tx, userId);
  return { access_token: pair.accessToken, refresh_token: pair.refreshToken, token_type: 'bearer' as const, expires_in: pair.expiresIn, user_id: userId };
}
