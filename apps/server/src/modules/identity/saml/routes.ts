import type { Context, Hono } from 'hono';
import { endpoints, type SamlError } from '@academy/contract';
import { safeRedirectPath } from '@academy/rules';
import type { AppEnv, Services } from '../../../http/context.ts';
import { register } from '../../../http/register.ts';
import { ApiError } from '../../../http/errors.ts';
import { identityRefusals } from '../refusals.ts';
import { randomToken, sha256 } from '../../../auth/crypto.ts';
import { startFlow, consumeFlow } from '../flows.ts';
import { providerById, providerFor } from '../providers.ts';
import { signInOrPark } from '../messaging/outcome.ts';
import { samlPair, serviceProvider } from './entities.ts';
import { SamlRejected, verifyResponse } from './verifyResponse.ts';

/** A verified response waits this long for the browser to come back to finish. */
const HANDOFF_SECONDS = 120;

/** Failures end on the SSO callback page, which shows the message for the code (never the technical reason). */
const failed = (c: Context, error: SamlError) => c.redirect(`/uniportal/callback?error=${error}`, 302);

/** An XML id must not start with a digit: the flow's nonce, prefixed. */
const requestIdOf = (nonce: string) => `_${nonce}`;

async function samlProvider(services: Services, providerId: string) {
  const provider = await providerById(services, services.db, providerId);
  return provider?.kind === 'sso' && provider.protocol === 'saml' ? provider : null;
}

/** Corporate SSO over SAML 2.0 (contract identity/saml.ts): start, metadata, ACS, finish. */
export function samlRoutes(app: Hono<AppEnv>) {
  register(app, endpoints.samlLogin, async ({ query, c, services }) => {
    const provider = await providerFor(services, query.schoolId, 'sso').catch(() => null);
    if (!provider || provider.protocol !== 'saml' || !provider.samlIdpMetadata) return failed(c, 'saml_not_configured');
    // Checks the ACS is registered for this origin before anything is stored.
    const pair = samlPair(c, provider);
    const flow = await startFlow(c, services, { providerId: provider.id, redirectUri: pair.acsUrl, returnPath: query.redirect });
    const { sp, idp } = samlPair(c, provider, requestIdOf(flow.nonce));
    const request = sp.createLoginRequest(idp, 'redirect', { relayState: flow.state });
    c.header('cache-control', 'no-store');
    return c.redirect(request.context, 302);
  });

  register(app, endpoints.samlMetadata, async ({ query, c, services }) => {
    const provider = await providerFor(services, query.schoolId, 'sso');
    if (provider.protocol !== 'saml') throw new ApiError(404, identityRefusals.notThisWay);
    const metadata = serviceProvider(c, provider).sp.getMetadata();
    return c.body(metadata, 200, { 'content-type': 'application/samlmetadata+xml; charset=utf-8' });
  });

  // The IdP's form post: no cookie of ours comes with it, so the browser binding is checked at finish.
  register(app, endpoints.samlAcs, async ({ body, c, services }) => {
    const [flow] = await services.db.query<{ provider_id: string; nonce: string }>(
      'select provider_id, nonce from login_flows where state_hash = $1 and used_at is null and expires_at > now()',
      [sha256(body.RelayState)],
    );
    if (!flow) return failed(c, 'saml_expired');
    const provider = await samlProvider(services, flow.provider_id);
    if (!provider) return failed(c, 'saml_not_configured');
    let assertion;
    try {
      assertion = await verifyResponse(samlPair(c, provider), body, requestIdOf(flow.nonce));
    } catch (error) {
      if (!(error instanceof SamlRejected) && !(error instanceof ApiError)) throw error;
      services.log.warn({ provider: provider.id, reason: error.message }, 'SAML response refused');
      return failed(c, 'saml_rejected');
    }
    const handoff = randomToken(24);
    const accepted = await services.db.transaction(async (tx) => {
      await tx.query('delete from saml_used_assertions where expires_at < now()');
      const fresh = await tx.query(
        'insert into saml_used_assertions (provider_id, assertion_id, expires_at) values ($1, $2, $3) on conflict do nothing returning 1',
        [provider.id, assertion.assertionId, assertion.notOnOrAfter.toISOString()],
      );
      if (fresh.length === 0) return false;
      await tx.query(
        `insert into saml_handoffs (token_hash, provider_id, relay_state, subject, email, display_name, expires_at)
         values ($1, $2, $3, $4, $5, $6, now() + make_interval(secs => $7))`,
        [sha256(handoff), provider.id, body.RelayState, assertion.subject, assertion.email, assertion.displayName, HANDOFF_SECONDS],
      );
      return true;
    });
    if (!accepted) {
      services.log.warn({ provider: provider.id }, 'SAML assertion replayed');
      return failed(c, 'saml_rejected');
    }
    // 303: the browser follows with a GET, a top-level navigation that carries our SameSite=Lax cookies.
    return c.redirect(`${endpoints.samlFinish.path}?handoff=${handoff}`, 303);
  });

  register(app, endpoints.samlFinish, async ({ query, c, services }) => {
    const [row] = await services.db.query<{ provider_id: string; relay_state: string; subject: string; email: string | null; display_name: string | null }>(
      `update saml_handoffs set used_at = now() where token_hash = $1 and used_at is null and expires_at > now()
       returning provider_id, relay_state, subject, email, display_name`,
      [sha256(query.handoff)],
    );
    if (!row) return failed(c, 'saml_expired');
    const provider = await samlProvider(services, row.provider_id);
    if (!provider) return failed(c, 'saml_not_configured');
    let returnPath: string;
    try {
      // Spends the flow: another browser's RelayState, a used or expired one is refused here.
      ({ returnPath } = await consumeFlow(c, services, row.relay_state, provider.id));
    } catch (error) {
      if (error instanceof ApiError) return failed(c, 'saml_rejected');
      throw error;
    }
    const outcome = await signInOrPark(c, services, provider, { providerId: provider.id, subject: row.subject, email: row.email, displayName: row.display_name }, returnPath);
    c.header('cache-control', 'no-store');
    // Judged again at the exit: the Location is what the browser follows (a path stored before a fix is not trusted).
    if (outcome.status === 'signedIn') return c.redirect(safeRedirectPath(outcome.returnPath), 302);
    return c.redirect(`/uniportal/bind-account?token=${encodeURIComponent(outcome.bindToken)}`, 302);
  });
}
