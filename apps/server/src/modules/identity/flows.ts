import type { Context } from 'hono';
import { safeRedirectPath } from '@academy/rules';
import type { Services } from '../../http/context.ts';
import { ApiError } from '../../http/errors.ts';
import { identityRefusals } from './refusals.ts';
import { randomToken, sha256 } from '../../auth/crypto.ts';
import { bindBrowser, browserOf } from './browserBinding.ts';

/** A flow must come back within ten minutes (a provider's sign-in page, a second factor there). */
const FLOW_SECONDS = 600;

export type StartedFlow = { state: string; nonce: string; codeVerifier: string };

/** Starts a flow at a provider: state, nonce and PKCE verifier kept server-side, bound to this browser. */
export async function startFlow(c: Context, services: Services, input: { providerId: string; redirectUri: string; returnPath: string | null | undefined }): Promise<StartedFlow> {
  const flow = { state: randomToken(24), nonce: randomToken(24), codeVerifier: randomToken(48) };
  await services.db.query(
    `insert into login_flows (state_hash, provider_id, browser_hash, nonce, code_verifier, redirect_uri, return_path, expires_at)
     values ($1, $2, $3, $4, $5, $6, $7, now() + make_interval(secs => $8))`,
    [sha256(flow.state), input.providerId, bindBrowser(c), flow.nonce, flow.codeVerifier, input.redirectUri, safeRedirectPath(input.returnPath), FLOW_SECONDS],
  );
  return flow;
}

export type ConsumedFlow = { providerId: string; nonce: string | null; codeVerifier: string | null; redirectUri: string; returnPath: string };

/**
 * Takes a flow back once: unknown, expired, used, another browser's or another provider's state is refused (400)
 * and the state is spent either way, so a replayed callback fails.
 */
export async function consumeFlow(c: Context, services: Services, state: string | undefined, providerId: string): Promise<ConsumedFlow> {
  if (!state) throw new ApiError(400, identityRefusals.noState);
  const browser = browserOf(c);
  const [row] = await services.db.query<{ provider_id: string; browser_hash: string; nonce: string | null; code_verifier: string | null; redirect_uri: string; return_path: string }>(
    `update login_flows set used_at = now() where state_hash = $1 and used_at is null and expires_at > now()
     returning provider_id, browser_hash, nonce, code_verifier, redirect_uri, return_path`,
    [sha256(state)],
  );
  if (!row || row.browser_hash !== browser || row.provider_id !== providerId) throw new ApiError(400, identityRefusals.startedElsewhere);
  return { providerId: row.provider_id, nonce: row.nonce, codeVerifier: row.code_verifier, redirectUri: row.redirect_uri, returnPath: row.return_path };
}
