import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Server } from '../../src/server.ts';
import { DEMO } from '../../src/seed/seed.ts';
import { sealSecret } from '../../src/modules/identity/secretBox.ts';
import { browser, startTestServer } from '../harness.ts';
import { startMessagingParty, type MessagingParty } from '../../dev-parties/messagingParty.ts';

/**
 * Messaging-app free login against a real authorization server on 127.0.0.1 (dev-parties/messagingParty.ts): the
 * app's code, exchanged once with the school's own client, signs a bound app user in or parks a new one; the app's
 * failure code 030025, a replayed code, another browser's state and another school's code never make a session.
 */
let server: Server;
let party: MessagingParty;
const ORIGIN = 'http://localhost';
const SCHOOL_A = '1000000000000000014';
const SCHOOL_B = DEMO.mainland;
const CLIENT_A = { clientId: 'school-a', clientSecret: 'secret-a', redirectUris: [`${ORIGIN}/welink/callback`, `${ORIGIN}/imc/callback`] };
const CLIENT_B = { clientId: 'school-b', clientSecret: 'secret-b', redirectUris: [`${ORIGIN}/welink/callback`] };
const FREE_LOGIN = '/api/welink/proxy/rest/v1/open/free_login';
type Client = ReturnType<typeof browser>;

beforeAll(async () => {
  server = await startTestServer();
  party = await startMessagingParty({ clients: [CLIENT_A, CLIENT_B], user: { userId: 'wl-bound', name: 'Bound User', tenantId: 't1' } });
  await server.db.query("update identity_providers set enabled = false where kind in ('welink', 'imc') and school_id in ($1, $2)", [SCHOOL_A, SCHOOL_B]);
  const rows: [string, string, string, typeof CLIENT_A][] = [['wl-test-a', SCHOOL_A, 'welink', CLIENT_A], ['wl-test-b', SCHOOL_B, 'welink', CLIENT_B], ['imc-test-a', SCHOOL_A, 'imc', CLIENT_A]];
  for (const [id, school, kind, client] of rows) {
    await server.db.query(
      `insert into identity_providers (id, school_id, kind, protocol, display_name, issuer, client_id, client_secret_enc, redirect_uris)
       values ($1, $2, $3, 'oauth2', 'WeLink', $4, $5, $6, $7)`,
      [id, school, kind, party.url, client.clientId, sealSecret(server.services.secret, client.clientSecret), client.redirectUris.filter((uri) => uri.endsWith(`/${kind}/callback`))],
    );
  }
  await server.db.query("insert into external_identities (provider_id, subject, user_id) values ('wl-test-a', 'wl-bound', $1), ('imc-test-a', 'wl-bound', $1)", [DEMO.learner.id]);
}, 60_000);
afterAll(async () => {
  await party?.stop();
  await server?.db.close();
});

/** Starts free login in this browser and follows the app (its "Continue as") back: the callback's code and state. */
async function viaApp(client: Client, school = SCHOOL_A, kind: 'welink' | 'imc' = 'welink', name = 'Bound User') {
  const start = kind === 'welink' ? '/api/welink/proxy/rest/v1/open/authorize' : '/api/auth/open/thirdlogin/imc/authorize';
  const answer = await client.get(`${start}?schoolId=${school}&redirect=${encodeURIComponent(`/portal/${school}`)}`);
  expect(answer.status).toBe(302);
  const authorize = new URL(answer.headers.get('location')!);
  expect(authorize.origin).toBe(party.url);
  const page = await fetch(authorize);
  expect(await page.text()).toContain(`Continue as ${name}`);
  authorize.pathname = '/authorize/continue';
  const back = await fetch(authorize, { redirect: 'manual' });
  const callback = new URL(back.headers.get('location')!);
  expect(callback.pathname).toBe(`/${kind}/callback`);
  return { code: callback.searchParams.get('code')!, state: callback.searchParams.get('state')! };
}

const freeLogin = (client: Client, body: Record<string, unknown>) => client.request('POST', FREE_LOGIN, { json: body });
const signedIn = (client: Client) => client.jar.has('access_token');

describe('messaging-app free login', () => {
  test('a bound app user signs in and goes where they asked', async () => {
    const client = browser(server);
    const answer = await freeLogin(client, { ...(await viaApp(client)), platformType: 'pc' });
    expect(answer.status).toBe(200);
    expect(answer.body.data).toMatchObject({ status: 'signedIn', returnPath: `/portal/${SCHOOL_A}`, tokens: { user_id: DEMO.learner.id } });
    expect(signedIn(client)).toBe(true);
    const [session] = await server.db.query<{ provider_id: string }>('select provider_id from sessions where user_id = $1 order by created_at desc limit 1', [DEMO.learner.id]);
    expect(session!.provider_id).toBe('wl-test-a');
  });

  test('imc works the same way on its own path', async () => {
    const client = browser(server);
    const answer = await client.request('POST', '/api/auth/open/thirdlogin/imc/accesstoken', { json: await viaApp(client, SCHOOL_A, 'imc') });
    expect(answer.body.data.status).toBe('signedIn');
  });

  test('an app user new to us goes to bind-account, even with a teacher’s e-mail: no session', async () => {
    party.signInAs({ userId: 'wl-new', name: 'New Person', tenantId: 't1', email: 'learner@example.com' });
    try {
      const client = browser(server);
      const answer = await freeLogin(client, await viaApp(client, SCHOOL_A, 'welink', 'New Person'));
      expect(answer.status).toBe(200);
      expect(answer.body.data).toMatchObject({ status: 'bind', providerName: 'WeLink', displayName: 'New Person', maskedEmail: 'l***r@example.com' });
      expect(signedIn(client)).toBe(false);
    } finally {
      party.signInAs({ userId: 'wl-bound', name: 'Bound User', tenantId: 't1' });
    }
  });

  test('the app’s failure code 030025 is an error with a message, and no session cookie', async () => {
    const client = browser(server);
    const callback = await viaApp(client);
    party.failWith('030025');
    try {
      const answer = await freeLogin(client, callback);
      expect(answer.status).toBe(400);
      expect(answer.body.message).toMatch(/messaging app could not sign you in/);
      expect(answer.headers.getSetCookie().some((cookie) => cookie.startsWith('access_token='))).toBe(false);
      expect(signedIn(client)).toBe(false);
    } finally {
      party.failWith(null);
    }
  });

  test('a replayed callback (the same code and state) is refused', async () => {
    const client = browser(server);
    const callback = await viaApp(client);
    expect((await freeLogin(client, callback)).status).toBe(200);
    const again = browser(server);
    again.jar.set('login_browser', client.jar.get('login_browser')!);
    const replay = await freeLogin(again, callback);
    expect(replay.status).toBe(400);
    expect(signedIn(again)).toBe(false);
  });

  test('a used code under a fresh state is refused by the app', async () => {
    const client = browser(server);
    const first = await viaApp(client);
    expect((await freeLogin(client, first)).status).toBe(200);
    const fresh = await viaApp(client);
    const other = browser(server);
    other.jar.set('login_browser', client.jar.get('login_browser')!);
    const answer = await freeLogin(other, { code: first.code, state: fresh.state });
    expect(answer.status).toBe(400);
    expect(signedIn(other)).toBe(false);
  });

  test('a state started in another browser is refused, and spent', async () => {
    const victim = browser(server);
    const callback = await viaApp(victim);
    const attacker = browser(server);
    const answer = await freeLogin(attacker, callback);
    expect(answer.status).toBe(400);
    expect(signedIn(attacker)).toBe(false);
    expect((await freeLogin(victim, callback)).status).toBe(400);
  });

  test('a code of school A’s app does not work in school B’s flow', async () => {
    const client = browser(server);
    const fromA = await viaApp(client, SCHOOL_A);
    const forB = await viaApp(client, SCHOOL_B);
    const answer = await freeLogin(client, { code: fromA.code, state: forB.state });
    expect(answer.status).toBe(400);
    expect(signedIn(client)).toBe(false);
  });

  test('a welink state does not finish an imc sign-in; a missing state is refused', async () => {
    const client = browser(server);
    const callback = await viaApp(client);
    expect((await client.request('POST', '/api/auth/open/thirdlogin/imc/accesstoken', { json: callback })).status).toBe(400);
    expect((await freeLogin(client, { code: callback.code })).status).toBe(400);
    expect(signedIn(client)).toBe(false);
  });

  test('the root attempt without a school uses the platform’s messaging-app school', async () => {
    const answer = await browser(server).get('/api/welink/proxy/rest/v1/open/authorize?redirect=/');
    expect(answer.status).toBe(302);
    expect(new URL(answer.headers.get('location')!).searchParams.get('client_id')).toBe(CLIENT_B.clientId);
  });

  test('an app that is unreachable is a 502 with a message, not a session', async () => {
    await server.db.query("update identity_providers set issuer = 'http://127.0.0.1:9' where id = 'wl-test-b'");
    try {
      const client = browser(server);
      const started = await client.get(`/api/welink/proxy/rest/v1/open/authorize?schoolId=${SCHOOL_B}`);
      const state = new URL(started.headers.get('location')!).searchParams.get('state')!;
      const answer = await freeLogin(client, { code: 'anything', state });
      expect(answer.status).toBe(502);
      expect(answer.body.message).toBeTruthy();
    } finally {
      await server.db.query('update identity_providers set issuer = $1 where id = $2', [party.url, 'wl-test-b']);
    }
  });
});
