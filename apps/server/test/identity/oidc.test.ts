import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { browser, startTestServer } from '../harness.ts';
import type { Server } from '../../src/server.ts';
import { startOidcParty, type OidcParty } from '../../dev-parties/oidcParty.ts';
import { pointProvider } from '../../dev-parties/demo.ts';
import { DEMO_OIDC_CLIENTS, IDENTITY_DEMO } from '../../src/seed/identity.ts';
import { sha256 } from '../../src/auth/crypto.ts';
import { oidcBrowser } from './oidcBrowser.ts';

/**
 * Enterprise OAuth2 and corporate SSO over OpenID Connect against a real provider (oidc-provider) on 127.0.0.1:
 * the happy paths and every attack the issue lists, each its own test.
 */
const ORIGIN = 'http://localhost';
const ENTERPRISE = { school: IDENTITY_DEMO.enterpriseOauth2, provider: DEMO_OIDC_CLIENTS[0], start: '/api/auth/open/enterprise/oauth2/authorize', back: '/enterpriseOauth2/callback', token: '/api/auth/open/enterprise/oauth2/accesstoken' };
const SSO = { school: IDENTITY_DEMO.ssoOidc, provider: DEMO_OIDC_CLIENTS[1], start: '/api/auth/open/third/uniportal/authorize', back: '/uniportal/callback', token: '/api/auth/open/thirdlogin/accesstoken/' };
/** A second school signing in at the same provider with a client of its own. */
const OTHER = { school: IDENTITY_DEMO.welink, providerId: 'test-other-oauth2', clientId: 'academy-other', secret: 'other-secret', start: ENTERPRISE.start, back: ENTERPRISE.back, token: ENTERPRISE.token };

let server: Server;
let enterpriseParty: OidcParty;
let ssoParty: OidcParty;

type Client = ReturnType<typeof browser>;
type Door = { school: string; start: string; back: string; token: string };

/** Starts a sign-in as the portal's login button would, answering the provider address we were sent to. */
async function start(client: Client, door: Door, redirect = '/portal/1000000000000000011') {
  const answer = await client.get(`${door.start}?schoolId=${door.school}&redirect=${encodeURIComponent(redirect)}`);
  expect(answer).toMatchObject({ status: 302 });
  return answer.headers.get('location')!;
}

/** Signs in at the provider as `login`; answers what the provider sent back to our callback page. */
async function atProvider(authorizeUrl: string, door: Door, login: string, person = oidcBrowser()) {
  const back = await person.signIn(authorizeUrl, login, `${ORIGIN}${door.back}`);
  return { code: back.searchParams.get('code')!, state: back.searchParams.get('state')!, iss: back.searchParams.get('iss') ?? undefined };
}

const sessionsOf = (userId: string) => server.db.query<{ login_method: number; provider_id: string | null; id_token: string | null }>('select login_method, provider_id, id_token from sessions where user_id = $1 and revoked_at is null order by created_at desc', [userId]);

beforeAll(async () => {
  server = await startTestServer();
  const clients = (id: string, secret: string, path: string) => ({ client_id: id, client_secret: secret, redirect_uris: [`${ORIGIN}${path}`], post_logout_redirect_uris: [`${ORIGIN}/login/index`] });
  enterpriseParty = await startOidcParty({
    clients: [clients(ENTERPRISE.provider.clientId, ENTERPRISE.provider.clientSecret, ENTERPRISE.back), clients(OTHER.clientId, OTHER.secret, OTHER.back)],
    accounts: { 'e-learner': { email: 'learner@example.com', email_verified: true, name: 'Ming' } },
  });
  ssoParty = await startOidcParty({
    clients: [clients(SSO.provider.clientId, SSO.provider.clientSecret, SSO.back)],
    // Someone at the SSO provider claiming the administrator's verified e-mail.
    accounts: { 'not-the-admin': { email: 'admin@example.com', email_verified: true, name: 'Wei?' } },
  });
  await pointProvider(server.services, ENTERPRISE.provider.providerId, { issuer: enterpriseParty.url, redirectUris: [`${ORIGIN}${ENTERPRISE.back}`] });
  await pointProvider(server.services, SSO.provider.providerId, { issuer: ssoParty.url, redirectUris: [`${ORIGIN}${SSO.back}`] });
  await server.db.query(
    `insert into identity_providers (id, school_id, kind, protocol, display_name, issuer, client_id, redirect_uris) values ($1, $2, 'enterpriseOauth2', 'oidc', 'Other', $3, $4, $5)`,
    [OTHER.providerId, OTHER.school, enterpriseParty.url, OTHER.clientId, [`${ORIGIN}${OTHER.back}`]],
  );
  await pointProvider(server.services, OTHER.providerId, { issuer: enterpriseParty.url, redirectUris: [`${ORIGIN}${OTHER.back}`], clientSecret: OTHER.secret });
  await server.db.query("insert into external_identities (provider_id, subject, user_id) values ($1, 'e-learner', 'u-learner')", [ENTERPRISE.provider.providerId]);
});

afterAll(async () => {
  await enterpriseParty?.stop();
  await ssoParty?.stop();
  await server?.db.close();
});

describe('enterprise OAuth2 and corporate SSO over OpenID Connect', () => {
  it('answers the school’s OAuth2 config, and a school without a provider gets 404', async () => {
    const config = await browser(server).get(`/api/auth/open/enterprise/oauth2/config?schoolId=${ENTERPRISE.school}`);
    expect(config.body.data).toEqual({ schoolId: ENTERPRISE.school, authorizeServiceUrl: `${ENTERPRISE.start}?schoolId=${ENTERPRISE.school}` });
    expect((await browser(server).get('/api/auth/open/enterprise/oauth2/config?schoolId=1000000000000000001')).status).toBe(404);
  });

  it('starts at the provider with PKCE S256, state, nonce and the registered redirect URI', async () => {
    const url = new URL(await start(browser(server), ENTERPRISE));
    expect(url.origin).toBe(enterpriseParty.url);
    expect(url.searchParams.get('code_challenge_method')).toBe('S256');
    expect(url.searchParams.get('code_challenge')).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(url.searchParams.get('state')).toBeTruthy();
    expect(url.searchParams.get('nonce')).toBeTruthy();
    expect(url.searchParams.get('redirect_uri')).toBe(`${ORIGIN}${ENTERPRISE.back}`);
    expect(url.searchParams.get('client_id')).toBe(ENTERPRISE.provider.clientId);
  });

  it('signs a bound identity in: session cookies, the user, and login method 4 with the ID token kept on the session row', async () => {
    const client = browser(server);
    const back = await atProvider(await start(client, ENTERPRISE), ENTERPRISE, 'e-learner');
    const answer = await client.request('POST', ENTERPRISE.token, { json: back });
    expect(answer).toMatchObject({ status: 200 });
    expect(answer.body.data).toMatchObject({ status: 'signedIn', returnPath: '/portal/1000000000000000011', tokens: { user_id: 'u-learner' } });
    expect(client.jar.has('access_token')).toBe(true);
    expect((await client.get('/api/accounts/users/me')).body.data.userId).toBe('u-learner');
    const [session] = await sessionsOf('u-learner');
    expect(session).toMatchObject({ login_method: 4, provider_id: ENTERPRISE.provider.providerId });
    expect(session!.id_token).toMatch(/^ey/);
  });

  it('never links an SSO identity by its e-mail: one asserting the admin’s verified e-mail goes to bind-account with no session', async () => {
    const client = browser(server);
    const back = await atProvider(await start(client, SSO), SSO, 'not-the-admin');
    const answer = await client.request('POST', SSO.token, { json: back });
    expect(answer).toMatchObject({ status: 200 });
    expect(answer.body.data).toMatchObject({ status: 'bind', providerName: 'Sahara Corporate SSO', displayName: 'Wei?', maskedEmail: 'a***n@example.com' });
    expect(answer.body.data.bindToken).toBeTruthy();
    expect(answer.body.data).not.toHaveProperty('tokens');
    expect(client.jar.has('access_token')).toBe(false);
    expect((await client.get('/api/accounts/users/me')).status).toBe(401);
    expect(await server.db.query('select 1 from external_identities where provider_id = $1', [SSO.provider.providerId])).toHaveLength(0);
  });

  it('answers the SSO callback on the v1 path too', async () => {
    const client = browser(server);
    const back = await atProvider(await start(client, SSO), SSO, 'someone-new');
    const answer = await client.request('POST', '/api/auth/open/thirdlogin/v1/accesstoken/', { json: back });
    expect(answer.body).toMatchObject({ data: { status: 'bind' } });
  });

  it('refuses a callback without its state', async () => {
    const client = browser(server);
    const back = await atProvider(await start(client, ENTERPRISE), ENTERPRISE, 'e-learner');
    const answer = await client.request('POST', ENTERPRISE.token, { json: { code: back.code } });
    expect(answer.status).toBe(400);
    expect(answer.body.message).toMatch(/without its state/);
    expect(client.jar.has('access_token')).toBe(false);
  });

  it('refuses a state presented by another browser (a forwarded callback link)', async () => {
    const victim = browser(server);
    const back = await atProvider(await start(victim, ENTERPRISE), ENTERPRISE, 'e-learner');
    const attacker = browser(server);
    await attacker.get('/api/auth/open/enterprise/oauth2/config?schoolId=' + ENTERPRISE.school);
    const answer = await attacker.request('POST', ENTERPRISE.token, { json: back });
    expect(answer.status).toBe(400);
    expect(attacker.jar.has('access_token')).toBe(false);
  });

  it('refuses a replayed code and state', async () => {
    const client = browser(server);
    const back = await atProvider(await start(client, ENTERPRISE), ENTERPRISE, 'e-learner');
    expect((await client.request('POST', ENTERPRISE.token, { json: back })).status).toBe(200);
    const again = await client.request('POST', ENTERPRISE.token, { json: back });
    expect(again.status).toBe(400);
  });

  it('refuses school A’s code in school B’s flow, both ways, even at the same provider', async () => {
    const client = browser(server);
    const person = oidcBrowser();
    const fromA = await atProvider(await start(client, ENTERPRISE), ENTERPRISE, 'e-learner', person);
    const fromB = await atProvider(await start(client, OTHER), OTHER, 'e-learner', person);
    const aCodeInB = await client.request('POST', ENTERPRISE.token, { json: { code: fromA.code, state: fromB.state, iss: fromA.iss } });
    expect(aCodeInB).toMatchObject({ status: 400 });
    const bCodeInA = await client.request('POST', ENTERPRISE.token, { json: { code: fromB.code, state: fromA.state, iss: fromB.iss } });
    expect(bCodeInA).toMatchObject({ status: 400 });
    expect(client.jar.has('access_token')).toBe(false);
  });

  it('refuses an SSO state at the enterprise OAuth2 door', async () => {
    const client = browser(server);
    const back = await atProvider(await start(client, SSO), SSO, 'not-the-admin');
    expect((await client.request('POST', ENTERPRISE.token, { json: back })).status).toBe(400);
    // Spent at the wrong door: it does not work at the right one afterwards either.
    expect((await client.request('POST', SSO.token, { json: back })).status).toBe(400);
  });

  it('refuses to start from an origin the provider does not know (look-alike hosts, other ports, https downgrade)', async () => {
    for (const origin of ['http://host.evil', 'http://localhost.evil', 'http://evil.localhost', 'http://localhost:8080', 'http://127.0.0.1']) {
      const answer = await browser(server, origin).get(`${ENTERPRISE.start}?schoolId=${ENTERPRISE.school}`);
      expect({ origin, status: answer.status, location: answer.headers.get('location') }).toEqual({ origin, status: 400, location: null });
    }
    const https = await browser(server).request('GET', `${ENTERPRISE.start}?schoolId=${ENTERPRISE.school}`, { headers: { 'x-forwarded-proto': 'https' } });
    expect(https.status).toBe(400);
  });

  it('keeps only same-origin return paths: //evil, /\\evil, javascript:, encoded and absolute addresses become /', async () => {
    for (const redirect of ['//evil.example', '/\\evil.example', 'javascript:alert(1)', '%2F%2Fevil.example', 'http://host.evil/x', '/%2F%2Fevil.example']) {
      const url = new URL(await start(browser(server), ENTERPRISE, redirect));
      const [flow] = await server.db.query<{ return_path: string }>('select return_path from login_flows where state_hash = $1', [sha256(url.searchParams.get('state')!)]);
      expect({ redirect, returnPath: flow!.return_path }).toEqual({ redirect, returnPath: '/' });
    }
  });

  it('the provider itself refuses an unregistered redirect URI', async () => {
    for (const redirectUri of ['http://host.evil/enterpriseOauth2/callback', `${ORIGIN}.evil/enterpriseOauth2/callback`, `${ORIGIN}/enterpriseOauth2/callback/../../evil`, 'javascript:alert(1)//']) {
      const url = new URL(await start(browser(server), ENTERPRISE));
      url.searchParams.set('redirect_uri', redirectUri);
      const answer = await oidcBrowser().get(url.href);
      expect({ redirectUri, status: answer.status, location: answer.location }).toEqual({ redirectUri, status: 400, location: null });
    }
  });

  it('refuses a flow that came back after it expired', async () => {
    const client = browser(server);
    const back = await atProvider(await start(client, ENTERPRISE), ENTERPRISE, 'e-learner');
    await server.db.query("update login_flows set expires_at = now() - interval '1 second' where used_at is null");
    const answer = await client.request('POST', ENTERPRISE.token, { json: back });
    expect(answer.status).toBe(400);
    expect(client.jar.has('access_token')).toBe(false);
  });

  it('answers 502 with a message when the school’s provider cannot be reached', async () => {
    await server.db.query(
      `insert into identity_providers (id, school_id, kind, protocol, display_name, issuer, client_id, redirect_uris) values ('test-down', $1, 'sso', 'oidc', 'Down', 'http://127.0.0.1:9', 'x', $2)`,
      [IDENTITY_DEMO.bigNet, [`${ORIGIN}${SSO.back}`]],
    );
    const answer = await browser(server).get(`${SSO.start}?schoolId=${IDENTITY_DEMO.bigNet}`);
    expect(answer.status).toBe(502);
    expect(answer.body).toMatchObject({ code: 502, message: expect.stringMatching(/could not be reached/) });
  });
});

describe('sign-out follows the session row (spec §4)', () => {
  it('ends an enterprise OAuth2 session at the provider: id_token_hint, client_id, our login page, and the provider accepts it', async () => {
    const client = browser(server);
    const person = oidcBrowser();
    const back = await atProvider(await start(client, ENTERPRISE), ENTERPRISE, 'e-learner', person);
    const signedIn = await client.request('POST', ENTERPRISE.token, { json: back });
    expect(signedIn.status).toBe(200);
    const [session] = await sessionsOf('u-learner');
    // A forged login method in a cookie, a header and the body changes nothing.
    const out = await client.request('DELETE', '/api/auth/open/logout', { headers: { cookie: `access_token=${client.jar.get('access_token')}; login_method=1`, login_method: '1' }, json: { login_method: 1 } });
    expect(out.status).toBe(200);
    const next = new URL(out.body.data.next);
    expect(next.origin).toBe(enterpriseParty.url);
    expect(next.searchParams.get('id_token_hint')).toBe(session!.id_token);
    expect(next.searchParams.get('client_id')).toBe(ENTERPRISE.provider.clientId);
    expect(next.searchParams.get('post_logout_redirect_uri')).toBe(`${ORIGIN}/login/index`);
    expect((await client.get('/api/accounts/users/me')).status).toBe(401);
    const atProviderOut = await person.signOut(next.href);
    expect(atProviderOut.location).toBe(`${ORIGIN}/login/index`);
  });

  it('ends a corporate SSO (OpenID) session at the SSO provider (method 3)', async () => {
    await server.db.query("insert into external_identities (provider_id, subject, user_id) values ($1, 'sso-lecturer', 'u-lecturer') on conflict do nothing", [SSO.provider.providerId]);
    const client = browser(server);
    const back = await atProvider(await start(client, SSO), SSO, 'sso-lecturer');
    expect((await client.request('POST', SSO.token, { json: back })).body).toMatchObject({ data: { status: 'signedIn' } });
    const [session] = await sessionsOf('u-lecturer');
    expect(session).toMatchObject({ login_method: 3, provider_id: SSO.provider.providerId });
    const out = await client.request('DELETE', '/api/auth/open/logout');
    const next = new URL(out.body.data.next);
    expect(next.origin).toBe(ssoParty.url);
    expect(next.searchParams.get('id_token_hint')).toBe(session!.id_token);
  });

  it('a code sign-in claiming login method 4 (cookie, header, body) still goes to the login page', async () => {
    const client = browser(server);
    await client.request('POST', '/api/accounts/open/login/sms-code', { json: { mobile: '13800000002' } });
    const [{ code }] = (await server.db.query<{ code: string }>("select code from outbox where recipient = '13800000002' order by id desc limit 1")) as [{ code: string }];
    expect((await client.request('POST', '/api/auth/oauth/token', { form: { grant_type: 'sms_code', mobile: '13800000002', code } })).status).toBe(200);
    client.jar.set('login_method', '4');
    const out = await client.request('DELETE', '/api/auth/open/logout', { headers: { login_method: '4', 'x-login-method': '4' }, json: { login_method: 4, loginMethod: 4 } });
    expect(out.status).toBe(200);
    expect(out.body.data).toEqual({ signedOut: true, next: null });
  });

  it('a session whose access token expired still signs out at its provider (found by the refresh token)', async () => {
    const client = browser(server);
    const back = await atProvider(await start(client, ENTERPRISE), ENTERPRISE, 'e-learner');
    expect((await client.request('POST', ENTERPRISE.token, { json: back })).status).toBe(200);
    client.jar.delete('access_token');
    const out = await client.request('DELETE', '/api/auth/open/logout');
    expect(out.body.data.next).toMatch(new RegExp(`^${enterpriseParty.url}/`));
  });
});
