import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Server } from '../../src/server.ts';
import { startTestServer } from '../harness.ts';
import { asUser, cast, CLASS_DEMO, CLASS_INFO_DEMO, count, DEMO, EXTRA, M, type Cast, type User } from './helpers.ts';

let server: Server;
let people: Cast;
let firstCourse: string;

beforeAll(async () => {
  server = await startTestServer();
  people = await cast(server);
  [{ courseware_uuid: firstCourse }] = (await server.db.query<{ courseware_uuid: string }>('select courseware_uuid from class_courseware where class_id = $1 and courseware_type = 1 order by position limit 1', [CLASS_DEMO.ongoing])) as [{ courseware_uuid: string }];
}, 60_000);
afterAll(() => server.db.close());

const id = CLASS_DEMO.ongoing;
const { openCheck, training, trainingItems, experiment } = CLASS_INFO_DEMO;

type Call = { name: string; method: string; path: string; body?: unknown; learner: number; staff: number };
/** Every class-info call about the ongoing class, and what an enrolled learner and the class's managers get. */
const calls = (): Call[] => [
  { name: 'classInfo', method: 'GET', path: `${M}/class/classInfo/${id}`, learner: 200, staff: 200 },
  { name: 'classActivities', method: 'GET', path: `${M}/class/activities/${id}`, learner: 200, staff: 200 },
  { name: 'learnerCourseware', method: 'GET', path: `${M}/class/courseware/${id}`, learner: 200, staff: 200 },
  { name: 'totalProgress', method: 'GET', path: `${M}/class/scheduleTotalProgress/${id}`, learner: 200, staff: 200 },
  { name: 'studentScreen', method: 'GET', path: `${M}/class/studentscreen/${id}`, learner: 200, staff: 200 },
  { name: 'curriculumProgress', method: 'POST', path: '/api/student/api/student/course/progress/curriculum/batch', body: { classId: id, curriculumIds: [firstCourse] }, learner: 200, staff: 200 },
  { name: 'classExams', method: 'POST', path: '/api/exam/api/userexam/v1/classes/exams', body: { classId: id, userId: DEMO.learner.id, examIds: [] }, learner: 200, staff: 200 },
  { name: 'attendanceCheck', method: 'GET', path: `${M}/class/check/${openCheck}`, learner: 200, staff: 200 },
  { name: 'checkIn', method: 'POST', path: `${M}/class/check/${openCheck}/check-in`, learner: 200, staff: 403 },
  { name: 'checkAttendance', method: 'GET', path: `${M}/class/check/${openCheck}/attendance`, learner: 403, staff: 200 },
  { name: 'attendanceAttachments', method: 'POST', path: `${M}/v1/class/attendance-attachments/batch-query`, body: { attendanceIds: [openCheck] }, learner: 200, staff: 200 },
  { name: 'training', method: 'GET', path: `${M}/student/training/${training}`, learner: 200, staff: 200 },
  { name: 'saveScheduleRecord', method: 'PUT', path: `${M}/student/schedule/record`, body: { trainingId: training, itemId: trainingItems[2], progress: 5, positionSeconds: 30 }, learner: 200, staff: 403 },
  { name: 'scheduleRecord', method: 'GET', path: `${M}/student/schedule/record/${training}`, learner: 200, staff: 200 },
  { name: 'elabDetail', method: 'GET', path: `${M}/elab/user/queryElabDetail/${experiment}/${id}`, learner: 200, staff: 200 },
  { name: 'elabCode', method: 'POST', path: '/api/auth/rest/v1/elab/code', body: { experimentId: experiment, classId: id }, learner: 200, staff: 200 },
  { name: 'certificateRecord', method: 'GET', path: `/api/certificate/user/getRecord/${id}`, learner: 200, staff: 200 },
  { name: 'learnEvent', method: 'POST', path: '/api/point/v1/event/learn', body: { classId: id, coursewareUuid: firstCourse }, learner: 200, staff: 403 },
  { name: 'schedules', method: 'GET', path: `/api/class/schedules/${id}`, learner: 200, staff: 200 },
  { name: 'attachmentList', method: 'GET', path: `${M}/attachment/attachmentList/${id}`, learner: 200, staff: 200 },
];

async function statuses(user: Pick<User, 'call'>, pick: (call: Call) => number) {
  const actual: Record<string, number> = {};
  const expected: Record<string, number> = {};
  const silent: string[] = [];
  for (const call of calls()) {
    const answer = await user.call(call.method, call.path, call.body);
    actual[call.name] = answer.status;
    expected[call.name] = pick(call);
    if (answer.status >= 400 && !answer.body?.message) silent.push(call.name);
  }
  return { actual, expected, silent };
}

describe('the learner’s own screen of a class (GET class/studentscreen/{classId})', () => {
  test('their total and each courseware item, the same total as scheduleTotalProgress; nobody else’s row', async () => {
    const screen = (await people.learner.get(`${M}/class/studentscreen/${id}`)).body.data;
    const total = (await people.learner.get(`${M}/class/scheduleTotalProgress/${id}`)).body.data;
    expect(screen).toMatchObject({ classId: id, enrolled: true, progress: total.progress, completedItems: total.completedItems, totalItems: total.totalItems });
    expect(screen.items).toHaveLength(total.totalItems);
    expect(screen.items[0]).toMatchObject({ coursewareUuid: firstCourse, completed: expect.any(Boolean) });
    expect(JSON.stringify(screen)).not.toContain(DEMO.admin.id);
    expect((await people.learner.get(`${M}/class/studentscreen/not-a-class`)).status).toBe(400);
  });
});

describe('who may use a class', () => {
  test('an enrolled learner: every learner call; the attendance list is the managers’', async () => {
    const { actual, expected, silent } = await statuses(people.learner, (call) => call.learner);
    expect(actual).toEqual(expected);
    expect(silent).toEqual([]);
  });

  test('the lecturer of the class and the school’s class manager: every read; learners’ writes are 403', async () => {
    for (const user of [people.lecturer, people.manager]) {
      const { actual, expected } = await statuses(user, (call) => call.staff);
      expect(actual).toEqual(expected);
    }
    expect((await people.lecturer.put(`${M}/student/schedule/record`, calls().find((call) => call.name === 'saveScheduleRecord')!.body)).body.message).toMatch(/Only learners/);
  });

  test('a learner of the school not enrolled: 403 with a message on everything but the class page (and enrolling)', async () => {
    const before = await count(server, 'class_check_ins');
    const { actual, expected, silent } = await statuses(people.learner2, (call) => (call.name === 'classInfo' ? 200 : 403));
    expect(actual).toEqual(expected);
    expect(silent).toEqual([]);
    expect((await people.learner2.get(`${M}/class/scheduleTotalProgress/${id}`)).body.message).toMatch(/enrol/);
    expect(await count(server, 'class_check_ins')).toBe(before);
  });

  test('a lecturer not teaching the class: the class page only, without its content; another school’s user 403; anonymous 401', async () => {
    const other = await statuses(people.otherLecturer, (call) => (call.name === 'classInfo' ? 200 : 403));
    expect(other.actual).toEqual(other.expected);
    expect((await people.otherLecturer.get(`${M}/class/classInfo/${id}`)).body.data).toMatchObject({ canView: false, canManage: false });
    const stranger = await statuses(people.stranger, () => 403);
    expect(stranger.actual).toEqual(stranger.expected);
    const { actual, expected } = await statuses(people.anonymous, () => 401);
    expect(actual).toEqual(expected);
  });

  test('another school’s administrator in their own school: every call about this class is a 404 (its existence is not revealed)', async () => {
    const overseas = await asUser(server, EXTRA.overseasAdmin.mobile, DEMO.overseas);
    const { actual, expected } = await statuses(overseas, () => 404);
    expect(actual).toEqual(expected);
  });

  test('a draft is 404 to learners, even enrolled ones, and visible to its managers (preview)', async () => {
    await server.db.query('update classes set published = false where id = $1', [id]);
    try {
      expect((await people.learner.get(`${M}/class/classInfo/${id}`)).status).toBe(404);
      expect((await people.learner2.get(`${M}/class/classInfo/${id}`)).status).toBe(404);
      expect((await people.learner.get(`${M}/student/training/${training}`)).status).toBe(404);
      expect((await people.otherLecturer.get(`${M}/class/classInfo/${id}`)).status).toBe(404);
      const preview = await people.lecturer.get(`${M}/class/classInfo/${id}`);
      expect(preview.status).toBe(200);
      expect(preview.body.data).toMatchObject({ published: false, canManage: true, canView: true });
    } finally {
      await server.db.query('update classes set published = true where id = $1', [id]);
    }
  });

  test('malformed and unknown ids: 400 and 404 with messages, never a 5xx', async () => {
    const paths: [string, number][] = [
      [`${M}/class/classInfo/nope`, 400],
      [`${M}/class/classInfo/001-class-1`, 400],
      [`${M}/class/classInfo/9999999999999999999`, 404],
      [`${M}/class/check/123`, 400],
      [`${M}/class/check/9999999999999999999`, 404],
      [`${M}/student/training/9999999999999999999`, 404],
      [`${M}/elab/user/queryElabDetail/${experiment}/${CLASS_DEMO.ended}`, 403],
      [`${M}/elab/user/queryElabDetail/9999999999999999999/${id}`, 404],
      [`/api/certificate/user/getRecord/x`, 400],
    ];
    for (const [path, status] of paths) {
      const answer = await people.learner.get(path);
      expect([path, answer.status]).toEqual([path, status]);
      expect(answer.body.message).toBeTruthy();
    }
  });
});
