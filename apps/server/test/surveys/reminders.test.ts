// @postgres-pass: reminders sent once across instances.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Server } from '../../src/server.ts';
import { startTestServer } from '../harness.ts';
import { addPeople, asUser, CLASS_DEMO, count, DAY, DEMO, makeQuestionnaire, paths, PEOPLE, SURVEY_DEMO, validAnswers, type User } from './helpers.ts';

let server: Server;
let lecturer: User;
beforeAll(async () => {
  server = await startTestServer();
  await addPeople(server);
  lecturer = await asUser(server, DEMO.lecturer.mobile);
}, 60_000);
afterAll(() => server.db.close());

const remind = (user: User, questionnaireId: string) => user.post(paths.remind, { classId: CLASS_DEMO.ongoing, questionnaireId });
const remindedIds = async (qid: string) => (await server.db.query<{ user_id: string }>('select user_id from survey_reminders where questionnaire_id = $1 order by user_id', [qid])).map((row) => row.user_id);

describe('reminders', () => {
  test('the demo: once the demo learner answers, exactly the one learner who has not answered is reminded', async () => {
    const learner = await asUser(server, DEMO.learner.mobile);
    const form = (await learner.get(paths.learnerOne(CLASS_DEMO.ongoing, SURVEY_DEMO.named))).body.data;
    const [single, multiple, rating, liked] = form.questions;
    const sent = await learner.post(paths.submit(CLASS_DEMO.ongoing, SURVEY_DEMO.named), {
      answers: { [single.id]: single.options[0].id, [multiple.id]: [multiple.options[1].id], [rating.id]: 5, [liked.id]: '讲得很清楚 / Very clear' },
    });
    expect(sent.status).toBe(200);
    // The three test learners answer too, so only the seeded pending learner is left.
    for (const person of [PEOPLE.answerer, PEOPLE.second, PEOPLE.third]) {
      const user = await asUser(server, person.mobile);
      expect((await user.post(paths.submit(CLASS_DEMO.ongoing, SURVEY_DEMO.named), { answers: { [single.id]: single.options[1].id, [multiple.id]: [multiple.options[0].id], [rating.id]: 4, [liked.id]: 'ok' } })).status).toBe(200);
    }
    const answer = await remind(lecturer, SURVEY_DEMO.named);
    expect(answer.status).toBe(200);
    expect(answer.body.data).toEqual({ reminded: 1, skippedRecent: 0, names: [expect.any(String)], sentAt: expect.any(String) });
    expect(await remindedIds(SURVEY_DEMO.named)).toEqual([SURVEY_DEMO.pendingLearner]);
    const [pendingName] = await server.db.query<{ real_name: string }>('select real_name from users where id = $1', [SURVEY_DEMO.pendingLearner]);
    expect(answer.body.data.names).toEqual([pendingName!.real_name]);
    // The teacher sees who was reminded and when; the learner sees it in their list.
    const records = (await lecturer.get(paths.records(SURVEY_DEMO.named))).body.data;
    expect(records.pending).toEqual([{ userId: SURVEY_DEMO.pendingLearner, name: pendingName!.real_name, lastRemindedAt: answer.body.data.sentAt }]);
    expect(records.reminders[0]).toEqual({ sentAt: answer.body.data.sentAt, sentBy: '王芳', count: 1, names: [pendingName!.real_name] });
    expect((await lecturer.get(paths.teacherList(CLASS_DEMO.ongoing))).body.data.find((row: { id: string }) => row.id === SURVEY_DEMO.named).lastReminderAt).toBe(answer.body.data.sentAt);
    await server.db.query("update users set mobile = '13800000159' where id = $1", [SURVEY_DEMO.pendingLearner]);
    const pending = await asUser(server, '13800000159');
    const list = (await pending.get(paths.learnerList(CLASS_DEMO.ongoing))).body.data;
    expect(list.find((row: { id: string }) => row.id === SURVEY_DEMO.named)).toMatchObject({ answerTimes: 0, remindedAt: answer.body.data.sentAt });
    expect((await learner.get(paths.learnerList(CLASS_DEMO.ongoing))).body.data.find((row: { id: string }) => row.id === SURVEY_DEMO.named)).toMatchObject({ answerTimes: 1, remindedAt: null });
  });

  test('never staff, never an un-enrolled learner; not twice in 24 hours, again once that has passed', async () => {
    const q = await makeQuestionnaire(server);
    // Staff enrolled in the class (a lecturer who once enrolled as a learner) and a learner who left it.
    await server.db.query('insert into class_enrolments (class_id, user_id, school_id) values ($1, $2, $3)', [CLASS_DEMO.ongoing, PEOPLE.otherLecturer.id, DEMO.mainland]);
    await server.db.query('insert into class_enrolments (class_id, user_id, school_id, status) values ($1, $2, $3, 0)', [CLASS_DEMO.ongoing, PEOPLE.outsider.id, DEMO.mainland]);
    await (await asUser(server, PEOPLE.answerer.mobile)).post(paths.submit(CLASS_DEMO.ongoing, q.id), { answers: validAnswers(q) });
    const first = (await remind(lecturer, q.id)).body.data;
    const enrolledLearners = await count(server, "class_enrolments e join members m on m.user_id = e.user_id and m.school_id = e.school_id and m.role = 'learner'", 'e.class_id = $1 and e.status = 1', [CLASS_DEMO.ongoing]);
    expect(first).toMatchObject({ reminded: enrolledLearners - 1, skippedRecent: 0 });
    const ids = await remindedIds(q.id);
    expect(ids).not.toContain(PEOPLE.otherLecturer.id);
    expect(ids).not.toContain(PEOPLE.outsider.id);
    expect(ids).not.toContain(PEOPLE.answerer.id);
    expect(ids).not.toContain(DEMO.lecturer.id);
    expect(ids).toContain(DEMO.learner.id);

    const again = (await remind(lecturer, q.id)).body.data;
    expect(again).toMatchObject({ reminded: 0, skippedRecent: enrolledLearners - 1, names: [] });
    // A day later (the log moved back 25 hours) they can be reminded again; each send is logged as its own batch.
    await server.db.query("update survey_reminders set sent_at = sent_at - interval '25 hours' where questionnaire_id = $1", [q.id]);
    const later = (await remind(lecturer, q.id)).body.data;
    expect(later).toMatchObject({ reminded: enrolledLearners - 1, skippedRecent: 0 });
    expect(await count(server, 'survey_reminders', 'questionnaire_id = $1', [q.id])).toBe(2 * (enrolledLearners - 1));
    expect((await lecturer.get(paths.records(q.id))).body.data.reminders.map((batch: { count: number }) => batch.count)).toEqual([enrolledLearners - 1, enrolledLearners - 1]);
    await server.db.query('delete from class_enrolments where class_id = $1 and user_id = any($2::text[])', [CLASS_DEMO.ongoing, [PEOPLE.otherLecturer.id, PEOPLE.outsider.id]]);
  });

  test('two sends at once remind each learner once', async () => {
    const q = await makeQuestionnaire(server);
    const manager = await asUser(server, CLASS_DEMO.manager.mobile);
    const [a, b] = await Promise.all([remind(lecturer, q.id), remind(manager, q.id)]);
    expect([a.status, b.status]).toEqual([200, 200]);
    expect([a.body.data.reminded, b.body.data.reminded].sort((x, y) => x - y)[0]).toBe(0);
    const ids = await remindedIds(q.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids.length).toBe(a.body.data.reminded + b.body.data.reminded);
  });

  test('a questionnaire that is closed or not open yet: 409; learners and other lecturers: 403', async () => {
    const early = await makeQuestionnaire(server, { opensAt: Date.now() + DAY, closesAt: Date.now() + 2 * DAY });
    expect((await remind(lecturer, early.id)).status).toBe(409);
    expect((await remind(lecturer, SURVEY_DEMO.closed)).status).toBe(409);
    expect((await remind(await asUser(server, DEMO.learner.mobile), SURVEY_DEMO.named)).status).toBe(403);
    expect((await remind(await asUser(server, PEOPLE.otherLecturer.mobile), SURVEY_DEMO.named)).status).toBe(403);
    expect(await count(server, 'survey_reminders', 'questionnaire_id = $1', [early.id])).toBe(0);
  });
});
