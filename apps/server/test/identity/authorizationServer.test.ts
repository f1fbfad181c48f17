import { createHash, randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
// The harness first: it loads the server and its seed modules in the order they expect.
import { browser, signIn, startTestServer } from '../harness.ts';
import type { Server } from '../../src/server.ts';
import { DEMO } from '../../src/seed/seed.ts';
import { DEMO_OAUTH_CLIENT } from '../../src/seed/oauthClients.ts';
import { registerClient } from '../../src/modules/identity/authorizationServer/clients.ts';

/**
 * Our own authorization server: a registered app of a school gets a code for a member who allowed it, exchanges it
 * once within 600 s with the PKCE verifier (and its secret) for a token that reads userinfo within the scopes granted.
 */
const APP = DEMO_OAUTH_CLIENT;
const PUBLIC_APP = { clientId: 'harbour-reader', redirectUri: 'https://reader.example/cb' };

let server: Server;
let foreignSchool: string;
// Signed in once each: signing in again and again would (rightly) meet the image check.
let learnerClient: Client;
let lecturerClient: Client;
let adminClient: Client;

beforeAll(async () => {
  server = await startTestServer();
  await registerClient(server.db, { clientId: PUBLIC_APP.clientId, schoolId: DEMO.mainland, name: 'Harbour Reader', redirectUris: [PUBLIC_APP.redirectUri], scopes: ['openid', 'profile', 'email'] });
  const [school] = await server.db.query<{ id: string }>('select id from schools where id not in (select school_id from members where user_id = $1) order by id limit 1', [DEMO.learner.id]);
  foreignSchool = school!.id;
  learnerClient = await signIn(server, DEMO.learner.mobile);
  lecturerClient = await signIn(server, DEMO.lecturer.mobile);
  adminClient = await signIn(server, DEMO.admin.mobile);
  await registerClient(server.db, { clientId: 'other-school-app', schoolId: foreignSchool, name: 'Elsewhere', redirectUris: ['https://elsewhere.example/cb'] });
}, 60_000);

afterAll(async () => {
  await server?.db.close();
});

function pkce() {
  const verifier = randomBytes(32).toString('base64url');
  return { verifier, challenge: createHash('sha256').update(verifier).digest('base64url') };
}

type Request = { clientId?: string; redirectUri?: string; scope?: string; state?: string; challenge?: string | null; method?: string };

function authorizeQuery(request: Request, challenge: string) {
  const query: Record<string, string> = {
    client_id: request.clientId ?? APP.clientId,
    redirect_uri: request.redirectUri ?? APP.redirectUri,
    response_type: 'code',
    scope: request.scope ?? 'openid profile',
    state: request.state ?? 'state-1',
  };
  if (request.challenge !== null) {
    query.code_challenge = request.challenge ?? challenge;
    query.code_challenge_method = request.method ?? 'S256';
  }
  return query;
}

type Client = Awaited<ReturnType<typeof signIn>>;

/** Authorize as the user would: consent asked (and allowed) when needed; answers the code and the redirect. */
async function authorizeCode(client: Client, request: Request = {}) {
  const { verifier, challenge } = pkce();
  const query = authorizeQuery(request, challenge);
  const asked = await client.get(`/api/auth/v1/oauth/authorize?${new URLSearchParams(query)}`);
  expect(asked.status).toBe(200);
  let redirectTo: string = asked.body.data.redirectTo;
  if (asked.body.data.status === 'consent') {
    const allowed = await client.request('POST', '/api/auth/v1/oauth/authorize/consent', { json: { ...query, allow: true } });
    if (allowed.status !== 200) throw new Error(`consent refused: ${JSON.stringify(allowed.body)}`);
    redirectTo = allowed.body.data.redirectTo;
  }
  const url = new URL(redirectTo);
  return { code: url.searchParams.get('code')!, state: url.searchParams.get('state'), url, verifier };
}

function exchange(form: { code: string; verifier: string; redirectUri?: string; clientId?: string; secret?: string | null }) {
  const body: Record<string, string> = {
    grant_type: 'authorization_code',
    code: form.code,
    redirect_uri: form.redirectUri ?? APP.redirectUri,
    client_id: form.clientId ?? APP.clientId,
    code_verifier: form.verifier,
  };
  const secret = form.secret === undefined ? APP.secret : form.secret;
  if (secret !== null) body.client_secret = secret;
  // The app's server calls from elsewhere, without the person's cookies.
  return browser(server, 'http://localhost').request('POST', '/api/auth/v1/oauth/token', { form: body, headers: { 'x-requested-with': '' } });
}

const userinfo = (token: string) => server.app.request('http://localhost/api/auth/v1/oauth/userinfo', { headers: { authorization: `Bearer ${token}` } });

describe('the authorization code flow with PKCE', () => {
  it('consent, a code to the registered URI with the state, a token for the verifier, userinfo within the scopes', async () => {
    const learner = learnerClient;
    const { verifier, challenge } = pkce();
    const query = authorizeQuery({ state: 'xyz' }, challenge);
    const asked = await learner.get(`/api/auth/v1/oauth/authorize?${new URLSearchParams(query)}`);
    expect(asked.body.data).toMatchObject({ status: 'consent', request: { clientId: APP.clientId, appName: APP.name, schoolId: DEMO.mainland, scopes: ['openid', 'profile'], redirectHost: '127.0.0.1:47123' } });
    const allowed = await learner.request('POST', '/api/auth/v1/oauth/authorize/consent', { json: { ...query, allow: true } });
    const url = new URL(allowed.body.data.redirectTo);
    expect(`${url.origin}${url.pathname}`).toBe(APP.redirectUri);
    expect(url.searchParams.get('state')).toBe('xyz');
    const token = await exchange({ code: url.searchParams.get('code')!, verifier });
    expect(token.status).toBe(200);
    expect(token.body).toMatchObject({ token_type: 'Bearer', scope: 'openid profile' });
    expect(token.body.expires_in).toBeLessThanOrEqual(600);
    const info = await userinfo(token.body.access_token);
    expect(info.status).toBe(200);
    const claims = await info.json();
    expect(claims.sub).toBe(DEMO.learner.id);
    expect('name' in claims).toBe(true);
    // email was not granted
    expect(claims).not.toHaveProperty('email');
  });

  it('the app’s token opens userinfo only, not the API as the person', async () => {
    const learner = learnerClient;
    const { code, verifier } = await authorizeCode(learner);
    const token = (await exchange({ code, verifier })).body.access_token;
    const me = await server.app.request('http://localhost/api/accounts/users/me', { headers: { authorization: `Bearer ${token}` } });
    expect(me.status).toBe(401);
  });

  it('a public client exchanges with the verifier alone; a confidential one needs its secret', async () => {
    const learner = learnerClient;
    const pub = await authorizeCode(learner, { clientId: PUBLIC_APP.clientId, redirectUri: PUBLIC_APP.redirectUri });
    expect((await exchange({ code: pub.code, verifier: pub.verifier, clientId: PUBLIC_APP.clientId, redirectUri: PUBLIC_APP.redirectUri, secret: null })).status).toBe(200);
    const conf = await authorizeCode(learner);
    expect((await exchange({ code: conf.code, verifier: conf.verifier, secret: null })).status).toBe(401);
    expect((await exchange({ code: conf.code, verifier: conf.verifier, secret: 'wrong-secret' })).status).toBe(401);
  });

  it('a wrong verifier is refused, and the code is spent', async () => {
    const learner = learnerClient;
    const { code, verifier } = await authorizeCode(learner);
    const wrong = await exchange({ code, verifier: pkce().verifier });
    expect(wrong.status).toBe(400);
    expect(wrong.body.message).toMatch(/invalid_grant/);
    expect((await exchange({ code, verifier })).status).toBe(400);
  });

  it('without PKCE, or with plain instead of S256, the request is refused and no code is issued', async () => {
    const learner = learnerClient;
    const before = await server.db.query('select 1 from auth_codes');
    for (const request of [{ challenge: null }, { method: 'plain' }, { challenge: 'short' }] satisfies Request[]) {
      const query = authorizeQuery(request, pkce().challenge);
      expect((await learner.get(`/api/auth/v1/oauth/authorize?${new URLSearchParams(query)}`)).status).toBe(400);
      expect((await learner.request('POST', '/api/auth/v1/oauth/authorize/consent', { json: { ...query, allow: true } })).status).toBe(400);
    }
    expect(await server.db.query('select 1 from auth_codes')).toHaveLength(before.length);
  });

  it('an unknown app is an error, never a redirect', async () => {
    const learner = learnerClient;
    const query = authorizeQuery({ clientId: 'nobody-app' }, pkce().challenge);
    const asked = await learner.get(`/api/auth/v1/oauth/authorize?${new URLSearchParams(query)}`);
    expect(asked.status).toBe(400);
    expect(asked.body).toEqual({ code: 400, message: 'This app is not registered.' });
  });
});

describe('redirect URIs: exact match only, at authorize and at token', () => {
  const lookAlikes = [
    '//evil.example/callback',
    '/\\evil.example/callback',
    'javascript:alert(1)',
    'http%3A%2F%2F127.0.0.1%3A47123%2Fcallback',
    'http://127.0.0.1:47123%2Fcallback',
    'http://127.0.0.1:47123/callback.evil',
    'http://127.0.0.1:47123.evil/callback',
    'http://127.0.0.1.evil/callback',
    'http://127.0.0.1:47123/callback/more',
    'http://127.0.0.1:47123/callback?next=x',
    'http://127.0.0.1:47124/callback',
    'http://127.0.0.1/callback',
    'https://127.0.0.1:47123/callback',
    'HTTP://127.0.0.1:47123/callback',
  ];

  it.each(lookAlikes)('%s is refused at authorize (no code, no redirect) and at consent', async (redirectUri) => {
    const learner = learnerClient;
    const query = authorizeQuery({ redirectUri }, pkce().challenge);
    const asked = await learner.get(`/api/auth/v1/oauth/authorize?${new URLSearchParams(query)}`);
    expect(asked).toMatchObject({ status: 400, body: { message: 'This redirect address is not registered for the app.' } });
    const denied = await learner.request('POST', '/api/auth/v1/oauth/authorize/consent', { json: { ...query, allow: false } });
    expect(denied.status).toBe(400);
    expect(denied.body.data).toBeUndefined();
  });

  it.each(lookAlikes)('%s is refused at token for a code issued to the registered URI', async (redirectUri) => {
    const learner = learnerClient;
    const { code, verifier } = await authorizeCode(learner);
    expect((await exchange({ code, verifier, redirectUri })).status).toBe(400);
  });
});

describe('codes', () => {
  it('a code older than 600 s is refused', async () => {
    const learner = learnerClient;
    const { code, verifier } = await authorizeCode(learner);
    await server.db.query("update auth_codes set created_at = now() - interval '601 seconds', expires_at = now() - interval '1 second' where used_at is null and user_id = $1", [DEMO.learner.id]);
    expect((await exchange({ code, verifier })).status).toBe(400);
  });

  it('a code used twice: the second is refused and the token the first bought is revoked', async () => {
    const learner = learnerClient;
    const { code, verifier } = await authorizeCode(learner);
    const first = await exchange({ code, verifier });
    expect(first.status).toBe(200);
    expect((await userinfo(first.body.access_token)).status).toBe(200);
    expect((await exchange({ code, verifier })).status).toBe(400);
    expect((await userinfo(first.body.access_token)).status).toBe(401);
  });

  it('app A’s code is refused to app B, even with the right verifier', async () => {
    const learner = learnerClient;
    const { code, verifier } = await authorizeCode(learner);
    const stolen = await exchange({ code, verifier, clientId: PUBLIC_APP.clientId, redirectUri: PUBLIC_APP.redirectUri, secret: null });
    expect(stolen.status).toBe(400);
    // Not spent by the attempt: the rightful app still exchanges it.
    expect((await exchange({ code, verifier })).status).toBe(200);
  });

  it('another school’s app does not sign in someone who is not its member', async () => {
    const learner = learnerClient;
    const query = authorizeQuery({ clientId: 'other-school-app', redirectUri: 'https://elsewhere.example/cb', scope: 'openid' }, pkce().challenge);
    expect((await learner.get(`/api/auth/v1/oauth/authorize?${new URLSearchParams(query)}`)).status).toBe(403);
    expect((await learner.request('POST', '/api/auth/v1/oauth/authorize/consent', { json: { ...query, allow: true } })).status).toBe(403);
  });

  it('logout deletes the unused codes under 600 s; a used one stays spent', async () => {
    const learner = await signIn(server, DEMO.learner.mobile);
    // The shared session's codes are someone else's business here: only this session signs out.
    const unused = await authorizeCode(learner);
    const used = await authorizeCode(learner);
    expect((await exchange({ code: used.code, verifier: used.verifier })).status).toBe(200);
    expect((await learner.request('DELETE', '/api/auth/open/logout')).status).toBe(200);
    expect((await exchange({ code: unused.code, verifier: unused.verifier })).status).toBe(400);
    expect(await server.db.query("select 1 from auth_codes where user_id = $1 and used_at is null and created_at > now() - interval '600 seconds'", [DEMO.learner.id])).toHaveLength(0);
  });

  it('DELETE authcode deletes the person’s own unused code only', async () => {
    const learner = learnerClient;
    const admin = adminClient;
    const { code, verifier } = await authorizeCode(learner);
    const path = `/api/accounts/user/authcode?code=${encodeURIComponent(code)}`;
    expect((await admin.request('DELETE', path)).body.data).toEqual({ deleted: false });
    expect((await learner.request('DELETE', path)).body.data).toEqual({ deleted: true });
    expect((await exchange({ code, verifier })).status).toBe(400);
  });
});

describe('consent', () => {
  it('is remembered for the same scopes, asked again for more, and Deny answers access_denied', async () => {
    const lecturer = lecturerClient;
    const [member] = await server.db.query('select 1 from members where user_id = $1 and school_id = $2 and is_valid', [DEMO.lecturer.id, DEMO.mainland]);
    expect(member).toBeDefined();
    const ask = (scope: string) => lecturer.get(`/api/auth/v1/oauth/authorize?${new URLSearchParams(authorizeQuery({ scope, clientId: PUBLIC_APP.clientId, redirectUri: PUBLIC_APP.redirectUri }, pkce().challenge))}`);
    const denyQuery = authorizeQuery({ scope: 'openid', state: 's-deny', clientId: PUBLIC_APP.clientId, redirectUri: PUBLIC_APP.redirectUri }, pkce().challenge);
    const denied = await lecturer.request('POST', '/api/auth/v1/oauth/authorize/consent', { json: { ...denyQuery, allow: false } });
    expect(denied.body.data.redirectTo).toBe(`${PUBLIC_APP.redirectUri}?error=access_denied&state=s-deny`);
    expect((await ask('openid')).body.data.status).toBe('consent');

    await authorizeCode(lecturer, { scope: 'openid profile', clientId: PUBLIC_APP.clientId, redirectUri: PUBLIC_APP.redirectUri });
    const again = await ask('openid profile');
    expect(again.body.data).toMatchObject({ status: 'issued', expiresIn: 600 });
    expect(new URL(again.body.data.redirectTo).searchParams.get('code')).toBe(again.body.data.code);
    expect((await ask('openid')).body.data.status).toBe('issued');
    expect((await ask('openid profile email')).body.data.status).toBe('consent');
  });

  it('a scope the app is not registered for is refused', async () => {
    const learner = learnerClient;
    const query = authorizeQuery({ scope: 'openid phone' }, pkce().challenge);
    expect((await learner.get(`/api/auth/v1/oauth/authorize?${new URLSearchParams(query)}`)).status).toBe(400);
  });

  it('a visitor who is not signed in gets 401 and no code', async () => {
    const query = authorizeQuery({}, pkce().challenge);
    expect((await browser(server).get(`/api/auth/v1/oauth/authorize?${new URLSearchParams(query)}`)).status).toBe(401);
  });
});
