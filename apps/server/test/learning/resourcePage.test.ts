import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Server } from '../../src/server.ts';
import { DEMO } from '../../src/seed/seed.ts';
import { HIDDEN_RESOURCE } from '../../src/seed/learning.ts';
import { nextAction } from '../../src/modules/learning/resourcePage.ts';
import { browser, signIn, startTestServer } from '../harness.ts';

const P = '/api/portal/api/v1/portal/resources';
const SCHOOL: string = DEMO.mainland;
let server: Server;
let learner: Awaited<ReturnType<typeof signIn>>;
let admin: Awaited<ReturnType<typeof signIn>>;
let lecturer: Awaited<ReturnType<typeof signIn>>;

/** The first resource of the demo school matching a condition on `r` (not enrolled by the demo learner). */
async function pick(where: string, school: string = SCHOOL): Promise<string> {
  const [row] = await server.db.query<{ id: string }>(
    `select r.id from resources r where r.school_id = $1 and ${where}
       and not exists (select 1 from enrollments e where e.resource_id = r.id and e.user_id = $2) order by r.id limit 1`,
    [school, DEMO.learner.id],
  );
  if (!row) throw new Error(`no resource where ${where}`);
  return row.id;
}
const FREE = `r.content_kind = 'course' and r.resource_type = 1 and r.zone <> 1 and (r.price is null or r.zone = 2) and r.audience = 1 and not r.hidden`;
const page = (client: { request: (m: string, p: string) => Promise<{ status: number; body: any }> }, id: string, school = SCHOOL) => client.request('GET', `${P}/${encodeURIComponent(id)}?schoolId=${school}`);

beforeAll(async () => {
  server = await startTestServer();
  learner = await signIn(server, DEMO.learner.mobile);
  admin = await signIn(server, DEMO.admin.mobile);
  lecturer = await signIn(server, DEMO.lecturer.mobile);
}, 60_000);
afterAll(async () => {
  await server.db.close();
});

describe('a resource page (issue 31)', () => {
  test('shows what a learner decides on: title, cover, lecturers, sanitized description, rating, views, price', async () => {
    const id = await pick(FREE);
    const { status, body } = await page(learner, id);
    expect(status).toBe(200);
    const data = body.data;
    expect(data.resource).toMatchObject({ id, contentKind: 'course', enrolled: false });
    expect(data.resource.coverUrl).toMatch(/^\/static\/covers\//);
    expect(data.lecturers).toEqual([{ userId: DEMO.lecturer.id, name: '王芳', avatarUrl: null }]);
    expect(data.descriptionHtml).toContain('<a href="/portal/');
    expect(data.descriptionHtml).not.toMatch(/<script|onerror|javascript:/i);
    expect(data.viewer).toMatchObject({ signedIn: true, member: true, enrolled: false });
    expect(data.action).toBe('enrol');
    expect(data.origin).toBeNull();
  });

  test('a visitor sees it with a sign-in prompt; members-only ones too', async () => {
    const visitor = browser(server);
    const open = await page(visitor, await pick(FREE));
    expect(open.status).toBe(200);
    expect(open.body.data.action).toBe('signIn');
    expect(open.body.data.viewer).toMatchObject({ signedIn: false, member: false, enrolled: false, progress: null });
    const members = await page(visitor, await pick(`r.audience = 2 and not r.hidden`));
    expect(members.status).toBe(200);
    expect(members.body.data.resource.audience).toBe(2);
    expect(members.body.data.action).toBe('signIn');
  });

  test('unknown, malformed and hidden resources: 404, 404, 403 — an administrator still sees a hidden one', async () => {
    expect((await page(learner, '001-course-9999')).status).toBe(404);
    const malformed = await page(learner, '..%2Fx');
    expect(malformed.status).toBe(404);
    expect(malformed.body.message).toEqual(expect.any(String));
    const hidden = await page(learner, HIDDEN_RESOURCE);
    expect(hidden.status).toBe(403);
    expect(hidden.body.message).toEqual(expect.any(String));
    expect((await page(browser(server), HIDDEN_RESOURCE)).status).toBe(403);
    expect((await page(admin, HIDDEN_RESOURCE)).status).toBe(200);
    // The hidden course has no card either.
    const list = await learner.request('GET', `/api/portal/api/v1/portal/resource?schoolId=${SCHOOL}&type=1&pageSize=50`);
    expect(list.body.data.list.map((r: { id: string }) => r.id)).not.toContain(HIDDEN_RESOURCE);
  });

  test('tenant isolation: another school’s id answers 404 here; a closed school’s pages need sign-in and membership', async () => {
    const overseas = await pick(`r.content_kind = 'course'`, DEMO.overseas);
    expect((await page(learner, overseas, SCHOOL)).status).toBe(404);
    expect((await page(browser(server), overseas, DEMO.overseas)).status).toBe(401);
    expect((await page(lecturer, overseas, DEMO.overseas)).status).toBe(403);
    expect((await page(learner, overseas, DEMO.overseas)).status).toBe(200);
  });

  test('a paid course offers Buy; a VIP one without membership Get VIP; the server refuses to enrol in either', async () => {
    const paid = await pick(`r.resource_type = 10`);
    const sold = (await page(learner, paid)).body.data;
    expect(sold.action).toBe('buy');
    expect(sold.sale).toEqual({ amountMinor: expect.any(Number), currency: sold.resource.currency });
    const refused = await learner.request('POST', `${P}/${paid}/enrol?schoolId=${SCHOOL}`);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toEqual(expect.any(String));
    const vip = await pick(`r.zone = 1 and r.content_kind = 'course' and r.resource_type = 1 and (r.price is null) and r.audience = 1`);
    // The learner2 of the market demo has no VIP membership.
    await server.db.query('delete from vip_memberships where user_id = $1', [DEMO.learner.id]);
    expect((await page(learner, vip)).body.data.action).toBe('buyVip');
    expect((await learner.request('POST', `${P}/${vip}/enrol?schoolId=${SCHOOL}`)).status).toBe(409);
  });

  test('a shared course of another school opens read-only, saying where it comes from; enrolling is refused', async () => {
    const shared = await pick(`r.resource_type = 11`);
    const { body } = await page(learner, shared);
    expect(body.data.origin).toEqual({ schoolId: DEMO.overseas, name: '撒哈拉学院', nameEn: 'Sahara Institute' });
    expect(body.data.action).toBe('none');
    expect(body.data.sale).toBeNull();
    expect((await learner.request('POST', `${P}/${shared}/enrol?schoolId=${SCHOOL}`)).status).toBe(409);
  });

  test('enrolling once, twice: one enrolment, and the page says so', async () => {
    const id = await pick(FREE);
    const first = await learner.request('POST', `${P}/${id}/enrol?schoolId=${SCHOOL}`);
    expect(first.status).toBe(200);
    expect(first.body.data.viewer.enrolled).toBe(true);
    expect(first.body.data.resource.enrolled).toBe(true);
    expect(first.body.data.action).not.toBe('enrol');
    expect((await learner.request('POST', `${P}/${id}/enrol?schoolId=${SCHOOL}`)).status).toBe(200);
    const [count] = await server.db.query<{ n: number }>('select count(*)::int as n from enrollments where user_id = $1 and resource_id = $2', [DEMO.learner.id, id]);
    expect(count!.n).toBe(1);
  });

  test('the next action follows the learner: start, continue, review — none while there is nothing to open', () => {
    const course = { content_kind: 'course' as const, origin_school_id: null, paid: false, zone: 0 as const };
    const member = { signedIn: true, member: true };
    const enrolled = (progress: number | null) => ({ enrolled: true, vip: false, progress });
    expect(nextAction(course, member, enrolled(null), 3)).toBe('start');
    expect(nextAction(course, member, enrolled(40), 3)).toBe('continue');
    expect(nextAction(course, member, enrolled(100), 3)).toBe('review');
    expect(nextAction(course, member, enrolled(40), 0)).toBe('none');
    expect(nextAction(course, member, { enrolled: false, vip: false, progress: null }, 3)).toBe('enrol');
    expect(nextAction({ ...course, paid: true }, member, { enrolled: true, vip: false, progress: 10 }, 3)).toBe('continue');
    expect(nextAction({ ...course, zone: 1 }, member, { enrolled: false, vip: true, progress: null }, 3)).toBe('enrol');
    expect(nextAction(course, { signedIn: true, member: false }, enrolled(null), 3)).toBe('none');
  });

  test('documents open without enrolment; enrolling in one is refused', async () => {
    const doc = await pick(`r.content_kind = 'knowledge' and r.zone <> 1 and r.price is null and r.audience = 1`);
    expect((await page(learner, doc)).body.data.action).not.toBe('enrol');
    expect((await learner.request('POST', `${P}/${doc}/enrol?schoolId=${SCHOOL}`)).status).toBe(409);
  });

  test('enrolling needs a member of the school named by the request', async () => {
    const id = await pick(FREE);
    expect((await browser(server).request('POST', `${P}/${id}/enrol?schoolId=${SCHOOL}`)).status).toBe(401);
    const outsider = await signIn(server, '13900000777');
    expect((await outsider.request('POST', `${P}/${id}/enrol?schoolId=${SCHOOL}`)).status).toBe(403);
    expect((await learner.request('POST', `${P}/${id}/enrol?schoolId=12`)).status).toBe(400);
  });
});
