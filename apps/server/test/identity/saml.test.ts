import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Server } from '../../src/server.ts';
import { DEMO } from '../../src/seed/seed.ts';
import { browser, startTestServer } from '../harness.ts';
import { startSamlParty, type SamlParty } from '../../dev-parties/samlParty.ts';

/**
 * Corporate SSO over SAML 2.0 against a real samlify identity provider on 127.0.0.1: a signed assertion signs a
 * bound identity in (login method 3) or parks a new one for bind-account; anything tampered, replayed, unsigned,
 * meant for another school or finished in another browser ends on the error page without a session.
 */
let server: Server;
let party: SamlParty;
const ORIGIN = 'http://localhost';
const ACS = '/api/auth/open/thirdlogin/saml/acs';
const SCHOOL_A = '1000000000000000013';
const SCHOOL_B = DEMO.mainland;
const PROVIDER_A = 'saml-test-a';
const PROVIDER_B = 'saml-test-b';
type Client = ReturnType<typeof browser>;

beforeAll(async () => {
  server = await startTestServer();
  party = await startSamlParty({ users: [{ subject: 'alice', email: 'alice@contoso.test', displayName: 'Alice' }] });
  // The demo may seed its own SAML row for school A: the tests' rows replace it.
  await server.db.query("update identity_providers set enabled = false where kind = 'sso' and school_id in ($1, $2)", [SCHOOL_A, SCHOOL_B]);
  for (const [id, school] of [[PROVIDER_A, SCHOOL_A], [PROVIDER_B, SCHOOL_B]]) {
    await server.db.query(
      `insert into identity_providers (id, school_id, kind, protocol, display_name, saml_idp_metadata, redirect_uris) values ($1, $2, 'sso', 'saml', 'Contoso SAML', $3, $4)`,
      [id, school, party.metadata, [`${ORIGIN}${ACS}`]],
    );
  }
  await server.db.query('insert into external_identities (provider_id, subject, user_id) values ($1, $2, $3)', [PROVIDER_A, 'alice', DEMO.learner.id]);
}, 60_000);
afterAll(async () => {
  await party?.stop();
  await server?.db.close();
});

/** Starts signing in at a school in this browser: the 302 to the IdP with the AuthnRequest. */
async function start(client: Client, school = SCHOOL_A, redirect = `/portal/${SCHOOL_A}/search`) {
  const answer = await client.get(`/api/auth/open/third/saml/login?schoolId=${school}&redirect=${encodeURIComponent(redirect)}`);
  expect(answer.status).toBe(302);
  const location = answer.headers.get('location')!;
  expect(location.startsWith(`${party.url}/sso?`)).toBe(true);
  return location;
}

/**
 * The IdP's auto-submitting form: a cross-site POST, so the browser sends the IdP's Origin and none of our
 * SameSite=Lax cookies.
 */
async function postToAcs(form: { SAMLResponse: string; RelayState: string }, origin: string | null = null) {
  const headers: Record<string, string> = { host: 'localhost', 'content-type': 'application/x-www-form-urlencoded' };
  if (origin) headers.origin = origin;
  const response = await server.app.request(`${ORIGIN}${ACS}`, { method: 'POST', headers, body: new URLSearchParams(form).toString() });
  return { status: response.status, location: response.headers.get('location') ?? '', cookies: response.headers.getSetCookie() };
}

/** The ACS's 303, followed by the browser (a top-level GET with its cookies). */
async function finish(client: Client, acsLocation: string) {
  expect(acsLocation.startsWith('/api/auth/open/thirdlogin/saml/finish?handoff=')).toBe(true);
  const answer = await client.get(acsLocation);
  expect(answer.status).toBe(302);
  return answer.headers.get('location')!;
}

const REJECTED = '/uniportal/callback?error=saml_rejected';
const signedIn = (client: Client) => client.jar.has('access_token');

describe('signing in', () => {
  test('a bound identity signs in, remembered as corporate SSO (method 3) with its provider, and goes where it asked', async () => {
    const client = browser(server);
    const posted = await party.login(await start(client), { subject: 'alice' });
    expect(posted.acsUrl).toBe(`${ORIGIN}${ACS}`);
    const acs = await postToAcs(posted);
    expect(acs.status).toBe(303);
    expect(await finish(client, acs.location)).toBe(`/portal/${SCHOOL_A}/search`);
    expect(signedIn(client)).toBe(true);
    const me = await client.get('/api/accounts/users/me');
    expect(me.body.data.userId).toBe(DEMO.learner.id);
    const [session] = await server.db.query<{ login_method: number; provider_id: string }>('select login_method, provider_id from sessions where user_id = $1 order by created_at desc limit 1', [DEMO.learner.id]);
    expect(session).toEqual({ login_method: 3, provider_id: PROVIDER_A });
  });

  test('the IdP’s form post is accepted with the IdP’s Origin and without our cookies (a browser’s cross-site POST)', async () => {
    const client = browser(server);
    const acs = await postToAcs(await party.login(await start(client), { subject: 'alice' }), party.url);
    expect(acs.status).toBe(303);
    expect(await finish(client, acs.location)).toBe(`/portal/${SCHOOL_A}/search`);
  });

  test('a new identity goes to bind-account, even when it asserts a teacher’s e-mail: never a session', async () => {
    const client = browser(server);
    const posted = await party.login(await start(client), { subject: 'mallory', email: 'learner@example.com', displayName: 'Not the learner' });
    const location = await finish(client, (await postToAcs(posted)).location);
    expect(location).toMatch(/^\/uniportal\/bind-account\?token=[\w-]{20,}$/);
    expect(signedIn(client)).toBe(false);
    const token = new URL(location, ORIGIN).searchParams.get('token')!;
    const [pending] = await server.db.query<{ subject: string; email: string }>('select subject, email from pending_binds where provider_id = $1 and used_at is null order by created_at desc limit 1', [PROVIDER_A]);
    expect(pending).toEqual({ subject: 'mallory', email: 'learner@example.com' });
    expect(token.length).toBeGreaterThan(20);
  });

  test('the metadata names the school’s own entity id and our ACS', async () => {
    const answer = await browser(server).get(`/api/auth/open/third/saml/metadata?schoolId=${SCHOOL_A}`);
    expect(answer.status).toBe(200);
    expect(answer.body).toContain(`entityID="${ORIGIN}/api/auth/open/third/saml/metadata?schoolId=${SCHOOL_A}"`);
    expect(answer.body).toContain(`Location="${ORIGIN}${ACS}"`);
    expect(answer.body).toContain('WantAssertionsSigned="true"');
  });

  test('a school without SAML, or an origin not registered, never reaches an IdP', async () => {
    const none = await browser(server).get(`/api/auth/open/third/saml/login?schoolId=${DEMO.overseas}`);
    expect(none.status).toBe(302);
    expect(none.headers.get('location')).toBe('/uniportal/callback?error=saml_not_configured');
    const bad = await browser(server).get('/api/auth/open/third/saml/login?schoolId=nope');
    expect(bad.status).toBe(400);
    const elsewhere = await browser(server, 'http://evil.test').get(`/api/auth/open/third/saml/login?schoolId=${SCHOOL_A}`);
    expect(elsewhere.status).toBe(400);
  });
});

describe('attacks that must fail', () => {
  /** The response the IdP would post for alice, decoded. */
  async function aliceResponse(client: Client) {
    const posted = await party.login(await start(client), { subject: 'alice' });
    return { ...posted, xml: Buffer.from(posted.SAMLResponse, 'base64').toString('utf8') };
  }
  const encode = (xml: string) => Buffer.from(xml).toString('base64');

  test('a NameID changed after signing is refused', async () => {
    const client = browser(server);
    const { xml, RelayState } = await aliceResponse(client);
    const tampered = xml.replace('>alice</saml:NameID>', '>bob</saml:NameID>');
    expect(tampered).not.toBe(xml);
    const acs = await postToAcs({ SAMLResponse: encode(tampered), RelayState });
    expect(acs.location).toBe(REJECTED);
    expect(signedIn(client)).toBe(false);
  });

  test('an attribute changed after signing is refused', async () => {
    const client = browser(server);
    const { xml, RelayState } = await aliceResponse(client);
    const tampered = xml.replace('alice@contoso.test', 'learner@example.com');
    expect(tampered).not.toBe(xml);
    expect((await postToAcs({ SAMLResponse: encode(tampered), RelayState })).location).toBe(REJECTED);
  });

  test('a replayed response is refused, even with a fresh flow', async () => {
    const client = browser(server);
    const posted = await party.login(await start(client), { subject: 'alice' });
    const first = await postToAcs(posted);
    expect(first.status).toBe(303);
    expect((await postToAcs(posted)).location).toBe(REJECTED);
    // The same assertion under a new RelayState of the same browser: still used.
    const again = await start(client);
    expect((await postToAcs({ SAMLResponse: posted.SAMLResponse, RelayState: party.readRequest(again).relayState })).location).toBe(REJECTED);
    // The hand-off works once.
    await finish(client, first.location);
    expect(await finish(client, first.location)).toBe('/uniportal/callback?error=saml_expired');
  });

  test('an unsigned assertion, or one signed by a key the school’s metadata does not name, is refused', async () => {
    const client = browser(server);
    for (const sign of ['none', 'otherKey'] as const) {
      const request = party.readRequest(await start(client));
      const SAMLResponse = party.buildResponse({ subject: 'alice', inResponseTo: request.id, acsUrl: request.acsUrl, audience: request.issuer, sign });
      expect((await postToAcs({ SAMLResponse, RelayState: request.relayState })).location).toBe(REJECTED);
    }
    expect(signedIn(client)).toBe(false);
  });

  test('an expired assertion is refused', async () => {
    const client = browser(server);
    const request = party.readRequest(await start(client));
    const SAMLResponse = party.buildResponse({ subject: 'alice', inResponseTo: request.id, acsUrl: request.acsUrl, audience: request.issuer, lifetimeSeconds: -600 });
    expect((await postToAcs({ SAMLResponse, RelayState: request.relayState })).location).toBe(REJECTED);
  });

  test('a response for another school’s service provider (audience) is refused', async () => {
    const client = browser(server);
    const forB = party.readRequest(await start(client, SCHOOL_B, '/'));
    const forA = party.readRequest(await start(client));
    expect(forB.issuer).not.toBe(forA.issuer);
    // Made for school B's SP, answering A's request: the audience gives it away.
    const SAMLResponse = party.buildResponse({ subject: 'alice', inResponseTo: forA.id, acsUrl: forA.acsUrl, audience: forB.issuer });
    expect((await postToAcs({ SAMLResponse, RelayState: forA.relayState })).location).toBe(REJECTED);
    // B's whole response under A's RelayState: another request.
    const wholeB = party.buildResponse({ subject: 'alice', inResponseTo: forB.id, acsUrl: forB.acsUrl, audience: forB.issuer });
    expect((await postToAcs({ SAMLResponse: wholeB, RelayState: forA.relayState })).location).toBe(REJECTED);
  });

  test('a RelayState started in another browser is refused at finish, without a session', async () => {
    const victim = browser(server);
    const attacker = browser(server);
    const posted = await party.login(await start(victim), { subject: 'alice' });
    const acs = await postToAcs(posted);
    expect(acs.status).toBe(303);
    expect(await finish(attacker, acs.location)).toBe(REJECTED);
    expect(signedIn(attacker)).toBe(false);
  });

  // Issue 32: same-site paths before normalisation, protocol-relative after it. After a real sign-in the Location
  // must be a path the browser follows to this origin.
  test.each([
    '/./%2e/..//evil.example',
    '/a/..//evil.example/x?y=1',
    '/%2e%2e//evil.example',
    '/a/../\\evil.example',
    '/./\\evil.example',
    '/%5C%5Cevil.example',
    '/\t/evil.example',
    '/.\n//evil.example',
    '/%2F%2Fevil.example',
  ])('a redirect of %j ends on this site after a real sign-in', async (redirect) => {
    const client = browser(server);
    const acs = await postToAcs(await party.login(await start(client, SCHOOL_A, redirect), { subject: 'alice' }));
    const location = await finish(client, acs.location);
    expect(signedIn(client)).toBe(true);
    expect(new URL(location, `${ORIGIN}/any/page`).origin).toBe(ORIGIN);
    expect(location).toBe('/');
  });

  test('a return path stored before the fix is judged again at the exit', async () => {
    const client = browser(server);
    const posted = await party.login(await start(client), { subject: 'alice' });
    await server.db.query("update login_flows set return_path = '//evil.example/x' where used_at is null");
    const location = await finish(client, (await postToAcs(posted)).location);
    expect(location).toBe('/');
  });
});
