import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Server } from '../../src/server.ts';
import { startTestServer } from '../harness.ts';
import { addPeople, asUser, CLASS_DEMO, DEMO, makeQuestionnaire, parseCsv, paths, PEOPLE, SURVEY_DEMO, validAnswers, type User } from './helpers.ts';

let server: Server;
let lecturer: User;
beforeAll(async () => {
  server = await startTestServer();
  await addPeople(server);
  lecturer = await asUser(server, DEMO.lecturer.mobile);
}, 60_000);
afterAll(() => server.db.close());

const answerAs = async (mobile: string, qid: string, answers: unknown) => (await asUser(server, mobile)).post(paths.submit(CLASS_DEMO.ongoing, qid), { answers });

/** The download as the browser gets it: raw bytes (Response.text() would drop the BOM), the text and its rows. */
async function download(qid: string, user: User = lecturer) {
  const cookie = [...user.client.jar].map(([key, value]) => `${key}=${value}`).join('; ');
  const response = await server.app.request(`http://localhost${paths.export(CLASS_DEMO.ongoing, qid)}`, { headers: { cookie, tenantId: DEMO.mainland, host: 'localhost' } });
  const bytes = Buffer.from(await response.arrayBuffer());
  const text = bytes.toString('utf8');
  return { answer: response, bytes, text, rows: parseCsv(text.replace(/^\uFEFF/, '')) };
}

describe('CSV export of the answers', () => {
  test('named: BOM, name and time columns, a column per question, formulas escaped, Arabic intact, line breaks quoted', async () => {
    const q = await makeQuestionnaire(server, {
      title: 'تقييم = Feedback',
      questions: [
        { kind: 'single', title: 'Overall', options: ['Good', 'Bad'] },
        { kind: 'multiple', title: 'Parts', options: ['A', 'B', 'C'] },
        { kind: 'rating', title: 'Rate' },
        { kind: 'text', title: '=HYPERLINK("x")' },
      ],
    });
    const [single, multiple, rating, text] = q.questions;
    await answerAs(PEOPLE.answerer.mobile, q.id, { [single!.id]: single!.options[1], [multiple!.id]: [multiple!.options[2], multiple!.options[0]], [rating!.id]: 3, [text!.id]: '=1+1' });
    await answerAs(PEOPLE.second.mobile, q.id, { [single!.id]: single!.options[0], [multiple!.id]: [multiple!.options[1]], [rating!.id]: 5, [text!.id]: 'شكراً جزيلاً\nسطر ثان' });
    const { answer, bytes, text: csv, rows } = await download(q.id);
    expect(answer.status).toBe(200);
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(answer.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(answer.headers.get('content-disposition')).toContain(`filename*=UTF-8''${encodeURIComponent('تقييم = Feedback - answers.csv')}`);
    expect(rows[0]).toEqual(['Name', 'Submitted at (Asia/Shanghai)', '1. Overall', '2. Parts', '3. Rate', '4. =HYPERLINK("x")']);
    expect(rows.slice(1).map((row) => [row[0], row[2], row[3], row[4], row[5]])).toEqual([
      ['Answer Er', 'Bad', 'A; C', '3', "'=1+1"],
      ['وليد سالم', 'Good', 'B', '5', 'شكراً جزيلاً\nسطر ثان'],
    ]);
    expect(rows[1]![1]).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/);
    expect(csv).toContain('"شكراً جزيلاً\nسطر ثان"');
  });

  test('anonymous: no name or time columns, rows not in the order they arrived', async () => {
    const q = await makeQuestionnaire(server, { anonymous: true, questions: [{ kind: 'text', title: 'Order' }] });
    const textId = q.questions[0]!.id;
    // Twelve learners answer in a known order; the export must not give that order back.
    const order: string[] = [];
    for (let i = 0; i < 12; i += 1) {
      const id = `u-survey-order-${i}`;
      await server.db.query('insert into users (id, mobile, real_name) values ($1, $2, $3)', [id, `1390000${String(i).padStart(4, '0')}`, `Order ${i}`]);
      await server.db.query("insert into members (school_id, user_id, role) values ($1, $2, 'learner')", [DEMO.mainland, id]);
      await server.db.query('insert into class_enrolments (class_id, user_id, school_id) values ($1, $2, $3)', [CLASS_DEMO.ongoing, id, DEMO.mainland]);
      expect((await answerAs(`1390000${String(i).padStart(4, '0')}`, q.id, { [textId]: `answer ${i}` })).status).toBe(200);
      order.push(`answer ${i}`);
    }
    const { rows } = await download(q.id);
    expect(rows[0]).toEqual(['1. Order']);
    const exported = rows.slice(1).map((row) => row[0]);
    expect([...exported].sort()).toEqual([...order].sort());
    // Random ids sort in one of 12! orders; the arrival order (or its reverse) would be a link to who answered when.
    expect(exported).not.toEqual(order);
    expect(exported).not.toEqual([...order].reverse());
    const byDatabase = (await server.db.query<{ id: string }>('select s.id::text as id from survey_responses s where questionnaire_id = $1 order by s.id', [q.id])).length;
    expect(byDatabase).toBe(12);
  });

  test('the seeded surveys export every response; unchecked callers are refused', async () => {
    const named = await download(SURVEY_DEMO.named);
    expect(named.rows.length - 1).toBe(28);
    expect(named.text).toContain('أحمد الراشد');
    const other = await asUser(server, PEOPLE.otherLecturer.mobile);
    expect((await other.get(paths.export(CLASS_DEMO.ongoing, SURVEY_DEMO.named))).status).toBe(403);
    expect((await (await asUser(server, DEMO.learner.mobile)).get(paths.export(CLASS_DEMO.ongoing, SURVEY_DEMO.named))).status).toBe(403);
  });
});

describe('large exports', () => {
  test('every response once across pages of 500, named (ties on the time) and anonymous', async () => {
    for (const anonymous of [false, true]) {
      const q = await makeQuestionnaire(server, { anonymous, questions: [{ kind: 'rating', title: 'Rate' }] });
      await server.db.query("insert into users (id, real_name) select 'u-survey-bulk-' || $1 || '-' || i, 'Bulk ' || i from generate_series(1, 1234) i", [anonymous ? 'a' : 'n']);
      // Named: a few distinct times only, so the keyset must break ties on the id.
      await server.db.query(
        `insert into survey_responses (id, questionnaire_id, school_id, user_id, submitted_at)
         select gen_random_uuid(), $1, $2, case when $3 then null else 'u-survey-bulk-n-' || i end, case when $3 then null else now() - (i % 3) * interval '1 hour' end
         from generate_series(1, 1234) i`,
        [q.id, DEMO.mainland, anonymous],
      );
      await server.db.query(
        "insert into survey_answer_items (response_id, question_id, school_id, rating) select id, $2, $3, 1 + (row_number() over (order by id))::int % 5 from survey_responses where questionnaire_id = $1",
        [q.id, q.questions[0]!.id, DEMO.mainland],
      );
      const body = (await download(q.id)).rows.slice(1);
      // Named: the first column is the name, one per response; anonymous: the only column is the rating.
      expect({ rows: body.length, distinct: new Set(body.map((row) => row.join())).size >= (anonymous ? 5 : 1234), ratings: body.every((row) => /^[1-5]$/.test(row.at(-1)!)) })
        .toEqual({ rows: 1234, distinct: true, ratings: true });
    }
  });
});

describe('answers keep their text', () => {
  test('the answers of a named survey come back in results exactly as sent (trimmed)', async () => {
    const q = await makeQuestionnaire(server);
    await answerAs(PEOPLE.third.mobile, q.id, validAnswers(q, '  مرحبا 你好  '));
    const results = (await lecturer.get(paths.results(CLASS_DEMO.ongoing, q.id))).body.data;
    expect(results.questions[3].texts[0].text).toBe('مرحبا 你好');
  });
});
