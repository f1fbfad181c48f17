// @postgres-pass: an edit locks the exam's row while it checks for attempts; publishing appends to the class's courseware under its unique key.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Server } from '../../src/server.ts';
import { browser, startTestServer } from '../harness.ts';
import { addExtraUsers, asUser, CLASS_DEMO, DEMO, EXTRA, type User } from '../classes/helpers.ts';

const E = '/api/exam/api/userexam/v1';
const A = (classId: string = CLASS_DEMO.ongoing) => `/api/exam/api/manager/v1/classes/${classId}/exams`;
const q = `?schoolId=${DEMO.mainland}`;
let server: Server;
let lecturer: User;
let admin: User;
let learner: User;
let otherLecturer: User;
let overseasAdmin: User;
let seededExamId: string;

const SETTINGS = {
  durationMinutes: 20, passMark: 50, attemptsAllowed: 2, shuffle: false, allowedSwitchScreenTimes: 2, switchScreenTolerateTime: 5,
  switchScreenSumbitFlag: true, examResultFlag: true, answerDetailsFlag: true, examContentStatus: 1, quizStatus: 0,
};
const single = { kind: 'singleChoice', prompt: '2 + 2 = ?', choices: [{ id: 'a', text: '3' }, { id: 'b', text: '4' }, { id: 'c', text: '5' }], correct: ['b'], points: 1, explanation: 'Two and two make four.' };
const trueFalse = { kind: 'trueFalse', prompt: 'الأرض كروية — The Earth is round.', choices: [], correct: ['true'], points: 1, explanation: '' };
const exam = (overrides: Record<string, unknown> = {}) => ({ title: '小测验 Quick quiz', settings: SETTINGS, questions: [single, trueFalse], ...overrides });

beforeAll(async () => {
  server = await startTestServer();
  await addExtraUsers(server);
  [lecturer, admin, learner, otherLecturer, overseasAdmin] = await Promise.all([
    asUser(server, DEMO.lecturer.mobile),
    asUser(server, DEMO.admin.mobile),
    asUser(server, DEMO.learner.mobile),
    asUser(server, EXTRA.otherLecturer.mobile),
    asUser(server, EXTRA.overseasAdmin.mobile, DEMO.overseas),
  ]);
  const [row] = await server.db.query<{ courseware_uuid: string }>('select courseware_uuid from class_courseware where class_id = $1 and courseware_type = 2', [CLASS_DEMO.ongoing]);
  seededExamId = row!.courseware_uuid;
}, 180_000);
afterAll(() => server.db.close());

describe('writing exams for a class (issue 33)', () => {
  test('only the class’s lecturers and the school’s admins: visitor 401, learner 403, a lecturer of other classes 403, another school 404', async () => {
    const visitor = browser(server);
    expect((await visitor.request('POST', A(), { json: exam(), headers: { tenantId: DEMO.mainland } })).status).toBe(401);
    for (const [user, status] of [[learner, 403], [otherLecturer, 403], [overseasAdmin, 404]] as const) {
      const created = await user.post(A(), exam());
      expect({ status: created.status, said: Boolean(created.body.message) }).toEqual({ status, said: true });
      expect((await user.get(`${A()}/${seededExamId}`)).status).toBe(status);
      expect((await user.put(`${A()}/${seededExamId}`, exam())).status).toBe(status);
      expect((await user.post(`${A()}/${seededExamId}/publish`, {})).status).toBe(status);
      expect((await user.get(`${A()}/${seededExamId}/analysis`)).status).toBe(status);
    }
    expect((await admin.get(A())).status).toBe(200);
    // An exam the class does not hold is unknown through it.
    expect((await lecturer.get(`${A()}/no-such-exam`)).status).toBe(404);
    expect((await lecturer.get(`${A('not-a-class')}`)).status).toBe(400);
  });

  test('an incomplete exam is refused with a message naming what is wrong, and nothing is saved', async () => {
    const before = (await lecturer.get(A())).body.data.list.length;
    const cases: [unknown, number, RegExp][] = [
      [exam({ questions: [] }), 422, /at least one question/],
      [exam({ title: '  ' }), 422, /title/],
      [exam({ settings: { ...SETTINGS, passMark: 101 } }), 422, /0 to 100/],
      [exam({ questions: [single, { ...single, correct: [] }] }), 422, /Question 2: mark its correct choice/],
      [exam({ questions: [{ ...single, correct: ['a', 'b'] }] }), 422, /one correct choice only/],
      [exam({ questions: [{ ...single, correct: ['z'] }] }), 422, /not one of its choices/],
      [exam({ questions: [{ ...single, choices: [{ id: 'a', text: 'x' }] }] }), 422, /two choices/],
      [exam({ questions: [{ ...trueFalse, correct: ['maybe'] }] }), 422, /true or false/],
      [exam({ questions: [{ kind: 'fillBlank', prompt: 'x ___', choices: [], correct: ['  '], points: 1 }] }), 422, /accepted answer/],
      [exam({ questions: [{ kind: 'shortAnswer', prompt: 'Why?', choices: [], correct: ['x'], points: 1 }] }), 422, /no answer key/],
      [exam({ questions: [{ ...single, points: 0 }] }), 422, /points/],
      [exam({ settings: { ...SETTINGS, durationMinutes: 0 } }), 400, /durationMinutes/],
      [{ title: 'x' }, 400, /./],
    ];
    for (const [body, status, said] of cases) {
      const answer = await lecturer.post(A(), body);
      expect({ status: answer.status, message: answer.body.message }).toEqual({ status, message: expect.stringMatching(said) });
    }
    expect((await lecturer.get(A())).body.data.list).toHaveLength(before);
  });

  let examId = '';
  test('a draft is hidden from the class’s learners; published, it is among the class’s courseware and they take it', async () => {
    const created = await lecturer.post(A(), exam({ questions: [single, trueFalse, { kind: 'shortAnswer', prompt: 'Why?', choices: [], correct: null, points: 2, explanation: '' }] }));
    expect(created.status).toBe(200);
    examId = created.body.data.examId;
    expect(created.body.data).toMatchObject({ status: 'draft', title: '小测验 Quick quiz', attempts: 0, settings: SETTINGS });
    expect(created.body.data.questions.map((question: { kind: string }) => question.kind)).toEqual(['singleChoice', 'trueFalse', 'shortAnswer']);
    const courseware = async () => (await learner.get(`/api/manager/class/courseware/${CLASS_DEMO.ongoing}`)).body.data;
    expect(JSON.stringify(await courseware())).not.toContain(examId);
    expect((await learner.client.request('POST', `${E}/exams/${examId}/attempts${q}`)).status).toBe(403);

    // Reordered, one deleted, one edited: still a draft, the ids kept. Another exam's question is not taken over.
    const [first, second] = created.body.data.questions;
    const foreign = await lecturer.put(`${A()}/${examId}`, exam({ questions: [first, { ...single, id: 'q-py-print' }] }));
    expect({ status: foreign.status, message: foreign.body.message }).toEqual({ status: 422, message: expect.stringMatching(/Question 2 is not one of this exam/) });
    const edited = await lecturer.put(`${A()}/${examId}`, exam({ title: 'Quick quiz', questions: [second, { ...first, prompt: '2 + 2 = ? (again)' }] }));
    expect(edited.status).toBe(200);
    expect(edited.body.data.questions.map((question: { id: string; prompt: string }) => [question.id, question.prompt])).toEqual([[second.id, second.prompt], [first.id, '2 + 2 = ? (again)']]);

    const published = await lecturer.post(`${A()}/${examId}/publish`, {});
    expect(published.body.data.status).toBe('published');
    expect((await lecturer.post(`${A()}/${examId}/publish`, {})).status).toBe(200);
    const items = JSON.stringify(await courseware());
    expect(items.split(examId)).toHaveLength(2);
    expect(items).toContain('Quick quiz');
    const overview = await learner.client.request('GET', `${E}/exams/${examId}${q}`);
    expect(overview.body.data).toMatchObject({ canTake: true, questionCount: 2, settings: { passMark: 50, durationMinutes: 20 } });
  });

  test('once taken, its questions are locked (409 with a message); its title, rules and explanations still change', async () => {
    const started = await learner.client.request('POST', `${E}/exams/${examId}/attempts${q}`);
    const attemptId = started.body.data.attemptId;
    const draft = (await lecturer.get(`${A()}/${examId}`)).body.data;
    const choice = draft.questions.find((question: { kind: string }) => question.kind === 'singleChoice');
    await learner.client.request('PUT', `${E}/attempts/${attemptId}/answers/${choice.id}${q}`, { json: { choiceIds: ['c'] } });
    await learner.client.request('POST', `${E}/attempts/${attemptId}/submit${q}`);
    const changed = draft.questions.map((question: typeof choice) => (question.id === choice.id ? { ...question, correct: ['c'] } : question));
    const refused = await lecturer.put(`${A()}/${examId}`, { ...draft, questions: changed });
    expect({ status: refused.status, message: refused.body.message }).toEqual({ status: 409, message: expect.stringMatching(/can no longer change/) });
    expect((await lecturer.put(`${A()}/${examId}`, { ...draft, questions: [...draft.questions].reverse() })).status).toBe(409);
    const kept = await lecturer.put(`${A()}/${examId}`, { ...draft, title: 'Quick quiz (2026)', settings: { ...draft.settings, durationMinutes: 25 }, questions: draft.questions.map((question: typeof choice) => ({ ...question, explanation: 'Now explained.' })) });
    expect(kept.status).toBe(200);
    expect(kept.body.data).toMatchObject({ title: 'Quick quiz (2026)', attempts: 1, settings: { durationMinutes: 25 } });
    expect(kept.body.data.questions.every((question: { explanation: string }) => question.explanation === 'Now explained.')).toBe(true);
    const [key] = await server.db.query<{ correct: string[] }>('select correct from exam_questions where id = $1', [choice.id]);
    expect(key!.correct).toEqual(['b']);
    // The seeded exam has attempts too.
    const seeded = (await lecturer.get(`${A()}/${seededExamId}`)).body.data;
    expect(seeded.attempts).toBeGreaterThan(0);
    expect((await lecturer.put(`${A()}/${seededExamId}`, { ...seeded, questions: seeded.questions.slice(1) })).status).toBe(409);
  });

  test('item analysis counts each choice picked and the share right over the class’s submitted attempts', async () => {
    const analysis = await lecturer.get(`${A()}/${examId}/analysis`);
    expect(analysis.status).toBe(200);
    const data = analysis.body.data;
    expect(data.submitted).toBe(1);
    const choice = data.questions.find((question: { kind: string }) => question.kind === 'singleChoice');
    expect(choice).toMatchObject({ answered: 1, correct: 0, correctShare: 0 });
    expect(choice.choices).toEqual([
      { id: 'a', text: '3', isCorrect: false, picked: 0 },
      { id: 'b', text: '4', isCorrect: true, picked: 0 },
      { id: 'c', text: '5', isCorrect: false, picked: 1 },
    ]);
    const truth = data.questions.find((question: { kind: string }) => question.kind === 'trueFalse');
    expect(truth).toMatchObject({ answered: 0, correct: 0, correctShare: 0, choices: [{ id: 'true', isCorrect: true, picked: 0 }, { id: 'false', isCorrect: false, picked: 0 }] });

    // The seeded exam, taken once more with every question right.
    const started = await learner.client.request('POST', `${E}/exams/${seededExamId}/attempts${q}`);
    const attemptId = started.body.data.attemptId;
    const key = await server.db.query<{ id: string; kind: string; correct: string[] | null }>("select id, kind, correct from exam_questions where resource_id = $1 and kind in ('singleChoice', 'trueFalse')", [seededExamId]);
    for (const question of key) {
      const answer = question.kind === 'trueFalse' ? { value: question.correct![0] === 'true' } : { choiceIds: question.correct };
      await learner.client.request('PUT', `${E}/attempts/${attemptId}/answers/${question.id}${q}`, { json: answer });
    }
    await learner.client.request('POST', `${E}/attempts/${attemptId}/submit${q}`);
    const seeded = (await admin.get(`${A()}/${seededExamId}/analysis`)).body.data;
    const print = seeded.questions.find((question: { questionId: string }) => question.questionId === 'q-py-print');
    expect(print.choices.find((c: { id: string }) => c.id === 'a')).toMatchObject({ isCorrect: true, picked: 1 });
    expect(print.correct).toBe(1);
    expect(print.correctShare).toBeCloseTo(1 / seeded.submitted);
    const zero = seeded.questions.find((question: { questionId: string }) => question.questionId === 'q-py-zero');
    expect(zero.choices).toEqual([{ id: 'true', text: 'true', isCorrect: false, picked: 0 }, { id: 'false', text: 'false', isCorrect: true, picked: 1 }]);
  });
});
