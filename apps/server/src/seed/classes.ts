import { eventStatus, type EventStatus } from '@academy/rules';
import type { Queryable } from '../db/index.ts';
import { DEMO } from './seed.ts';
import { insertRows } from '../db/insertRows.ts';

/**
 * Lecturing-center demo (issue 18): the lecturer 13800000002 teaches three classes of school …001 — one ended, one
 * ongoing, one unstarted — with sessions, courseware and 30 enrolled learners (Chinese, English and Arabic names);
 * the learner 13800000001 is enrolled in the ongoing one; 13800000004 is the school's class manager.
 */
export const CLASS_DEMO = {
  manager: { id: 'u-class-manager', mobile: '13800000004' },
  ended: '2000000000000000001',
  ongoing: '2000000000000000002',
  unstarted: '2000000000000000003',
} as const;

const DAY = 86_400_000;
const HOUR = 3_600_000;

/** The demo's class learners: Chinese, English and Arabic names, each with the e-mail address a roster lists. */
const LEARNERS: [string, string | null][] = [
  ['陈晓华', 'chen.xiaohua@example.cn'], ['林雨桐', 'lin.yutong@example.cn'], ['郭子轩', 'guo.zixuan@example.cn'], ['何思琪', 'he.siqi@example.cn'],
  ['高俊杰', 'gao.junjie@example.cn'], ['罗欣怡', 'luo.xinyi@example.cn'], ['梁浩然', 'liang.haoran@example.cn'], ['宋佳怡', 'song.jiayi@example.cn'],
  ['谢宇航', 'xie.yuhang@example.cn'], ['唐诗涵', 'tang.shihan@example.cn'],
  ['Emily Carter', 'emily.carter@example.com'], ['James Wilson', 'james.wilson@example.com'], ['Olivia Brown', 'olivia.brown@example.com'], ['Noah Taylor', 'noah.taylor@example.com'],
  ['Sophia Martin', 'sophia.martin@example.com'], ['Liam Walker', 'liam.walker@example.com'], ['Ava Thompson', 'ava.thompson@example.com'], ['Lucas White', 'lucas.white@example.com'],
  ['Mia Harris', 'mia.harris@example.com'], ['Ethan Clark', 'ethan.clark@example.com'],
  ['أحمد الراشد', 'ahmed.alrashid@example.sa'], ['فاطمة الزهراء', 'fatima.alzahra@example.sa'], ['محمد العلي', 'mohammed.alali@example.sa'], ['ليلى حسن', 'layla.hassan@example.sa'],
  ['يوسف خليل', 'yousef.khalil@example.sa'], ['مريم سعيد', 'maryam.saeed@example.sa'], ['عمر فاروق', 'omar.farouk@example.sa'], ['نور الهدى', 'noor.alhuda@example.sa'],
  ['خالد منصور', 'khaled.mansour@example.sa'], ['سارة عبد الله', 'sara.abdullah@example.sa'],
];
const learnerId = (index: number) => `u-class-learner-${String(index + 1).padStart(2, '0')}`;

type DemoClass = {
  id: string; status: EventStatus; title: string; titleEn: string; description: string; mode: 'online' | 'offline'; location: string | null; capacity: number | null;
  /** Days from today (in UTC) to the start and the end; sessions every `every` days from the start. */
  startDay: number; endDay: number; sessions: [string, number][]; lecturers: string[]; learners: number; withDemoLearner: boolean;
};

// A function, not a constant: seed.ts imports this module, so DEMO is ready only once both have loaded.
const demoClasses = (): DemoClass[] => [
  {
    id: CLASS_DEMO.ended, status: 3, title: '数据结构与算法（春季班）', titleEn: 'Data Structures and Algorithms (Spring)', mode: 'offline', location: '海港学院 A 楼 301 教室', capacity: 40,
    description: '<p>从数组、链表到图算法，每周一次面授。</p><p>From arrays and lists to graph algorithms, one lecture a week.</p>',
    startDay: -60, endDay: -30, lecturers: [DEMO.lecturer.id], learners: 30, withDemoLearner: false,
    sessions: [['数组与链表 / Arrays and lists', 0], ['栈与队列 / Stacks and queues', 7], ['树 / Trees', 14], ['图算法 / Graph algorithms', 21]],
  },
  {
    id: CLASS_DEMO.ongoing, status: 2, title: 'Python 编程基础（周末班）', titleEn: 'Python Programming Basics (Weekend)', mode: 'online', location: null, capacity: 40,
    description: '<p>零基础入门 Python，每周直播授课并布置练习。</p><ul><li>变量与类型</li><li>函数</li><li>文件与异常</li></ul>',
    startDay: -14, endDay: 30, lecturers: [DEMO.lecturer.id, DEMO.admin.id], learners: 29, withDemoLearner: true,
    sessions: [['开课与环境搭建 / Welcome and setup', 0], ['变量与类型 / Variables and types', 7], ['函数 / Functions', 14], ['文件与异常 / Files and exceptions', 21], ['项目实践 / Project', 28], ['结课答辩 / Final review', 42]],
  },
  {
    id: CLASS_DEMO.unstarted, status: 1, title: '项目管理实战', titleEn: 'Project Management in Practice', mode: 'online', location: null, capacity: null,
    description: '<p>用真实案例学习计划、风险与沟通。<a href="https://example.com/syllabus">课程大纲 / Syllabus</a></p>',
    startDay: 14, endDay: 60, lecturers: [DEMO.lecturer.id], learners: 20, withDemoLearner: false,
    sessions: [['项目启动 / Kick-off', 0], ['计划与估算 / Planning and estimates', 7], ['风险管理 / Risk', 14]],
  },
];

/** 10:00–11:30 in Shanghai (02:00–03:30 UTC) on the session's day. */
const sessionTimes = (dayStart: number) => [new Date(dayStart + 2 * HOUR), new Date(dayStart + 3.5 * HOUR)] as const;

async function insertClass(db: Queryable, spec: DemoClass, today: number, now: number) {
  const schoolId = DEMO.mainland;
  const starts = new Date(today + spec.startDay * DAY + 2 * HOUR);
  const ends = new Date(today + spec.endDay * DAY + 10 * HOUR);
  const opens = new Date(starts.getTime() - 14 * DAY);
  const closes = new Date(Math.min(starts.getTime() + 7 * DAY, ends.getTime()));
  await db.query(
    `insert into classes (id, school_id, title, title_en, description_html, cover_url, starts_at, ends_at, enrol_opens_at, enrol_closes_at, capacity, mode, location, published, created_by, created_at)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, true, $14, $15)`,
    [spec.id, schoolId, spec.title, spec.titleEn, spec.description, `/static/covers/class-${Number(spec.id.slice(-1))}.svg`, starts, ends, opens, closes, spec.capacity, spec.mode, spec.location, DEMO.lecturer.id, new Date(now - (4 - Number(spec.id.slice(-1))) * DAY)],
  );
  for (const userId of spec.lecturers) await db.query('insert into class_lecturers (class_id, user_id, school_id) values ($1, $2, $3)', [spec.id, userId, schoolId]);
  for (const [position, [title, offset]] of spec.sessions.entries()) {
    const [sessionStarts, sessionEnds] = sessionTimes(today + (spec.startDay + offset) * DAY);
    await db.query(
      'insert into class_sessions (id, class_id, school_id, title, starts_at, ends_at, lecturer_id, room, position) values ($1, $2, $3, $4, $5, $6, $7, $8, $9)',
      [`${spec.id.slice(0, 16)}${spec.id.slice(-1)}${String(position + 1).padStart(2, '0')}`, spec.id, schoolId, title, sessionStarts, sessionEnds, spec.lecturers[position % spec.lecturers.length], spec.mode === 'offline' ? spec.location : 'https://meet.example.com/harbour-python', position],
    );
  }
  const enrolledAt = new Date(Math.min(opens.getTime() + DAY, now));
  // Progress varies with the class's stage: ended classes mostly complete, unstarted ones at 0.
  const progressOf = (i: number) => (spec.status === 1 ? 0 : spec.status === 3 ? Math.min(100, 40 + ((i * 37) % 70)) : (i * 29) % 101);
  await insertRows(db, 'class_enrolments', ['class_id', 'user_id', 'school_id', 'status', 'progress', 'enrolled_at'],
    Array.from({ length: spec.learners }, (_, i) => [spec.id, learnerId(i), schoolId, 1, progressOf(i), new Date(enrolledAt.getTime() + i * HOUR)]));
  if (spec.withDemoLearner) {
    await db.query('insert into class_enrolments (class_id, user_id, school_id, status, progress, enrolled_at) values ($1, $2, $3, 1, 35, $4)', [spec.id, DEMO.learner.id, schoolId, enrolledAt]);
  }
  // Courseware: two courses, an exam and a knowledge item of the school, in that order.
  const resources = await db.query<{ id: string; name: string; type: number }>(
    `(select id, name, 1 as type from resources where school_id = $1 and content_kind = 'course' and resource_type = 1 order by created_at, id limit 2)
     union all (select id, name, 2 from resources where school_id = $1 and content_kind = 'exam' order by created_at, id limit 1)
     union all (select id, name, 3 from resources where school_id = $1 and content_kind = 'knowledge' order by created_at, id limit 1)`,
    [schoolId],
  );
  for (const [position, resource] of resources.entries()) {
    await db.query(
      'insert into class_courseware (id, class_id, school_id, courseware_uuid, courseware_name, courseware_type, position) values ($1, $2, $3, $4, $5, $6, $7)',
      [`${spec.id.slice(0, 15)}2${spec.id.slice(-1)}${String(position + 1).padStart(2, '0')}`, spec.id, schoolId, resource.id, resource.name, resource.type, position],
    );
  }
}

/**
 * Keeps each demo class in its intended status whenever the demo starts again later: a class whose status drifted
 * (the unstarted one began, the ongoing one ended) moves, with its sessions and enrolment window, back into place.
 */
async function realign(db: Queryable, today: number, now: number) {
  for (const spec of demoClasses()) {
    const [row] = await db.query<{ starts_at: Date; ends_at: Date }>('select starts_at, ends_at from classes where id = $1', [spec.id]);
    if (!row || eventStatus(row.starts_at, row.ends_at, now) === spec.status) continue;
    const shift = `${today + spec.startDay * DAY + 2 * HOUR - new Date(row.starts_at).getTime()} milliseconds`;
    await db.query(
      `update classes set starts_at = starts_at + $2::interval, ends_at = ends_at + $2::interval, enrol_opens_at = enrol_opens_at + $2::interval,
         enrol_closes_at = enrol_closes_at + $2::interval where id = $1`,
      [spec.id, shift],
    );
    await db.query('update class_sessions set starts_at = starts_at + $2::interval, ends_at = ends_at + $2::interval where class_id = $1', [spec.id, shift]);
  }
}

/** Idempotent: seeds the lecturing-center demo once, afterwards only keeps the demo classes' statuses. */
export async function seedClasses(db: Queryable, now = Date.now()): Promise<void> {
  const today = Math.floor(now / DAY) * DAY;
  const [seeded] = await db.query('select 1 from classes where id = $1', [CLASS_DEMO.ended]);
  if (seeded) return realign(db, today, now);
  const [school] = await db.query('select 1 from schools where id = $1', [DEMO.mainland]);
  if (!school) return;

  await db.query("update schools set time_zone = 'Europe/London' where id = $1", [DEMO.overseas]);
  await db.query("insert into users (id, mobile, email, real_name, nick_name) values ($1, $2, 'classes@example.com', '赵雪', 'Xue') on conflict do nothing", [CLASS_DEMO.manager.id, CLASS_DEMO.manager.mobile]);
  await db.query("insert into members (school_id, user_id, role) values ($1, $2, 'classManager') on conflict do nothing", [DEMO.mainland, CLASS_DEMO.manager.id]);
  await insertRows(db, 'users', ['id', 'real_name', 'email'], LEARNERS.map(([name, email], index) => [learnerId(index), name, email]), 'on conflict do nothing');
  await insertRows(db, 'members', ['school_id', 'user_id', 'role'], LEARNERS.map((_, index) => [DEMO.mainland, learnerId(index), 'learner']), 'on conflict do nothing');
  for (const spec of demoClasses()) await insertClass(db, spec, today, now);
}
