// @postgres-pass: ten refreshes with one token at once give one new pair (a pool, not PGlite's one connection).
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Server } from '../src/server.ts';
import { DEMO } from '../src/seed/seed.ts';
import { browser, outboxCode, signIn, startTestServer } from './harness.ts';

let server: Server;
beforeAll(async () => {
  server = await startTestServer();
}, 60_000);
afterAll(() => server.db.close());

describe('sign-in with a code', () => {
  test('SMS: the code from the outbox signs in; cookies are HttpOnly; users/me answers', async () => {
    const client = browser(server);
    const sent = await client.request('POST', '/api/accounts/open/login/sms-code', { json: { mobile: DEMO.lecturer.mobile } });
    expect(sent.body.data).toEqual({ expiresIn: 300, resendAfter: 60 });
    const code = await outboxCode(server, DEMO.lecturer.mobile);
    const token = await client.request('POST', '/api/auth/oauth/token', { form: { grant_type: 'sms_code', mobile: DEMO.lecturer.mobile, code } });
    expect(token.status).toBe(200);
    expect(token.body).toMatchObject({ token_type: 'bearer', user_id: DEMO.lecturer.id });
    const cookies = token.headers.getSetCookie().join('\n');
    expect(cookies).toMatch(/access_token=[^;]+;.*HttpOnly/);
    expect(cookies).toMatch(/refresh_token=[^;]+;.*HttpOnly/);
    const me = await client.get('/api/accounts/users/me');
    expect(me.body.data).toMatchObject({ userId: DEMO.lecturer.id, realName: '王芳', schools: expect.arrayContaining([{ schoolId: DEMO.mainland, role: 'lecturer', isSchoolUnionLeader: true }]) });
  });

  test('a new account has no name until it gives one (PUT users/me): trimmed, 1 to 50 characters, no control characters, its own only', async () => {
    const client = await signIn(server, '13900000341');
    expect((await client.get('/api/accounts/users/me')).body.data).toMatchObject({ realName: null, nickName: null, mobile: '13900000341' });
    for (const realName of ['   ', 'x'.repeat(51), 'Bad\u0007name']) {
      expect((await client.request('PUT', '/api/accounts/users/me', { json: { realName } })).status).toBe(400);
    }
    const named = await client.request('PUT', '/api/accounts/users/me', { json: { realName: '  林小明 ' } });
    expect([named.status, named.body.data.realName]).toEqual([200, '林小明']);
    expect((await client.get('/api/accounts/users/me')).body.data.realName).toBe('林小明');
    expect((await browser(server).request('PUT', '/api/accounts/users/me', { json: { realName: 'Nobody' } })).status).toBe(401);
    // Someone else's name is untouched.
    expect((await (await signIn(server, DEMO.lecturer.mobile)).get('/api/accounts/users/me')).body.data.realName).toBe('王芳');
  });

  test('e-mail (v2): the code signs in', async () => {
    const client = browser(server);
    await client.request('POST', '/api/accounts/v2/open/email/verify_code', { json: { email: 'Learner@Example.com' } });
    const code = await outboxCode(server, DEMO.learner.email);
    const token = await client.request('POST', '/api/auth/oauth/token', { json: { grant_type: 'email_code', email: DEMO.learner.email, code } });
    expect(token.body.user_id).toBe(DEMO.learner.id);
  });

  test('a code works once, and a wrong code is refused with a message and its reason for the page to word', async () => {
    const mobile = '13900000009';
    const client = browser(server);
    await client.request('POST', '/api/accounts/open/login/sms-code', { json: { mobile } });
    const code = await outboxCode(server, mobile);
    const wrong = await client.request('POST', '/api/auth/oauth/token', { form: { grant_type: 'sms_code', mobile, code: code === '000000' ? '111111' : '000000' } });
    expect(wrong).toMatchObject({ status: 400, body: { message: expect.stringMatching(/not right/), details: [{ path: 'code', message: 'wrong' }] } });
    expect((await client.request('POST', '/api/auth/oauth/token', { form: { grant_type: 'sms_code', mobile, code } })).status).toBe(200);
    const again = await client.request('POST', '/api/auth/oauth/token', { form: { grant_type: 'sms_code', mobile, code } });
    expect(again).toMatchObject({ status: 400, body: { message: expect.stringMatching(/expired or was already used/), details: [{ path: 'code', message: 'expired' }] } });
  });

  test('a second code within a minute is rate limited (429)', async () => {
    const client = browser(server);
    const mobile = '13700000007';
    expect((await client.request('POST', '/api/accounts/open/login/sms-code', { json: { mobile } })).status).toBe(200);
    const second = await client.request('POST', '/api/accounts/open/login/sms-code', { json: { mobile } });
    expect(second).toMatchObject({ status: 429, body: { message: expect.stringMatching(/wait a minute/), details: [{ path: 'retryAfter', message: expect.stringMatching(/^\d+$/) }] } });
    expect(Number(second.body.details[0].message)).toBe(Number(second.headers.get('retry-after')));
  });

  test('after 3 wrong codes this browser must pass the image check; another browser is not locked out', async () => {
    const mobile = '13600000006';
    const client = browser(server);
    await client.request('POST', '/api/accounts/open/login/sms-code', { json: { mobile } });
    for (let i = 0; i < 3; i += 1) await client.request('POST', '/api/auth/oauth/token', { form: { grant_type: 'sms_code', mobile, code: '99999' + i } });
    const check = await client.get(`/api/accounts/open/login/account/open/code/imagevalid?account=${mobile}`);
    expect(check.body.data).toEqual({ required: true });
    expect((await client.request('POST', '/api/auth/oauth/token', { form: { grant_type: 'sms_code', mobile, code: '999990' } })).status).toBe(403);
    // The wrong codes came from one browser: the next browser signs in with its own fresh code (lockout.test.ts).
    const other = browser(server);
    expect((await other.get(`/api/accounts/open/login/account/open/code/imagevalid?account=${mobile}`)).body.data).toEqual({ required: false });
    await other.request('POST', '/api/accounts/open/login/sms-code', { json: { mobile } });
    const token = await other.request('POST', '/api/auth/oauth/token', { form: { grant_type: 'sms_code', mobile, code: await outboxCode(server, mobile) } });
    expect(token.status).toBe(200);
  });
});

describe('refresh tokens', () => {
  test('rotation: a refresh gives a new pair and the new access token works', async () => {
    const client = await signIn(server, DEMO.learner.mobile);
    const before = client.jar.get('refresh_token');
    const refreshed = await client.request('POST', '/api/auth/oauth/token', { form: { grant_type: 'refresh_token' } });
    expect(refreshed.status).toBe(200);
    expect(client.jar.get('refresh_token')).not.toBe(before);
    expect((await client.get('/api/accounts/users/me')).status).toBe(200);
  });

  test('reuse after the grace window revokes the whole family', async () => {
    const client = await signIn(server, DEMO.learner.mobile);
    const stolen = client.jar.get('refresh_token')!;
    await client.request('POST', '/api/auth/oauth/token', { form: { grant_type: 'refresh_token' } });
    await server.db.query("update refresh_tokens set rotated_at = now() - interval '1 hour' where rotated_at is not null");
    const attacker = browser(server);
    const reuse = await attacker.request('POST', '/api/auth/oauth/token', { form: { grant_type: 'refresh_token', refresh_token: stolen } });
    expect(reuse).toMatchObject({ status: 401, body: { message: expect.stringMatching(/used twice/) } });
    // The legitimate holder is signed out too: their newer token belongs to the revoked family.
    const victim = await client.request('POST', '/api/auth/oauth/token', { form: { grant_type: 'refresh_token' } });
    expect(victim.status).toBe(401);
    expect((await client.get('/api/accounts/users/me')).status).toBe(401);
  });

  test('10 concurrent refreshes with one token give one new pair and no lost session', async () => {
    const client = await signIn(server, DEMO.learner.mobile);
    const token = client.jar.get('refresh_token')!;
    const results = await Promise.all(
      Array.from({ length: 10 }, () => browser(server).request('POST', '/api/auth/oauth/token', { form: { grant_type: 'refresh_token', refresh_token: token } })),
    );
    expect(results.map((result) => result.status)).toEqual(Array(10).fill(200));
    expect(new Set(results.map((result) => result.body.refresh_token)).size).toBe(1);
    const next = await browser(server).request('POST', '/api/auth/oauth/token', { form: { grant_type: 'refresh_token', refresh_token: results[0]!.body.refresh_token } });
    expect(next.status).toBe(200);
  });

  test('refresh without a refresh token fails (spec §5)', async () => {
    const result = await browser(server).request('POST', '/api/auth/oauth/token', { form: { grant_type: 'refresh_token' } });
    expect(result).toMatchObject({ status: 401, body: { message: 'No refresh token.' } });
  });
});

describe('logout', () => {
  test('revokes the session: the old access and refresh tokens stop working; unused auth codes are deleted', async () => {
    const client = await signIn(server, DEMO.admin.mobile);
    const access = client.jar.get('access_token')!;
    const refresh = client.jar.get('refresh_token')!;
    // An app's unused code as the OpenID provider stores it (identity/authorizationServer.test.ts makes real ones).
    await server.db.query(`insert into oidc_payloads (model, id_hash, payload, account_id, expires_at) values ('AuthorizationCode', 'logout-test-code', '{}', $1, now() + interval '600 seconds')`, [DEMO.admin.id]);
    const unusedCodes = () => server.db.query("select 1 from oidc_payloads where model = 'AuthorizationCode' and account_id = $1 and consumed_at is null", [DEMO.admin.id]);
    expect(await unusedCodes()).toHaveLength(1);
    expect((await client.request('DELETE', '/api/auth/open/logout')).body.data).toEqual({ signedOut: true, next: null });
    expect(client.jar.has('access_token')).toBe(false);
    const stale = await server.app.request('http://localhost/api/accounts/users/me', { headers: { authorization: `Bearer ${access}` } });
    expect(stale.status).toBe(401);
    const reuse = await browser(server).request('POST', '/api/auth/oauth/token', { form: { grant_type: 'refresh_token', refresh_token: refresh } });
    expect(reuse.status).toBe(401);
    expect(await unusedCodes()).toHaveLength(0);
  });
});

describe('CSRF', () => {
  test('a cookie-authenticated write without X-Requested-With, or from another origin, is refused', async () => {
    const client = await signIn(server, DEMO.learner.mobile);
    const noHeader = await client.request('DELETE', '/api/auth/open/logout', { headers: { 'x-requested-with': '' } });
    expect(noHeader.status).toBe(403);
    const crossSite = await client.request('DELETE', '/api/auth/open/logout', { headers: { origin: 'https://evil.example' } });
    expect(crossSite).toMatchObject({ status: 403, body: { message: 'Cross-site request refused.' } });
  });
});
