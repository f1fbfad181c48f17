// @postgres-pass: several starts, saves and submits of one attempt at once (an advisory lock and row locks serialize them), and the deadline on the database's clock.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Server } from '../../src/server.ts';
import { DEMO } from '../../src/seed/demoIds.ts';
import { CLASS_DEMO } from '../../src/seed/classes.ts';
import { CLASS_INFO_DEMO } from '../../src/seed/classInfo.ts';
import { signIn, startTestServer } from '../harness.ts';

const E = '/api/exam/api/userexam/v1';
const SCHOOL: string = DEMO.mainland;
const q = `?schoolId=${SCHOOL}`;
let server: Server;
let learner: Awaited<ReturnType<typeof signIn>>;
let other: Awaited<ReturnType<typeof signIn>>;
let examId: string;

type Client = Awaited<ReturnType<typeof signIn>>;
const start = (client: Client = learner) => client.request('POST', `${E}/exams/${examId}/attempts${q}`);
const get = (id: string, client: Client = learner) => client.request('GET', `${E}/attempts/${id}${q}`);
const save = (id: string, questionId: string, json: unknown, client: Client = learner) => client.request('PUT', `${E}/attempts/${id}/answers/${questionId}${q}`, { json });
const away = (id: string, awaySeconds: number, client: Client = learner) => client.request('POST', `${E}/attempts/${id}/switches${q}`, { json: { awaySeconds } });
const submit = (id: string, client: Client = learner) => client.request('POST', `${E}/attempts/${id}/submit${q}`);

/** The correct answers from the database (a test may; a browser never sees them before submitting). */
async function key(): Promise<Map<string, { kind: string; correct: string[] | null }>> {
  const rows = await server.db.query<{ id: string; kind: string; correct: string[] | null }>('select id, kind, correct from exam_questions where resource_id = $1', [examId]);
  return new Map(rows.map((row) => [row.id, row]));
}

beforeAll(async () => {
  server = await startTestServer();
  learner = await signIn(server, DEMO.learner.mobile);
  other = await signIn(server, CLASS_INFO_DEMO.learner2.mobile);
  const [row] = await server.db.query<{ courseware_uuid: string }>('select courseware_uuid from class_courseware where class_id = $1 and courseware_type = 2', [CLASS_DEMO.ongoing]);
  examId = row!.courseware_uuid;
}, 60_000);
afterAll(async () => {
  await server.db.close();
});

describe('taking an exam (issue 33)', () => {
  test('the rules before starting, and the resource page offers Start', async () => {
    const { status, body } = await learner.request('GET', `${E}/exams/${examId}${q}`);
    expect(status).toBe(200);
    expect(body.data).toMatchObject({
      examId, questionCount: 8, attemptsUsed: 1, attemptsLeft: 2, openAttemptId: null, canTake: true,
      settings: { durationMinutes: 30, passMark: 60, attemptsAllowed: 3, allowedSwitchScreenTimes: 3, switchScreenTolerateTime: 5, switchScreenSumbitFlag: true },
    });
    const page = await learner.request('GET', `/api/portal/api/v1/portal/resources/${examId}${q}`);
    expect(page.body.data.action).toBe('start');
    // A learner of the school in no class teaching it may read the rules, not take it.
    const outsider = await other.request('GET', `${E}/exams/${examId}${q}`);
    expect(outsider.body.data.canTake).toBe(false);
    expect((await start(other)).status).toBe(403);
  });

  let attemptId = '';
  test('start: the server’s deadline, questions without their answers; starting again (even at once) answers the same attempt', async () => {
    const starts = await Promise.all([start(), start(), start()]);
    for (const answer of starts) expect(answer.status).toBe(200);
    const ids = new Set(starts.map((answer) => answer.body.data.attemptId));
    expect(ids.size).toBe(1);
    const attempt = starts[0]!.body.data;
    attemptId = attempt.attemptId;
    expect(attempt.state).toBe('inProgress');
    expect(Date.parse(attempt.deadline) - Date.parse(attempt.startedAt)).toBe(30 * 60_000);
    expect(Math.abs(Date.parse(attempt.serverTime) - Date.now())).toBeLessThan(60_000);
    expect(attempt.questions).toHaveLength(8);
    expect(attempt.result).toBeNull();
    const text = JSON.stringify(starts[0]!.body);
    expect(text).not.toMatch(/"correct|explanation|Indexes start at 0/);
    const [count] = await server.db.query<{ n: number }>("select count(*)::int as n from class_exam_attempts where exam_id = $1 and user_id = $2 and state = 'inProgress'", [examId, DEMO.learner.id]);
    expect(count!.n).toBe(1);
    const page = await learner.request('GET', `/api/portal/api/v1/portal/resources/${examId}${q}`);
    expect(page.body.data.action).toBe('continue');
  });

  test('answers are saved one per question and come back on reload; bad answers are 4xx with a message', async () => {
    const answers = await key();
    const single = [...answers].find(([, question]) => question.kind === 'singleChoice')!;
    // The same question saved at once from two tabs: one answer, the latest.
    const saves = await Promise.all([save(attemptId, single[0], { choiceIds: ['c'] }), save(attemptId, single[0], { choiceIds: ['c'] })]);
    for (const answer of saves) expect(answer.status).toBe(200);
    expect((await save(attemptId, single[0], { choiceIds: single[1].correct })).status).toBe(200);
    expect((await save(attemptId, 'q-py-indent', { value: true })).status).toBe(200);
    expect((await save(attemptId, 'q-py-len', { text: ' ５ ' })).status).toBe(200);
    expect((await save(attemptId, 'q-py-types', { choiceIds: ['d', 'a', 'b', 'a'] })).status).toBe(200);
    expect((await save(attemptId, 'q-py-why', { text: '为了复用 — to reuse code. لإعادة الاستخدام' })).status).toBe(200);
    const reload = await get(attemptId);
    expect(reload.body.data.answers).toMatchObject({ [single[0]]: { choiceIds: single[1].correct }, 'q-py-indent': { value: true }, 'q-py-types': { choiceIds: ['a', 'b', 'd'] } });
    const [rows] = await server.db.query<{ n: number }>('select count(*)::int as n from exam_attempt_answers where attempt_id = $1 and question_id = $2', [attemptId, single[0]]);
    expect(rows!.n).toBe(1);

    for (const [question, body, status] of [
      ['q-py-print', { choiceIds: ['a', 'b'] }, 422],
      ['q-py-print', { choiceIds: ['z'] }, 422],
      ['q-py-print', { text: 'a' }, 422],
      ['q-py-indent', { value: 'yes' }, 400],
      ['q-py-len', { text: 'x'.repeat(501) }, 422],
      ['q-nope', { text: 'x' }, 404],
    ] as const) {
      const answer = await save(attemptId, question, body);
      expect(answer.status, `${question} ${JSON.stringify(body)}`).toBe(status);
      expect(answer.body.message).toEqual(expect.any(String));
    }
    const notJson = await learner.request('PUT', `${E}/attempts/${attemptId}/answers/q-py-print${q}`, { body: '{', headers: { 'content-type': 'application/json' } });
    expect(notJson.status).toBe(400);
  });

  test('another learner cannot read, answer, switch or submit the attempt; another school cannot see it', async () => {
    for (const answer of [await get(attemptId, other), await save(attemptId, 'q-py-print', { choiceIds: ['a'] }, other), await away(attemptId, 60, other), await submit(attemptId, other)]) {
      expect(answer.status).toBe(404);
      expect(JSON.stringify(answer.body)).not.toContain('q-py');
    }
    expect((await get('not-an-id')).status).toBe(404);
    // Asked under a school the caller does not belong to (O3): 403; under one they belong to (overseas) that does not hold it: 404.
    expect((await learner.request('GET', `${E}/attempts/${attemptId}?schoolId=${DEMO.o3}`)).status).toBe(403);
    expect((await learner.request('GET', `${E}/attempts/${attemptId}?schoolId=${DEMO.overseas}`)).status).toBe(404);
    expect((await learner.request('GET', `${E}/exams/${examId}?schoolId=${DEMO.overseas}`)).status).toBe(404);
    expect((await learner.request('POST', `${E}/exams/${examId}/attempts?schoolId=${DEMO.overseas}`)).status).toBe(404);
    // Nothing the client sends moves the deadline.
    const before = (await get(attemptId)).body.data.deadline;
    await learner.request('POST', `${E}/exams/${examId}/attempts${q}`, { json: { deadline: '2099-01-01T00:00:00Z', durationMinutes: 999 } });
    expect((await get(attemptId)).body.data.deadline).toBe(before);
  });

  test('screen switches: counted past the tolerance, switches left shown; bad input 400', async () => {
    const short = await away(attemptId, 2);
    expect(short.body.data).toMatchObject({ switchCount: 0, switchesLeft: 3 });
    const counted = await away(attemptId, 7.5);
    expect(counted.body.data).toMatchObject({ switchCount: 1, switchesLeft: 2, state: 'inProgress' });
    expect((await away(attemptId, -1)).status).toBe(400);
    const [row] = await server.db.query<{ away_seconds: number }>('select away_seconds from exam_screen_switches where attempt_id = $1', [attemptId]);
    expect(row!.away_seconds).toBe(8);
  });

  test('submit grades on the server; a second submit answers the same result; answers are closed after it', async () => {
    const [first, second] = await Promise.all([submit(attemptId), submit(attemptId)]);
    expect(first!.status).toBe(200);
    expect(second!.status).toBe(200);
    const result = first!.body.data.result;
    expect(second!.body.data.result).toEqual(result);
    // 1 + 2 + 1 + 1 of 10 points marked right; the short answer (2 points) awaits a lecturer; the provisional score shows (quizStatus 1).
    expect(result).toMatchObject({ state: 'pendingMarking', submittedBy: 'learner', score: 50, passMark: 60, passed: null });
    expect(first!.body.data.state).toBe('pendingMarking');
    const review = new Map(result.review.map((item: { questionId: string }) => [item.questionId, item]));
    expect(review.get('q-py-len')).toMatchObject({ correct: true, points: 1, correctAnswer: { text: '5' }, explanation: expect.stringContaining('5') });
    expect(review.get('q-py-zero')).toMatchObject({ answer: null, correct: false, points: 0, correctAnswer: { value: false } });
    expect(review.get('q-py-why')).toMatchObject({ correct: null, points: null, correctAnswer: null });
    expect((await save(attemptId, 'q-py-print', { choiceIds: ['a'] })).status).toBe(409);
    expect((await away(attemptId, 60)).body.data.switchCount).toBe(1);
    expect((await get(attemptId)).body.data.result).toEqual(result);
  });

  test('past the deadline an attempt is submitted as it stands, and its answers are refused', async () => {
    const attempt = (await start()).body.data;
    expect(attempt.attemptId).not.toBe(attemptId);
    expect((await save(attempt.attemptId, 'q-py-indent', { value: false })).status).toBe(200);
    await server.db.query("update class_exam_attempts set started_at = now() - interval '31 minutes', deadline_at = now() - interval '1 minute' where id = $1", [attempt.attemptId]);
    const late = await save(attempt.attemptId, 'q-py-indent', { value: true });
    expect(late.status).toBe(409);
    const after = (await get(attempt.attemptId)).body.data;
    expect(after.state).toBe('failed');
    expect(after.result).toMatchObject({ submittedBy: 'deadline', score: 0, passed: false });
    expect(after.answers['q-py-indent']).toEqual({ value: false });
    const [row] = await server.db.query<{ on_time: boolean }>('select finished_at = deadline_at as on_time from class_exam_attempts where id = $1', [attempt.attemptId]);
    expect(row!.on_time).toBe(true);
    // Three attempts used: no more.
    const none = await start();
    expect(none.status).toBe(409);
    expect(none.body.message).toEqual(expect.any(String));
    expect((await learner.request('GET', `/api/portal/api/v1/portal/resources/${examId}${q}`)).body.data.action).toBe('review');
  });

  test('beyond the switches allowed the attempt is submitted; the flags hide the score and the answers', async () => {
    await server.db.query("update exam_settings set attempts_allowed = 10, exam_result_flag = false, answer_details_flag = false where resource_id = $1", [examId]);
    const attempt = (await start()).body.data;
    await save(attempt.attemptId, 'q-py-print', { choiceIds: ['a'] });
    let last;
    for (let i = 0; i < 4; i += 1) last = (await away(attempt.attemptId, 30)).body.data;
    expect(last).toMatchObject({ switchCount: 4, switchesLeft: 0, state: 'submitted' });
    expect(last.result).toMatchObject({ state: 'submitted', submittedBy: 'switches', score: null, passed: null });
    expect(last.result.review.find((item: { questionId: string }) => item.questionId === 'q-py-print')).toMatchObject({ answer: { choiceIds: ['a'] }, correct: null, points: null, correctAnswer: null, explanation: null });
    expect(JSON.stringify(last)).not.toMatch(/explanation":"|Indexes start/);
    await server.db.query('update exam_settings set exam_content_status = 0 where resource_id = $1', [examId]);
    expect((await get(attempt.attemptId)).body.data.result.review).toBeNull();
    await server.db.query('update exam_settings set attempts_allowed = 3, exam_result_flag = true, answer_details_flag = true, exam_content_status = 1 where resource_id = $1', [examId]);
  });

  test('the class shows an attempt awaiting marking as in progress', async () => {
    await server.db.query("update class_exam_attempts set state = 'pendingMarking' where id = (select id from class_exam_attempts where user_id = $1 and exam_id = $2 order by started_at desc limit 1)", [DEMO.learner.id, examId]);
    const { status, body } = await learner.request('POST', `/api/exam/api/userexam/v1/classes/exams?tenantId=${SCHOOL}`, { json: { classId: CLASS_DEMO.ongoing, userId: DEMO.learner.id, examIds: [examId] } });
    expect(status).toBe(200);
    expect(body.data[0].state).toBe('inProgress');
  });
});
