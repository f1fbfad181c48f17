import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import * as samlify from 'samlify';
import type { Server } from '../../src/server.ts';
import { DEMO } from '../../src/seed/seed.ts';
import { startSession } from '../../src/auth/tokens.ts';
import { LOGIN_METHOD } from '@academy/rules';
import { browser, signIn, startTestServer } from '../harness.ts';
import { startSamlParty, type SamlParty } from '../../dev-parties/samlParty.ts';

/**
 * Spec §4 sign-out for the methods other than OpenID, decided from the session row only: a SAML session (method 3)
 * goes to the IdP's SingleLogoutService with a LogoutRequest for its NameID (a real samlify IdP on 127.0.0.1), or to
 * the login page when the IdP has none; an enterprise cloud session (method 2) to its provider's sign-out page when
 * the row has one. Whatever the browser claims about its login method changes nothing.
 */
let server: Server;
let withSlo: SamlParty;
let withoutSlo: SamlParty;
const ORIGIN = 'http://localhost';
const ACS = '/api/auth/open/thirdlogin/saml/acs';
const SCHOOL_SLO = '1000000000000000013';
const SCHOOL_NO_SLO = DEMO.mainland;
const HW_SCHOOL = '1000000000000000014';
type Client = ReturnType<typeof browser>;

beforeAll(async () => {
  server = await startTestServer();
  withSlo = await startSamlParty();
  withoutSlo = await startSamlParty({ singleLogout: false });
  await server.db.query("update identity_providers set enabled = false where kind in ('sso', 'hw') and school_id in ($1, $2, $3)", [SCHOOL_SLO, SCHOOL_NO_SLO, HW_SCHOOL]);
  for (const [id, school, party] of [['slo-test-a', SCHOOL_SLO, withSlo], ['slo-test-b', SCHOOL_NO_SLO, withoutSlo]] as const) {
    await server.db.query(
      `insert into identity_providers (id, school_id, kind, protocol, display_name, saml_idp_metadata, redirect_uris) values ($1, $2, 'sso', 'saml', 'Contoso SAML', $3, $4)`,
      [id, school, party.metadata, [`${ORIGIN}${ACS}`]],
    );
  }
  await server.db.query("insert into external_identities (provider_id, subject, user_id) values ('slo-test-a', 'alice', $1), ('slo-test-b', 'bob', $2)", [DEMO.learner.id, 'u-lecturer']);
  await server.db.query(
    `insert into identity_providers (id, school_id, kind, protocol, display_name, issuer, client_id, sign_out_url) values
     ('hw-test-out', $1, 'hw', 'oauth2', 'Enterprise cloud', 'http://127.0.0.1:9', 'academy-hw', 'https://cloud.example/portal/signout?from=academy'),
     ('hw-test-none', $2, 'hw', 'oauth2', 'Enterprise cloud', 'http://127.0.0.1:9', 'academy-hw2', null)`,
    [HW_SCHOOL, SCHOOL_NO_SLO],
  );
}, 60_000);
afterAll(async () => {
  await withSlo?.stop();
  await withoutSlo?.stop();
  await server?.db.close();
});

/** A SAML sign-in through the IdP's answer, finished in this browser. */
async function samlSignIn(party: SamlParty, school: string, subject: string): Promise<Client> {
  const client = browser(server);
  const start = await client.get(`/api/auth/open/third/saml/login?schoolId=${school}&redirect=${encodeURIComponent(`/portal/${school}`)}`);
  expect(start.status).toBe(302);
  const posted = await party.login(start.headers.get('location')!, { subject });
  const acs = await server.app.request(`${ORIGIN}${ACS}`, {
    method: 'POST',
    headers: { host: 'localhost', 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ SAMLResponse: posted.SAMLResponse, RelayState: posted.RelayState }).toString(),
  });
  expect(acs.status).toBe(303);
  const finish = await client.get(acs.headers.get('location')!);
  expect(finish.headers.get('location')).toBe(`/portal/${school}`);
  expect(client.jar.has('access_token')).toBe(true);
  return client;
}

/** A session started by a provider of the given method, as the exchange would start it, in a new browser. */
async function providerSession(userId: string, loginMethod: number, providerId: string): Promise<Client> {
  const pair = await server.db.transaction((tx) => startSession(tx, server.services, userId, { loginMethod, providerId, idToken: null }));
  const client = browser(server);
  client.jar.set('access_token', pair.accessToken);
  client.jar.set('refresh_token', pair.refreshToken);
  return client;
}

/** Every way a browser could claim a login method: a cookie, headers and the body. */
const forged = (method: number) => ({ headers: { login_method: String(method), 'x-login-method': String(method) }, json: { login_method: method, loginMethod: method } });

async function signOut(client: Client, claim?: number) {
  if (claim !== undefined) client.jar.set('login_method', String(claim));
  const out = await client.request('DELETE', '/api/auth/open/logout', claim === undefined ? {} : forged(claim));
  expect(out.status).toBe(200);
  expect((await client.get('/api/accounts/users/me')).status).toBe(401);
  return out.body.data as { signedOut: true; next: string | null };
}

describe('a SAML session (method 3)', () => {
  test('signs out at the IdP’s SingleLogoutService with a LogoutRequest for its NameID, then comes back to the login page', async () => {
    const client = await samlSignIn(withSlo, SCHOOL_SLO, 'alice');
    const { next } = await signOut(client);
    const url = new URL(next!);
    expect(`${url.origin}${url.pathname}`).toBe(`${withSlo.url}/slo`);
    expect(url.searchParams.get('RelayState')).toBe(`${ORIGIN}/login/index`);
    const request = samlify.Extractor.extract(samlify.Utility.inflateString(url.searchParams.get('SAMLRequest')!), samlify.Extractor.logoutRequestFields) as { issuer: string; nameID: string };
    expect(request).toMatchObject({ issuer: `${ORIGIN}/api/auth/open/third/saml/metadata?schoolId=${SCHOOL_SLO}`, nameID: 'alice' });

    // The IdP takes it and sends the browser back to our login page.
    const atIdp = await fetch(next!, { redirect: 'manual' });
    expect(atIdp.status).toBe(302);
    expect(atIdp.headers.get('location')).toBe(`${ORIGIN}/login/index`);
    expect(withSlo.logouts().at(-1)).toMatchObject({ nameId: 'alice', destination: `${withSlo.url}/slo` });
  });

  test('a forged login method from the browser still signs out at the IdP', async () => {
    const client = await samlSignIn(withSlo, SCHOOL_SLO, 'alice');
    const { next } = await signOut(client, LOGIN_METHOD.account);
    expect(new URL(next!).origin).toBe(withSlo.url);
  });

  test('goes to the login page when the IdP’s metadata names no single logout', async () => {
    const client = await samlSignIn(withoutSlo, SCHOOL_NO_SLO, 'bob');
    expect(await signOut(client)).toEqual({ signedOut: true, next: null });
  });

  test('a session whose access token expired still signs out at the IdP (found by the refresh token)', async () => {
    const client = await samlSignIn(withSlo, SCHOOL_SLO, 'alice');
    client.jar.delete('access_token');
    const out = await client.request('DELETE', '/api/auth/open/logout');
    expect(out.status).toBe(200);
    expect(new URL(out.body.data.next).origin).toBe(withSlo.url);
  });
});

describe('an enterprise cloud session (method 2)', () => {
  test('goes to the provider’s sign-out page from its row', async () => {
    const client = await providerSession(DEMO.learner.id, LOGIN_METHOD.enterpriseCloud, 'hw-test-out');
    expect(await signOut(client)).toEqual({ signedOut: true, next: 'https://cloud.example/portal/signout?from=academy' });
  });

  test('goes to the login page when the row has no sign-out page', async () => {
    const client = await providerSession(DEMO.learner.id, LOGIN_METHOD.enterpriseCloud, 'hw-test-none');
    expect(await signOut(client)).toEqual({ signedOut: true, next: null });
  });
});

describe('what the browser says is never asked', () => {
  test('a code sign-in claiming SAML or enterprise cloud goes to the login page', async () => {
    for (const claim of [LOGIN_METHOD.corporateSso, LOGIN_METHOD.enterpriseCloud]) {
      const client = await signIn(server, '13800000002');
      expect(await signOut(client, claim)).toEqual({ signedOut: true, next: null });
    }
  });

  test('a session row pointing at a SAML provider but not begun by SSO does not go to its single logout', async () => {
    // Method 2 with the SAML row: only an hw provider has an enterprise cloud sign-out page.
    const client = await providerSession(DEMO.learner.id, LOGIN_METHOD.enterpriseCloud, 'slo-test-a');
    expect(await signOut(client)).toEqual({ signedOut: true, next: null });
  });
});
