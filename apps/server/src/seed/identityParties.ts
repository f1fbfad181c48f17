import { endpoints } from '@academy/contract';
import type { Database } from '../db/index.ts';
import { loadSecret } from '../auth/secret.ts';
import { sealSecret } from '../modules/identity/secretBox.ts';
import { IDENTITY_DEMO } from './identity.ts';

/**
 * The demo's SAML and messaging-app providers (issue 20): rows for the schools seed/identity.ts makes. Until
 * `dev-parties/demo.ts` starts their parties and points the rows at them, the SAML school answers "not configured"
 * and the messaging app is unreachable.
 */
export const DEMO_SAML_PROVIDER = { id: 'school-013-sso-saml', schoolId: IDENTITY_DEMO.ssoSaml, displayName: 'Oasis Corporate SSO (SAML)' } as const;
/** The messaging app's client at the demo party (fixed, never used in production). */
export const DEMO_WELINK_PROVIDER = { id: 'school-014-welink', schoolId: IDENTITY_DEMO.welink, kind: 'welink', displayName: 'WeLink', clientId: 'academy-014', clientSecret: 'demo-secret-014-welink' } as const;
/** The enterprise cloud app (…016, login method 2): its sessions sign out at the party's `/signed-out` page. */
export const DEMO_HW_PROVIDER = { id: 'school-016-hw', schoolId: IDENTITY_DEMO.hw, kind: 'hw', displayName: 'Enterprise Cloud', clientId: 'academy-016', clientSecret: 'demo-secret-016-hw' } as const;
/** The office messaging app (…017). */
export const DEMO_IMC_PROVIDER = { id: 'school-017-imc', schoolId: IDENTITY_DEMO.imc, kind: 'imc', displayName: 'IMC Messenger', clientId: 'academy-017', clientSecret: 'demo-secret-017-imc' } as const;
export const DEMO_MESSAGING_PROVIDERS = [DEMO_WELINK_PROVIDER, DEMO_HW_PROVIDER, DEMO_IMC_PROVIDER] as const;
export type DemoMessagingProvider = (typeof DEMO_MESSAGING_PROVIDERS)[number];
/** The party path an enterprise cloud session signs out to (dev-parties/messagingParty.ts). */
export const MESSAGING_SIGNED_OUT_PATH = '/signed-out';

export const SAML_ACS_PATH = endpoints.samlAcs.path;
export const MESSAGING_CALLBACK_PATH = { welink: '/welink/callback', hw: '/hw/callback', imc: '/imc/callback' } as const;

/** Idempotent: adds the rows a database seeded earlier lacks. */
export async function seedIdentityParties(db: Database): Promise<void> {
  const secret = await loadSecret(db, process.env.SESSION_SECRET);
  await db.query(
    `insert into identity_providers (id, school_id, kind, protocol, display_name) values ($1, $2, 'sso', 'saml', $3) on conflict (id) do nothing`,
    [DEMO_SAML_PROVIDER.id, DEMO_SAML_PROVIDER.schoolId, DEMO_SAML_PROVIDER.displayName],
  );
  for (const provider of DEMO_MESSAGING_PROVIDERS) {
    await db.query(
      `insert into identity_providers (id, school_id, kind, protocol, display_name, issuer, client_id, client_secret_enc)
       values ($1, $2, $3, 'oauth2', $4, 'http://127.0.0.1:9', $5, $6) on conflict (id) do nothing`,
      [provider.id, provider.schoolId, provider.kind, provider.displayName, provider.clientId, sealSecret(secret, provider.clientSecret)],
    );
  }
}
