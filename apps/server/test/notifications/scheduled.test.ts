// @postgres-pass: two job runners (two instances) make the scheduled notifications at the same time on one database.
import { describe, expect, test } from 'vitest';
import type { Server } from '../../src/server.ts';
import { startJobRunner } from '../../src/jobs/runner.ts';
import { notificationJobs } from '../../src/modules/notifications/scheduled.ts';
import { classStartingTomorrowNotices, liveStartingSoonNotices } from '../../src/modules/notifications/producers.ts';
import { CLASS_DEMO } from '../classes/helpers.ts';
import { SCHOOL, serverWithSmtp, type Smtp } from './helpers.ts';

let server: Server;
let smtp: Smtp;
serverWithSmtp((started) => ({ server, smtp } = started));

const MINUTE = 60_000;
async function addLive(id: string, startsInMinutes: number, title: string) {
  await server.db.query(
    `insert into live_lectures (id, school_id, class_id, title, lecturer_id, starts_at, duration_minutes, created_by)
     values ($1, $2, $3, $4, 'u-lecturer', $5, 60, 'u-lecturer')`,
    [id, SCHOOL, CLASS_DEMO.ongoing, title, new Date(Date.now() + startsInMinutes * MINUTE)],
  );
}
/** The learners of the ongoing class who are told: enrolled, learners of the school; and those with an address. */
async function classLearners(classId: string) {
  return server.db.query<{ id: string; email: string | null }>(
    `select u.id, u.email from class_enrolments e join users u on u.id = e.user_id
       join members m on m.school_id = e.school_id and m.user_id = e.user_id and m.is_valid and m.role = 'learner'
      where e.class_id = $1 and e.status = 1`,
    [classId],
  );
}
const notified = async (kind: string, key: string) =>
  server.db.query<{ user_id: string; n: number }>('select user_id, count(*)::int as n from notifications where kind = $1 and dedupe_key like $2 group by user_id', [kind, `${key}%`]);

describe('scheduled notifications are made and e-mailed once, however many instances run the jobs', () => {
  test('a live lecture starting within 15 minutes: two runners at once, then again — one notification and one e-mail per learner', async () => {
    await addLive('7100000000000000001', 10, 'Hooks in depth');
    await addLive('7100000000000000002', 40, 'Later lecture');
    await addLive('7100000000000000003', -5, 'Already started');
    const learners = await classLearners(CLASS_DEMO.ongoing);
    const withAddress = learners.filter((learner) => learner.email);
    expect(withAddress.length).toBeGreaterThan(1);
    const sentBefore = smtp.received.length;

    const jobs = notificationJobs(server.services);
    const [a, b] = [startJobRunner(server.db, jobs, { start: false }), startJobRunner(server.db, jobs, { start: false })];
    await Promise.all([a.tick(), b.tick()]);
    const [liveRun] = await server.db.query<{ done: boolean; last_error: string | null }>("select done_at is not null as done, last_error from jobs where name = 'notify-live-starting-soon'");
    expect(liveRun).toEqual({ done: true, last_error: null });
    // A second period (or a lease that ran out) runs the job again, on both instances at once: nothing new.
    const live = jobs.find((job) => job.name === 'notify-live-starting-soon')!;
    const again = await Promise.all([live.run(server.db, {} as never), live.run(server.db, {} as never)]);
    expect(again).toEqual([{ notified: 0, emailed: 0 }, { notified: 0, emailed: 0 }]);
    expect(await liveStartingSoonNotices(server.db)).toEqual([]);
    await server.db.query("update jobs set done_at = null, run_at = now() - interval '1 second', locked_until = null where name = 'notify-live-starting-soon'");
    await Promise.all([a.tick(), b.tick()]);

    const rows = await notified('liveStartingSoon', 'live:7100000000000000001:');
    expect(rows.map((row) => row.user_id).toSorted()).toEqual(learners.map((learner) => learner.id).toSorted());
    expect(rows.every((row) => row.n === 1)).toBe(true);
    expect(await notified('liveStartingSoon', 'live:7100000000000000002:')).toEqual([]);
    expect(await notified('liveStartingSoon', 'live:7100000000000000003:')).toEqual([]);

    await smtp.waitFor(sentBefore + withAddress.length, 40_000);
    await new Promise((resolve) => setTimeout(resolve, 300));
    const mails = smtp.received.slice(sentBefore);
    expect(mails.map((mail) => mail.to[0]).toSorted()).toEqual(withAddress.map((learner) => learner.email!).toSorted());
    const one = mails.find((mail) => mail.to[0] === withAddress[0]!.email)!;
    // The mainland school's language for learners who never set theirs; the time in the school's zone.
    expect(one.mail.subject).toBe('直播“Hooks in depth”即将开始');
    expect(one.mail.text).toContain(`/portal/${SCHOOL}/class-view/${CLASS_DEMO.ongoing}`);
  }, 90_000);

  test('a class starting tomorrow in the school’s time zone: told once per learner, not for a class starting in two days', async () => {
    const tomorrow = "((now() at time zone 'Asia/Shanghai')::date + 1 + time '09:30') at time zone 'Asia/Shanghai'";
    const later = "((now() at time zone 'Asia/Shanghai')::date + 2 + time '09:30') at time zone 'Asia/Shanghai'";
    for (const [id, starts] of [['2900000000000000001', tomorrow], ['2900000000000000002', later]] as const) {
      await server.db.query(
        `insert into classes (id, school_id, title, starts_at, ends_at, published, created_by) values ($1, $2, $3, ${starts}, ${starts} + interval '30 days', true, 'u-lecturer')`,
        [id, SCHOOL, `Class ${id.slice(-1)}`],
      );
      await server.db.query("insert into class_enrolments (class_id, user_id, school_id) values ($1, 'u-learner', $2)", [id, SCHOOL]);
    }
    await server.db.query("update users set locale = 'ko_KR' where id = 'u-learner'");
    const sentBefore = smtp.received.length;
    const jobs = notificationJobs(server.services);
    // The hourly run of this period was done by the test before: this is the next period's.
    await server.db.query("update jobs set done_at = null, run_at = now() - interval '1 second', locked_until = null where name = 'notify-class-starting-tomorrow'");
    const tomorrowJob = jobs.find((job) => job.name === 'notify-class-starting-tomorrow')!;
    await Promise.all([startJobRunner(server.db, jobs, { start: false }).tick(), startJobRunner(server.db, jobs, { start: false }).tick(), tomorrowJob.run(server.db, {} as never)]);
    expect(await classStartingTomorrowNotices(server.db)).toEqual([]);
    expect(await notified('classStartingTomorrow', 'class-start:2900000000000000001:')).toEqual([{ user_id: 'u-learner', n: 1 }]);
    expect(await notified('classStartingTomorrow', 'class-start:2900000000000000002:')).toEqual([]);
    await smtp.waitFor(sentBefore + 1);
    await new Promise((resolve) => setTimeout(resolve, 300));
    const mails = smtp.received.slice(sentBefore).filter((mail) => mail.to.includes('learner@example.com'));
    expect(mails).toHaveLength(1);
    expect(mails[0]!.mail.subject).toBe('“Class 1” 클래스가 내일 시작됩니다');
    expect(mails[0]!.mail.headers.get('content-language')).toBe('ko-KR');
  }, 60_000);
});
