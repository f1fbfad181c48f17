// @postgres-pass: a create and its retry at once yield one school.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Server } from '../../src/server.ts';
import { browser, signIn, startTestServer } from '../harness.ts';
import { DEMO } from '../../src/seed/demoIds.ts';
import { create, newcomer, schoolBody } from './helpers.ts';

let server: Server;
beforeAll(async () => {
  server = await startTestServer();
}, 60_000);
afterAll(() => server.db.close());

const countSchools = async () => (await server.db.query<{ n: number }>('select count(*)::int as n from schools'))[0]!.n;

describe('creating an academy', () => {
  test('a signed-in newcomer creates a school: admin, starter page, theme, footer 1, languages, all steps done', async () => {
    const client = await newcomer(server);
    const names = { ar_SA: `أكاديمية ${Math.random().toString(36).slice(2, 8)}` };
    const body = schoolBody({ region: 'overseas', defaultLocale: 'ar_SA', timeZone: 'Asia/Riyadh', names });
    const answer = await create(client, body);
    expect(answer.status).toBe(200);
    const { schoolId, steps, doneSteps } = answer.body.data;
    expect(schoolId).toMatch(/^\d{19}$/);
    expect(doneSteps).toEqual(steps);
    expect(steps).toEqual(['school', 'homePage', 'theme', 'footer', 'languages']);

    const details = await browser(server).get(`/api/ischool/v1/open/schools/school-details?schoolId=${schoolId}`);
    expect(details.body.data).toMatchObject({ name: body.name, nameEn: body.nameEn, names: { ...names, zh_CN: body.name, en_US: body.nameEn }, region: 'overseas', defaultLocale: 'ar_SA', decorated: false });
    expect(details.body.data.theme).not.toBeNull();
    const page = await browser(server).get(`/api/portal/api/v1/portal/pages?schoolId=${schoolId}`);
    expect(page.status).toBe(200);
    expect(page.body.data.composition?.sections ?? page.body.data.sections).toBeTruthy();
    const footer = await browser(server).get(`/api/portal/api/v1/portal/open/footer?schoolId=${schoolId}`);
    expect(footer.body.data.templates).toEqual([{ type: 1, isUsed: true }, { type: 2, isUsed: false }]);
    const languages = await browser(server).get(`/api/school/language/setting/open?schoolId=${schoolId}`);
    expect(languages.body.data.defaultLocale).toBe('ar_SA');
    expect(languages.body.data.locales[0]).toBe('ar_SA');
    expect(languages.body.data.locales).toHaveLength(12);

    const mine = await client.get('/api/school/schools/');
    expect(mine.body.data).toEqual([expect.objectContaining({ id: schoolId, role: 'admin', kind: 'academy', slug: body.slug })]);
    const summary = await client.get(`/api/school/schools/${schoolId}/`);
    expect(summary.body.data).toMatchObject({ id: schoolId, timeZone: 'Asia/Riyadh', role: 'admin', planName: null });
    const admins = await client.get(`/api/school/schools/${schoolId}/admin/`);
    expect(admins.body.data).toHaveLength(1);
    // The creator can open the decoration editor's data: they administer the school.
    const decoration = await client.get(`/api/portal/api/v1/portal/getPageDetailsById?schoolId=${schoolId}`);
    expect(decoration.status).toBe(200);
  });

  test('the guide ticks itself from the school’s state', async () => {
    const client = await newcomer(server);
    const { schoolId } = (await create(client, schoolBody())).body.data;
    const guide = async () => (await client.get(`/api/school/registration/guide?schoolId=${schoolId}`)).body.data.items.map((item: { id: string; done: boolean }) => `${item.id}:${item.done}`);
    expect(await guide()).toEqual(['decorate:false', 'invite:false', 'createClass:false']);
    await client.request('PUT', `/api/portal/api/v1/portal/school-update-isdecorated?schoolId=${schoolId}`);
    expect(await guide()).toEqual(['decorate:true', 'invite:false', 'createClass:false']);
    const first = (await client.get(`/api/school/registration/guide?schoolId=${schoolId}`)).body.data.items;
    expect(first.map((item: { href: string }) => item.href)).toEqual([`/design/${schoolId}`, `/register/invite?schoolId=${schoolId}`, `/portal/${schoolId}/lecturing-center/addClass`]);
  });

  test('the same idempotency key twice, even at once, gives one school', async () => {
    const client = await newcomer(server);
    const body = schoolBody();
    const before = await countSchools();
    const [first, second] = await Promise.all([create(client, body), create(client, body)]);
    const third = await create(client, body);
    expect([first.status, second.status, third.status]).toEqual([200, 200, 200]);
    expect(new Set([first.body.data.schoolId, second.body.data.schoolId, third.body.data.schoolId]).size).toBe(1);
    expect(await countSchools()).toBe(before + 1);
  });

  test('a retry after a failure part-way finishes the missing steps of the same school', async () => {
    const client = await newcomer(server);
    const body = schoolBody();
    const { schoolId } = (await create(client, body)).body.data;
    // As if the server had stopped after the school row: the later steps' marks and rows are gone.
    await server.db.query("delete from school_provisioning where school_id = $1 and step in ('footer', 'languages')", [schoolId]);
    await server.db.query('delete from footers where school_id = $1', [schoolId]);
    const retry = await create(client, body);
    expect(retry.body.data.schoolId).toBe(schoolId);
    expect(retry.body.data.doneSteps).toContain('footer');
    expect((await server.db.query('select 1 from footers where school_id = $1', [schoolId])).length).toBe(1);
  });

  test('creating without signing in: 401 with a message, nothing created', async () => {
    const before = await countSchools();
    const answer = await browser(server).request('POST', '/api/school/schools/', { json: schoolBody() });
    expect(answer.status).toBe(401);
    expect(answer.body.message).toBeTruthy();
    expect(await countSchools()).toBe(before);
  });
});

describe('the wizard’s draft', () => {
  test('kept server-side: a second tab resumes it; activation codes are never kept', async () => {
    const mobile = '13900000777';
    const tab1 = await signIn(server, mobile);
    const saved = await tab1.request('PUT', '/api/school/registration/draft', { json: { kind: 'store', form: { name: '小店', slug: 'my-shop', activationCode: 'SECRET-CODE' } } });
    expect(saved.status).toBe(200);
    const tab2 = await signIn(server, mobile);
    const draft = (await tab2.get('/api/school/registration/draft')).body.data;
    expect(draft).toMatchObject({ kind: 'store', status: 'editing', form: { name: '小店', slug: 'my-shop' }, steps: ['school', 'homePage', 'theme', 'footer', 'languages', 'store'] });
    expect(draft.form.activationCode).toBeUndefined();
  });

  test('a draft untouched for a day is removed when drafts are next read', async () => {
    const client = await newcomer(server);
    await client.request('PUT', '/api/school/registration/draft', { json: { kind: 'academy', form: { name: 'Old' } } });
    const userId = (await client.get('/api/accounts/users/me')).body.data.userId;
    await server.db.query("update registration_drafts set updated_at = now() - interval '25 hours' where user_id = $1", [userId]);
    expect((await client.get('/api/school/registration/draft')).body.data).toBeNull();
  });

  test('while its school is being made, the draft cannot be overwritten (409), and stays as it was', async () => {
    const client = await newcomer(server);
    const body = schoolBody();
    await create(client, body);
    const userId = (await client.get('/api/accounts/users/me')).body.data.userId;
    await server.db.query("update registration_drafts set status = 'provisioning' where user_id = $1", [userId]);
    const answer = await client.request('PUT', '/api/school/registration/draft', { json: { kind: 'store', form: { name: 'Other' } } });
    expect(answer.status).toBe(409);
    expect(answer.body.message).toMatch(/being created/);
    expect((await client.get('/api/school/registration/draft')).body.data).toMatchObject({ kind: 'academy', status: 'provisioning', form: { name: body.name } });
  });

  test('after creating, the draft shows the school and its finished steps (what the creating page polls)', async () => {
    const client = await newcomer(server);
    const { schoolId } = (await create(client, schoolBody())).body.data;
    const draft = (await client.get('/api/school/registration/draft')).body.data;
    expect(draft).toMatchObject({ status: 'done', schoolId });
    expect(draft.doneSteps).toEqual(draft.steps);
  });
});

describe('who may read a school', () => {
  test('a member of one school cannot read another school’s summary, admins or guide', async () => {
    const client = await newcomer(server);
    await create(client, schoolBody());
    expect((await client.get(`/api/school/schools/${DEMO.mainland}/`)).status).toBe(403);
    expect((await client.get(`/api/school/schools/${DEMO.mainland}/admin/`)).status).toBe(403);
    expect((await client.get(`/api/school/registration/guide?schoolId=${DEMO.mainland}`)).status).toBe(403);
  });

  test('a learner of the school: summary yes, admins and guide no (403)', async () => {
    const learner = await signIn(server, DEMO.learner.mobile);
    expect((await learner.get(`/api/school/schools/${DEMO.mainland}/`)).body.data.role).toBe('learner');
    expect((await learner.get(`/api/school/schools/${DEMO.mainland}/admin/`)).status).toBe(403);
    expect((await learner.get(`/api/school/registration/guide?schoolId=${DEMO.mainland}`)).status).toBe(403);
  });

  test('a malformed school id is a 400 with a message', async () => {
    const learner = await signIn(server, DEMO.learner.mobile);
    const answer = await learner.get('/api/school/schools/..%2F..%2Fetc/');
    expect([400, 404]).toContain(answer.status);
    const bad = await learner.get('/api/school/schools/12345/');
    expect(bad.status).toBe(400);
    expect(bad.body.message).toMatch(/19 digits/);
  });
});
