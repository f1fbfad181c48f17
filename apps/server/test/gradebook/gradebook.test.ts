// @postgres-pass: marking regrades the attempt under its row's lock; the gradebook's grouped SQL runs on both engines.
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Server } from '../../src/server.ts';
import { startTestServer } from '../harness.ts';
import { addExtraUsers, asUser, CLASS_DEMO, DEMO, EXTRA, type User } from '../classes/helpers.ts';

const E = '/api/exam/api/userexam/v1';
const G = '/api/manager/gradebook';
const CLASS: string = CLASS_DEMO.ongoing;
let server: Server;
let lecturer: User;
let admin: User;
let learner: User;
let otherLecturer: User;
let overseasAdmin: User;
let examId: string;

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
  const [row] = await server.db.query<{ courseware_uuid: string }>('select courseware_uuid from class_courseware where class_id = $1 and courseware_type = 2', [CLASS]);
  examId = row!.courseware_uuid;
  // A learner whose name a spreadsheet would run as a formula.
  await server.db.query("update users set real_name = '=HYPERLINK(\"http://x\")' where id = 'u-class-learner-03'");
}, 60_000);
afterAll(() => server.db.close());

/** The learner takes the exam: every question right but the short answer, which a lecturer marks. */
async function takeExam(shortAnswer: string): Promise<string> {
  const q = `?schoolId=${DEMO.mainland}`;
  const started = await learner.client.request('POST', `${E}/exams/${examId}/attempts${q}`);
  expect(started.status).toBe(200);
  const attemptId: string = started.body.data.attemptId;
  const key = await server.db.query<{ id: string; kind: string; correct: string[] | null }>('select id, kind, correct from exam_questions where resource_id = $1', [examId]);
  for (const question of key) {
    const answer =
      question.kind === 'shortAnswer' ? { text: shortAnswer }
      : question.kind === 'trueFalse' ? { value: question.correct![0] === 'true' }
      : question.kind === 'fillBlank' ? { text: question.correct![0] }
      : { choiceIds: question.correct };
    expect((await learner.client.request('PUT', `${E}/attempts/${attemptId}/answers/${question.id}${q}`, { json: answer })).status).toBe(200);
  }
  const submitted = await learner.client.request('POST', `${E}/attempts/${attemptId}/submit${q}`);
  expect(submitted.body.data.state).toBe('pendingMarking');
  return attemptId;
}

async function download(path: string, user: User = lecturer) {
  const cookie = [...user.client.jar].map(([key, value]) => `${key}=${value}`).join('; ');
  const response = await server.app.request(`http://localhost${path}`, { headers: { cookie, tenantId: DEMO.mainland, host: 'localhost' } });
  return { status: response.status, headers: response.headers, bytes: Buffer.from(await response.arrayBuffer()) };
}

describe('gradebook (issue 33)', () => {
  test('the class’s lecturers and the school’s admin read it; a learner 403, a lecturer of other classes 403, another school 404', async () => {
    const page = await lecturer.get(`${G}/${CLASS}`);
    expect(page.status).toBe(200);
    const data = page.body.data;
    expect(data.total).toBe(30);
    expect(data.exams.map((exam: { examId: string }) => exam.examId)).toContain(examId);
    expect(data.exams.find((exam: { examId: string }) => exam.examId === examId)).toMatchObject({ passMark: 60, hasShortAnswers: true });
    const me = (await lecturer.get(`${G}/${CLASS}?keyword=13800000001`)).body.data.list;
    expect(me).toHaveLength(1);
    expect(me[0]).toMatchObject({ userId: DEMO.learner.id, account: DEMO.learner.mobile, exams: { [examId]: { best: 52, attempts: 1, passed: false, pending: 0 } } });
    expect((await admin.get(`${G}/${CLASS}`)).status).toBe(200);
    const refusal = await learner.get(`${G}/${CLASS}`);
    expect(refusal.status).toBe(403);
    expect(refusal.body.message).toBeTruthy();
    expect((await otherLecturer.get(`${G}/${CLASS}`)).status).toBe(403);
    expect((await overseasAdmin.get(`${G}/${CLASS}`)).status).toBe(404);
    expect((await learner.get(`${G}/${CLASS}/exams/${examId}/answers`)).status).toBe(403);
  });

  test('paging, sorting by any column and filtering happen on the server; malformed input is 400 with a message', async () => {
    const first = (await lecturer.get(`${G}/${CLASS}?pageSize=7&sort=best:${examId}&direction=desc`)).body.data;
    expect(first.list).toHaveLength(7);
    expect(first.total).toBe(30);
    const bests = first.list.map((row: { exams: Record<string, { best: number | null }> }) => row.exams[examId]!.best);
    expect(bests).toEqual([...bests].sort((a, b) => (b ?? -1) - (a ?? -1)));
    const byCheckIns = (await lecturer.get(`${G}/${CLASS}?pageSize=30&sort=checkIns&direction=desc`)).body.data.list.map((row: { checkIns: number }) => row.checkIns);
    expect(byCheckIns).toEqual([...byCheckIns].sort((a, b) => b - a));
    const byName = (await lecturer.get(`${G}/${CLASS}?pageSize=30`)).body.data.list;
    expect(byName.map((row: { checkIns: number }) => row.checkIns).sort()).toEqual([...byCheckIns].sort());
    const last = (await lecturer.get(`${G}/${CLASS}?pageSize=7&pageNumber=5&sort=progress`)).body.data;
    expect(last.list).toHaveLength(2);
    expect((await lecturer.get(`${G}/${CLASS}?pageSize=7&pageNumber=50`)).body.data).toMatchObject({ total: 30, list: [] });
    const passed = (await lecturer.get(`${G}/${CLASS}?status=passed&pageSize=100`)).body.data;
    expect(passed.total).toBeGreaterThan(0);
    for (const row of passed.list) expect(Object.values(row.exams).every((cell) => (cell as { passed: boolean }).passed)).toBe(true);
    const notPassed = (await lecturer.get(`${G}/${CLASS}?status=notPassed&examId=${examId}&pageSize=100`)).body.data;
    expect(notPassed.total + passed.total).toBe(30);
    for (const query of ['sort=nonsense', 'sort=best:', 'direction=up', 'status=maybe', 'pageSize=1000', 'pageNumber=0', 'examId=../x', `keyword=${'x'.repeat(200)}`]) {
      const answer = await lecturer.get(`${G}/${CLASS}?${query}`);
      expect({ query, status: answer.status, said: Boolean(answer.body.message) }).toEqual({ query, status: 400, said: true });
    }
    expect((await lecturer.get(`${G}/not-a-class`)).status).toBe(400);
  });
});

describe('marking short answers (issue 33)', () => {
  let attemptId = '';
  test('a submitted short answer awaits marking; the gradebook counts it and filters by it', async () => {
    attemptId = await takeExam('函数让代码可以复用。Functions let us reuse code. الدوال تعيد استخدام الشيفرة.');
    const list = (await lecturer.get(`${G}/${CLASS}/exams/${examId}/answers`)).body.data;
    expect(list.pending).toBe(1);
    expect(list.list[0]).toMatchObject({ attemptId, questionId: 'q-py-why', userId: DEMO.learner.id, points: null, maxPoints: 2, answer: expect.stringContaining('الدوال') });
    const pending = (await lecturer.get(`${G}/${CLASS}?status=pending`)).body.data;
    expect(pending.list.map((row: { userId: string }) => row.userId)).toEqual([DEMO.learner.id]);
    expect(pending.list[0].exams[examId]).toMatchObject({ pending: 1, attempts: 2 });
  });

  test('marks out of range, of another kind or malformed are refused with a message and change nothing', async () => {
    const mark = (json: unknown, questionId = 'q-py-why', id = attemptId, classId: string = CLASS) => lecturer.put(`${G}/${classId}/attempts/${id}/answers/${questionId}`, json);
    for (const [json, status] of [
      [{ score: 3 }, 422], [{ score: -1 }, 422], [{ score: 1.25 }, 422], [{ score: '2' }, 400], [{}, 400], [{ score: 1, comment: 'x'.repeat(2001) }, 422],
      [{ score: 1, comment: 'a\u0000b' }, 400], [{ score: null }, 400],
    ] as const) {
      const answer = await mark(json);
      expect({ json, status: answer.status, said: Boolean(answer.body.message) }).toEqual({ json, status, said: true });
    }
    expect((await mark({ score: 1 }, 'q-py-print')).status).toBe(422);
    expect((await mark({ score: 1 }, 'q-unknown')).status).toBe(404);
    expect((await mark({ score: 1 }, 'q-py-why', '1234')).status).toBe(404);
    // The same attempt through another class of the lecturer, or by a lecturer of other classes, or another school.
    expect((await mark({ score: 1 }, 'q-py-why', attemptId, CLASS_DEMO.unstarted)).status).toBe(404);
    expect((await otherLecturer.put(`${G}/${CLASS}/attempts/${attemptId}/answers/q-py-why`, { score: 1 })).status).toBe(403);
    expect((await overseasAdmin.put(`${G}/${CLASS}/attempts/${attemptId}/answers/q-py-why`, { score: 1 })).status).toBe(404);
    expect((await learner.put(`${G}/${CLASS}/attempts/${attemptId}/answers/q-py-why`, { score: 2 })).status).toBe(403);
    const [row] = await server.db.query<{ state: string; points: string | null }>("select a.state, x.points from class_exam_attempts a join exam_attempt_answers x on x.attempt_id = a.id and x.question_id = 'q-py-why' where a.id = $1", [attemptId]);
    expect(row).toEqual({ state: 'pendingMarking', points: null });
  });

  test('a mark regrades the attempt: the learner’s score and pass/fail change; marking again updates them', async () => {
    const full = await lecturer.put(`${G}/${CLASS}/attempts/${attemptId}/answers/q-py-why`, { score: 2, comment: '  很好 — well put.  ' });
    expect(full.status).toBe(200);
    expect(full.body.data).toMatchObject({ item: { points: 2, comment: '很好 — well put.', markedAt: expect.any(String) }, attempt: { state: 'passed', score: 100 } });
    const seen = (await learner.client.request('GET', `${E}/attempts/${attemptId}?schoolId=${DEMO.mainland}`)).body.data;
    expect(seen.result).toMatchObject({ state: 'passed', score: 100, passed: true });
    // The learner reads the lecturer's comment on their answer, and only on that one.
    const reviewed = seen.result.review as { questionId: string; comment: string | null }[];
    expect(reviewed.find((item) => item.questionId === 'q-py-why')?.comment).toBe('很好 — well put.');
    expect(reviewed.filter((item) => item.comment !== null)).toHaveLength(1);
    expect((await lecturer.get(`${G}/${CLASS}/exams/${examId}/answers`)).body.data).toMatchObject({ pending: 0, list: [] });
    expect((await lecturer.get(`${G}/${CLASS}/exams/${examId}/answers?show=all`)).body.data.list[0]).toMatchObject({ attemptId, points: 2 });
    const row = (await lecturer.get(`${G}/${CLASS}?keyword=13800000001`)).body.data.list[0];
    expect(row.exams[examId]).toMatchObject({ best: 100, passed: true, pending: 0 });

    // Questions total 11 points here: 0 of 2 leaves 9 of 11 = 81.8, still above the pass mark; the admin re-marks.
    const zero = await admin.put(`${G}/${CLASS}/attempts/${attemptId}/answers/q-py-why`, { score: 0, comment: '' });
    expect(zero.status).toBe(200);
    const [{ total }] = (await server.db.query<{ total: string }>('select sum(points)::text as total from exam_questions where resource_id = $1', [examId])) as [{ total: string }];
    const expected = Math.round((1000 * (Number(total) - 2)) / Number(total)) / 10;
    expect(zero.body.data.attempt).toEqual({ attemptId, state: expected >= 60 ? 'passed' : 'failed', score: expected });
    expect((await learner.client.request('GET', `${E}/attempts/${attemptId}?schoolId=${DEMO.mainland}`)).body.data.result.score).toBe(expected);
  });

  test('an attempt in progress cannot be marked yet', async () => {
    const [row] = await server.db.query<{ id: string }>("select id from class_exam_attempts where id = $1", [attemptId]);
    await server.db.query("update class_exam_attempts set state = 'inProgress' where id = $1", [row!.id]);
    const answer = await lecturer.put(`${G}/${CLASS}/attempts/${attemptId}/answers/q-py-why`, { score: 1 });
    expect(answer.status).toBe(409);
    await server.db.query("update class_exam_attempts set state = 'passed' where id = $1", [row!.id]);
  });
});

describe('gradebook export (issue 33)', () => {
  test('CSV: the filtered view, UTF-8 with a BOM, headers in the language asked, formulas escaped', async () => {
    const { status, headers, bytes } = await download(`${G}/${CLASS}/export?format=csv&lang=zh_CN&sort=name`);
    expect(status).toBe(200);
    expect(headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(headers.get('content-disposition')).toMatch(/gradebook\.csv/);
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = bytes.subarray(3).toString('utf8').split('\r\n').filter(Boolean);
    expect(lines[0]!.startsWith('用户 ID,姓名,账号,课程进度 (%),签到次数,')).toBe(true);
    expect(lines[0]).toContain('：最高分');
    expect(lines).toHaveLength(31);
    expect(lines.some((line) => line.includes(`,"'=HYPERLINK(""http://x"")",`))).toBe(true);
    expect(lines.slice(1).flatMap((line) => line.split(',')).filter((cell) => /^[=+@\t]/.test(cell))).toEqual([]);
    const filtered = await download(`${G}/${CLASS}/export?format=csv&lang=en_US&keyword=13800000001`);
    const rows = filtered.bytes.subarray(3).toString('utf8').split('\r\n').filter(Boolean);
    expect(rows).toHaveLength(2);
    expect(rows[1]).toContain(DEMO.learner.mobile);
    expect((await download(`${G}/${CLASS}/export?format=csv`, learner)).status).toBe(403);
    expect((await download(`${G}/${CLASS}/export?format=pdf`)).status).toBe(400);
  });

  test('XLSX: a workbook a spreadsheet opens, right to left in Arabic, numbers as numbers', async () => {
    const { status, headers, bytes } = await download(`${G}/${CLASS}/export?format=xlsx&lang=ar_SA`);
    expect(status).toBe(200);
    expect(headers.get('content-type')).toContain('spreadsheetml');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    expect(sheet.name).toBe('سجل الدرجات');
    expect(sheet.views[0]).toMatchObject({ rightToLeft: true });
    expect(sheet.rowCount).toBe(31);
    expect(sheet.getRow(1).getCell(2).value).toBe('الاسم');
    expect(typeof sheet.getRow(2).getCell(4).value).toBe('number');
  });
});
