import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Server } from '../../src/server.ts';
import { browser, signIn, startTestServer } from '../harness.ts';

const L = '/api/live/v1';
const MAIN = '1000000000000000001';
const OVERSEAS = '1000000000000000002';
const DAY = 86_400_000;
let server: Server;
const window = (fromDays: number, toDays: number) => `from=${encodeURIComponent(new Date(Date.now() + fromDays * DAY).toISOString())}&to=${encodeURIComponent(new Date(Date.now() + toDays * DAY).toISOString())}`;
beforeAll(async () => {
  server = await startTestServer();
}, 60_000);
afterAll(() => server.db.close());

describe('live schedule', () => {
  test('the school’s lives in the window by start time; members-only lives for members only', async () => {
    const anonymous = (await browser(server).get(`${L}/scheduleLiveBroadcast?schoolId=${MAIN}&${window(-10, 10)}`)).body.data;
    const starts = anonymous.map((live: { startsAt: string }) => live.startsAt);
    expect(starts.length).toBeGreaterThan(0);
    expect(starts).toEqual([...starts].sort());
    expect(anonymous.every((live: { schoolId: string }) => live.schoolId === MAIN)).toBe(true);
    const [counts] = await server.db.query<{ all: number; visitors: number; members: number }>(
      `select count(*)::int as all, count(*) filter (where audience <> 2)::int as visitors, count(*) filter (where audience <> 3)::int as members from resources
        where school_id = $1 and content_kind = 'live' and live_start_at >= now() - interval '10 days' and live_start_at < now() + interval '10 days'`,
      [MAIN],
    );
    expect(anonymous).toHaveLength(counts!.visitors);
    const learner = await signIn(server, '13800000001');
    expect((await learner.get(`${L}/scheduleLiveBroadcast?schoolId=${MAIN}&${window(-10, 10)}`)).body.data).toHaveLength(counts!.members);
    // A closed school's schedule is for its members.
    expect((await browser(server).get(`${L}/scheduleLiveBroadcast?schoolId=${OVERSEAS}&${window(-10, 10)}`)).status).toBe(403);
  });

  test('the global schedule lists every open school’s public lives only', async () => {
    const lives = (await browser(server).get(`${L}/open/scheduleLiveBroadcast/global?${window(-10, 10)}`)).body.data;
    const schools = new Set(lives.map((live: { schoolId: string }) => live.schoolId));
    expect(schools.has(MAIN)).toBe(true);
    expect(schools.has(OVERSEAS)).toBe(false);
  });

  test.each([
    `${L}/scheduleLiveBroadcast?schoolId=${MAIN}`,
    `${L}/scheduleLiveBroadcast?schoolId=${MAIN}&from=yesterday&to=today`,
    `${L}/scheduleLiveBroadcast?schoolId=${MAIN}&${window(5, 1)}`,
    `/api/live/v1/open/scheduleLiveBroadcast/global?${window(0, 200)}`,
  ])('bad window %s is a 400 with a message', async (path) => {
    const answer = await browser(server).get(path);
    expect(answer.status).toBe(400);
    expect(answer.body.message).toMatch(/Invalid request/);
  });
});

describe('booking a live', () => {
  test('book, see it booked, book again changes nothing, cancel; an ended live cannot be booked', async () => {
    const learner = await signIn(server, '13800000001');
    const [coming] = await server.db.query<{ id: string }>("select id from resources where school_id = $1 and content_kind = 'live' and live_status = 1 order by id limit 1", [MAIN]);
    const [ended] = await server.db.query<{ id: string }>("select id from resources where school_id = $1 and content_kind = 'live' and live_status = 3 order by id limit 1", [MAIN]);
    const ids = [coming!.id, ended!.id];
    const batch = async () => (await learner.request('POST', `${L}/batchSelectIsAppointment?schoolId=${MAIN}`, { json: { ids } })).body.data;
    expect(await batch()).toEqual([{ id: coming!.id, appointed: false }, { id: ended!.id, appointed: false }]);
    expect((await learner.request('PUT', `${L}/appointment/${coming!.id}?schoolId=${MAIN}`)).body.data).toEqual({ id: coming!.id, appointed: true });
    expect((await learner.request('PUT', `${L}/appointment/${coming!.id}?schoolId=${MAIN}`)).status).toBe(200);
    expect(await batch()).toEqual([{ id: coming!.id, appointed: true }, { id: ended!.id, appointed: false }]);
    const refused = await learner.request('PUT', `${L}/appointment/${ended!.id}?schoolId=${MAIN}`);
    expect([refused.status, refused.body.message]).toEqual([409, 'This live has ended: it can no longer be booked.']);
    await learner.request('DELETE', `${L}/appointment/${coming!.id}?schoolId=${MAIN}`);
    expect((await batch())[0].appointed).toBe(false);
  });

  test('another school’s live is 404 through this school, and its school refuses non-members (403); visitors 401', async () => {
    const lecturer = await signIn(server, '13800000002');
    const [other] = await server.db.query<{ id: string }>("select id from resources where school_id = $1 and content_kind = 'live' order by id limit 1", [OVERSEAS]);
    expect((await lecturer.request('PUT', `${L}/appointment/${other!.id}?schoolId=${MAIN}`)).status).toBe(404);
    expect((await lecturer.request('PUT', `${L}/appointment/${other!.id}?schoolId=${OVERSEAS}`)).status).toBe(403);
    expect((await lecturer.request('POST', `${L}/batchSelectIsAppointment?schoolId=${OVERSEAS}`, { json: { ids: [other!.id] } })).status).toBe(403);
    expect((await browser(server).request('PUT', `${L}/appointment/${other!.id}?schoolId=${MAIN}`)).status).toBe(401);
    expect((await lecturer.request('POST', `${L}/batchSelectIsAppointment?schoolId=${MAIN}`, { json: { ids: [] } })).status).toBe(400);
  });
});
