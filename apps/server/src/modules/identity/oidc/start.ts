import type { Context } from 'hono';
import * as client from 'openid-client';
import type { Services } from '../../../http/context.ts';
import { startFlow } from '../flows.ts';
import { redirectUriFor, type IdentityProvider } from '../providers.ts';
import { oidcConfiguration, providerFailure } from './client.ts';

/** Where each kind of provider sends the browser back (portal pages, spec §2). */
export const CALLBACK_PATHS = { enterpriseOauth2: '/enterpriseOauth2/callback', sso: '/uniportal/callback' } as const;

/** The origin this request came to (https when the proxy in front says so, as the session cookies do). */
export function requestOrigin(c: Context): string {
  const url = new URL(c.req.url);
  const proto = c.req.header('x-forwarded-proto') === 'https' ? 'https:' : url.protocol;
  return `${proto}//${url.host}`;
}

/**
 * Starts an OpenID Connect sign-in at the school's provider and answers the authorization URL to send the browser
 * to: PKCE S256, state and nonce kept server-side and bound to this browser, the redirect URI registered for this
 * origin (400 when the origin is not registered). The internal-network sign-in calls this too.
 */
export async function startOidcSignIn(c: Context, services: Services, provider: IdentityProvider, returnPath: string | null): Promise<string> {
  const callbackPath = provider.kind === 'enterpriseOauth2' ? CALLBACK_PATHS.enterpriseOauth2 : CALLBACK_PATHS.sso;
  const redirectUri = redirectUriFor(provider, requestOrigin(c), callbackPath);
  const configuration = await oidcConfiguration(provider);
  const flow = await startFlow(c, services, { providerId: provider.id, redirectUri, returnPath });
  try {
    const url = client.buildAuthorizationUrl(configuration, {
      redirect_uri: redirectUri,
      scope: 'openid email profile',
      response_type: 'code',
      state: flow.state,
      nonce: flow.nonce,
      code_challenge: await client.calculatePKCECodeChallenge(flow.codeVerifier),
      code_challenge_method: 'S256',
    });
    return url.href;
  } catch (error) {
    throw providerFailure(error);
  }
}
