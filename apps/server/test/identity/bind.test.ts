import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Server } from '../../src/server.ts';
import { DEMO } from '../../src/seed/seed.ts';
import { IDENTITY_DEMO } from '../../src/seed/identity.ts';
import { randomToken, sha256 } from '../../src/auth/crypto.ts';
import { boundUser } from '../../src/modules/identity/identities.ts';
import { browser, forgetCodeRequests, outboxCode, startTestServer } from '../harness.ts';

/**
 * bind-account / bound-account-verify (decision 0019): a corporate SSO identity new to us is parked, and bound only
 * to an account proved with a fresh code, in the browser that started the sign-in, once.
 */
let server: Server;
const PROVIDER = 'bind-test-sso';
const SCHOOL = DEMO.mainland;
type Client = ReturnType<typeof browser>;

beforeAll(async () => {
  server = await startTestServer();
  await server.db.query(
    `insert into identity_providers (id, school_id, kind, protocol, display_name, issuer, client_id, redirect_uris)
     values ($1, $2, 'sso', 'oidc', 'Contoso SSO', 'https://sso.contoso.test', 'portal', '{}')`,
    [PROVIDER, SCHOOL],
  );
}, 60_000);
afterAll(() => server.db.close());

let subjects = 0;
const newSubject = () => `subject-${Date.now().toString(36)}-${++subjects}`;
/** A person has one identity per provider: each test proves an account of its own. */
let phones = 100;
const newMobile = () => `1390000${String(++phones).padStart(4, '0')}`;

/** A provider vouched for `subject` in this browser: its login_browser cookie and a pending bind tied to it. */
async function park(client: Client, identity: { subject: string; email?: string; displayName?: string }, seconds = 900) {
  if (!client.jar.has('login_browser')) client.jar.set('login_browser', randomToken(32));
  const token = randomToken(24);
  await server.db.query(
    `insert into pending_binds (token_hash, provider_id, subject, email, display_name, browser_hash, return_path, expires_at)
     values ($1, $2, $3, $4, $5, $6, '/portal/${SCHOOL}/search', now() + make_interval(secs => $7))`,
    [sha256(token), PROVIDER, identity.subject, identity.email ?? null, identity.displayName ?? null, sha256(client.jar.get('login_browser')!), seconds],
  );
  return token;
}

/** A fresh code to this phone, asked for by this browser as the page does (the code-request limits are tested elsewhere). */
async function freshCode(client: Client, mobile: string) {
  await forgetCodeRequests(server, mobile);
  const sent = await client.request('POST', '/api/accounts/open/login/sms-code', { json: { mobile } });
  expect(sent.status).toBe(200);
  return outboxCode(server, mobile);
}

const bind = (client: Client, json: Record<string, string | undefined>) => client.request('POST', '/api/auth/open/thirdlogin/user/to/bind', { json });
const move = (client: Client, json: Record<string, string>) => client.request('POST', '/api/auth/open/thirdlogin/users/to/auth_code', { json });
const me = (client: Client) => client.get('/api/accounts/users/me');
const boundTo = (subject: string) => boundUser(server.db, { providerId: PROVIDER, subject });

describe('the login page’s provider buttons', () => {
  test('list the school’s SSO with its name and start address; another school has none', async () => {
    const listed = await browser(server).get(`/api/auth/open/thirdlogin/providers?schoolId=${SCHOOL}`);
    expect(listed.body.data).toEqual([{ kind: 'sso', displayName: 'Contoso SSO', startUrl: `/api/auth/open/third/uniportal/authorize?schoolId=${SCHOOL}` }]);
    expect((await browser(server).get(`/api/auth/open/thirdlogin/providers?schoolId=${DEMO.overseas}`)).body.data).toEqual([]);
    expect((await browser(server).get('/api/auth/open/thirdlogin/providers?schoolId=x')).status).toBe(400);
  });

  test('the enterprise cloud (hw) and imc demo schools each get a button to their app; the WeLink school none', async () => {
    const listed = async (school: string) => (await browser(server).get(`/api/auth/open/thirdlogin/providers?schoolId=${school}`)).body.data;
    expect(await listed(IDENTITY_DEMO.hw)).toEqual([{ kind: 'hw', displayName: 'Enterprise Cloud', startUrl: `/api/auth/open/thirdlogin/hw/authorize?schoolId=${IDENTITY_DEMO.hw}` }]);
    expect(await listed(IDENTITY_DEMO.imc)).toEqual([{ kind: 'imc', displayName: 'IMC Messenger', startUrl: `/api/auth/open/thirdlogin/imc/authorize?schoolId=${IDENTITY_DEMO.imc}` }]);
    // WeLink is reached from inside the app (spec §2), not from a login page button.
    expect(await listed(IDENTITY_DEMO.welink)).toEqual([]);
    // A disabled provider has no button.
    await server.db.query("update identity_providers set enabled = false where id = 'school-017-imc'");
    expect(await listed(IDENTITY_DEMO.imc)).toEqual([]);
    await server.db.query("update identity_providers set enabled = true where id = 'school-017-imc'");
  });
});

describe('bind-account', () => {
  test('shows what is being bound, masked, and starts no session', async () => {
    const client = browser(server);
    const bindToken = await park(client, { subject: newSubject(), email: 'wang.fang@contoso.test', displayName: '王芳' });
    const pending = await client.get(`/api/auth/open/thirdlogin/pending?bindToken=${bindToken}`);
    expect(pending.status).toBe(200);
    expect(pending.body.data).toEqual({ providerName: 'Contoso SSO', displayName: '王芳', maskedEmail: 'w***g@contoso.test' });
    expect(JSON.stringify(pending.body)).not.toContain('wang.fang');
    expect((await me(client)).status).toBe(401);
  });

  test('a fresh code binds and signs in; the next sign-in of that identity needs no bind', async () => {
    const client = browser(server);
    const subject = newSubject();
    const bindToken = await park(client, { subject });
    const answer = await bind(client, { bindToken, mobile: DEMO.learner.mobile, code: await freshCode(client, DEMO.learner.mobile) });
    expect(answer.status).toBe(200);
    expect(answer.body.data).toMatchObject({ status: 'signedIn', returnPath: `/portal/${SCHOOL}/search`, tokens: { user_id: DEMO.learner.id } });
    expect((await me(client)).body.data.userId).toBe(DEMO.learner.id);
    expect(await boundTo(subject)).toBe(DEMO.learner.id);
    // The session remembers it began at the SSO (spec §4 sign-out method 3), server-side.
    const [session] = await server.db.query<{ login_method: number; provider_id: string }>('select login_method, provider_id from sessions where user_id = $1 order by created_at desc limit 1', [DEMO.learner.id]);
    expect(session).toEqual({ login_method: 3, provider_id: PROVIDER });
  });

  test('an unknown phone creates the account, like the code sign-in', async () => {
    const client = browser(server);
    const subject = newSubject();
    const mobile = newMobile();
    const answer = await bind(client, { bindToken: await park(client, { subject }), mobile, code: await freshCode(client, mobile) });
    expect(answer.body.data.status).toBe('signedIn');
    expect((await me(client)).body.data.mobile).toBe(mobile);
    expect(await boundTo(subject)).toBe(answer.body.data.tokens.user_id);
    // The school's own provider vouched for them: they are a learner of that school.
    expect((await me(client)).body.data.schools).toEqual([{ schoolId: SCHOOL, role: 'learner', isSchoolUnionLeader: false }]);
  });

  test('a member the school removed is not made a member again by signing in through its provider', async () => {
    const client = browser(server);
    const mobile = newMobile();
    const first = await bind(client, { bindToken: await park(client, { subject: newSubject() }), mobile, code: await freshCode(client, mobile) });
    await server.db.query('update members set is_valid = false where school_id = $1 and user_id = $2', [SCHOOL, first.body.data.tokens.user_id]);
    // A new identity at the provider for the same person (its old one was retired there).
    await server.db.query('delete from external_identities where user_id = $1', [first.body.data.tokens.user_id]);
    const again = browser(server);
    const second = await bind(again, { bindToken: await park(again, { subject: newSubject() }), mobile, code: await freshCode(again, mobile) });
    expect(second.body.data.status).toBe('signedIn');
    expect((await me(again)).body.data.schools).toEqual([]);
  });

  test('finished from another browser: 400, nothing bound, no session, the code not spent', async () => {
    const mobile = newMobile();
    const starter = browser(server);
    const other = browser(server);
    const subject = newSubject();
    const bindToken = await park(starter, { subject });
    const code = await freshCode(starter, mobile);
    expect((await other.get(`/api/auth/open/thirdlogin/pending?bindToken=${bindToken}`)).status).toBe(400);
    const stolen = await bind(other, { bindToken, mobile, code });
    expect(stolen.status).toBe(400);
    expect(stolen.body.message).toMatch(/another browser/);
    expect((await me(other)).status).toBe(401);
    expect(await boundTo(subject)).toBeNull();
    // Another browser's cookie of its own does not help either.
    other.jar.set('login_browser', randomToken(32));
    expect((await bind(other, { bindToken, mobile, code })).status).toBe(400);
    // The rightful browser still finishes with the same code.
    expect((await bind(starter, { bindToken, mobile, code })).body.data.status).toBe('signedIn');
  });

  test('a pending bind works once', async () => {
    const mobile = newMobile();
    const client = browser(server);
    const bindToken = await park(client, { subject: newSubject() });
    const first = await bind(client, { bindToken, mobile, code: await freshCode(client, mobile) });
    expect(first.body.data.status).toBe('signedIn');
    const other = newMobile();
    const again = await bind(client, { bindToken, mobile: other, code: await freshCode(client, other) });
    expect(again.status).toBe(400);
    expect((await me(client)).body.data.userId).toBe(first.body.data.tokens.user_id);
  });

  test('an expired pending bind is refused', async () => {
    const client = browser(server);
    const subject = newSubject();
    const bindToken = await park(client, { subject }, -1);
    expect((await client.get(`/api/auth/open/thirdlogin/pending?bindToken=${bindToken}`)).status).toBe(400);
    expect((await bind(client, { bindToken, mobile: DEMO.learner.mobile, code: await freshCode(client, DEMO.learner.mobile) })).status).toBe(400);
    expect(await boundTo(subject)).toBeNull();
  });

  test('a wrong code is refused with a message and the pending bind stays usable', async () => {
    const mobile = newMobile();
    const client = browser(server);
    const subject = newSubject();
    const bindToken = await park(client, { subject });
    const code = await freshCode(client, mobile);
    const wrong = await bind(client, { bindToken, mobile, code: code === '000000' ? '111111' : '000000' });
    expect(wrong.status).toBe(400);
    expect(wrong.body.message).toMatch(/code is not right/);
    expect(await boundTo(subject)).toBeNull();
    expect((await bind(client, { bindToken, mobile, code })).body.data.status).toBe('signedIn');
  });

  test('malformed input is a 400 with a message, never a 5xx', async () => {
    const client = browser(server);
    const bindToken = await park(client, { subject: newSubject() });
    for (const json of [{ bindToken }, { bindToken, mobile: '123', code: '123456' }, { bindToken, mobile: DEMO.learner.mobile, code: 'abc' }, { bindToken: 'short', mobile: DEMO.learner.mobile, code: '123456' }]) {
      const answer = await bind(client, json);
      expect(answer.status).toBe(400);
      expect(answer.body.message).toEqual(expect.any(String));
    }
    expect((await client.get('/api/auth/open/thirdlogin/pending')).status).toBe(400);
  });

  test('an identity asserting the teacher’s e-mail never signs in as the teacher', async () => {
    // The learner's address, as a provider that lets users set any (verified or not) e-mail would send it.
    const client = browser(server);
    const subject = newSubject();
    const bindToken = await park(client, { subject, email: DEMO.learner.email, displayName: 'Learner' });
    expect((await me(client)).status).toBe(401);
    expect(await boundTo(subject)).toBeNull();
    // Proving a different account binds to that account, not to the one whose e-mail was asserted.
    const mobile = newMobile();
    const answer = await bind(client, { bindToken, mobile, code: await freshCode(client, mobile) });
    expect(answer.body.data.tokens.user_id).not.toBe(DEMO.learner.id);
    expect(await boundTo(subject)).not.toBe(DEMO.learner.id);
  });
});

describe('bound-account and bound-account-verify', () => {
  test('an account already bound to another identity of the provider: nothing bound, masked answer, move with a fresh code', async () => {
    const mobile = '13900000073';
    const first = browser(server);
    const oldSubject = 'old-subject-0123456789';
    await bind(first, { bindToken: await park(first, { subject: oldSubject, email: 'old.self@contoso.test' }), mobile, code: await freshCode(first, mobile) });
    const userId = await boundTo(oldSubject);
    expect(userId).not.toBeNull();

    const client = browser(server);
    const newOne = newSubject();
    const bindToken = await park(client, { subject: newOne });
    const answer = await bind(client, { bindToken, mobile, code: await freshCode(client, mobile) });
    expect(answer.status).toBe(200);
    expect(answer.body.data).toMatchObject({ status: 'boundElsewhere', providerName: 'Contoso SSO', maskedSubject: 'ol***89', maskedEmail: 'o***f@contoso.test', maskedAccount: '139****0073' });
    expect(JSON.stringify(answer.body)).not.toContain(oldSubject);
    expect((await me(client)).status).toBe(401);
    expect(await boundTo(newOne)).toBeNull();
    expect(await boundTo(oldSubject)).toBe(userId);
    const { moveToken } = answer.body.data;

    // Without a fresh code (the one just used, or a wrong one) the move is refused.
    const used = await outboxCode(server, mobile);
    expect((await move(client, { bindToken, moveToken, code: used })).status).toBe(400);
    // From another browser, even with a fresh code, it is refused.
    const code = await freshCode(client, mobile);
    const other = browser(server);
    other.jar.set('login_browser', randomToken(32));
    expect((await move(other, { bindToken, moveToken, code })).status).toBe(400);
    expect(await boundTo(oldSubject)).toBe(userId);

    const moved = await move(client, { bindToken, moveToken, code });
    expect(moved.status).toBe(200);
    expect(moved.body.data).toMatchObject({ status: 'signedIn', tokens: { user_id: userId } });
    expect((await me(client)).body.data.userId).toBe(userId);
    expect(await boundTo(newOne)).toBe(userId);
    expect(await boundTo(oldSubject)).toBeNull();
    // Once: neither the move nor the pending bind can be used again.
    expect((await move(client, { bindToken, moveToken, code: await freshCode(client, mobile) })).status).toBe(400);
  });

  test('a move token works only with its own pending bind', async () => {
    const mobile = newMobile();
    const first = browser(server);
    await bind(first, { bindToken: await park(first, { subject: newSubject() }), mobile, code: await freshCode(first, mobile) });
    const client = browser(server);
    const bindToken = await park(client, { subject: newSubject() });
    const { moveToken } = (await bind(client, { bindToken, mobile, code: await freshCode(client, mobile) })).body.data;
    const otherPending = await park(client, { subject: newSubject() });
    expect((await move(client, { bindToken: otherPending, moveToken, code: await freshCode(client, mobile) })).status).toBe(400);
  });
});
