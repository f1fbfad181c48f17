import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Server } from '../../src/server.ts';
import { seedSurveys } from '../../src/seed/surveys.ts';
import { startTestServer } from '../harness.ts';
import { asUser, CLASS_DEMO, count, DAY, DEMO, paths, SURVEY_DEMO } from './helpers.ts';

let server: Server;
beforeAll(async () => {
  server = await startTestServer();
}, 60_000);
afterAll(() => server.db.close());

describe('the survey demo', () => {
  test('two open questionnaires (named with 5 questions, anonymous with 3) and a closed one; the demo learner has answered none', async () => {
    const list = (await (await asUser(server, DEMO.learner.mobile)).get(paths.learnerList(CLASS_DEMO.ongoing))).body.data;
    expect(list.map((row: { id: string; state: string; anonymous: boolean; questionCount: number; answerTimes: number }) => [row.id, row.state, row.anonymous, row.questionCount, row.answerTimes])).toEqual([
      [SURVEY_DEMO.named, 'open', false, 5, 0],
      [SURVEY_DEMO.anonymous, 'open', true, 3, 0],
      [SURVEY_DEMO.closed, 'closed', false, 2, 0],
    ]);
    const form = (await (await asUser(server, DEMO.learner.mobile)).get(paths.byId(SURVEY_DEMO.named))).body.data;
    expect(form.questions.map((question: { kind: string; required: boolean }) => `${question.kind}:${question.required}`)).toEqual(['single:true', 'multiple:true', 'rating:true', 'text:true', 'text:false']);
    expect(new Date(form.closesAt).getTime() - Date.now()).toBeGreaterThan(29 * DAY);
  });

  test('answers from every seeded learner of the class but the pending one, in Chinese, English and Arabic', async () => {
    const results = (await (await asUser(server, DEMO.lecturer.mobile)).get(paths.results(CLASS_DEMO.ongoing, SURVEY_DEMO.named))).body.data;
    expect(results).toMatchObject({ responseCount: 28, enrolledCount: 30 });
    const texts = results.questions[3].texts.map((row: { text: string }) => row.text).join(' ');
    expect(texts).toMatch(/\p{Script=Han}/u);
    expect(texts).toMatch(/\p{Script=Arabic}/u);
    expect(texts).toMatch(/[A-Za-z]{4}/);
    const anonymous = (await (await asUser(server, DEMO.lecturer.mobile)).get(paths.results(CLASS_DEMO.ongoing, SURVEY_DEMO.anonymous))).body.data;
    expect(anonymous).toMatchObject({ responseCount: 28, resultsHidden: false });
    expect(await count(server, 'survey_respondents', 'user_id = any($1::text[])', [[DEMO.learner.id, SURVEY_DEMO.pendingLearner]])).toBe(0);
  });

  test('seeding again adds nothing; weeks later the windows move back around the new day', async () => {
    const before = await count(server, 'survey_answer_items');
    await seedSurveys(server.db);
    expect(await count(server, 'survey_answer_items')).toBe(before);
    const later = Date.now() + 40 * DAY;
    await seedSurveys(server.db, later);
    const rows = await server.db.query<{ id: string; opens_at: Date; closes_at: Date }>('select id, opens_at, closes_at from questionnaires where id = any($1::text[]) order by id', [[SURVEY_DEMO.named, SURVEY_DEMO.anonymous, SURVEY_DEMO.closed]]);
    const open = (row: { opens_at: Date; closes_at: Date }) => new Date(row.opens_at).getTime() <= later && later < new Date(row.closes_at).getTime();
    expect(rows.map(open)).toEqual([true, true, false]);
    expect(new Date(rows[2]!.closes_at).getTime()).toBeLessThan(later);
    expect(new Date(rows[2]!.closes_at).getTime()).toBeGreaterThan(later - 3 * DAY);
    // The answers moved with their window: none is dated after the moment of the later start.
    const [latest] = await server.db.query<{ at: Date }>('select max(submitted_at) as at from survey_respondents where questionnaire_id = $1', [SURVEY_DEMO.named]);
    expect(new Date(latest!.at).getTime()).toBeGreaterThan(new Date(rows[0]!.opens_at).getTime());
    expect(new Date(latest!.at).getTime()).toBeLessThanOrEqual(later);
    expect(await count(server, 'survey_answer_items')).toBe(before);
  });
});
