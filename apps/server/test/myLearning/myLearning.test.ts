import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import ICAL from 'ical.js';
import type { Server } from '../../src/server.ts';
import { browser, startTestServer } from '../harness.ts';
import { signInEveryone, CLASS_DEMO, CLASS_FILE_DEMO, DEMO, M, OUTSIDER, type User } from '../classFiles/helpers.ts';

const S = '/api/student/v1';
const MAIN = DEMO.mainland;
let server: Server;
let lecturer: User;
let learner: User;
let outsider: User;
let overseasAdminAtMainland: User;

beforeAll(async () => {
  server = await startTestServer();
  ({ lecturer, learner, outsider, overseasAdminAtMainland } = await signInEveryone(server));
}, 60_000);
afterAll(() => server.db.close());

const minutesFromNow = (minutes: number) => new Date(Math.ceil(Date.now() / 60_000) * 60_000 + minutes * 60_000).toISOString();
async function schedule(title: string, startsInMinutes: number, extra: Record<string, unknown> = {}) {
  const created = await lecturer.post(`${M}/lecture/addLive`, { classId: CLASS_DEMO.ongoing, title, startsAt: minutesFromNow(startsInMinutes), durationMinutes: 60, roomUrl: 'https://meet.example.com/room', ...extra });
  expect(created.status).toBe(200);
  return created.body.data.id as string;
}

describe('live lectures of a learner’s class', () => {
  test('the class page’s list: upcoming with its join window, ended with the replay the lecturer added', async () => {
    const id = await schedule('Starts in five minutes', 5);
    // The seed gives the ended demo lecture a replay.
    const lives = (await learner.get(`${S}/classes/${CLASS_DEMO.ongoing}/lives?schoolId=${MAIN}`)).body.data as { id: string; status: number; joinable: boolean; replayUrl: string | null; joinOpensAt: string; startsAt: string }[];
    const soon = lives.find((live) => live.id === id)!;
    expect(soon).toMatchObject({ status: 1, joinable: true, replayUrl: null, room: 'url', reminded: false, timeZone: 'Asia/Shanghai' });
    expect(Date.parse(soon.startsAt) - Date.parse(soon.joinOpensAt)).toBe(10 * 60_000);
    expect(lives.find((live) => live.id === CLASS_FILE_DEMO.upcomingLive)).toMatchObject({ status: 1, joinable: false });
    expect(lives.find((live) => live.id === CLASS_FILE_DEMO.endedLive)).toMatchObject({ status: 3, joinable: false, replayUrl: 'https://meet.example.com/harbour-python-week1/replay' });
    // Upcoming and live first, ended last.
    expect(lives.at(-1)!.status).toBe(3);
  });

  test('an edit keeps the replay when replayUrl is left out, null removes it', async () => {
    const id = await schedule('With a replay', 120, { replayUrl: 'https://media.example.com/r' });
    const body = { title: 'With a replay', startsAt: (await lecturer.get(`${M}/lecture/liveDetail/${id}`)).body.data.startsAt, durationMinutes: 60 };
    expect((await lecturer.put(`${M}/lecture/updateLive/${id}`, body)).body.data.replayUrl).toBe('https://media.example.com/r');
    expect((await lecturer.put(`${M}/lecture/updateLive/${id}`, { ...body, replayUrl: null })).body.data.replayUrl).toBe(null);
    expect((await lecturer.put(`${M}/lecture/updateLive/${id}`, { ...body, replayUrl: 'http://insecure.example.com' })).status).toBe(400);
  });

  test('join: refused before the window (409 with the rule), a room address in the window, refused after the end', async () => {
    const early = await learner.get(`${M}/lecture/liveJoin/${CLASS_FILE_DEMO.upcomingLive}`);
    expect(early).toMatchObject({ status: 409, body: { message: 'The room opens 10 minutes before the start: come back then.' } });
    const inChinese = await learner.client.request('GET', `${M}/lecture/liveJoin/${CLASS_FILE_DEMO.upcomingLive}`, { headers: { tenantId: MAIN, 'sxz-lang': 'zh_CN' } });
    expect(inChinese.body.message).toMatch(/10/);
    expect(inChinese.body.message).not.toMatch(/room opens/);
    const id = await schedule('In the window', 8);
    expect((await learner.get(`${M}/lecture/liveJoin/${id}`)).body.data).toEqual({ url: 'https://meet.example.com/room', provider: 'url', moderator: false });
    expect((await learner.get(`${M}/lecture/liveJoin/${CLASS_FILE_DEMO.endedLive}`)).status).toBe(409);
    // The lecturer (moderator) may open the room early.
    expect((await lecturer.get(`${M}/lecture/liveJoin/${CLASS_FILE_DEMO.upcomingLive}`)).status).toBe(200);
  });

  test('access: not enrolled 403, another school’s caller 403/404, anonymous 401, bad ids 400', async () => {
    expect((await outsider.get(`${S}/classes/${CLASS_DEMO.ongoing}/lives?schoolId=${MAIN}`)).status).toBe(403);
    expect((await outsider.get(`${M}/lecture/liveJoin/${CLASS_FILE_DEMO.upcomingLive}`)).status).toBe(403);
    expect((await outsider.post(`${S}/lives/${CLASS_FILE_DEMO.upcomingLive}/remind?schoolId=${MAIN}`, {})).status).toBe(403);
    expect((await overseasAdminAtMainland.get(`${S}/classes/${CLASS_DEMO.ongoing}/lives?schoolId=${DEMO.overseas}`)).status).toBe(404);
    expect((await overseasAdminAtMainland.post(`${S}/lives/${CLASS_FILE_DEMO.upcomingLive}/remind?schoolId=${DEMO.overseas}`, {})).status).toBe(404);
    expect((await browser(server).get(`${S}/classes/${CLASS_DEMO.ongoing}/lives?schoolId=${MAIN}`)).status).toBe(401);
    expect((await learner.get(`${S}/classes/not-an-id/lives?schoolId=${MAIN}`)).status).toBe(400);
    expect((await learner.post(`${S}/lives/x'1/remind?schoolId=${MAIN}`, {})).status).toBe(400);
    expect((await learner.get(`${S}/my-learning?schoolId=12`)).status).toBe(400);
    expect((await outsider.get(`${S}/my-learning?schoolId=${DEMO.overseas}`)).status).toBe(403);
  });
});

describe('remind me (live batchSelectIsAppointment)', () => {
  test('set, answered by batchSelectIsAppointment from the database, again changes nothing, removed; ended refused', async () => {
    const id = CLASS_FILE_DEMO.upcomingLive;
    const batch = async () => (await learner.client.request('POST', `/api/live/v1/batchSelectIsAppointment?schoolId=${MAIN}`, { json: { ids: [id, CLASS_FILE_DEMO.endedLive] } })).body.data;
    expect(await batch()).toEqual([{ id, appointed: false }, { id: CLASS_FILE_DEMO.endedLive, appointed: false }]);
    expect((await learner.post(`${S}/lives/${id}/remind?schoolId=${MAIN}`, {})).body.data).toEqual({ id, appointed: true });
    expect((await learner.post(`${S}/lives/${id}/remind?schoolId=${MAIN}`, {})).status).toBe(200);
    expect(await batch()).toEqual([{ id, appointed: true }, { id: CLASS_FILE_DEMO.endedLive, appointed: false }]);
    const lives = (await learner.get(`${S}/classes/${CLASS_DEMO.ongoing}/lives?schoolId=${MAIN}`)).body.data as { id: string; reminded: boolean }[];
    expect(lives.find((live) => live.id === id)!.reminded).toBe(true);
    const ended = await learner.post(`${S}/lives/${CLASS_FILE_DEMO.endedLive}/remind?schoolId=${MAIN}`, {});
    expect(ended).toMatchObject({ status: 409, body: { message: expect.stringMatching(/has ended/) } });
    expect((await learner.del(`${S}/lives/${id}/remind?schoolId=${MAIN}`)).body.data).toEqual({ id, appointed: false });
    expect((await batch())[0]).toEqual({ id, appointed: false });
  });
});

describe('My learning', () => {
  test('classes, the next 14 days (sessions and live lectures), live lectures, purchases, the feed’s state', async () => {
    const id = await schedule('Next week', 7 * 24 * 60);
    const far = await schedule('In three weeks', 21 * 24 * 60);
    const page = (await learner.get(`${S}/my-learning?schoolId=${MAIN}`)).body.data;
    expect(page.timeZone).toBe('Asia/Shanghai');
    expect(page.classes.map((row: { id: string }) => row.id)).toContain(CLASS_DEMO.ongoing);
    const agendaIds = page.agenda.map((item: { id: string }) => item.id);
    expect(agendaIds).toContain(id);
    expect(agendaIds).not.toContain(far);
    const starts = page.agenda.map((item: { startsAt: string }) => item.startsAt);
    expect(starts).toEqual([...starts].sort());
    expect(starts.every((at: string) => Date.parse(at) >= Date.now() - 60_000 && Date.parse(at) < Date.now() + 14 * 86_400_000)).toBe(true);
    expect(page.lives.map((live: { id: string }) => live.id)).toEqual(expect.arrayContaining([id, far, CLASS_FILE_DEMO.endedLive]));
    expect(page.calendarFeed).toEqual({ active: false, createdAt: null });
    expect(Array.isArray(page.purchases) && Array.isArray(page.continueLearning)).toBe(true);
    // Another learner of the school sees none of it.
    const other = (await outsider.get(`${S}/my-learning?schoolId=${MAIN}`)).body.data;
    expect(other.classes).toEqual([]);
    expect(other.lives).toEqual([]);
    expect(other.agenda).toEqual([]);
  });

  test('continue learning: the course in progress with its last lesson; purchases are the caller’s orders', async () => {
    const [lesson] = await server.db.query<{ id: string; resource_id: string; title: string }>("select l.id, l.resource_id, l.title from course_lessons l join resources r on r.id = l.resource_id where l.school_id = $1 and r.content_kind = 'course' order by l.id limit 1", [MAIN]);
    await server.db.query(
      `insert into person_learning (school_id, user_id, resource_id, progress, last_studied_at, last_lesson_id) values ($1, $2, $3, 40, now(), $4)
       on conflict (school_id, user_id, resource_id) do update set progress = 40, last_studied_at = now(), last_lesson_id = $4`,
      [MAIN, DEMO.learner.id, lesson!.resource_id, lesson!.id],
    );
    await server.db.query("insert into orders (id, school_id, buyer_id, status, goods_type, goods_id, title, amount_minor, currency) values ('9900000000000000001', $1, $2, 'paid', 'course', $3, 'Bought course', 9900, 'CNY')", [MAIN, DEMO.learner.id, lesson!.resource_id]);
    const page = (await learner.get(`${S}/my-learning?schoolId=${MAIN}`)).body.data;
    expect(page.continueLearning[0]).toMatchObject({ resourceId: lesson!.resource_id, progress: 40, lessonId: lesson!.id, lessonTitle: lesson!.title });
    expect(page.purchases[0]).toMatchObject({ id: '9900000000000000001', title: 'Bought course', status: 'paid', amountMinor: 9900, currency: 'CNY' });
    expect((await outsider.get(`${S}/my-learning?schoolId=${MAIN}`)).body.data.purchases).toEqual([]);
  });

  test('certificates: the caller’s own, newest first, with the code of its verification page; a revoked one stays, marked', async () => {
    expect((await learner.get(`${S}/my-learning?schoolId=${MAIN}`)).body.data.certificates).toEqual([]);
    await server.db.query(
      `insert into class_certificates (class_id, user_id, school_id, certificate_no) values ($1, $2, $3, 'CERT-2026-900001'), ($1, $4, $3, 'CERT-2026-900002')`,
      [CLASS_DEMO.ongoing, DEMO.learner.id, MAIN, OUTSIDER.id],
    );
    const [mine] = (await learner.get(`${S}/my-learning?schoolId=${MAIN}`)).body.data.certificates;
    expect(mine).toMatchObject({ classId: CLASS_DEMO.ongoing, title: 'Python 编程基础（周末班）', certificateNo: 'CERT-2026-900001', revokedAt: null });
    expect(mine.verificationCode).toMatch(/^[0-9a-f]{32}$/);
    expect(Date.now() - Date.parse(mine.issuedAt)).toBeLessThan(60_000);
    // Each learner sees only their own; another school's page has none of them.
    expect((await outsider.get(`${S}/my-learning?schoolId=${MAIN}`)).body.data.certificates.map((row: { certificateNo: string }) => row.certificateNo)).toEqual(['CERT-2026-900002']);
    expect((await overseasAdminAtMainland.get(`${S}/my-learning?schoolId=${DEMO.overseas}`)).body.data.certificates).toEqual([]);
    await server.db.query('update class_certificates set revoked_at = now() where verification_code = $1', [mine.verificationCode]);
    const [revoked] = (await learner.get(`${S}/my-learning?schoolId=${MAIN}`)).body.data.certificates;
    expect(revoked.certificateNo).toBe('CERT-2026-900001');
    expect(Date.parse(revoked.revokedAt)).toBeGreaterThan(Date.parse(mine.issuedAt) - 1);
  });
});

const TITLE = 'Feed; with, commas \\ and 直播课 — folded past seventy-five octets, 多字节';
describe('the private calendar feed', () => {
  test('made, read without cookies, parsed by ical.js; the token is stored hashed; reset turns the old address off', async () => {
    const id = await schedule(TITLE, 3 * 24 * 60);
    const made = (await learner.post(`${S}/calendar-feed?schoolId=${MAIN}`, {})).body.data as { url: string; createdAt: string };
    const url = new URL(made.url);
    expect(url.pathname).toMatch(/^\/api\/calendar\/v1\/feeds\/[A-Za-z0-9_-]{43}\/calendar\.ics$/);
    const token = url.pathname.split('/')[5]!;
    const [stored] = await server.db.query<{ token_hash: string }>('select token_hash from calendar_feeds where user_id = $1', [DEMO.learner.id]);
    expect(stored!.token_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(stored!.token_hash).not.toContain(token);
    expect((await learner.get(`${S}/my-learning?schoolId=${MAIN}`)).body.data.calendarFeed.active).toBe(true);

    const feed = await browser(server).get(url.pathname);
    expect(feed.status).toBe(200);
    expect(feed.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
    const text = feed.body as string;
    expect(text.split('\r\n').every((line) => new TextEncoder().encode(line).length <= 75)).toBe(true);
    const calendar = new ICAL.Component(ICAL.parse(text));
    const events = calendar.getAllSubcomponents('vevent').map((vevent) => new ICAL.Event(vevent));
    const lecture = events.find((event) => event.uid.startsWith(`live-${id}@`))!;
    expect(lecture.summary).toBe(TITLE);
    const detail = (await lecturer.get(`${M}/lecture/liveDetail/${id}`)).body.data;
    expect(lecture.startDate.toJSDate().toISOString()).toBe(detail.startsAt);
    expect(lecture.startDate.zone?.tzid).toBe('UTC');
    expect(lecture.endDate.toJSDate().getTime() - lecture.startDate.toJSDate().getTime()).toBe(60 * 60_000);
    expect(events.some((event) => event.uid.startsWith('session-'))).toBe(true);
    expect(calendar.getFirstSubcomponent('vevent')!.getFirstPropertyValue('dtstamp')).toBeTruthy();

    const again = (await learner.post(`${S}/calendar-feed?schoolId=${MAIN}`, {})).body.data as { url: string };
    expect(again.url).not.toBe(made.url);
    expect((await browser(server).get(url.pathname)).status).toBe(404);
    expect((await browser(server).get(new URL(again.url).pathname)).status).toBe(200);
    expect((await browser(server).get('/api/calendar/v1/feeds/short/calendar.ics')).status).toBe(404);
    expect((await learner.del(`${S}/calendar-feed?schoolId=${MAIN}`)).body.data).toEqual({ active: false });
    expect((await browser(server).get(new URL(again.url).pathname)).status).toBe(404);
  });
});
