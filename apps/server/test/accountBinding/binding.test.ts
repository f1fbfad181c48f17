import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Server } from '../../src/server.ts';
import { DEMO } from '../../src/seed/demoIds.ts';
import { browser, outboxCode, signIn, startTestServer } from '../harness.ts';

let server: Server;
beforeAll(async () => {
  server = await startTestServer();
  // Someone only in a school of their own: the demo learner shares no school with them.
  await server.db.query("insert into schools (id, name, region, default_locale, locales) values ('3200000000000000001', 'Other school', 'overseas', 'en_US', '{en_US}')");
  await server.db.query("insert into users (id, mobile, real_name) values ('u-c-stranger', '13900000299', 'Stranger')");
  await server.db.query("insert into members (school_id, user_id, role) values ('3200000000000000001', 'u-c-stranger', 'learner')");
}, 60_000);
afterAll(() => server.db.close());

type Client = Awaited<ReturnType<typeof signIn>>;
const emailCode = (client: Client, email: string) => client.get(`/api/accounts/rest/account/bind/email-code?newEmail=${encodeURIComponent(email)}`);
const bindEmail = (client: Client, email: string, code: string) => client.request('PUT', `/api/accounts/user/email/bind?newEmail=${encodeURIComponent(email)}&emailCode=${code}`);
const smsCode = (client: Client, mobile: string) => client.request('POST', '/api/accounts/rest/account/bind/sms-code', { json: { newMobile: mobile } });
const bindMobile = (client: Client, mobile: string, code: string) => client.request('PUT', '/api/accounts/user/mobile/bind', { json: { newMobile: mobile, smsCode: code } });

describe('binding a new e-mail or mobile', () => {
  test('a new e-mail is put on the account with the code sent to it, and signs in from then on', async () => {
    const client = await signIn(server, '13900000201');
    expect((await emailCode(client, 'New.Person@Example.com')).status).toBe(200);
    const code = await outboxCode(server, 'new.person@example.com');
    const bound = await bindEmail(client, 'new.person@example.com', code);
    expect(bound.status).toBe(200);
    expect(bound.body.data).toEqual({ mobile: '13900000201', email: 'new.person@example.com' });
    expect((await client.get('/api/accounts/users/me')).body.data.email).toBe('new.person@example.com');
    // The code worked once.
    expect((await bindEmail(client, 'new.person@example.com', code)).status).toBe(400);
  });

  test('an address another account holds is refused before a code is sent', async () => {
    const client = await signIn(server, '13900000202');
    const taken = await emailCode(client, DEMO.learner.email);
    expect(taken.status).toBe(409);
    expect(taken.body.message).toMatch(/another account/);
    const mobile = await smsCode(client, DEMO.lecturer.mobile);
    expect(mobile.status).toBe(409);
    expect(mobile.body.message).toMatch(/another account/);
    const own = await smsCode(client, '13900000202');
    expect(own.status).toBe(400);
    expect(own.body.message).toMatch(/already on your account/);
  });

  test('the refusals are worded in the page’s language; the account’s own address carries its reason code', async () => {
    const client = await signIn(server, '13900000205');
    const own = await client.request('POST', '/api/accounts/rest/account/bind/sms-code', { json: { newMobile: '13900000205' }, headers: { 'sxz-lang': 'de_DE' } });
    expect(own).toMatchObject({ status: 400, body: { message: 'Diese Mobilnummer ist bereits in Ihrem Konto hinterlegt.', details: [{ path: 'reason', message: 'alreadyYours' }] } });
    const taken = await client.request('GET', `/api/accounts/rest/account/bind/email-code?newEmail=${encodeURIComponent(DEMO.learner.email)}`, { headers: { 'sxz-lang': 'ar_SA' } });
    expect(taken).toMatchObject({ status: 409, body: { message: 'هذا البريد الإلكتروني مستخدم بالفعل في حساب آخر.' } });
  });

  test('an address taken between the code and the bind is refused at bind time', async () => {
    const client = await signIn(server, '13900000203');
    expect((await smsCode(client, '13900000204')).status).toBe(200);
    const code = await outboxCode(server, '13900000204');
    // Someone else signs up with that number meanwhile.
    await signIn(server, '13900000204');
    const refused = await bindMobile(client, '13900000204', code);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toMatch(/another account/);
    expect((await client.get('/api/accounts/users/me')).body.data.mobile).toBe('13900000203');
  });

  test('a wrong code, or the code sent to another address, is refused', async () => {
    const client = await signIn(server, '13900000205');
    expect((await smsCode(client, '13900000206')).status).toBe(200);
    const code = await outboxCode(server, '13900000206');
    const wrong = await bindMobile(client, '13900000206', code === '000000' ? '111111' : '000000');
    expect(wrong.status).toBe(400);
    expect(wrong.body.message).toMatch(/code/i);
    const elsewhere = await bindMobile(client, '13900000207', code);
    expect(elsewhere.status).toBe(400);
    expect((await client.get('/api/accounts/users/me')).body.data.mobile).toBe('13900000205');
    // The right code still works.
    expect((await bindMobile(client, '13900000206', code)).status).toBe(200);
  });

  test('anonymous callers get 401, malformed input a 400 with a message', async () => {
    expect((await smsCode(browser(server) as unknown as Client, '13900000208')).status).toBe(401);
    const client = await signIn(server, '13900000209');
    for (const answer of [await smsCode(client, '12345'), await emailCode(client, 'not-an-email'), await bindMobile(client, '13900000210', 'abc'), await client.request('PUT', '/api/accounts/user/mobile/bind', { json: [] })]) {
      expect(answer.status).toBe(400);
      expect(answer.body.message).toBeTruthy();
    }
  });
});

describe('login init, shared addresses, names', () => {
  test('login init tells the school’s method and state and the agreements’ versions', async () => {
    await server.db.query('update schools set login_disabled = true where id = $1', [DEMO.overseas]);
    const answer = await browser(server).request('POST', '/api/auth/login/init', { json: { schoolId: DEMO.overseas, account: '13800000001' } });
    expect(answer.status).toBe(200);
    expect(answer.body.data).toMatchObject({ loginMethod: 1, loginDisabled: true, imageCheckRequired: false, agreements: { service: { version: 1 }, privacy: { version: 1 } } });
    const school = await browser(server).get(`/api/ischool/v1/open/schools/school-details?schoolId=${DEMO.overseas}`);
    expect(school.body.data).toMatchObject({ loginDisabled: true, networkDisabled: false, orderDisabled: false });
    await server.db.query('update schools set login_disabled = false where id = $1', [DEMO.overseas]);
    expect((await browser(server).request('POST', '/api/auth/login/init', { json: { schoolId: 'x' } })).status).toBe(400);
  });

  test('url/decode answers same-origin addresses and refuses every other', async () => {
    const decode = (url: string) => browser(server).request('POST', '/api/accounts/open/url/decode', { json: { url } });
    expect((await decode(encodeURIComponent('/portal/1000000000000000001/search?keyword=a b'))).body.data.url).toBe('/portal/1000000000000000001/search?keyword=a%20b');
    expect((await decode(encodeURIComponent(encodeURIComponent('http://localhost/service?version=1')))).body.data.url).toBe('/service?version=1');
    expect((await decode(Buffer.from('/privacy').toString('base64url'))).body.data.url).toBe('/privacy');
    for (const foreign of ['https://evil.example/x', encodeURIComponent('//evil.example/x'), 'javascript:alert(1)', encodeURIComponent('/\\evil.example'), Buffer.from('https://evil.example').toString('base64url'), 'http://localhost.evil.example/']) {
      const refused = await decode(foreign);
      expect({ foreign, status: refused.status, message: refused.body.message }).toEqual({ foreign, status: 400, message: expect.stringMatching(/another site/) });
    }
  });

  // Issue 32: addresses of this site before normalisation that are protocol-relative after it, sent as they come in
  // share links (encoded once or twice, base64url, absolute with our origin).
  test('url/decode never answers an address that normalises or decodes to another site', async () => {
    const decode = (url: string) => browser(server).request('POST', '/api/accounts/open/url/decode', { json: { url } });
    const tricks = ['/./%2e/..//evil.example', '/a/..//evil.example/x', '/%2e%2e//evil.example', '/a/../\\evil.example', '/./\\evil.example', '/%5C%5Cevil.example', '/\t/evil.example', '/.\n//evil.example', '/%09/evil.example'];
    const sent = tricks.flatMap((trick) => [trick, encodeURIComponent(trick), encodeURIComponent(encodeURIComponent(trick)), Buffer.from(trick).toString('base64url'), `http://localhost${trick}`]);
    for (const url of sent) {
      const answer = await decode(url);
      const followed = answer.status === 200 ? new URL(answer.body.data.url, 'http://localhost/any/page').origin : null;
      expect({ url, status: answer.status, followed, message: answer.body.message }).toEqual({ url, status: 400, followed: null, message: expect.stringMatching(/another site/) });
    }
  });

  test('ids/to/users answers only people who share a school with the caller', async () => {
    const learner = await signIn(server, DEMO.learner.mobile);
    const answer = await learner.request('POST', '/api/accounts/ids/to/users', { json: { ids: [DEMO.lecturer.id, 'u-c-stranger', 'nobody', DEMO.learner.id] } });
    expect(answer.status).toBe(200);
    const ids = answer.body.data.map((entry: { userId: string }) => entry.userId);
    expect(ids).toContain(DEMO.lecturer.id);
    expect(ids).toContain(DEMO.learner.id);
    expect(ids).not.toContain('u-c-stranger');
    expect(ids).not.toContain('nobody');
    const tooMany = await learner.request('POST', '/api/accounts/ids/to/users', { json: { ids: Array.from({ length: 101 }, (_, i) => `u${i}`) } });
    expect(tooMany.status).toBe(400);
    expect((await browser(server).request('POST', '/api/accounts/ids/to/users', { json: { ids: ['u-learner'] } })).status).toBe(401);
  });
});

describe('GET /api/accounts/skip (spec §7)', () => {
  test('the binding step is never skipped, for any platform; a malformed platform is a 400 with a message', async () => {
    for (const platform of ['welink', 'uniportal', '3']) {
      expect((await browser(server).get(`/api/accounts/skip?third_platform_type=${platform}`)).body.data).toEqual({ thirdPlatformType: platform, skip: false });
    }
    for (const query of ['', '?third_platform_type=', '?third_platform_type=%00', `?third_platform_type=${'x'.repeat(41)}`]) {
      const answer = await browser(server).get(`/api/accounts/skip${query}`);
      expect(answer.status).toBe(400);
      expect(answer.body.message).toBeTruthy();
    }
  });
});
