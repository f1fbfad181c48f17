import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Server } from '../../src/server.ts';
import { DEMO } from '../../src/seed/demoIds.ts';
import { TERMS_PENDING } from '@academy/contract';
import { acceptCurrentTerms, browser, signIn, startTestServer } from '../harness.ts';
import { makeInvite, roleIn, usesOf } from '../invites/helpers.ts';

const COMPARE = '/api/ischool/v1/agreements/compare-and-sign-lastest-agreement';
const WITHDRAW = '/api/assist/v2/agreement/user/signs';
const DOCUMENT = '/api/ischool/v1/open/agreements/document';
/** A school of this test's own, with its administrator: the demo schools' agreements are signed by the seed. */
const SCHOOL = '3200000000000000002';
const SCHOOL_ADMIN = { id: 'c-admin', mobile: '13900000150' };
const DPA = `/api/assist/v2/agreement/signSchoolDataProcessAgreement?schoolId=${SCHOOL}&lang=en_US`;
const DPA_STATUS = `/api/assist/v2/agreement/schoolDataProcessAgreement?schoolId=${SCHOOL}`;
const COOKIES = '/api/assist/v2/agreement/open/knownCookiesAgreement';

let server: Server;
beforeAll(async () => {
  server = await startTestServer();
  await server.db.query("insert into schools (id, name, region, default_locale, locales) values ($1, 'Agreement school', 'overseas', 'en_US', '{en_US}')", [SCHOOL]);
  await server.db.query('insert into users (id, mobile) values ($1, $2)', [SCHOOL_ADMIN.id, SCHOOL_ADMIN.mobile]);
  await server.db.query("insert into members (school_id, user_id, role) values ($1, $2, 'admin'), ($1, $3, 'learner')", [SCHOOL, SCHOOL_ADMIN.id, DEMO.learner.id]);
}, 60_000);
afterAll(() => server.db.close());

type Client = Awaited<ReturnType<typeof signIn>>;
const compare = (client: Client, accept: { kind: string; version: number }[] = []) => client.request('POST', COMPARE, { json: { lang: 'en_US', accept } });
const pendingKinds = (answer: { body: any }) => answer.body.data.pending.map((entry: { kind: string; version: number }) => `${entry.kind}@${entry.version}`).sort();
const publish = (kind: string, changes: Record<string, string> = { en_US: 'Clearer rules about conduct.' }) => browser(server).request('POST', '/api/dev/agreements/publish', { json: { kind, changes } });

describe('the terms and privacy pages read versioned texts', () => {
  test('the current version in the asked language, English when the language has no text', async () => {
    const zh = await browser(server).get(`${DOCUMENT}?kind=service&lang=zh_CN`);
    expect(zh.status).toBe(200);
    expect(zh.body.data).toMatchObject({ kind: 'service', version: 1, current: true, locale: 'zh_CN' });
    expect(zh.body.data.body.sections).toHaveLength(3);
    const ar = await browser(server).get(`${DOCUMENT}?kind=privacy&lang=ar_SA`);
    expect(ar.body.data.body.intro).toMatch(/[\u0600-\u06ff]/);
  });

  test('an unknown version is a 404 and a bad kind a 400, each with a message', async () => {
    const missing = await browser(server).get(`${DOCUMENT}?kind=service&version=99`);
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBeTruthy();
    const bad = await browser(server).get(`${DOCUMENT}?kind=cookies`);
    expect(bad.status).toBe(400);
    expect(bad.body.message).toMatch(/kind/);
  });
});

describe('users accept the newest terms and privacy policy', () => {
  test('the demo’s people accepted version 1 when the demo was made; the demo schools signed theirs', async () => {
    expect((await compare(await signIn(server, DEMO.lecturer.mobile))).body.data.pending).toEqual([]);
    const admin = await signIn(server, DEMO.admin.mobile);
    expect((await admin.get(`/api/assist/v2/agreement/schoolDataProcessAgreement?schoolId=${DEMO.mainland}`)).body.data).toMatchObject({ signedVersion: 1, needsSigning: false });
  });

  test('a new user has both to accept; accepting the versions read signs them and nothing is left', async () => {
    const client = await signIn(server, '13900000101', { acceptTerms: false });
    const first = await compare(client);
    expect(pendingKinds(first)).toEqual(['privacy@1', 'service@1']);
    expect(first.body.data.pending[0].acceptedVersion).toBeNull();
    const signed = await compare(client, [{ kind: 'service', version: 1 }, { kind: 'privacy', version: 1 }]);
    expect(signed.body.data.signed).toHaveLength(2);
    expect(signed.body.data.pending).toEqual([]);
    // Who accepted which version, in which language, from which client: kept.
    const [row] = await server.db.query<{ locale: string; client: string }>("select a.locale, a.client from agreement_signs a join users u on u.id = a.user_id where u.mobile = '13900000101' and a.kind = 'service'");
    expect(row).toMatchObject({ locale: 'en_US' });
    expect(row!.client).toBeTruthy();
  });

  test('accepting a version that is no longer the newest signs nothing', async () => {
    const client = await signIn(server, '13900000102', { acceptTerms: false });
    await publish('privacy');
    const latest = (await compare(client)).body.data.pending.find((entry: { kind: string }) => entry.kind === 'privacy').version;
    const stale = await compare(client, [{ kind: 'privacy', version: latest - 1 }]);
    expect(stale.body.data.signed).toEqual([]);
    expect(pendingKinds(stale)).toContain(`privacy@${latest}`);
  });

  test('a newly published version needs signing again, with what changed', async () => {
    const client = await signIn(server, '13900000103', { acceptTerms: false });
    const now = (await compare(client)).body.data.pending as { kind: string; version: number }[];
    await compare(client, now.map(({ kind, version }) => ({ kind, version })));
    expect((await compare(client)).body.data.pending).toEqual([]);
    const published = await publish('service', { en_US: 'Clearer rules about conduct.', de_DE: 'Klarere Regeln zum Verhalten.' });
    expect(published.status).toBe(200);
    const again = await compare(client);
    const service = again.body.data.pending.find((entry: { kind: string }) => entry.kind === 'service');
    expect(service).toMatchObject({ version: published.body.data.version, acceptedVersion: published.body.data.version - 1, changes: 'Clearer rules about conduct.' });
  });

  test('withdrawing the signatures makes the next visit ask again; the log keeps both', async () => {
    const client = await signIn(server, '13900000104', { acceptTerms: false });
    const now = (await compare(client)).body.data.pending as { kind: string; version: number }[];
    await compare(client, now.map(({ kind, version }) => ({ kind, version })));
    const withdrawn = await client.request('DELETE', WITHDRAW);
    expect(withdrawn.status).toBe(200);
    expect(withdrawn.body.data.withdrawn.sort()).toEqual(['privacy', 'service']);
    expect(pendingKinds(await compare(client))).toHaveLength(2);
    const rows = await server.db.query<{ action: string }>("select action from agreement_signs a join users u on u.id = a.user_id where u.mobile = '13900000104' order by a.id");
    expect(rows.map((row) => row.action)).toEqual(['sign', 'sign', 'withdraw', 'withdraw']);
  });

  test('the signature log cannot be changed or emptied', async () => {
    const before = await server.db.query<{ n: number }>('select count(*)::int as n from agreement_signs');
    await server.db.query('delete from agreement_signs');
    await server.db.query("update agreement_signs set version = 999");
    expect(await server.db.query<{ n: number }>('select count(*)::int as n from agreement_signs')).toEqual(before);
    expect(await server.db.query("select 1 from agreement_signs where version = 999")).toEqual([]);
  });

  test('anonymous callers are refused, bad input is a 400', async () => {
    expect((await browser(server).request('POST', COMPARE, { json: {} })).status).toBe(401);
    expect((await browser(server).request('DELETE', WITHDRAW)).status).toBe(401);
    const client = await signIn(server, '13900000105');
    const bad = await client.request('POST', COMPARE, { json: { accept: [{ kind: 'schoolDataProcessing', version: 1 }] } });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBeTruthy();
    const broken = await client.request('POST', COMPARE, { body: '{', headers: { 'content-type': 'application/json' } });
    expect(broken.status).toBe(400);
  });
});

describe('the school data processing agreement', () => {
  test('only an administrator of the school signs it, once per version', async () => {
    const learner = await signIn(server, DEMO.learner.mobile);
    expect((await learner.request('POST', DPA)).status).toBe(403);
    expect((await learner.get(DPA_STATUS)).status).toBe(403);
    const admin = await signIn(server, SCHOOL_ADMIN.mobile);
    expect((await admin.get(DPA_STATUS)).body.data).toMatchObject({ version: 1, signedVersion: null, needsSigning: true });
    const signed = await admin.request('POST', DPA);
    expect(signed.status).toBe(200);
    expect(signed.body.data).toMatchObject({ signedVersion: 1, needsSigning: false });
    // The administrator of one school cannot sign for another.
    expect((await admin.request('POST', `/api/assist/v2/agreement/signSchoolDataProcessAgreement?schoolId=${DEMO.mainland}`)).status).toBe(403);
    const [row] = await server.db.query<{ locale: string; user_id: string }>("select locale, user_id from agreement_signs where school_id = $1 and kind = 'schoolDataProcessing'", [SCHOOL]);
    expect(row).toMatchObject({ locale: 'en_US', user_id: SCHOOL_ADMIN.id });
  });

  test('signing a version that was replaced is refused with a message', async () => {
    const admin = await signIn(server, SCHOOL_ADMIN.mobile);
    await publish('schoolDataProcessing');
    const stale = await admin.request('POST', `${DPA}&version=1`);
    expect(stale.status).toBe(409);
    expect(stale.body.message).toMatch(/newer version/);
    const french = await admin.request('POST', `${DPA}&version=1`, { headers: { 'sxz-lang': 'fr_FR' } });
    expect([french.status, french.body.message]).toEqual([409, 'Une version plus récente de l’accord a été publiée : lisez-la, puis signez.']);
    expect((await admin.get(DPA_STATUS)).body.data).toMatchObject({ version: 2, signedVersion: 1, needsSigning: true });
  });

  test('a malformed school id is a 400', async () => {
    const admin = await signIn(server, SCHOOL_ADMIN.mobile);
    expect((await admin.request('POST', '/api/assist/v2/agreement/signSchoolDataProcessAgreement?schoolId=12')).status).toBe(400);
  });
});

describe('cookie choices', () => {
  test('an anonymous browser records accept and reject, keyed by the browser', async () => {
    const visitor = browser(server);
    const accepted = await visitor.request('POST', COOKIES, { json: { operation: 'accept' } });
    expect(accepted.status).toBe(200);
    expect(accepted.body.data.analytics).toBe(true);
    const rejected = await visitor.request('POST', COOKIES, { json: { operation: 'reject' } });
    expect(rejected.body.data.analytics).toBe(false);
    const rows = await server.db.query<{ browser: string; analytics: boolean }>('select browser, analytics from cookie_consents order by id desc limit 2');
    expect(rows.map((row) => row.analytics)).toEqual([false, true]);
    expect(rows[0]!.browser).toBe(rows[1]!.browser);
    expect((await visitor.request('POST', COOKIES, { json: { operation: 'maybe' } })).status).toBe(400);
  });
});

describe('member actions wait for the current terms (issue 32)', () => {
  const JOIN = '/api/school/invites/join';
  const follow = (client: Client) => client.request('POST', `/api/personal-center/schoolFocus?schoolId=${DEMO.mainland}`);
  const refusedForTerms = { status: 403, body: { message: 'Accept the current terms of service and privacy policy first, then try again.', details: [{ path: 'reason', message: TERMS_PENDING }] } };

  test('a new account that skipped the prompt cannot join by invitation; reading and accepting the terms stay open, then it joins', async () => {
    const admin = await signIn(server, DEMO.admin.mobile);
    const invite = await makeInvite(admin, DEMO.mainland, { role: 'learner' });
    const person = await signIn(server, '13900000160', { acceptTerms: false });
    const userId = (await person.get('/api/accounts/users/me')).body.data.userId as string;

    const refused = await person.request('POST', JOIN, { json: { token: invite.token, schoolId: DEMO.mainland } });
    expect(refused).toMatchObject(refusedForTerms);
    const german = await person.request('POST', JOIN, { json: { token: invite.token }, headers: { 'sxz-lang': 'de_DE' } });
    expect([german.status, german.body.message]).toEqual([403, 'Akzeptieren Sie zuerst die aktuellen Nutzungsbedingungen und die Datenschutzerklärung und versuchen Sie es dann erneut.']);
    // Nothing happened: no membership, no use of the link.
    expect(await roleIn(server, DEMO.mainland, userId)).toBeNull();
    expect(await usesOf(server, invite.id)).toBe(0);

    // What leads to accepting is open: the invitation, the texts, what waits, who I am.
    expect((await person.get(`/api/school/invites/open/preview?token=${invite.token}`)).status).toBe(200);
    expect((await person.get(`${DOCUMENT}?kind=service&lang=en_US`)).status).toBe(200);
    expect((await person.get('/api/accounts/users/me')).status).toBe(200);
    const waiting = await compare(person);
    expect(pendingKinds(waiting)).toHaveLength(2);
    expect((await compare(person, waiting.body.data.pending)).body.data.pending).toEqual([]);

    const joined = await person.request('POST', JOIN, { json: { token: invite.token, schoolId: DEMO.mainland } });
    expect(joined.status).toBe(200);
    expect(await roleIn(server, DEMO.mainland, userId)).toBe('learner');
    expect(await usesOf(server, invite.id)).toBe(1);
  });

  test('a member meets the same refusal when a newer version is published, and after withdrawing; signing out stays open', async () => {
    const learner = await signIn(server, DEMO.learner.mobile);
    expect((await follow(learner)).status).toBe(200);
    await publish('service', { en_US: 'Rules for live lectures.' });
    expect(await follow(learner)).toMatchObject(refusedForTerms);
    // Reads go on; so does the one hand-mounted write, the image upload, which is refused the same way.
    expect((await learner.get('/api/accounts/users/me')).status).toBe(200);
    expect(await learner.request('PUT', '/api/portal/api/v1/portal/uploadFile?id=x')).toMatchObject(refusedForTerms);

    await acceptCurrentTerms(learner);
    expect((await follow(learner)).status).toBe(200);

    expect((await learner.request('DELETE', WITHDRAW)).status).toBe(200);
    expect(await follow(learner)).toMatchObject(refusedForTerms);
    expect((await learner.request('DELETE', '/api/auth/open/logout')).status).toBe(200);
  });
});
