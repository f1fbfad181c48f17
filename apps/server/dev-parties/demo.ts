import type { Services } from '../src/http/context.ts';
import { sealSecret } from '../src/modules/identity/secretBox.ts';
import { DEMO_OIDC_CLIENTS } from '../src/seed/identity.ts';
import {
  DEMO_HW_PROVIDER, DEMO_IMC_PROVIDER, DEMO_SAML_PROVIDER, DEMO_WELINK_PROVIDER, MESSAGING_CALLBACK_PATH, MESSAGING_SIGNED_OUT_PATH, SAML_ACS_PATH,
  type DemoMessagingProvider,
} from '../src/seed/identityParties.ts';
import { startMessagingParty, type MessagingUser } from './messagingParty.ts';
import { startOidcParty } from './oidcParty.ts';
import { startSamlParty } from './samlParty.ts';
import { DEMO_BIGNET_CLIENT } from '../src/seed/identityNetwork.ts';

/**
 * The demo's identity providers (issue 20): real parties on 127.0.0.1, started with the demo server (main.ts, unless
 * DEMO_IDENTITY_PARTIES=0) and pointed at by the demo schools' provider rows. Never part of the production bundle:
 * main.ts imports this file by a path esbuild does not follow.
 */
export type RunningParty = { url: string; stop(): Promise<void> };
export type DemoParty = {
  schoolId: string;
  /** Printed on the console, e.g. "SSO (OpenID)". */
  label: string;
  /** Starts the party and points the school's provider row at it; `origins` are the addresses the portal is served on. */
  start(services: Services, origins: string[]): Promise<RunningParty>;
};

/** Points a provider row at a running party: its issuer, the exact redirect URIs per origin, and the client secret. */
export async function pointProvider(services: Services, providerId: string, target: { issuer: string; redirectUris: string[]; clientSecret?: string }) {
  await services.db.query(
    'update identity_providers set issuer = $2, redirect_uris = $3, client_secret_enc = coalesce($4, client_secret_enc) where id = $1',
    [providerId, target.issuer, target.redirectUris, target.clientSecret ? sealSecret(services.secret, target.clientSecret) : null],
  );
}

const DEMO_ACCOUNTS = {
  learner: { email: 'learner@example.com', email_verified: true, name: '李明 Ming' },
  admin: { email: 'admin@example.com', email_verified: true, name: '张伟 Wei' },
};

type DemoOidcClient = { schoolId: string; providerId: string; clientId: string; clientSecret: string };

const oidcDemoParty = (client: DemoOidcClient, label: string, callbackPath: string): DemoParty => ({
  schoolId: client.schoolId,
  label,
  async start(services, origins) {
    const redirectUris = origins.map((origin) => `${origin}${callbackPath}`);
    const party = await startOidcParty({
      clients: [{ client_id: client.clientId, client_secret: client.clientSecret, redirect_uris: redirectUris, post_logout_redirect_uris: origins.map((origin) => `${origin}/login/index`) }],
      accounts: DEMO_ACCOUNTS,
    });
    // The secret is sealed again under this server's secret (a rotated SESSION_SECRET would leave the seeded one unreadable).
    await pointProvider(services, client.providerId, { issuer: party.url, redirectUris, clientSecret: client.clientSecret });
    return party;
  },
});

/** Corporate SSO over SAML (…013): a samlify IdP whose sign-in form takes any name. */
const samlDemoParty: DemoParty = {
  schoolId: DEMO_SAML_PROVIDER.schoolId,
  label: 'SSO (SAML)',
  async start(services, origins) {
    const party = await startSamlParty({ users: [{ subject: 'learner', email: DEMO_ACCOUNTS.learner.email, displayName: DEMO_ACCOUNTS.learner.name }] });
    await services.db.query('update identity_providers set saml_idp_metadata = $2, redirect_uris = $3 where id = $1', [
      DEMO_SAML_PROVIDER.id, party.metadata, origins.map((origin) => `${origin}${SAML_ACS_PATH}`),
    ]);
    return party;
  },
};

/** The messaging apps' users at their demo parties: who "Continue as …" signs in (a new one: bind-account). */
const MESSAGING_USERS: Record<DemoMessagingProvider['kind'], MessagingUser> = {
  welink: { userId: 'wl-0001', name: 'Wang Li', tenantId: 'tenant-demo' },
  hw: { userId: 'hw-0001', name: 'Chen Jing', tenantId: 'tenant-cloud' },
  imc: { userId: 'imc-0001', name: 'Liu Yang', tenantId: 'tenant-office' },
};

/**
 * A messaging app (…014 WeLink, …016 enterprise cloud, …017 IMC): the small authorization server ("Continue as …")
 * coming back to the app's own callback page. The enterprise cloud's sessions (method 2) sign out at the party's
 * signed-out page.
 */
const messagingDemoParty = (provider: DemoMessagingProvider, label: string): DemoParty => ({
  schoolId: provider.schoolId,
  label,
  async start(services, origins) {
    const redirectUris = origins.map((origin) => `${origin}${MESSAGING_CALLBACK_PATH[provider.kind]}`);
    const party = await startMessagingParty({ clients: [{ clientId: provider.clientId, clientSecret: provider.clientSecret, redirectUris }], user: MESSAGING_USERS[provider.kind] });
    await pointProvider(services, provider.id, { issuer: party.url, redirectUris, clientSecret: provider.clientSecret });
    if (provider.kind === 'hw') await services.db.query('update identity_providers set sign_out_url = $2 where id = $1', [provider.id, `${party.url}${MESSAGING_SIGNED_OUT_PATH}`]);
    return party;
  },
});

/**
 * Every demo party, one entry per sign-in method that has an outside provider. The internal network (…015) signs in
 * at its own (intranet) OpenID party, allowed only from its provider row's IP ranges; it comes back through the SSO
 * callback.
 */
export const demoParties: DemoParty[] = [
  oidcDemoParty(DEMO_OIDC_CLIENTS[0], 'enterprise OAuth2 (OpenID)', '/enterpriseOauth2/callback'),
  oidcDemoParty(DEMO_OIDC_CLIENTS[1], 'SSO (OpenID)', '/uniportal/callback'),
  samlDemoParty,
  messagingDemoParty(DEMO_WELINK_PROVIDER, 'messaging app (WeLink)'),
  oidcDemoParty(DEMO_BIGNET_CLIENT, 'internal network (intranet OpenID)', '/uniportal/callback'),
  messagingDemoParty(DEMO_HW_PROVIDER, 'enterprise cloud (hw)'),
  messagingDemoParty(DEMO_IMC_PROVIDER, 'messaging app (IMC)'),
];

/** Starts every demo party; a party that fails to start is reported and skipped (the rest of the demo still runs). */
export async function startDemoParties(services: Services, serverOrigins: string[]) {
  const running: (RunningParty & { schoolId: string; label: string })[] = [];
  const failed: { schoolId: string; label: string; error: unknown }[] = [];
  for (const party of demoParties) {
    try {
      running.push({ ...(await party.start(services, serverOrigins)), schoolId: party.schoolId, label: party.label });
    } catch (error) {
      failed.push({ schoolId: party.schoolId, label: party.label, error });
    }
  }
  return {
    running: running.map(({ schoolId, label, url }) => ({ schoolId, label, url })),
    failed,
    stop: () => Promise.all(running.map((party) => party.stop())).then(() => undefined),
  };
}
