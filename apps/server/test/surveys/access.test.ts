import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Server } from '../../src/server.ts';
import { browser, startTestServer } from '../harness.ts';
import { addPeople, asUser, CLASS_DEMO, DEMO, makeQuestionnaire, paths, PEOPLE, SURVEY_DEMO, validAnswers, type TestQuestionnaire, type User } from './helpers.ts';

let server: Server;
let fresh: TestQuestionnaire;
beforeAll(async () => {
  server = await startTestServer();
  await addPeople(server);
  fresh = await makeQuestionnaire(server);
}, 60_000);
afterAll(() => server.db.close());

type Call = { name: string; method: string; path: string; body?: unknown; teacher: boolean };
/** Every survey call about the ongoing class's named questionnaire (submit: a fresh one, answered validly). */
const calls = (): Call[] => [
  { name: 'learner list', method: 'GET', path: paths.learnerList(CLASS_DEMO.ongoing), teacher: false },
  { name: 'learner detail', method: 'GET', path: paths.learnerOne(CLASS_DEMO.ongoing, SURVEY_DEMO.named), teacher: false },
  { name: 'by id', method: 'GET', path: paths.byId(SURVEY_DEMO.named), teacher: false },
  { name: 'submit', method: 'POST', path: paths.submit(CLASS_DEMO.ongoing, fresh.id), body: { answers: validAnswers(fresh) }, teacher: false },
  { name: 'teacher list', method: 'GET', path: paths.teacherList(CLASS_DEMO.ongoing), teacher: true },
  { name: 'results', method: 'GET', path: paths.results(CLASS_DEMO.ongoing, SURVEY_DEMO.named), teacher: true },
  { name: 'export', method: 'GET', path: paths.export(CLASS_DEMO.ongoing, SURVEY_DEMO.named), teacher: true },
  { name: 'records', method: 'GET', path: paths.records(SURVEY_DEMO.named), teacher: true },
  { name: 'remind', method: 'POST', path: paths.remind, body: { classId: CLASS_DEMO.ongoing, questionnaireId: SURVEY_DEMO.closed }, teacher: true },
];

/** `{ name: status }` for every call; every error carries a message. */
async function statuses(send: (method: string, path: string, body?: unknown) => Promise<{ status: number; body: any }>) {
  const result: Record<string, number | string> = {};
  for (const call of calls()) {
    const answer = await send(call.method, call.path, call.body);
    result[call.name] = answer.status >= 400 && !answer.body?.message ? `${answer.status} without a message` : answer.status;
  }
  return result;
}
const every = (rule: (call: Call) => number) => Object.fromEntries(calls().map((call) => [call.name, rule(call)]));
const as = (user: User) => (method: string, path: string, body?: unknown) => user.call(method, path, body);

describe('who may use the surveys', () => {
  test('anonymous callers: 401 on every call', async () => {
    const anonymous = browser(server);
    expect(await statuses((method, path, json) => anonymous.request(method, path, { json, headers: { tenantId: DEMO.mainland } }))).toEqual(every(() => 401));
  });

  test('another school’s user: 403 in our school, 404 for our class from their own school', async () => {
    expect(await statuses(as(await asUser(server, PEOPLE.foreigner.mobile)))).toEqual(every(() => 403));
    const fromHome = await statuses(as(await asUser(server, PEOPLE.foreigner.mobile, DEMO.overseas)));
    // Their own school: a learner is refused the teacher calls before any lookup; the class itself is not found.
    expect(fromHome).toEqual(every((call) => (call.teacher ? 403 : 404)));
  });

  test('a learner of the school not enrolled in the class: 403 on every call', async () => {
    expect(await statuses(as(await asUser(server, PEOPLE.outsider.mobile)))).toEqual(every(() => 403));
  });

  test('a lecturer who does not teach the class: 403 on every call', async () => {
    expect(await statuses(as(await asUser(server, PEOPLE.otherLecturer.mobile)))).toEqual(every(() => 403));
  });

  test('the enrolled learner reads and answers; the teacher calls are 403', async () => {
    const result = await statuses(as(await asUser(server, DEMO.learner.mobile)));
    expect(result).toEqual(every((call) => (call.teacher ? 403 : 200)));
  });

  test('the class’s lecturer and the school’s class manager read everything, answer nothing (staff 403)', async () => {
    for (const mobile of [DEMO.lecturer.mobile, CLASS_DEMO.manager.mobile]) {
      const result = await statuses(as(await asUser(server, mobile)));
      // The closed questionnaire cannot be reminded about: 409, after access was granted.
      expect(result).toEqual(every((call) => (call.name === 'submit' ? 403 : call.name === 'remind' ? 409 : 200)));
    }
  });

  test('malformed and unknown ids: 400 and 404 with a message, never 5xx', async () => {
    const learner = await asUser(server, DEMO.learner.mobile);
    const lecturer = await asUser(server, DEMO.lecturer.mobile);
    expect((await learner.get(paths.learnerList('abc'))).status).toBe(400);
    expect((await learner.get(paths.learnerOne(CLASS_DEMO.ongoing, '12'))).status).toBe(400);
    expect((await learner.get(paths.byId('9999999999999999999'))).status).toBe(404);
    expect((await lecturer.get(paths.records('x'.repeat(19)))).status).toBe(400);
    // A questionnaire of the ongoing class asked for under another class: not found there.
    expect((await lecturer.get(paths.results(CLASS_DEMO.ended, SURVEY_DEMO.named))).status).toBe(404);
    const wrongClass = await lecturer.post(paths.remind, { classId: CLASS_DEMO.unstarted, questionnaireId: SURVEY_DEMO.named });
    expect(wrongClass.status).toBe(404);
    expect((await lecturer.post(paths.remind, { classId: 'nope', questionnaireId: SURVEY_DEMO.named })).status).toBe(400);
  });

  test('a draft class’s questionnaires are 404 to learners', async () => {
    await server.db.query('update classes set published = false where id = $1', [CLASS_DEMO.ongoing]);
    try {
      const learner = await asUser(server, DEMO.learner.mobile);
      expect((await learner.get(paths.learnerList(CLASS_DEMO.ongoing))).status).toBe(404);
      expect((await learner.get(paths.byId(SURVEY_DEMO.named))).status).toBe(404);
      expect((await (await asUser(server, DEMO.lecturer.mobile)).get(paths.learnerList(CLASS_DEMO.ongoing))).status).toBe(200);
    } finally {
      await server.db.query('update classes set published = true where id = $1', [CLASS_DEMO.ongoing]);
    }
  });
});
