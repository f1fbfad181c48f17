import { LOGIN_METHOD } from '@academy/rules';
import * as client from 'openid-client';
import type { Queryable } from '../../../db/index.ts';
import type { Services } from '../../../http/context.ts';
import { sha256 } from '../../../auth/crypto.ts';
import { providerById, type IdentityProvider } from '../providers.ts';
import { enterpriseCloudLogoutUrl } from '../messaging/logout.ts';
import { samlLogoutUrl } from '../saml/logout.ts';
import { oidcConfiguration } from './client.ts';

/** How a session began, as the server stored it (sessions row); the browser's word is never asked. */
export type SessionSignIn = { userId: string; loginMethod: number; providerId: string | null; idToken: string | null };

export async function sessionSignIn(db: Queryable, sessionId: string): Promise<SessionSignIn | null> {
  const [row] = await db.query<{ user_id: string; login_method: number; provider_id: string | null; id_token: string | null }>(
    'select user_id, login_method, provider_id, id_token from sessions where id = $1',
    [sessionId],
  );
  return row ? { userId: row.user_id, loginMethod: row.login_method, providerId: row.provider_id, idToken: row.id_token } : null;
}

/**
 * Spec §4: where the browser goes after sign-out, from how the session began as stored on the server — the one place
 * that decides. 2 enterprise cloud: the provider's sign-out page; 3 corporate SSO: the OpenID end-session address or
 * the SAML IdP's single logout; 4 enterprise OAuth2: the end-session address. Null: our login page.
 */
export async function logoutDestination(services: Services, session: SessionSignIn | null, origin: string): Promise<string | null> {
  if (!session?.providerId) return null;
  const provider = await providerById(services, services.db, session.providerId);
  if (!provider) return null;
  if (session.loginMethod === LOGIN_METHOD.enterpriseCloud) return enterpriseCloudLogoutUrl(services, provider);
  if (session.loginMethod === LOGIN_METHOD.corporateSso && provider.protocol === 'saml') {
    return provider.kind === 'sso' ? samlLogoutUrl(services, provider, session.userId, origin) : null;
  }
  return openIdLogoutUrl(services, session, provider, origin);
}

/** The name auth.ts's logout call imports: the same single decision. */
export const oidcLogoutUrl = logoutDestination;

/** Our login page on the origin the provider knows us by: the post-logout address registered with it. */
function postLogoutUri(redirectUris: string[], origin: string): string | null {
  const origins = redirectUris.map((uri) => new URL(uri).origin);
  const chosen = origins.find((known) => known === origin) ?? origins[0];
  return chosen ? `${chosen}/login/index` : null;
}

/**
 * Spec §4 sign-out for a session begun at an OpenID provider (method 4 enterprise OAuth2, method 3 corporate SSO):
 * the provider's end-session address with id_token_hint, so the user leaves the provider too. Null otherwise, or when
 * the provider cannot be reached (the portal then shows its own login page; our session is ended either way).
 */
async function openIdLogoutUrl(services: Services, session: SessionSignIn, provider: IdentityProvider, origin: string): Promise<string | null> {
  if (!session.idToken) return null;
  if (session.loginMethod !== LOGIN_METHOD.enterpriseOauth2 && session.loginMethod !== LOGIN_METHOD.corporateSso) return null;
  if (provider.protocol !== 'oidc' || !provider.clientId) return null;
  try {
    const configuration = await oidcConfiguration(provider);
    if (!configuration.serverMetadata().end_session_endpoint) return null;
    const back = postLogoutUri(provider.redirectUris, origin);
    return client.buildEndSessionUrl(configuration, {
      id_token_hint: session.idToken,
      client_id: provider.clientId,
      ...(back ? { post_logout_redirect_uri: back } : {}),
    }).href;
  } catch (error) {
    services.log.warn({ provider: provider.id, err: error }, 'OpenID end-session address unavailable');
    return null;
  }
}

/** The session a refresh token belongs to (its family id), for a sign-out whose access token has expired. */
export async function sessionOfRefreshToken(db: Queryable, token: string): Promise<string | null> {
  const [row] = await db.query<{ family_id: string }>('select family_id from refresh_tokens where token_hash = $1', [sha256(token)]);
  return row?.family_id ?? null;
}
