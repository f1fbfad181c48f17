import * as client from 'openid-client';
import { ApiError } from '../../../http/errors.ts';
import { defineMessages } from '../../../http/words.ts';
import { identityRefusals } from '../refusals.ts';
import type { IdentityProvider } from '../providers.ts';

const refusals = defineMessages({
  unreachable: { id: 'server.identity.providerUnreachable', defaultMessage: 'The school’s identity provider could not be reached. Try again in a moment.' },
  refused: { id: 'server.identity.providerRefused', defaultMessage: 'The identity provider did not confirm this sign-in. Start signing in again.' },
});

/** A discovered provider is reused for five minutes: one metadata fetch per provider, not one per sign-in. */
const CACHE_MS = 5 * 60_000;
const cache = new Map<string, { key: string; at: number; configuration: Promise<client.Configuration> }>();

/** Plain http is allowed only to a provider on this machine (the demo and test parties); anything else needs TLS. */
const isLoopback = (url: URL) => ['127.0.0.1', 'localhost', '[::1]'].includes(url.hostname);

/**
 * A provider that could not be reached or answered nonsense: 502, the user can try again later. (ApiError's status
 * type lists only the 4xx answers; this one is the gateway's.)
 */
export class ProviderUnreachable extends ApiError {
  constructor() {
    super(400, refusals.unreachable);
    Object.defineProperty(this, 'status', { value: 502 });
  }
}

/** The provider refused or its answer failed a check (state, issuer, audience, nonce, signature): 400. */
export const providerRefused = () => new ApiError(400, refusals.refused);

/**
 * The openid-client Configuration of a provider row: its own issuer, client id and secret, nothing shared. A row
 * without a secret is a public client (PKCE alone proves the code's owner).
 */
export function oidcConfiguration(provider: IdentityProvider): Promise<client.Configuration> {
  if (provider.protocol !== 'oidc' || !provider.issuer || !provider.clientId) throw new ApiError(404, identityRefusals.notThisWay);
  const key = `${provider.issuer}|${provider.clientId}|${provider.clientSecret ?? ''}`;
  const cached = cache.get(provider.id);
  if (cached && cached.key === key && Date.now() - cached.at < CACHE_MS) return cached.configuration;
  const issuer = new URL(provider.issuer);
  const configuration = client
    .discovery(issuer, provider.clientId, undefined, provider.clientSecret ? client.ClientSecretBasic(provider.clientSecret) : client.None(), {
      execute: isLoopback(issuer) ? [client.allowInsecureRequests] : [],
      timeout: 10,
    })
    .catch((error: unknown) => {
      cache.delete(provider.id);
      throw error;
    });
  cache.set(provider.id, { key, at: Date.now(), configuration });
  return configuration.catch(() => {
    throw new ProviderUnreachable();
  });
}

/** Maps an openid-client failure: the provider said no or a check failed → 400; it could not be reached → 502. */
export function providerFailure(error: unknown): ApiError {
  if (error instanceof ApiError) return error;
  if (error instanceof client.ResponseBodyError || error instanceof client.AuthorizationResponseError) return providerRefused();
  if (error instanceof client.ClientError) {
    const unreachable = ['OAUTH_RESPONSE_IS_NOT_CONFORM', 'OAUTH_RESPONSE_IS_NOT_JSON', 'OAUTH_HTTP_REQUEST_FORBIDDEN'];
    return unreachable.includes(String((error as { code?: unknown }).code)) ? new ProviderUnreachable() : providerRefused();
  }
  return new ProviderUnreachable();
}
