import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Server } from '../../src/server.ts';
import { startTestServer } from '../harness.ts';
import { asUser, classInput, count, DEMO, M, type User } from './helpers.ts';

let server: Server;
let lecturer: User;
let classId: string;
beforeAll(async () => {
  server = await startTestServer();
  lecturer = await asUser(server, DEMO.lecturer.mobile);
  classId = (await lecturer.post(`${M}/lectureclass/addClass`, classInput())).body.data.id;
}, 60_000);
afterAll(() => server.db.close());

const list = async () => (await lecturer.get(`${M}/classCourseware/classCoursewareList/${classId}`)).body.data as { id: string; coursewareUuid: string; coursewareName: string; coursewareType: number; position: number }[];
const add = (items: unknown[], id = classId) => lecturer.post(`${M}/classCourseware/addClassCourseware/${id}`, { items });

describe('class courseware', () => {
  test('link a course, an exam and a knowledge item of the school, appended in order, named as the resource is', async () => {
    const added = await add([{ coursewareUuid: '001-course-2', coursewareType: 1, coursewareName: 'ignored' }, { coursewareUuid: '001-exam-1', coursewareType: 2 }]);
    expect(added.status).toBe(200);
    await add([{ coursewareUuid: '001-doc-1', coursewareType: 3 }]);
    const items = await list();
    expect(items.map((item) => [item.coursewareUuid, item.coursewareType, item.position])).toEqual([['001-course-2', 1, 0], ['001-exam-1', 2, 1], ['001-doc-1', 3, 2]]);
    const [resource] = await server.db.query<{ name: string }>("select name from resources where id = '001-course-2'");
    expect(items[0]!.coursewareName).toBe(resource!.name);
  });

  test('refused with a message: another school’s resource, a wrong type, a live or class resource, twice in one call, already linked, none', async () => {
    const before = await count(server, 'class_courseware', 'class_id = $1', [classId]);
    const cases: [unknown[], number, RegExp][] = [
      [[{ coursewareUuid: '002-course-1', coursewareType: 1 }], 422, /no resource 002-course-1 in this school/],
      [[{ coursewareUuid: '001-exam-2', coursewareType: 1 }], 422, /not a course/],
      [[{ coursewareUuid: '001-live-1', coursewareType: 3 }], 422, /not a knowledge/],
      [[{ coursewareUuid: '001-course-3', coursewareType: 4 }], 400, /coursewareType/],
      [[{ coursewareUuid: '001-course-3', coursewareType: 1 }, { coursewareUuid: '001-course-3', coursewareType: 1 }], 400, /listed twice/],
      [[{ coursewareUuid: '001-course-2', coursewareType: 1 }], 409, /already linked/],
      [[], 400, /at least one/],
      // A valid item before an invalid one: neither is linked.
      [[{ coursewareUuid: '001-course-4', coursewareType: 1 }, { coursewareUuid: 'nope', coursewareType: 1 }], 422, /no resource nope/],
    ];
    for (const [items, status, message] of cases) {
      const answer = await add(items);
      expect({ status: answer.status, message: answer.body.message }).toEqual({ status, message: expect.stringMatching(message) });
    }
    expect(await count(server, 'class_courseware', 'class_id = $1', [classId])).toBe(before);
  });

  test('display order: set to exactly the class’s items; anything else is 422 and changes nothing', async () => {
    const ids = (await list()).map((item) => item.id);
    const reversed = [...ids].reverse();
    const answer = await lecturer.post(`${M}/classCourseware/updateDisplayOrder`, { classId, ids: reversed });
    expect(answer.body.data.map((item: { id: string }) => item.id)).toEqual(reversed);
    expect((await list()).map((item) => item.id)).toEqual(reversed);
    for (const wrong of [reversed.slice(1), [...reversed, reversed[0]], [reversed[0], reversed[0], reversed[1]], [...reversed.slice(1), '2000000000000002101']]) {
      const refused = await lecturer.post(`${M}/classCourseware/updateDisplayOrder`, { classId, ids: wrong });
      expect(refused.status).toBe(422);
      expect(refused.body.message).toMatch(/exactly once/);
    }
    expect((await list()).map((item) => item.id)).toEqual(reversed);
    expect((await lecturer.post(`${M}/classCourseware/updateDisplayOrder`, { classId: 'x', ids: [] })).status).toBe(400);
  });

  test('delete one item: the rest close up their positions; unknown or malformed ids are 404/400', async () => {
    const before = await list();
    const deleted = await lecturer.del(`${M}/classCourseware/deleteClassCourseware/${before[1]!.id}`);
    expect(deleted.body.data).toEqual({ deleted: true });
    const after = await list();
    expect(after.map((item) => item.id)).toEqual([before[0]!.id, before[2]!.id]);
    expect(after.map((item) => item.position)).toEqual([0, 1]);
    expect((await lecturer.del(`${M}/classCourseware/deleteClassCourseware/${before[1]!.id}`)).status).toBe(404);
    expect((await lecturer.del(`${M}/classCourseware/deleteClassCourseware/nope`)).status).toBe(400);
  });
});
