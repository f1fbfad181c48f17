import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Server } from '../../src/server.ts';
import { readThrough } from '../../src/modules/portalCalls/widgets/rules.ts';
import { browser, signIn, startTestServer } from '../harness.ts';

const P = '/api/portal/api/v1/portal';
const MAIN = '1000000000000000001';
const OVERSEAS = '1000000000000000002';
const O3 = '1000000000000000003';
let server: Server;
beforeAll(async () => {
  server = await startTestServer();
}, 60_000);
afterAll(() => server.db.close());

describe('home widgets', () => {
  test('honour board: top learners by points in total, by certificates; my row is marked', async () => {
    const learner = await signIn(server, '13800000001');
    const board = await learner.request('POST', `${P}/honor-card-data?schoolId=${MAIN}`, { json: { kind: 'points', period: 3, count: 50 } });
    expect(board.status).toBe(200);
    const [best] = await server.db.query<{ user_id: string; points: number }>('select user_id, points from points where school_id = $1 order by points desc, user_id limit 1', [MAIN]);
    expect(board.body.data[0]).toMatchObject({ rank: 1, userId: best!.user_id, value: best!.points });
    expect(board.body.data.find((entry: { userId: string }) => entry.userId === 'u-learner')).toMatchObject({ isMe: true, value: 5321 });
    await server.db.query("insert into learning_point_events (class_id, user_id, school_id, courseware_uuid, points) select id, 'u-learner', school_id, 'honour-test', 40 from classes where school_id = $1 limit 1", [MAIN]);
    const month = await learner.request('POST', `${P}/honor-card-data?schoolId=${MAIN}`, { json: { kind: 'points', period: 2 } });
    expect(month.body.data.find((entry: { userId: string }) => entry.userId === 'u-learner').value).toBeGreaterThanOrEqual(40);
    const certificates = await browser(server).request('POST', `${P}/honor-card-data?schoolId=${MAIN}`, { json: { kind: 'certificates' } });
    expect(certificates.status).toBe(200);
    expect(certificates.body.data.every((entry: { value: number }) => entry.value > 0)).toBe(true);
  });

  test('visible resources follow the audience: members-only ones for members, never another school’s', async () => {
    const [membersOnly] = await server.db.query<{ id: string }>('select id from resources where school_id = $1 and audience = 2 order by id limit 1', [MAIN]);
    const ids = ['001-course-1', membersOnly!.id, '002-course-1', 'no-such'];
    const anonymous = await browser(server).request('POST', `${P}/getVisibleResources?schoolId=${MAIN}`, { json: { ids } });
    expect(anonymous.body.data.ids).toEqual(['001-course-1']);
    const learner = await signIn(server, '13800000001');
    expect((await learner.request('POST', `${P}/getVisibleResources?schoolId=${MAIN}`, { json: { ids } })).body.data.ids).toEqual(['001-course-1', membersOnly!.id]);
  });

  test('a section’s hand-picked “more” in the chosen order; an automatic list by rule', async () => {
    const more = await browser(server).get(`${P}/manualUpdateMore?schoolId=${MAIN}&sectionId=most-viewed`);
    expect(more.body.data.map((item: { id: string }) => item.id)).toEqual(['001-course-5', '001-course-8', '001-doc-3', '001-live-2', '001-article-1']);
    expect((await browser(server).get(`${P}/manualUpdateMore?schoolId=${MAIN}&sectionId=nothing`)).body.data).toEqual([]);
    const auto = await browser(server).request('POST', `${P}/auto-update-resource?schoolId=${MAIN}`, { json: { resourceType: 2, sort: 1, zone: 0, categoryIds: [], count: 3 } });
    expect(auto.body.data).toHaveLength(3);
    expect(auto.body.data.every((item: { contentKind: string }) => item.contentKind === 'exam')).toBe(true);
    expect(auto.body.data[0].views).toBeGreaterThanOrEqual(auto.body.data[1].views);
  });

  test('logos of the group, this school first; decorated; visible; the admin’s draft', async () => {
    const logos = (await browser(server).get(`${P}/school-logo-list?schoolId=${OVERSEAS}`)).body.data;
    expect(logos.map((logo: { schoolId: string }) => logo.schoolId)).toEqual([OVERSEAS, MAIN, O3]);
    expect((await browser(server).get(`${P}/school-isdecorated?schoolId=${OVERSEAS}`)).body.data).toEqual({ decorated: false });
    expect((await browser(server).get(`${P}/isVisible?schoolId=${OVERSEAS}`)).body.data).toEqual({ visible: false });
    const learner = await signIn(server, '13800000001');
    expect((await learner.get(`${P}/isVisible?schoolId=${OVERSEAS}`)).body.data).toEqual({ visible: true });
    const admin = await signIn(server, '13800000003');
    const draft = await admin.get(`${P}/select-user-renovation?schoolId=${MAIN}`);
    expect(draft.body.data.status).toBe('draft');
    expect((await learner.get(`${P}/select-user-renovation?schoolId=${MAIN}`)).status).toBe(403);
    expect((await admin.get(`${P}/select-user-renovation?schoolId=${OVERSEAS}`)).status).toBe(403);
  });
});

describe('pages version switch (spec §4)', () => {
  test('the white list reads v2, the others v1; the setting is read through the 300 s cache', async () => {
    expect((await browser(server).get(`${P}/pages-version?schoolId=${MAIN}`)).body.data).toEqual({ version: 2 });
    expect((await browser(server).get(`${P}/pages-version?schoolId=${OVERSEAS}`)).body.data).toEqual({ version: 1 });
    await server.db.query("update settings set value = $1 where key = 'portal.pagesSwitch'", [JSON.stringify({ mainSwitch: 1, whiteList: [] })]);
    // Still cached: the change shows after at most 300 s.
    expect((await browser(server).get(`${P}/pages-version?schoolId=${OVERSEAS}`)).body.data).toEqual({ version: 1 });
  });

  test('the cache reloads after 300 000 ms', async () => {
    let clock = 0;
    let loads = 0;
    const read = readThrough(300_000, async () => (loads += 1), () => clock);
    expect([await read(), await read()]).toEqual([1, 1]);
    clock = 299_999;
    expect(await read()).toBe(1);
    clock = 300_000;
    expect(await read()).toBe(2);
  });
});

describe('bad input and unknown schools', () => {
  test.each([
    ['POST', `${P}/honor-card-data?schoolId=${MAIN}`, { kind: 'stars' }],
    ['POST', `${P}/honor-card-data?schoolId=${MAIN}`, { kind: 'points', count: 500 }],
    ['POST', `${P}/getVisibleResources?schoolId=${MAIN}`, { ids: [] }],
    ['POST', `${P}/getVisibleResources?schoolId=${MAIN}`, { ids: ["x' or 1=1 --"] }],
    ['POST', `${P}/auto-update-resource?schoolId=${MAIN}`, { resourceType: 7, sort: 0, zone: 0, categoryIds: [], count: 3 }],
    ['GET', `${P}/manualUpdateMore?schoolId=${MAIN}`, undefined],
    ['GET', `${P}/pages-version?schoolId=abc`, undefined],
  ])('%s %s', async (method, path, json) => {
    const answer = await browser(server).request(method, path, json === undefined ? {} : { json });
    expect(answer.status).toBe(400);
    expect(answer.body.message).toMatch(/Invalid request/);
  });

  test('a body that is not JSON is a 400; an unknown school a 404', async () => {
    const answer = await browser(server).request('POST', `${P}/honor-card-data?schoolId=${MAIN}`, { body: '{nope', headers: { 'content-type': 'application/json' } });
    expect(answer.status).toBe(400);
    expect((await browser(server).get(`${P}/school-logo-list?schoolId=1000000000000000999`)).status).toBe(404);
  });
});
