import type { Database } from '../db/index.ts';
import { loadSecret } from '../auth/secret.ts';
import { sealSecret } from '../modules/identity/secretBox.ts';
import { IDENTITY_DEMO } from './identity.ts';

/**
 * The demo's internal-network school (…015): its intranet OpenID provider, usable from loopback and 10.0.0.0/8 —
 * so the demo on this machine is "inside" and the page's refusal can be seen from any other address.
 * `dev-parties/demo.ts` points the issuer and redirect URIs at the OpenID party it starts, as for the other schools.
 */
export const DEMO_BIGNET_CLIENT = {
  providerId: 'school-015-bignet',
  schoolId: IDENTITY_DEMO.bigNet,
  kind: 'bignet',
  displayName: 'Intranet Academy network sign-in',
  clientId: 'academy-015',
  clientSecret: 'demo-secret-015-internal-network',
  ipRanges: ['127.0.0.0/8', '::1/128', '10.0.0.0/8'],
} as const;

/** Idempotent, like seedIdentityDemo (which must run first: it creates the school). */
export async function seedNetworkDemo(db: Database): Promise<void> {
  const secret = await loadSecret(db, process.env.SESSION_SECRET);
  const client = DEMO_BIGNET_CLIENT;
  await db.query(
    `insert into identity_providers (id, school_id, kind, protocol, display_name, issuer, client_id, client_secret_enc, ip_ranges)
     values ($1, $2, 'bignet', 'oidc', $3, 'http://127.0.0.1:9', $4, $5, $6) on conflict (id) do nothing`,
    [client.providerId, client.schoolId, client.displayName, client.clientId, sealSecret(secret, client.clientSecret), [...client.ipRanges]],
  );
}
