import { createHash } from 'node:crypto';
import type { Queryable } from '../db/index.ts';
import { totalProgress } from '../modules/classInfo/progress.ts';
import { CLASS_DEMO } from './classes.ts';
import { DEMO } from './seed.ts';
import { insertRows } from '../db/insertRows.ts';

/**
 * Learners in their classes (issue 19). In the ongoing class …002: an attendance check open now and a closed one, a
 * training plan of 3 items, a lab experiment of 4 steps, exam attempts, and the demo learner's progress (one course
 * done, one at 40 %). The unstarted class …003 takes enrolments now (capacity 40; the demo learner is not in it).
 * A second learner of school …001 is in no class. The home page's class cards point at the demo classes, and
 * school …001's lab is the demo page /dev/elab.
 */
export const CLASS_INFO_DEMO = {
  learner2: { id: 'u-learner-2', mobile: '13800000005', email: 'learner2@example.com' },
  openCheck: '3100000000000000001',
  closedCheck: '3100000000000000002',
  training: '3100000000000000011',
  trainingItems: ['3100000000000000021', '3100000000000000022', '3100000000000000023'],
  experiment: '3100000000000000031',
  labUrl: '/dev/elab',
  /**
   * Class cards of the home page, round robin over the demo classes (CLASS_DEMO's ids, written out: seed.ts imports
   * this module, so CLASS_DEMO is not ready while it loads): 001-class-1 → ongoing, -2 → unstarted, -3 → ended, -4 → ongoing…
   */
  cardClasses: ['2000000000000000002', '2000000000000000003', '2000000000000000001'],
} as const;

/** The demo lab's secret (dev only; the database keeps its SHA-256). */
export const DEV_LAB_SECRET = 'harbour-demo-lab-secret-not-for-production';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const hex = (value: string) => createHash('sha256').update(value, 'utf8').digest('hex');

const STEPS = [
  { position: 1, title: '准备环境 / Set up', body: '打开实验环境，确认 Python 3 可用。Open the lab and check that Python 3 runs.' },
  { position: 2, title: '读取数据 / Load the data', body: '用 csv 模块读取 sales.csv。Read sales.csv with the csv module.' },
  { position: 3, title: '统计 / Summarise', body: '按月份汇总销售额。Total the sales per month.' },
  { position: 4, title: '提交结果 / Hand in', body: '把结果保存为 result.txt 并提交。Save the totals as result.txt and hand it in.' },
];

async function seedCards(db: Queryable) {
  const rows = await db.query<{ id: string }>("select id from resources where school_id = $1 and content_kind = 'class' and class_id is null", [DEMO.mainland]);
  const ordered = rows.map((row) => row.id).sort((a, b) => Number(a.split('-').pop()) - Number(b.split('-').pop()) || a.localeCompare(b));
  for (const [index, id] of ordered.entries()) {
    await db.query('update resources set class_id = $2 where id = $1', [id, CLASS_INFO_DEMO.cardClasses[index % CLASS_INFO_DEMO.cardClasses.length]]);
  }
}

/** The checks of the ongoing class, re-anchored to now at every start: one open now, one closed a week ago. */
async function seedChecks(db: Queryable, now: number) {
  const classId = CLASS_DEMO.ongoing;
  const [current] = await db.query<{ id: string }>('select id from class_sessions where class_id = $1 and ends_at > $2 order by starts_at, id limit 1', [classId, new Date(now)]);
  const [past] = await db.query<{ id: string }>('select id from class_sessions where class_id = $1 and ends_at <= $2 order by starts_at desc, id limit 1', [classId, new Date(now)]);
  const upsert = `insert into class_checks (id, class_id, school_id, session_id, title, opens_at, closes_at) values ($1, $2, $3, $4, $5, $6, $7)
    on conflict (id) do update set session_id = excluded.session_id, opens_at = excluded.opens_at, closes_at = excluded.closes_at`;
  await db.query(upsert, [CLASS_INFO_DEMO.openCheck, classId, DEMO.mainland, current?.id ?? null, '本周签到 / This week’s check-in', new Date(now - HOUR), new Date(now + 2 * DAY)]);
  await db.query(upsert, [CLASS_INFO_DEMO.closedCheck, classId, DEMO.mainland, past?.id ?? null, '上周签到 / Last week’s check-in', new Date(now - 7 * DAY), new Date(now - 7 * DAY + 2 * HOUR)]);
  const checkIn = 'insert into class_check_ins (check_id, user_id, school_id, checked_in_at) values ($1, $2, $3, $4) on conflict do nothing';
  await insertRows(db, 'class_check_ins', ['check_id', 'user_id', 'school_id', 'checked_in_at'],
    Array.from({ length: 20 }, (_, index) => [CLASS_INFO_DEMO.closedCheck, `u-class-learner-${String(index + 1).padStart(2, '0')}`, DEMO.mainland, new Date(now - 7 * DAY + (index + 1) * 60_000)]),
    'on conflict do nothing');
  await db.query(checkIn, [CLASS_INFO_DEMO.closedCheck, DEMO.learner.id, DEMO.mainland, new Date(now - 7 * DAY + 30 * 60_000)]);
  for (let i = 1; i <= 5; i += 1) {
    await db.query(checkIn, [CLASS_INFO_DEMO.openCheck, `u-class-learner-${String(i).padStart(2, '0')}`, DEMO.mainland, new Date(now - HOUR + i * 60_000)]);
  }
}

/** The training plan over the class's courses and knowledge item, and the lab experiment. */
async function seedTrainingAndLab(db: Queryable) {
  const classId = CLASS_DEMO.ongoing;
  await db.query(
    `insert into class_trainings (id, class_id, school_id, title, description_html) values ($1, $2, $3, $4, $5) on conflict do nothing`,
    [CLASS_INFO_DEMO.training, classId, DEMO.mainland, 'Python 入门训练 / Python starter training', '<p>按顺序完成三项学习，随时从上次停下的地方继续。</p><p>Work through the three items in order; carry on where you stopped.</p>'],
  );
  const courseware = await db.query<{ courseware_uuid: string; courseware_name: string; courseware_type: number; duration_seconds: number | null }>(
    `select w.courseware_uuid, w.courseware_name, w.courseware_type, r.duration_seconds from class_courseware w left join resources r on r.id = w.courseware_uuid
     where w.class_id = $1 and w.courseware_type in (1, 3) order by w.position limit 3`,
    [classId],
  );
  for (const [position, item] of courseware.entries()) {
    await db.query(
      `insert into class_training_items (id, training_id, school_id, courseware_uuid, name, courseware_type, duration_minutes, position) values ($1, $2, $3, $4, $5, $6, $7, $8) on conflict do nothing`,
      [CLASS_INFO_DEMO.trainingItems[position], CLASS_INFO_DEMO.training, DEMO.mainland, item.courseware_uuid, item.courseware_name, item.courseware_type, item.duration_seconds ? Math.ceil(item.duration_seconds / 60) : 20, position],
    );
  }
  await db.query(
    `insert into class_experiments (id, class_id, school_id, title, description_html, steps, duration_minutes) values ($1, $2, $3, $4, $5, $6, 45) on conflict do nothing`,
    [CLASS_INFO_DEMO.experiment, classId, DEMO.mainland, '销售数据分析 / Sales data analysis', '<p>在实验环境中用 Python 汇总一份销售数据。</p><p>Summarise a sales file with Python in the lab.</p>', JSON.stringify(STEPS)],
  );
}

/** Exam attempts and the demo learner's progress: course 1 done, course 2 at 40 % (10 minutes in), the exam failed once. */
async function seedProgress(db: Queryable, now: number) {
  const classId = CLASS_DEMO.ongoing;
  const [exam] = await db.query<{ courseware_uuid: string }>('select courseware_uuid from class_courseware where class_id = $1 and courseware_type = 2 order by position limit 1', [classId]);
  const attempt = `insert into class_exam_attempts (id, class_id, user_id, school_id, exam_id, state, score, pass_score, started_at, finished_at) values ($1, $2, $3, $4, $5, $6, $7, 60, $8, $9) on conflict do nothing`;
  if (exam) {
    await db.query(attempt, ['3100000000000000101', classId, DEMO.learner.id, DEMO.mainland, exam.courseware_uuid, 'failed', 52, new Date(now - 10 * DAY), new Date(now - 10 * DAY + HOUR)]);
    for (let i = 1; i <= 6; i += 1) {
      const passed = i % 3 !== 0;
      await db.query(attempt, [`31000000000000001${String(10 + i)}`, classId, `u-class-learner-${String(i).padStart(2, '0')}`, DEMO.mainland, exam.courseware_uuid, passed ? 'passed' : 'failed', passed ? 70 + i * 4 : 45 + i, new Date(now - (9 - i) * DAY), new Date(now - (9 - i) * DAY + HOUR)]);
    }
  }
  const [first, second] = await db.query<{ courseware_uuid: string }>('select courseware_uuid from class_courseware where class_id = $1 and courseware_type = 1 order by position', [classId]);
  const progress = `insert into class_courseware_progress (class_id, user_id, school_id, courseware_uuid, progress, position_seconds, last_studied_at, completed_at) values ($1, $2, $3, $4, $5, $6, $7, $8) on conflict do nothing`;
  if (first) await db.query(progress, [classId, DEMO.learner.id, DEMO.mainland, first.courseware_uuid, 100, 0, new Date(now - 5 * DAY), new Date(now - 5 * DAY)]);
  if (second) {
    await db.query(progress, [classId, DEMO.learner.id, DEMO.mainland, second.courseware_uuid, 40, 600, new Date(now - 2 * DAY), null]);
    await db.query(
      'insert into class_training_records (training_id, user_id, school_id, item_id, position_seconds, updated_at) values ($1, $2, $3, $4, 600, $5) on conflict do nothing',
      [CLASS_INFO_DEMO.training, DEMO.learner.id, DEMO.mainland, CLASS_INFO_DEMO.trainingItems[1], new Date(now - 2 * DAY)],
    );
  }
  // The roster shows the same total as the class page: the mean over the class's courseware items.
  const total = await totalProgress(db, classId, DEMO.learner.id);
  await db.query('update class_enrolments set progress = $3 where class_id = $1 and user_id = $2', [classId, DEMO.learner.id, total.progress]);
}

/** Idempotent: runs at every start of the demo; fixed ids, and the dates that matter re-anchored to `now`. */
export async function seedClassInfo(db: Queryable, now = Date.now()): Promise<void> {
  const [ready] = await db.query('select 1 from classes where id = $1', [CLASS_DEMO.ongoing]);
  if (!ready) return;
  const { learner2 } = CLASS_INFO_DEMO;
  await db.query("insert into users (id, mobile, email, real_name, nick_name) values ($1, $2, $3, '周婷', 'Ting') on conflict do nothing", [learner2.id, learner2.mobile, learner2.email]);
  await db.query("insert into members (school_id, user_id, role) values ($1, $2, 'learner') on conflict do nothing", [DEMO.mainland, learner2.id]);
  await db.query('update schools set lab_url = $2, lab_secret_hash = $3 where id = $1 and lab_url is null', [DEMO.mainland, CLASS_INFO_DEMO.labUrl, hex(DEV_LAB_SECRET)]);
  // The unstarted class takes enrolments from yesterday until it starts, for 40 learners.
  await db.query('update classes set capacity = 40, enrol_opens_at = $2, enrol_closes_at = starts_at where id = $1', [CLASS_DEMO.unstarted, new Date(now - DAY)]);
  await seedCards(db);
  await seedChecks(db, now);
  await seedTrainingAndLab(db);
  await seedProgress(db, now);
}
