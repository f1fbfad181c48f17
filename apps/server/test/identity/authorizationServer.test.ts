// @postgres-pass: the provider's store is shared by instances — one code or refresh token redeemed by concurrent requests must be spent once (atomic consume on a pool)
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as oidc from 'openid-client';
// The harness first: it loads the server and its seed modules in the order they expect.
import { browser, signIn, startTestServer } from '../harness.ts';
import type { Server } from '../../src/server.ts';
import { DEMO } from '../../src/seed/seed.ts';
import { DEMO_OAUTH_CLIENT } from '../../src/seed/oauthClients.ts';
import { registerClient } from '../../src/modules/identity/authorizationServer/clients.ts';
import { signingKey } from '../../src/modules/identity/authorizationServer/keys.ts';
import { createApiApp } from '../../src/http/app.ts';
import { identityRoutes } from '../../src/modules/identity/routes.ts';
import { openidRelyingParty } from './openidRelyingParty.ts';

/**
 * Our OpenID provider (oidc-provider, decision 0028) driven by a certified relying party, openid-client, in process:
 * its requests go to the app's fetch handler. The person's steps (the portal page's calls) are made with the
 * signed-in learner's cookies; the browser's own flow through the pages is e2e/openid-provider.spec.ts.
 */
const APP = DEMO_OAUTH_CLIENT;
const PUBLIC_APP = { clientId: 'harbour-reader', redirectUri: 'https://reader.example/cb' };

let server: Server;
let issuer: string;
let learner: Client;
let admin: Client;
type Client = ReturnType<typeof browser>;
const { relyingParty, visit, startFlow, authorize } = openidRelyingParty(() => server, APP);

beforeAll(async () => {
  server = await startTestServer();
  issuer = server.services.config.oidcIssuer;
  await registerClient(server.db, { clientId: PUBLIC_APP.clientId, schoolId: DEMO.mainland, name: 'Harbour Reader', redirectUris: [PUBLIC_APP.redirectUri], scopes: ['openid', 'profile', 'email'] });
  const [school] = await server.db.query<{ id: string }>('select id from schools where id not in (select school_id from members where user_id = $1) order by id limit 1', [DEMO.learner.id]);
  await registerClient(server.db, { clientId: 'other-school-app', schoolId: school!.id, name: 'Elsewhere', redirectUris: ['https://elsewhere.example/cb'] });
  learner = await signIn(server, DEMO.learner.mobile);
  admin = await signIn(server, DEMO.admin.mobile);
}, 60_000);

afterAll(async () => {
  await server?.db.close();
});

describe('the provider’s cookies', () => {
  it('are HttpOnly, signed and SameSite=Lax, and Secure when the browser came over HTTPS (nginx says so in X-Forwarded-Proto)', async () => {
    const flow = await startFlow(await relyingParty());
    const cookiesOf = async (headers: Record<string, string>) => {
      const answer = await server.app.request(`${flow.url.pathname}${flow.url.search}`, { headers });
      expect(answer.status).toBe(303);
      return answer.headers.getSetCookie().filter((cookie) => cookie.startsWith('oidc_'));
    };
    const overHttps = await cookiesOf({ 'x-forwarded-proto': 'https' });
    expect(overHttps.length).toBeGreaterThan(0);
    for (const cookie of overHttps) expect(cookie.toLowerCase()).toMatch(/; secure/);
    for (const cookie of overHttps) expect(cookie.toLowerCase()).toMatch(/httponly/);
    for (const cookie of overHttps) expect(cookie.toLowerCase()).toMatch(/samesite=lax/);
    // The plain-HTTP demo: a Secure cookie would never come back.
    for (const cookie of await cookiesOf({})) expect(cookie.toLowerCase()).not.toMatch(/; secure/);
  });
});

describe('discovery and keys', () => {
  it('publishes the provider’s metadata: code flow, PKCE S256, client_secret_basic, revocation, logout, userinfo', async () => {
    const config = await relyingParty();
    const metadata = config.serverMetadata();
    expect(metadata).toMatchObject({
      issuer,
      authorization_endpoint: `${issuer}/oauth2/v1/authorize`,
      token_endpoint: `${issuer}/api/auth/v1/oauth/token`,
      userinfo_endpoint: `${issuer}/api/auth/v1/oauth/userinfo`,
      jwks_uri: `${issuer}/api/auth/v1/oauth/jwks`,
      revocation_endpoint: `${issuer}/api/auth/v1/oauth/revoke`,
      end_session_endpoint: `${issuer}/oauth2/v1/logout`,
      response_types_supported: ['code'],
      code_challenge_methods_supported: ['S256'],
    });
    expect(metadata.token_endpoint_auth_methods_supported).toContain('client_secret_basic');
  });

  it('signs with one key kept in the database: the same after a restart, the one the JWKS shows', async () => {
    const kept = await signingKey(server.db, server.services.secret);
    expect((await signingKey(server.db, server.services.secret)).kid).toBe(kept.kid);
    const jwks = await (await server.app.request(`${issuer}/api/auth/v1/oauth/jwks`)).json();
    expect(jwks.keys.map((key: { kid: string }) => key.kid)).toEqual([kept.kid]);
    expect(jwks.keys[0]).not.toHaveProperty('d');
  });

  it('unknown /.well-known addresses answer 404 JSON, not a page', async () => {
    const answer = await server.app.request(`${issuer}/.well-known/security.txt`);
    expect(answer.status).toBe(404);
    expect(answer.headers.get('content-type')).toMatch(/json/);
  });
});

describe('the authorization code flow with PKCE, by openid-client', () => {
  it('consent, code, ID token checked against the JWKS, userinfo (GET and POST), refresh with rotation, revocation', async () => {
    const config = await relyingParty();
    const flow = await startFlow(config, { scope: 'openid profile email' });
    const callback = await authorize(learner, flow);
    expect(`${callback.origin}${callback.pathname}`).toBe(APP.redirectUri);
    expect(callback.searchParams.get('iss')).toBe(issuer);

    const tokens = await oidc.authorizationCodeGrant(config, callback, { pkceCodeVerifier: flow.verifier, expectedState: flow.state });
    const claims = tokens.claims()!;
    expect(claims).toMatchObject({ iss: issuer, aud: APP.clientId, sub: DEMO.learner.id });
    expect(tokens.refresh_token).toBeTruthy();

    const info = await oidc.fetchUserInfo(config, tokens.access_token, DEMO.learner.id);
    expect(info).toMatchObject({ sub: DEMO.learner.id, email: expect.any(String) });
    expect(info).not.toHaveProperty('phone_number');
    const posted = await server.app.request(`${issuer}/api/auth/v1/oauth/userinfo`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ access_token: tokens.access_token }),
    });
    expect(posted.status).toBe(200);
    expect((await posted.json()).sub).toBe(DEMO.learner.id);

    // Rotation: a new refresh token each time; the spent one presented again revokes the grant.
    const refreshed = await oidc.refreshTokenGrant(config, tokens.refresh_token!);
    expect(refreshed.refresh_token).toBeTruthy();
    expect(refreshed.refresh_token).not.toBe(tokens.refresh_token);
    await expect(oidc.refreshTokenGrant(config, tokens.refresh_token!)).rejects.toMatchObject({ error: 'invalid_grant' });
    await expect(oidc.refreshTokenGrant(config, refreshed.refresh_token!)).rejects.toMatchObject({ error: 'invalid_grant' });
    await expect(oidc.fetchUserInfo(config, refreshed.access_token, DEMO.learner.id)).rejects.toMatchObject({ status: 401 });

    // Revocation of a fresh grant's access token.
    const again = await startFlow(config);
    const next = await oidc.authorizationCodeGrant(config, await authorize(learner, again), { pkceCodeVerifier: again.verifier, expectedState: again.state });
    expect((await oidc.fetchUserInfo(config, next.access_token, DEMO.learner.id)).sub).toBe(DEMO.learner.id);
    await oidc.tokenRevocation(config, next.access_token);
    await expect(oidc.fetchUserInfo(config, next.access_token, DEMO.learner.id)).rejects.toMatchObject({ status: 401 });
  });

  it('the app’s token opens userinfo only, not the API as the person', async () => {
    const config = await relyingParty();
    const flow = await startFlow(config);
    const tokens = await oidc.authorizationCodeGrant(config, await authorize(learner, flow), { pkceCodeVerifier: flow.verifier, expectedState: flow.state });
    const me = await server.app.request(`${issuer}/api/accounts/users/me`, { headers: { authorization: `Bearer ${tokens.access_token}` } });
    expect(me.status).toBe(401);
  });

  it('a public client exchanges with the verifier alone', async () => {
    const config = await relyingParty(PUBLIC_APP.clientId, null);
    const flow = await startFlow(config, { redirect_uri: PUBLIC_APP.redirectUri });
    const tokens = await oidc.authorizationCodeGrant(config, await authorize(learner, flow), { pkceCodeVerifier: flow.verifier, expectedState: flow.state });
    expect(tokens.claims()!.sub).toBe(DEMO.learner.id);
  });

  it('consent is remembered for the same scopes, asked again for more; Deny answers access_denied to the app', async () => {
    const config = await relyingParty(PUBLIC_APP.clientId, null);
    /** Where the request goes first: straight back to the app, or to our page, which asks or not. */
    const firstStop = async (scope: string) => {
      const stop = new URL((await visit(admin, (await startFlow(config, { scope, redirect_uri: PUBLIC_APP.redirectUri })).url)).location!, issuer);
      if (stop.pathname !== '/oauth2/v1/interaction') return stop.searchParams.has('code') ? 'app' : stop.toString();
      return (await admin.get(`/api/auth/v1/oauth/authorize?uid=${stop.searchParams.get('uid')}`)).body.data.status;
    };
    const denied = await startFlow(config, { scope: 'openid', redirect_uri: PUBLIC_APP.redirectUri });
    const back = await authorize(admin, denied, { allow: false });
    expect(back.searchParams.get('error')).toBe('access_denied');
    expect(back.searchParams.get('state')).toBe(denied.state);
    expect(back.searchParams.has('code')).toBe(false);

    await authorize(admin, await startFlow(config, { scope: 'openid profile', redirect_uri: PUBLIC_APP.redirectUri }));
    expect(await firstStop('openid profile')).toBe('app');
    expect(await firstStop('openid')).toBe('app');
    expect(await firstStop('openid profile email')).toBe('consent');
    // Signed in again (a new portal session, a provider that must ask who it is): the consent on record answers.
    const again = await signIn(server, DEMO.admin.mobile);
    const stop = new URL((await visit(again, (await startFlow(config, { scope: 'openid profile', redirect_uri: PUBLIC_APP.redirectUri })).url)).location!, issuer);
    expect((await again.get(`/api/auth/v1/oauth/authorize?uid=${stop.searchParams.get('uid')}`)).body.data.status).toBe('issued');
  });

  it('RP-initiated logout: our confirmation page, then the provider’s and the portal’s sessions end', async () => {
    await registerClient(server.db, { clientId: 'harbour-logout', schoolId: DEMO.mainland, name: 'Harbour Logout', redirectUris: [PUBLIC_APP.redirectUri], postLogoutRedirectUris: ['https://reader.example/bye'] });
    const person = await signIn(server, DEMO.learner.mobile);
    const config = await relyingParty('harbour-logout', null);
    const flow = await startFlow(config, { redirect_uri: PUBLIC_APP.redirectUri });
    const tokens = await oidc.authorizationCodeGrant(config, await authorize(person, flow), { pkceCodeVerifier: flow.verifier, expectedState: flow.state });
    const logout = oidc.buildEndSessionUrl(config, { id_token_hint: tokens.id_token!, post_logout_redirect_uri: 'https://reader.example/bye', state: 'bye-1' });
    const confirm = await visit(person, logout);
    const page = new URL(confirm.location!, issuer);
    expect(page.pathname).toBe('/oauth2/v1/interaction');
    const xsrf = page.searchParams.get('logout')!;
    expect(xsrf).toMatch(/^[0-9a-f]{48}$/);
    const done = await person.request('POST', '/oauth2/v1/logout/confirm', { form: { xsrf, logout: 'yes' }, headers: { 'x-requested-with': '' } });
    expect(done.status).toBe(303);
    expect(done.headers.get('location')).toBe('https://reader.example/bye?state=bye-1');
    expect((await person.get('/api/accounts/users/me')).status).toBe(401);
    await expect(oidc.fetchUserInfo(config, tokens.access_token, DEMO.learner.id)).rejects.toMatchObject({ status: 401 });
  });
});

describe('refusals, with RFC 6749 error codes', () => {
  const tokenRequest = (form: Record<string, string>, headers: Record<string, string> = {}) =>
    server.app.request(`${issuer}/api/auth/v1/oauth/token`, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers }, body: new URLSearchParams(form) });
  const basic = (id: string, secret: string) => `Basic ${Buffer.from(`${encodeURIComponent(id)}:${encodeURIComponent(secret)}`).toString('base64')}`;

  async function freshCode(flowParameters: Record<string, string> = {}) {
    const config = await relyingParty();
    const flow = await startFlow(config, flowParameters);
    const callback = await authorize(learner, flow);
    return { config, flow, callback, code: callback.searchParams.get('code')! };
  }

  it('a code used twice: invalid_grant, and the tokens the first use bought are revoked', async () => {
    const { config, flow, callback } = await freshCode();
    const tokens = await oidc.authorizationCodeGrant(config, callback, { pkceCodeVerifier: flow.verifier, expectedState: flow.state });
    await expect(oidc.authorizationCodeGrant(config, callback, { pkceCodeVerifier: flow.verifier, expectedState: flow.state })).rejects.toMatchObject({ error: 'invalid_grant' });
    await expect(oidc.fetchUserInfo(config, tokens.access_token, DEMO.learner.id)).rejects.toMatchObject({ status: 401 });
  });

  it('a wrong redirect URI at the token endpoint: invalid_grant; token answers are never cached', async () => {
    const { flow, code } = await freshCode();
    const answer = await tokenRequest({ grant_type: 'authorization_code', code, redirect_uri: 'http://127.0.0.1:47123/other', code_verifier: flow.verifier }, { authorization: basic(APP.clientId, APP.secret) });
    expect(answer.status).toBe(400);
    expect(answer.headers.get('cache-control')).toMatch(/no-store/);
    expect(await answer.json()).toMatchObject({ error: 'invalid_grant' });
  });

  it('a wrong PKCE verifier: invalid_grant', async () => {
    const { code } = await freshCode();
    const answer = await tokenRequest({ grant_type: 'authorization_code', code, redirect_uri: APP.redirectUri, code_verifier: oidc.randomPKCECodeVerifier() }, { authorization: basic(APP.clientId, APP.secret) });
    expect(await answer.json()).toMatchObject({ error: 'invalid_grant' });
  });

  it('a wrong or missing client secret: 401 invalid_client', async () => {
    const { flow, code } = await freshCode();
    const form = { grant_type: 'authorization_code', code, redirect_uri: APP.redirectUri, code_verifier: flow.verifier };
    const wrong = await tokenRequest(form, { authorization: basic(APP.clientId, 'wrong-secret') });
    expect(wrong.status).toBe(401);
    expect(await wrong.json()).toMatchObject({ error: 'invalid_client' });
    expect((await tokenRequest({ ...form, client_id: APP.clientId })).status).toBe(401);
    // Not spent by the attempts: the rightful app still exchanges it.
    expect((await tokenRequest(form, { authorization: basic(APP.clientId, APP.secret) })).status).toBe(200);
  });

  it('another app’s code, even with the right verifier: invalid_grant', async () => {
    const { flow, code } = await freshCode();
    const stolen = await tokenRequest({ grant_type: 'authorization_code', code, redirect_uri: PUBLIC_APP.redirectUri, code_verifier: flow.verifier, client_id: PUBLIC_APP.clientId });
    expect(await stolen.json()).toMatchObject({ error: 'invalid_grant' });
  });

  it('a code older than 600 s: invalid_grant', async () => {
    const { flow, code } = await freshCode();
    await server.db.query("update oidc_payloads set expires_at = now() - interval '1 second' where model = 'AuthorizationCode' and consumed_at is null");
    const answer = await tokenRequest({ grant_type: 'authorization_code', code, redirect_uri: APP.redirectUri, code_verifier: flow.verifier }, { authorization: basic(APP.clientId, APP.secret) });
    expect(await answer.json()).toMatchObject({ error: 'invalid_grant' });
  });

  it('without PKCE, or with plain: the app gets invalid_request back, and no code', async () => {
    const config = await relyingParty();
    for (const parameters of [{ code_challenge: '', code_challenge_method: '' }, { code_challenge_method: 'plain' }]) {
      const flow = await startFlow(config);
      const url = new URL(flow.url);
      for (const [key, value] of Object.entries(parameters)) {
        if (value) url.searchParams.set(key, value);
        else url.searchParams.delete(key);
      }
      const answer = await visit(learner, url);
      const back = new URL(answer.location!);
      expect(`${back.origin}${back.pathname}`).toBe(APP.redirectUri);
      expect(back.searchParams.get('error')).toBe('invalid_request');
      expect(back.searchParams.get('state')).toBe(flow.state);
      expect(back.searchParams.has('code')).toBe(false);
    }
  });

  it('a scope the app is not registered for: invalid_scope back to the app', async () => {
    const config = await relyingParty();
    const back = new URL((await visit(learner, (await startFlow(config, { scope: 'openid phone' })).url)).location!);
    expect(back.searchParams.get('error')).toBe('invalid_scope');
  });

  const lookAlikes = [
    '//evil.example/callback',
    'javascript:alert(1)',
    'http://127.0.0.1:47123/callback.evil',
    'http://127.0.0.1:47123.evil/callback',
    'http://127.0.0.1:47123/callback/more',
    'http://127.0.0.1:47123/callback?next=x',
    'http://127.0.0.1:47124/callback',
    'https://127.0.0.1:47123/callback',
    // (HTTP://… is the same URI — the scheme is case-insensitive, RFC 3986 §6.2.2.1 — and the provider treats it so.)
  ];

  it.each(lookAlikes)('redirect URI %s: our error page, never a redirect to it', async (redirectUri) => {
    const config = await relyingParty();
    const answer = await visit(learner, (await startFlow(config, { redirect_uri: redirectUri })).url);
    const page = new URL(answer.location!, issuer);
    expect(`${page.origin}${page.pathname}`).toBe(`${issuer}/oauth2/v1/interaction`);
    expect(page.searchParams.get('error')).toBe('invalid_redirect_uri');
  });

  it('an unknown app: our error page', async () => {
    const config = await relyingParty('nobody-app', null);
    const answer = await visit(learner, (await startFlow(config)).url);
    expect(new URL(answer.location!, issuer).searchParams.get('error')).toBe('invalid_client');
  });

  it('userinfo without a valid token: 401 with WWW-Authenticate', async () => {
    const answer = await server.app.request(`${issuer}/api/auth/v1/oauth/userinfo`, { headers: { authorization: 'Bearer not-a-token' } });
    expect(answer.status).toBe(401);
    expect(answer.headers.get('www-authenticate')).toMatch(/^Bearer .*error="invalid_token"/);
  });

  it('another school’s app does not sign in someone who is not its member; a visitor gets 401', async () => {
    const config = await relyingParty('other-school-app', null);
    const answer = await visit(learner, (await startFlow(config, { redirect_uri: 'https://elsewhere.example/cb', scope: 'openid' })).url);
    const uid = new URL(answer.location!, issuer).searchParams.get('uid')!;
    expect((await learner.get(`/api/auth/v1/oauth/authorize?uid=${uid}`)).status).toBe(403);
    expect((await learner.request('POST', '/api/auth/v1/oauth/authorize/consent', { json: { uid, allow: true } })).status).toBe(403);
    expect((await browser(server).get(`/api/auth/v1/oauth/authorize?uid=${uid}`)).status).toBe(401);
  });
});

describe('codes at logout and by DELETE (spec §4)', () => {
  it('logout deletes the unused codes under 600 s; a used one stays spent', async () => {
    const person = await signIn(server, DEMO.learner.mobile);
    const config = await relyingParty();
    const unused = await startFlow(config);
    const unusedBack = await authorize(person, unused);
    const used = await startFlow(config);
    await oidc.authorizationCodeGrant(config, await authorize(person, used), { pkceCodeVerifier: used.verifier, expectedState: used.state });
    expect((await person.request('DELETE', '/api/auth/open/logout')).status).toBe(200);
    await expect(oidc.authorizationCodeGrant(config, unusedBack, { pkceCodeVerifier: unused.verifier, expectedState: unused.state })).rejects.toMatchObject({ error: 'invalid_grant' });
    expect(await server.db.query("select 1 from oidc_payloads where model = 'AuthorizationCode' and account_id = $1 and consumed_at is null", [DEMO.learner.id])).toHaveLength(0);
  });

  it('DELETE authcode deletes the person’s own unused code only', async () => {
    const config = await relyingParty();
    const flow = await startFlow(config);
    const back = await authorize(learner, flow);
    const path = `/api/accounts/user/authcode?code=${encodeURIComponent(back.searchParams.get('code')!)}`;
    expect((await admin.request('DELETE', path)).body.data).toEqual({ deleted: false });
    expect((await learner.request('DELETE', path)).body.data).toEqual({ deleted: true });
    await expect(oidc.authorizationCodeGrant(config, back, { pkceCodeVerifier: flow.verifier, expectedState: flow.state })).rejects.toMatchObject({ error: 'invalid_grant' });
  });
});

describe('one store for every instance', () => {
  it('a second instance (its own provider, the same database) carries on a flow the first began', async () => {
    // Another process as far as the provider is concerned: its own Provider object, keys and cookies from the store.
    const other = createApiApp({ ...server.services });
    identityRoutes(other);
    const config = await relyingParty();
    let turn = 0;
    // openid-client's calls alternate between the two instances; the browser's steps go to the first.
    config[oidc.customFetch] = async (url, options) => ((turn += 1) % 2 ? other : server.app).request(url, options as RequestInit);
    const flow = await startFlow(config);
    const tokens = await oidc.authorizationCodeGrant(config, await authorize(learner, flow), { pkceCodeVerifier: flow.verifier, expectedState: flow.state });
    expect((await oidc.fetchUserInfo(config, tokens.access_token, DEMO.learner.id)).sub).toBe(DEMO.learner.id);
    const refreshed = await oidc.refreshTokenGrant(config, tokens.refresh_token!);
    expect((await oidc.fetchUserInfo(config, refreshed.access_token, DEMO.learner.id)).sub).toBe(DEMO.learner.id);
    const jwks = async (app: typeof other) => (await (await app.request(`${issuer}/api/auth/v1/oauth/jwks`)).json()).keys[0].kid;
    expect(await jwks(other)).toBe(await jwks(server.app));
  });

  it('five concurrent redemptions of one code: one token, four invalid_grant', async () => {
    const config = await relyingParty();
    const flow = await startFlow(config);
    const back = await authorize(learner, flow);
    const results = await Promise.allSettled(Array.from({ length: 5 }, () => oidc.authorizationCodeGrant(config, back, { pkceCodeVerifier: flow.verifier, expectedState: flow.state })));
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(1);
    for (const result of results.filter((item) => item.status === 'rejected')) expect((result as PromiseRejectedResult).reason).toMatchObject({ error: 'invalid_grant' });
  });

  it('five concurrent refreshes with one refresh token: one new pair', async () => {
    const config = await relyingParty();
    const flow = await startFlow(config);
    const tokens = await oidc.authorizationCodeGrant(config, await authorize(learner, flow), { pkceCodeVerifier: flow.verifier, expectedState: flow.state });
    const results = await Promise.allSettled(Array.from({ length: 5 }, () => oidc.refreshTokenGrant(config, tokens.refresh_token!)));
    expect(results.filter((result) => result.status === 'fulfilled').length).toBeLessThanOrEqual(1);
  });
});
