import type { Queryable } from '../db/index.ts';
import { DEMO } from './demoIds.ts';
import { insertRows } from '../db/insertRows.ts';

/**
 * Demo data of personal spaces (issue 22): follows between the demo people and trainees, the school's followers,
 * posts and learning outside classes, and works linked to their authors — enough that every tab shows real rows.
 * The demo learner does NOT follow the lecturer, so following them on the demo changes the count you see.
 */
export const PERSONAL_DEMO = {
  /** The first activity row: present means the demo is seeded (a later start does not undo what users changed). */
  firstActivity: '3300000000000000001',
  trainee: (n: number) => `u-trainee-${n}`,
} as const;

const DAY = 86_400_000;
const activityId = (n: number) => `33000000000000${String(n).padStart(5, '0')}`;

const POSTS: [string, number][] = [
  ['学习 Python 第一周的心得 / My first week with Python', 1], ['分享：如何高效做笔记 / How I take notes', 3], ['今天的直播课很有收获 / Great live lecture today', 6],
  ['推荐一本数据结构的书 / A data-structures book I recommend', 11], ['期末复习计划 / My revision plan', 19], ['小组项目总结 / Our group project', 33],
  ['关于算法复杂度的疑问 / A question about complexity', 48], ['读书笔记：项目管理 / Notes on project management', 75], ['新学期目标 / Goals for the term', 120],
  ['第一次考试通过了！/ Passed my first exam!', 160], ['我的学习打卡 / My study streak', 240], ['欢迎新同学 / Welcome, newcomers', 400],
];

export async function seedPersonalSpace(db: Queryable, now = Date.now()): Promise<void> {
  const [seeded] = await db.query('select 1 from person_activities where id = $1', [PERSONAL_DEMO.firstActivity]);
  if (seeded) return;
  const [school] = await db.query("select 1 from members where school_id = $1 and user_id = 'u-trainee-30'", [DEMO.mainland]);
  if (!school) return;
  const at = (days: number, hours = 0) => new Date(now - days * DAY - hours * 3_600_000);
  const school1 = DEMO.mainland;
  const follow = (follower: string, followee: string, days: number) =>
    db.query('insert into person_follows (school_id, follower_id, followee_id, created_at) values ($1, $2, $3, $4) on conflict do nothing', [school1, follower, followee, at(days)]);

  // 24 trainees follow the lecturer (more than one page of 20); 8 follow the learner; the learner follows 5 of them.
  for (let n = 1; n <= 24; n += 1) await follow(PERSONAL_DEMO.trainee(n), DEMO.lecturer.id, n * 3);
  for (let n = 25; n <= 32; n += 1) await follow(PERSONAL_DEMO.trainee(n), DEMO.learner.id, n - 20);
  for (let n = 1; n <= 5; n += 1) await follow(DEMO.learner.id, PERSONAL_DEMO.trainee(n), n * 2);
  for (const [n, followee] of [[1, PERSONAL_DEMO.trainee(25)], [2, DEMO.admin.id], [3, PERSONAL_DEMO.trainee(26)]] as const) await follow(DEMO.lecturer.id, followee, n);
  await follow(DEMO.admin.id, DEMO.lecturer.id, 2);

  // The school's followers: 30 trainees and the lecturer.
  await insertRows(db, 'school_follows', ['school_id', 'user_id', 'created_at'],
    [...Array.from({ length: 30 }, (_, index) => [school1, PERSONAL_DEMO.trainee(index + 1), at((index + 1) * 5)]), [school1, DEMO.lecturer.id, at(1)]], 'on conflict do nothing');

  // Posts: the lecturer's and the learner's activity log.
  let id = 1;
  for (const person of [DEMO.lecturer.id, DEMO.learner.id]) {
    for (const [title, days] of POSTS) {
      await db.query('insert into person_activities (id, school_id, user_id, kind, title, occurred_at) values ($1, $2, $3, $4, $5, $6) on conflict do nothing', [
        activityId(id), school1, person, 'post', title, at(days + (person === DEMO.learner.id ? 1 : 0), id % 7),
      ]);
      id += 1;
    }
    const milestones: [string, string, number][] = [['examPassed', '001-exam-3', 4], ['certificate', '001-course-5', 8], ['liveAttended', '001-live-6', 13], ['courseFinished', '001-course-7', 27]];
    for (const [kind, resourceId, days] of milestones) {
      const [resource] = await db.query<{ name: string }>('select name from resources where id = $1', [resourceId]);
      if (!resource) continue;
      await db.query('insert into person_activities (id, school_id, user_id, kind, title, resource_id, occurred_at) values ($1, $2, $3, $4, $5, $6, $7) on conflict do nothing', [
        activityId(id), school1, person, kind, resource.name, resourceId, at(days, 3),
      ]);
      id += 1;
    }
  }

  // Learning outside classes: courses, exams, lives and documents over the last two years, some finished.
  const kinds: [string, string, number][] = [['course', 'course', 9], ['exam', 'exam', 4], ['live', 'live', 4], ['knowledge', 'doc', 4]];
  const ages = [0, 2, 5, 9, 15, 26, 40, 70, 110, 200, 300, 500];
  const learning: unknown[][] = [];
  for (const person of [DEMO.learner.id, DEMO.lecturer.id]) {
    for (const [, cover, count] of kinds) {
      for (let i = 1; i <= count; i += 1) {
        const k = learning.length;
        const progress = k % 4 === 0 ? 100 : (k * 37) % 100;
        learning.push([school1, person, `001-${cover}-${i + (person === DEMO.lecturer.id ? 10 : 0)}`, progress, at(ages[k % ages.length]!, k % 5)]);
      }
    }
  }
  await insertRows(db, 'person_learning', ['school_id', 'user_id', 'resource_id', 'progress', 'last_studied_at'], learning, 'on conflict do nothing');

  // Works: the seeded articles, short videos and answers carry their author's name; link the demo people's to them.
  for (const [userId, name] of [[DEMO.lecturer.id, '王芳'], [DEMO.learner.id, '李明']]) {
    await db.query("update resources set author_user_id = $1 where school_id = $2 and author = $3 and content_kind in ('article', 'shortVideo', 'question')", [userId, school1, name]);
  }
}
