import { afterAll, beforeAll, expect, test } from 'vitest';
import type { Server } from '../../src/server.ts';
import { DEMO } from '../../src/seed/demoIds.ts';
import { CLASS_DEMO } from '../../src/seed/classes.ts';
import { CLASS_INFO_DEMO } from '../../src/seed/classInfo.ts';
import { signIn, startTestServer } from '../harness.ts';

const E = '/api/exam/api/userexam/v1';
const SCHOOL: string = DEMO.mainland;
let server: Server;
let learner: Awaited<ReturnType<typeof signIn>>;
let examId: string;

type Client = Awaited<ReturnType<typeof signIn>>;
const start = (client: Client, classId?: string) => client.request('POST', `${E}/exams/${examId}/attempts?schoolId=${SCHOOL}${classId ? `&classId=${classId}` : ''}`);
const classOf = async (attemptId: string) => (await server.db.query<{ class_id: string }>('select class_id from class_exam_attempts where id = $1', [attemptId]))[0]!.class_id;

beforeAll(async () => {
  server = await startTestServer();
  learner = await signIn(server, DEMO.learner.mobile);
  const [row] = await server.db.query<{ courseware_uuid: string }>('select courseware_uuid from class_courseware where class_id = $1 and courseware_type = 2', [CLASS_DEMO.ongoing]);
  examId = row!.courseware_uuid;
  // The learner also joins (later) another class holding the same exam, as class-info.spec does.
  await server.db.query('insert into class_enrolments (class_id, user_id, school_id, status, enrolled_at) values ($1, $2, $3, 1, now()) on conflict (class_id, user_id) do update set status = 1, enrolled_at = now()', [CLASS_DEMO.unstarted, DEMO.learner.id, SCHOOL]);
}, 60_000);
afterAll(async () => {
  await server.db.close();
});

test('an attempt counts in the class the exam was opened from; without one, in the latest class joined (issue 33)', async () => {
  const fromClass = await start(learner, CLASS_DEMO.ongoing);
  expect(fromClass.status).toBe(200);
  expect(await classOf(fromClass.body.data.attemptId)).toBe(CLASS_DEMO.ongoing);
  expect((await learner.request('POST', `${E}/attempts/${fromClass.body.data.attemptId}/submit?schoolId=${SCHOOL}`)).status).toBe(200);

  const latest = await start(learner);
  expect(latest.status).toBe(200);
  expect(await classOf(latest.body.data.attemptId)).toBe(CLASS_DEMO.unstarted);
});

test('a class that does not hold the exam, or that the caller is not a learner of, or no class id: 4xx with a message', async () => {
  const noClass = await start(learner, '2999999999999999999');
  expect(noClass.status).toBe(404);
  expect(noClass.body.message).toMatch(/does not hold this exam/);
  const other = await signIn(server, CLASS_INFO_DEMO.learner2.mobile);
  const outsider = await start(other, CLASS_DEMO.ongoing);
  expect(outsider.status).toBe(403);
  expect((await start(learner, 'abc')).status).toBe(400);
});
