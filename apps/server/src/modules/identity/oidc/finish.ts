import type { Context } from 'hono';
import * as client from 'openid-client';
import type { SignInOutcome } from '@academy/contract';
import type { Services } from '../../../http/context.ts';
import { ApiError } from '../../../http/errors.ts';
import { defineMessages } from '../../../http/words.ts';
import { identityRefusals } from '../refusals.ts';
import { sha256 } from '../../../auth/crypto.ts';
import { consumeFlow } from '../flows.ts';
import { boundUser, parkIdentity, type OutsideIdentity } from '../identities.ts';
import { providerById, type ProviderKind } from '../providers.ts';
import { finishSignIn } from '../signIn.ts';
import { maskEmail } from '../bind/mask.ts';
import { oidcConfiguration, providerFailure } from './client.ts';

export type OidcCallback = { code: string; state?: string | undefined; iss?: string | undefined };

const refusals = defineMessages({
  noIdToken: { id: 'server.identity.noIdToken', defaultMessage: 'The identity provider did not send an ID token.' },
});

/** The provider of the flow this state started, read without spending it (the flow row knows the school). */
async function flowProvider(services: Services, state: string | undefined) {
  if (!state) return null;
  const [row] = await services.db.query<{ provider_id: string }>('select provider_id from login_flows where state_hash = $1', [sha256(state)]);
  return row ? providerById(services, services.db, row.provider_id) : null;
}

/** The verified ID token's claims, with e-mail and name from userinfo when the provider keeps them there. */
async function verifiedIdentity(configuration: client.Configuration, callbackUrl: URL, checks: { state: string; nonce: string | null; codeVerifier: string | null }, providerId: string): Promise<OutsideIdentity> {
  const tokens = await client.authorizationCodeGrant(configuration, callbackUrl, {
    expectedState: checks.state,
    expectedNonce: checks.nonce ?? undefined,
    pkceCodeVerifier: checks.codeVerifier ?? undefined,
    idTokenExpected: true,
  });
  const claims = tokens.claims();
  if (!claims || !tokens.id_token) throw new ApiError(400, refusals.noIdToken);
  let { email, name } = claims as { email?: unknown; name?: unknown };
  if ((email === undefined || name === undefined) && configuration.serverMetadata().userinfo_endpoint) {
    const info = await client.fetchUserInfo(configuration, tokens.access_token, claims.sub);
    email ??= info.email;
    name ??= info.name;
  }
  return {
    providerId,
    subject: claims.sub,
    email: typeof email === 'string' ? email.slice(0, 320) : null,
    displayName: typeof name === 'string' ? name.slice(0, 200) : null,
    idToken: tokens.id_token,
  };
}

/**
 * The callback: spends the state (same browser, not expired, this kind of provider), exchanges the code at the
 * flow's own provider with the PKCE verifier and checks the ID token (issuer, audience, nonce, signature). A bound
 * identity gets a session; a new one is parked for bind-account — never linked by its e-mail.
 */
export async function finishOidcSignIn(c: Context, services: Services, body: OidcCallback, kind: ProviderKind): Promise<SignInOutcome> {
  const provider = await flowProvider(services, body.state);
  // The internal network's intranet provider comes back through the SSO door (start.ts sends it there).
  const door = provider?.kind === 'bignet' ? 'sso' : provider?.kind;
  if (!provider || door !== kind || provider.protocol !== 'oidc') {
    // Spend it anyway (a state presented at the wrong door is not tried again) and answer like any stale state.
    if (body.state) await services.db.query('update login_flows set used_at = now() where state_hash = $1 and used_at is null', [sha256(body.state)]);
    throw new ApiError(400, body.state ? identityRefusals.startedElsewhere : identityRefusals.noState);
  }
  const flow = await consumeFlow(c, services, body.state, provider.id);
  let identity: OutsideIdentity;
  try {
    const configuration = await oidcConfiguration(provider);
    const callbackUrl = new URL(flow.redirectUri);
    callbackUrl.searchParams.set('code', body.code);
    callbackUrl.searchParams.set('state', body.state!);
    // RFC 9207: a provider that announces `iss` in its answers must be the one named; the page passes it through.
    if (configuration.serverMetadata().authorization_response_iss_parameter_supported) callbackUrl.searchParams.set('iss', body.iss ?? configuration.serverMetadata().issuer);
    identity = await verifiedIdentity(configuration, callbackUrl, { state: body.state!, nonce: flow.nonce, codeVerifier: flow.codeVerifier }, provider.id);
  } catch (error) {
    const failure = providerFailure(error);
    services.log.warn({ provider: provider.id, err: error }, 'OpenID sign-in refused');
    throw failure;
  }
  const signedIn = await services.db.transaction(async (tx) => {
    const userId = await boundUser(tx, identity);
    return userId ? finishSignIn(c, services, tx, userId, { providerId: provider.id, kind: provider.kind, idToken: identity.idToken }) : null;
  });
  if (signedIn) return { status: 'signedIn', returnPath: flow.returnPath, tokens: signedIn };
  // Outside the transaction: parkIdentity writes through services.db (PGlite runs one transaction at a time).
  const bindToken = await parkIdentity(c, services, identity, flow.returnPath);
  return { status: 'bind', returnPath: flow.returnPath, bindToken, providerName: provider.displayName, displayName: identity.displayName ?? null, maskedEmail: maskEmail(identity.email) };
}
