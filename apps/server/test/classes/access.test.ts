import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Server } from '../../src/server.ts';
import { browser, startTestServer } from '../harness.ts';
import { addExtraUsers, asUser, CLASS_DEMO, classInput, count, DEMO, EXTRA, M } from './helpers.ts';

let server: Server;
let coursewareId: string;
let coursewareIds: string[];
beforeAll(async () => {
  server = await startTestServer();
  await addExtraUsers(server);
  coursewareIds = (await server.db.query<{ id: string }>('select id from class_courseware where class_id = $1 order by position', [CLASS_DEMO.ended])).map((row) => row.id);
  coursewareId = coursewareIds[0]!;
}, 60_000);
afterAll(() => server.db.close());

/** Every lecturing call of the class model, about class `id`. */
const calls = (id: string, lecturerId = 'u-lecturer'): [string, string, unknown?][] => [
  ['GET', `${M}/lectureclass/searchbycondition`],
  ['GET', `${M}/lectureclass/searchlatestthree`],
  ['GET', `${M}/lectureclass/classcountstatus`],
  ['GET', `${M}/lectureclass/calendarblue?timeStr=2026-01`],
  ['GET', `${M}/teacher/classDetails/${id}`],
  ['GET', `${M}/queryMetadata?classId=${id}`],
  ['GET', `${M}/isTheClassTeacher/${id}`],
  ['POST', `${M}/lectureclass/addClass`, classInput({ lecturerIds: [lecturerId] })],
  ['PUT', `${M}/lectureclass/updateClass/${id}`, classInput({ lecturerIds: [lecturerId] })],
  ['DELETE', `${M}/lectureclass/deleteClass/${id}`],
  ['GET', `/api/class/schedules/${id}`],
  ['GET', `${M}/student/schedule/lecturer/${id}`],
  ['GET', `${M}/studentscreen/${id}`],
  ['GET', `${M}/lecturescreen/${id}/V2`],
  ['GET', `${M}/downloadStudent/${id}?format=csv`],
  ['GET', `${M}/classCourseware/classCoursewareList/${id}`],
  ['POST', `${M}/classCourseware/addClassCourseware/${id}`, { items: [{ coursewareUuid: '001-course-3', coursewareType: 1 }]}],
  ['DELETE', `${M}/classCourseware/deleteClassCourseware/${coursewareId}`],
  ['POST', `${M}/classCourseware/updateDisplayOrder`, { classId: id, ids: coursewareIds }],
];
/** Calls about one class (not the lists, the metadata without a class, or creating one). */
const aboutTheClass = (path: string) => !/searchbycondition|searchlatestthree|classcountstatus|calendarblue|lectureclass\/addClass$/.test(path);

type Send = (method: string, path: string, json?: unknown) => Promise<{ status: number; body: any }>;
/** `{ "METHOD path": status }` for every call, and the calls that answered an error without a message. */
async function answers(send: Send, id: string, lecturerId: string) {
  const statuses: Record<string, number> = {};
  const silent: string[] = [];
  for (const [method, path, body] of calls(id, lecturerId)) {
    const answer = await send(method, path, body);
    statuses[`${method} ${path}`] = answer.status;
    if (answer.status >= 400 && !answer.body?.message) silent.push(`${method} ${path}`);
  }
  return { statuses, silent };
}
/** The statuses every call should answer, by a rule on the call. */
const expected = (id: string, lecturerId: string, status: (call: string) => number) => Object.fromEntries(calls(id, lecturerId).map(([method, path]) => [`${method} ${path}`, status(`${method} ${path}`)]));

describe('who may use the lecturing center', () => {
  test('anonymous callers get 401 on every call, with a message', async () => {
    const anonymous = browser(server);
    const result = await answers((method, path, json) => anonymous.request(method, path, { json, headers: { tenantId: DEMO.mainland } }), CLASS_DEMO.ended, DEMO.lecturer.id);
    expect(result).toEqual({ statuses: expected(CLASS_DEMO.ended, DEMO.lecturer.id, () => 401), silent: [] });
  });

  test('a learner of the school gets 403 on every lecturing call, with a message, and nothing changes', async () => {
    const before = await count(server, 'classes');
    const learner = await asUser(server, DEMO.learner.mobile);
    const result = await answers(learner.call, CLASS_DEMO.ended, DEMO.lecturer.id);
    expect(result).toEqual({ statuses: expected(CLASS_DEMO.ended, DEMO.lecturer.id, () => 403), silent: [] });
    expect((await learner.get(`${M}/lectureclass/searchbycondition`)).body.message).toMatch(/Only lecturers, class managers and administrators/);
    expect(await count(server, 'classes')).toBe(before);
    expect(await count(server, 'class_courseware', 'class_id = $1', [CLASS_DEMO.ended])).toBe(coursewareIds.length);
  });

  test('a learner enrolled in a published class may read its schedule (the class pages), nothing else', async () => {
    const learner = await asUser(server, DEMO.learner.mobile);
    const schedule = await learner.get(`/api/class/schedules/${CLASS_DEMO.ongoing}`);
    expect(schedule.status).toBe(200);
    expect(schedule.body.data.total).toBe(6);
    expect((await learner.get(`${M}/teacher/classDetails/${CLASS_DEMO.ongoing}`)).status).toBe(403);
    expect((await learner.get(`${M}/studentscreen/${CLASS_DEMO.ongoing}`)).status).toBe(403);
    await server.db.query('update classes set published = false where id = $1', [CLASS_DEMO.ongoing]);
    // A draft is not there for learners (requireClassLearnerOrManager, issue 19).
    expect((await learner.get(`/api/class/schedules/${CLASS_DEMO.ongoing}`)).status).toBe(404);
    await server.db.query('update classes set published = true where id = $1', [CLASS_DEMO.ongoing]);
  });

  test('a lecturer who does not teach the class gets 403 on every call about it; their lists leave it out', async () => {
    const other = await asUser(server, EXTRA.otherLecturer.mobile);
    const { statuses } = await answers(other.call, CLASS_DEMO.ended, EXTRA.otherLecturer.id);
    expect(statuses).toEqual(expected(CLASS_DEMO.ended, EXTRA.otherLecturer.id, (call) => (aboutTheClass(call) && !call.includes('isTheClassTeacher') ? 403 : 200)));
    expect((await other.get(`${M}/isTheClassTeacher/${CLASS_DEMO.ended}`)).body.data).toEqual({ isTeacher: false, canManage: false });
    const list = await other.get(`${M}/lectureclass/searchbycondition`);
    expect(list.body.data.list.map((row: { title: string }) => row.title)).toEqual(['Test class']);
    expect((await other.get(`${M}/lectureclass/classcountstatus`)).body.data.total).toBe(1);
  });

  test('another school’s administrator: 403 naming this school, 404 (never the class) naming theirs', async () => {
    const inTheirSchool = await asUser(server, EXTRA.overseasAdmin.mobile, DEMO.overseas);
    const theirs = await answers(inTheirSchool.call, CLASS_DEMO.ongoing, EXTRA.overseasAdmin.id);
    expect(theirs.statuses).toEqual(expected(CLASS_DEMO.ongoing, EXTRA.overseasAdmin.id, (call) => (aboutTheClass(call) ? 404 : 200)));
    expect((await inTheirSchool.get(`${M}/lectureclass/searchbycondition`)).body.data.list.map((row: { title: string }) => row.title)).toEqual(['Test class']);
    const inOurSchool = await asUser(server, EXTRA.overseasAdmin.mobile, DEMO.mainland);
    expect((await answers(inOurSchool.call, CLASS_DEMO.ongoing, EXTRA.overseasAdmin.id)).statuses).toEqual(expected(CLASS_DEMO.ongoing, EXTRA.overseasAdmin.id, () => 403));
  });

  test('the administrator of school 1 acting in school 3 (where they are admin too) cannot reach school 1’s class', async () => {
    const admin = await asUser(server, DEMO.admin.mobile, DEMO.o3);
    expect((await admin.get(`${M}/teacher/classDetails/${CLASS_DEMO.ongoing}`)).status).toBe(404);
    expect((await admin.get(`${M}/downloadStudent/${CLASS_DEMO.ongoing}`)).status).toBe(404);
  });

  test('the class manager and the school administrator manage every class; the lecturer the classes they teach', async () => {
    const manager = await asUser(server, CLASS_DEMO.manager.mobile);
    const admin = await asUser(server, DEMO.admin.mobile);
    const lecturer = await asUser(server, DEMO.lecturer.mobile);
    for (const user of [manager, admin, lecturer]) {
      const details = await user.get(`${M}/teacher/classDetails/${CLASS_DEMO.unstarted}`);
      expect(details.status).toBe(200);
      expect(details.body.data.timeZone).toBe('Asia/Shanghai');
    }
    expect((await manager.get(`${M}/isTheClassTeacher/${CLASS_DEMO.unstarted}`)).body.data).toEqual({ isTeacher: false, canManage: true });
    expect((await lecturer.get(`${M}/isTheClassTeacher/${CLASS_DEMO.unstarted}`)).body.data).toEqual({ isTeacher: true, canManage: true });
    const me = await manager.client.get(`/api/school/members/selectMemberStatus?schoolId=${DEMO.mainland}`);
    expect(me.body.data.role).toBe('classManager');
  });

  test('no tenant named: 403, not a 5xx', async () => {
    const lecturer = await asUser(server, DEMO.lecturer.mobile);
    expect((await lecturer.client.get(`${M}/lectureclass/searchbycondition`)).status).toBe(403);
    expect((await lecturer.client.get(`${M}/lectureclass/searchbycondition?schoolId=${DEMO.mainland}`)).status).toBe(200);
  });
});
