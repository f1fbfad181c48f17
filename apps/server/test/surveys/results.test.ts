import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Server } from '../../src/server.ts';
import { startTestServer } from '../harness.ts';
import { addPeople, asUser, CLASS_DEMO, DEMO, makeQuestionnaire, paths, PEOPLE, SURVEY_DEMO, validAnswers, type User } from './helpers.ts';

let server: Server;
let lecturer: User;
beforeAll(async () => {
  server = await startTestServer();
  await addPeople(server);
  lecturer = await asUser(server, DEMO.lecturer.mobile);
}, 60_000);
afterAll(() => server.db.close());

const answerAs = async (mobile: string, qid: string, answers: unknown) => (await asUser(server, mobile)).post(paths.submit(CLASS_DEMO.ongoing, qid), { answers });

describe('results of a named questionnaire', () => {
  test('counts per option with the zero rows, ratings 1–5 with the mean, texts with who and when; the response rate', async () => {
    const q = await makeQuestionnaire(server);
    const [single, multiple, rating, text] = q.questions;
    await answerAs(PEOPLE.answerer.mobile, q.id, { ...validAnswers(q, 'Great pace'), [rating!.id]: 5 });
    await answerAs(PEOPLE.second.mobile, q.id, { ...validAnswers(q, 'رائع جداً'), [multiple!.id]: [multiple!.options[2]!], [rating!.id]: 2 });
    const results = (await lecturer.get(paths.results(CLASS_DEMO.ongoing, q.id))).body.data;
    // 30 seeded + the three test learners are enrolled; two answered.
    expect(results).toMatchObject({ anonymous: false, resultsHidden: false, responseCount: 2, enrolledCount: 33, responseRate: 6, state: 'open', questionCount: 5 });
    expect(results.exportUrl).toBe(`${paths.export(CLASS_DEMO.ongoing, q.id)}?tenantId=${DEMO.mainland}`);
    const byId = Object.fromEntries(results.questions.map((question: { questionId: string }) => [question.questionId, question]));
    expect(byId[single!.id]).toMatchObject({ answered: 2, rows: [{ id: single!.options[0], label: 'Good', count: 2 }, { id: single!.options[1], label: 'Bad', count: 0 }], mean: null });
    expect(byId[multiple!.id].rows.map((row: { count: number }) => row.count)).toEqual([1, 0, 2]);
    expect(byId[rating!.id]).toMatchObject({ answered: 2, mean: 3.5 });
    expect(byId[rating!.id].rows).toEqual([1, 2, 3, 4, 5].map((n) => ({ id: String(n), label: String(n), count: n === 2 || n === 5 ? 1 : 0 })));
    expect(byId[text!.id].texts).toEqual([
      { text: 'Great pace', who: 'Answer Er', at: expect.any(String) },
      { text: 'رائع جداً', who: 'وليد سالم', at: expect.any(String) },
    ]);
    expect(byId[q.questions[4]!.id]).toMatchObject({ answered: 0, texts: [] });
  });

  test('the teacher’s list: every questionnaire of the class with its rate, newest first', async () => {
    const list = (await lecturer.get(paths.teacherList(CLASS_DEMO.ongoing))).body.data;
    const seeded = list.find((row: { id: string }) => row.id === SURVEY_DEMO.named);
    // The seed: every seeded learner of the class answered except the pending one and the demo learner (28 of 30, plus 3 test learners).
    expect(seeded).toMatchObject({ responseCount: 28, enrolledCount: 33, responseRate: 85, state: 'open', anonymous: false, lastReminderAt: null });
    expect(list.find((row: { id: string }) => row.id === SURVEY_DEMO.closed)).toMatchObject({ state: 'closed', lastReminderAt: expect.any(String) });
  });

  test('feedback records: who answered, who has not (with their last reminder), the reminders sent', async () => {
    const q = await makeQuestionnaire(server);
    await answerAs(PEOPLE.third.mobile, q.id, validAnswers(q));
    const records = (await lecturer.get(paths.records(q.id))).body.data;
    expect(records).toMatchObject({ questionnaireId: q.id, anonymous: false, enrolledCount: 33, responseCount: 1, reminders: [] });
    expect(records.respondents).toEqual([{ userId: PEOPLE.third.id, name: '张三', submittedAt: expect.any(String) }]);
    expect(records.pending).toHaveLength(32);
    expect(records.pending.map((row: { userId: string }) => row.userId)).not.toContain(PEOPLE.third.id);
    const closed = (await lecturer.get(paths.records(SURVEY_DEMO.closed))).body.data;
    expect(closed.reminders).toEqual([{ sentAt: expect.any(String), sentBy: '王芳', count: expect.any(Number), names: expect.arrayContaining([expect.any(String)]) }]);
    expect(closed.reminders[0].names).toHaveLength(closed.reminders[0].count);
  });
});

describe('an anonymous questionnaire', () => {
  test('stores who answered apart from the answers: no user and no time on a response', async () => {
    const q = await makeQuestionnaire(server, { anonymous: true });
    const sent = await answerAs(PEOPLE.answerer.mobile, q.id, validAnswers(q, 'secret opinion'));
    expect(sent.status).toBe(200);
    const responses = await server.db.query<{ user_id: string | null; submitted_at: Date | null }>('select user_id, submitted_at from survey_responses where questionnaire_id = $1', [q.id]);
    expect(responses).toEqual([{ user_id: null, submitted_at: null }]);
    expect(await server.db.query('select user_id from survey_respondents where questionnaire_id = $1', [q.id])).toEqual([{ user_id: PEOPLE.answerer.id }]);
    // The learner sees that they answered, but not what: nothing links the answers back to them.
    const mine = (await (await asUser(server, PEOPLE.answerer.mobile)).get(paths.learnerOne(CLASS_DEMO.ongoing, q.id))).body.data;
    expect(mine).toMatchObject({ anonymous: true, answerTimes: 1, myAnswers: null });
  });

  test('under 3 answers: counts only — no questions, no texts, no export', async () => {
    const q = await makeQuestionnaire(server, { anonymous: true });
    await answerAs(PEOPLE.answerer.mobile, q.id, validAnswers(q, 'first secret'));
    await answerAs(PEOPLE.second.mobile, q.id, validAnswers(q, 'second secret'));
    const hidden = await lecturer.get(paths.results(CLASS_DEMO.ongoing, q.id));
    expect(hidden.body.data).toMatchObject({ resultsHidden: true, minimumAnswers: 3, responseCount: 2, questions: [], exportUrl: null });
    expect(JSON.stringify(hidden.body)).not.toContain('secret');
    const blocked = await lecturer.get(paths.export(CLASS_DEMO.ongoing, q.id));
    expect(blocked.status).toBe(409);
    expect(blocked.body.message).toMatch(/from 3 answers/);
    const inRussian = await lecturer.client.request('GET', paths.export(CLASS_DEMO.ongoing, q.id), { headers: { tenantId: DEMO.mainland, 'sxz-lang': 'ru_RU' } });
    expect(inRussian).toMatchObject({ status: 409, body: { message: 'Ответы анонимной анкеты можно выгрузить от 3 ответов.' } });

    await answerAs(PEOPLE.third.mobile, q.id, validAnswers(q, 'third secret'));
    const shown = (await lecturer.get(paths.results(CLASS_DEMO.ongoing, q.id))).body.data;
    expect(shown).toMatchObject({ resultsHidden: false, responseCount: 3 });
    const texts = shown.questions[3].texts;
    expect(texts.map((row: { text: string }) => row.text).sort()).toEqual(['first secret', 'second secret', 'third secret']);
    expect(texts.every((row: { who: unknown; at: unknown }) => row.who === null && row.at === null)).toBe(true);
    expect((await lecturer.get(paths.export(CLASS_DEMO.ongoing, q.id))).status).toBe(200);
  });

  test('no names anywhere: results, records, reminders and export of the seeded anonymous survey', async () => {
    const names = (await server.db.query<{ name: string }>("select real_name as name from users where id like 'u-class-learner-%' or id like 'u-survey-%' or id = $1", [DEMO.learner.id])).map((row) => row.name);
    const reminded = await lecturer.post(paths.remind, { classId: CLASS_DEMO.ongoing, questionnaireId: SURVEY_DEMO.anonymous });
    expect(reminded.status).toBe(200);
    expect(reminded.body.data.reminded).toBeGreaterThan(0);
    expect(reminded.body.data.names).toEqual([]);
    const records = (await lecturer.get(paths.records(SURVEY_DEMO.anonymous))).body.data;
    expect(records).toMatchObject({ anonymous: true, respondents: [], pending: [] });
    expect(records.responseCount).toBeGreaterThanOrEqual(28);
    expect(records.reminders).toEqual([{ sentAt: expect.any(String), sentBy: '王芳', count: reminded.body.data.reminded, names: [] }]);
    const results = await lecturer.get(paths.results(CLASS_DEMO.ongoing, SURVEY_DEMO.anonymous));
    const csv = await lecturer.get(paths.export(CLASS_DEMO.ongoing, SURVEY_DEMO.anonymous));
    for (const text of [JSON.stringify(reminded.body), JSON.stringify(records), JSON.stringify(results.body), String(csv.body)]) {
      for (const name of names) expect(text).not.toContain(name);
      expect(text).not.toMatch(/u-class-learner|u-survey|u-learner/);
    }
    expect(String(csv.body).split('\r\n')[0]).not.toMatch(/Name|Submitted/);
  });
});
