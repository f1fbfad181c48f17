import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as oidc from 'openid-client';
// The harness first: it loads the server and its seed modules in the order they expect.
import { browser, signIn, startTestServer } from '../harness.ts';
import type { Server } from '../../src/server.ts';
import { DEMO } from '../../src/seed/demoIds.ts';
import { IDENTITY_DEMO } from '../../src/seed/identity.ts';
import { openidRelyingParty } from './openidRelyingParty.ts';

/**
 * The school administrators' page for the apps that sign in through our OpenID provider (issue 32): only the
 * school's administrators, the secret shown once (create, rotate), redirect URIs https or loopback http written in
 * full, and what the page registers works with a standard client — PKCE required, the rotated secret alone valid,
 * a deleted app's tokens gone.
 */
const SCHOOL = DEMO.mainland;
const OTHER_SCHOOL: string = IDENTITY_DEMO.ssoOidc;
const REDIRECT = 'https://library.example/callback';
const list = (schoolId: string = SCHOOL) => `/api/school/oauth-clients?schoolId=${schoolId}`;
const one = (clientId: string, schoolId: string = SCHOOL) => `/api/school/oauth-clients/${clientId}?schoolId=${schoolId}`;
const rotate = (clientId: string, schoolId: string = SCHOOL) => `/api/school/oauth-clients/${clientId}/secret?schoolId=${schoolId}`;

/** openid-client's error for a 401 with `WWW-Authenticate: Basic error="invalid_client"`. */
const INVALID_CLIENT = { status: 401, cause: [expect.objectContaining({ parameters: expect.objectContaining({ error: 'invalid_client' }) })] };

let server: Server;
let admin: ReturnType<typeof browser>;
let learner: ReturnType<typeof browser>;
const rp = openidRelyingParty(() => server, { clientId: '', secret: null, redirectUri: REDIRECT });

beforeAll(async () => {
  server = await startTestServer();
  admin = await signIn(server, DEMO.admin.mobile);
  learner = await signIn(server, DEMO.learner.mobile);
}, 60_000);

afterAll(async () => {
  await server?.db.close();
});

async function create(name: string, redirectUris = [REDIRECT]) {
  const answer = await admin.request('POST', list(), { json: { name, redirectUris } });
  expect(answer.status).toBe(200);
  return answer.body.data as { client: { clientId: string }; secret: string };
}

/** Signs the learner in to the app through the provider; the tokens, or the token endpoint's refusal. */
async function signInThrough(clientId: string, secret: string) {
  const config = await rp.relyingParty(clientId, secret);
  const flow = await rp.startFlow(config);
  return oidc.authorizationCodeGrant(config, await rp.authorize(learner, flow), { pkceCodeVerifier: flow.verifier, expectedState: flow.state });
}

describe('who may see and change the school’s apps', () => {
  it('a learner gets 403, a visitor 401, to read and to write', async () => {
    for (const call of [learner.get(list()), learner.request('POST', list(), { json: { name: 'Mine', redirectUris: [REDIRECT] } }), learner.request('DELETE', one('harbour-library'))]) {
      expect((await call).status).toBe(403);
    }
    expect((await server.app.request(list())).status).toBe(401);
  });

  it('another school’s app is not found through this school, even for an administrator of both', async () => {
    const made = await create('Mainland catalogue');
    expect((await admin.request('POST', rotate(made.client.clientId, OTHER_SCHOOL))).status).toBe(404);
    expect((await admin.request('DELETE', one(made.client.clientId, OTHER_SCHOOL))).status).toBe(404);
    expect((await admin.get(list(OTHER_SCHOOL))).body.data.map((app: { clientId: string }) => app.clientId)).not.toContain(made.client.clientId);
  });
});

describe('registering an app', () => {
  it('answers the secret once: the list shows the app, never a secret or its hash', async () => {
    const made = await create('Harbour LMS', [REDIRECT, 'http://127.0.0.1:8080/cb', 'http://localhost/cb']);
    expect(made.secret.length).toBeGreaterThanOrEqual(40);
    expect(made.client).toMatchObject({ name: 'Harbour LMS', confidential: true, scopes: ['openid', 'profile'] });
    const listed = await admin.get(list());
    expect(listed.body.data.find((app: { clientId: string }) => app.clientId === made.client.clientId)).toMatchObject({ name: 'Harbour LMS', redirectUris: [REDIRECT, 'http://127.0.0.1:8080/cb', 'http://localhost/cb'] });
    expect(JSON.stringify(listed.body)).not.toContain(made.secret);
    expect(JSON.stringify(listed.body)).not.toMatch(/secret_hash|demo-secret/);
  });

  it.each([
    ['http on another host', 'http://library.example/cb'],
    ['protocol-relative', '//evil.example/cb'],
    ['a path', '/callback'],
    ['a fragment', 'https://library.example/cb#x'],
    ['a user name', 'https://me@library.example/cb'],
    ['not written in full (dot segments)', 'https://library.example/a/../cb'],
    ['a backslash', 'https:\\\\evil.example/cb'],
    ['a script', 'javascript:alert(1)'],
    ['a custom scheme', 'com.example.app:/cb'],
  ])('refuses a redirect URI that is %s, with a message for that line', async (_, uri) => {
    const answer = await admin.request('POST', list(), { json: { name: 'Bad', redirectUris: [REDIRECT, uri] } });
    expect(answer.status).toBe(400);
    expect(answer.body.details).toEqual([expect.objectContaining({ path: 'redirectUris.1', message: expect.stringMatching(/https/) })]);
  });

  it('refuses an empty name, no redirect URI, and the same URI twice', async () => {
    const answer = await admin.request('POST', list(), { json: { name: '  ', redirectUris: [] } });
    expect(answer.status).toBe(400);
    expect(answer.body.details.map((detail: { path: string }) => detail.path).sort()).toEqual(['name', 'redirectUris']);
    expect((await admin.request('POST', list(), { json: { name: 'Twice', redirectUris: [REDIRECT, REDIRECT] } })).status).toBe(400);
  });
});

describe('what the page registers works with a standard client', () => {
  it('signs a member in with code + PKCE; a request without PKCE is sent back with invalid_request', async () => {
    const made = await create('Harbour Wiki');
    const tokens = await signInThrough(made.client.clientId, made.secret);
    expect(tokens.claims()).toMatchObject({ aud: made.client.clientId, sub: DEMO.learner.id });
    const config = await rp.relyingParty(made.client.clientId, made.secret);
    const noPkce = oidc.buildAuthorizationUrl(config, { redirect_uri: REDIRECT, scope: 'openid', state: 's1' });
    const back = new URL((await rp.visit(learner, noPkce)).location!, rp.issuer());
    expect(back.searchParams.get('error')).toBe('invalid_request');
    expect(back.searchParams.get('error_description')).toMatch(/PKCE/);
  });

  it('rotating the secret: the new one works at once, the old one is invalid_client', async () => {
    const made = await create('Harbour Forum');
    const rotated = await admin.request('POST', rotate(made.client.clientId));
    expect(rotated.status).toBe(200);
    const fresh = rotated.body.data.secret as string;
    expect(fresh).not.toBe(made.secret);
    await expect(signInThrough(made.client.clientId, made.secret)).rejects.toMatchObject(INVALID_CLIENT);
    expect((await signInThrough(made.client.clientId, fresh)).access_token).toBeTruthy();
  });

  it('a public app (PKCE alone) has no secret to rotate: 409 with the reason', async () => {
    await server.db.query("insert into oauth_clients (client_id, school_id, name, redirect_uris) values ('public-reader', $1, 'Reader', $2) on conflict do nothing", [SCHOOL, [REDIRECT]]);
    const answer = await admin.request('POST', rotate('public-reader'));
    expect(answer.status).toBe(409);
    expect(answer.body.message).toMatch(/PKCE/);
  });

  it('deleting an app removes it with its consents and tokens: its refresh token and access token stop working', async () => {
    const made = await create('Harbour Old');
    const config = await rp.relyingParty(made.client.clientId, made.secret);
    const tokens = await signInThrough(made.client.clientId, made.secret);
    const deleted = await admin.request('DELETE', one(made.client.clientId));
    expect(deleted.status).toBe(200);
    expect(deleted.body.data).toEqual({ clientId: made.client.clientId, deleted: true });
    await expect(oidc.fetchUserInfo(config, tokens.access_token, DEMO.learner.id)).rejects.toMatchObject({ status: 401 });
    await expect(oidc.refreshTokenGrant(config, tokens.refresh_token ?? 'none')).rejects.toMatchObject(INVALID_CLIENT);
    expect((await server.db.query('select 1 from oauth_consents where client_id = $1', [made.client.clientId])).length).toBe(0);
    expect((await admin.request('DELETE', one(made.client.clientId))).status).toBe(404);
  });
});
