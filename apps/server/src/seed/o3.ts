import type { Queryable } from '../db/index.ts';
import { DEMO } from './demoIds.ts';

/** Fixed O3 card ids of the demo O3 school …003 that docs and tests name. */
export const O3_DEMO = {
  case: 'o3-case-1',
  democloudCase: 'o3-case-2',
  project: 'o3-project-1',
  /** Open activity: capacity 30, five people in. */
  activity: 'o3-activity-1',
  /** Full activity: capacity 2, both places taken. */
  fullActivity: 'o3-activity-2',
} as const;

type Card = [id: string, kind: 'case' | 'project' | 'activity', source: 'o3' | 'democloud', title: string, summary: string, category: string, views: number, capacity: number | null];

const CARDS: Card[] = [
  [O3_DEMO.case, 'case', 'o3', '智慧港口数字化转型 / Smart port digital transformation', '一个港口如何在18个月内把调度、仓储和海关打通。How one port joined scheduling, storage and customs in 18 months.', 'digital', 1280, null],
  [O3_DEMO.democloudCase, 'case', 'democloud', '云上工厂：柔性产线 / The factory in the cloud', '用云端排产让一条产线同时做三种产品。Cloud scheduling lets one line make three products at once.', 'manufacturing', 960, null],
  ['o3-case-3', 'case', 'o3', '城市光伏屋顶计划 / City rooftop solar plan', '两千个屋顶、一个调度平台。Two thousand rooftops, one dispatch platform.', 'energy', 740, null],
  ['o3-case-4', 'case', 'o3', '一网通办的政务中台 / One-stop public services', '市民办事从跑五次到跑一次。Citizens go once instead of five times.', 'publicService', 610, null],
  ['o3-case-5', 'case', 'democloud', '银行风控模型上线记 / Launching a bank risk model', '从数据治理到模型监控的全过程。From data governance to model monitoring.', 'digital', 530, null],
  ['o3-case-6', 'case', 'o3', '乡村学校双师课堂 / Two-teacher rural classrooms', '城市名师与乡村教师同上一堂课。A city teacher and a village teacher share one lesson.', 'education', 420, null],
  [O3_DEMO.project, 'project', 'o3', '园区能耗看板 / Campus energy dashboard', '为产业园做一个实时能耗看板，寻找合作伙伴。A live energy dashboard for an industrial park: partners wanted.', 'energy', 210, null],
  ['o3-project-2', 'project', 'o3', '社区养老预约小程序 / Elderly care booking app', '帮社区养老中心排班与预约。Scheduling and bookings for a community care centre.', 'publicService', 160, null],
  ['o3-project-3', 'project', 'o3', '质检图像标注平台 / Quality inspection labelling', '为产线质检收集和标注图像。Collecting and labelling images for line inspection.', 'manufacturing', 120, null],
  [O3_DEMO.activity, 'activity', 'o3', '项目经理开放日 / Project managers’ open day', '线下参观三个交付项目，与项目经理面对面。Visit three delivery projects and meet their managers.', 'education', 300, 30],
  [O3_DEMO.fullActivity, 'activity', 'o3', '敏捷复盘工作坊 / Agile retrospective workshop', '小班研讨，两个名额。A small workshop: two places.', 'digital', 180, 2],
];

const BODY = '项目背景、目标、里程碑和经验总结。\n\nBackground, goals, milestones and lessons learned.';

/** Idempotent (fixed ids, on conflict do nothing). */
export async function seedO3(db: Queryable, now: number) {
  for (const [index, [id, kind, source, title, summary, category, views, capacity]] of CARDS.entries()) {
    await db.query(
      `insert into o3_cards (id, school_id, kind, source, title, summary, category, cover_url, body, views, capacity, starts_at, created_at)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13) on conflict (id) do nothing`,
      [id, DEMO.o3, kind, source, title, summary, category, `/static/covers/o3-${id}.svg`, BODY, views, capacity, kind === 'activity' ? new Date(now + (index + 3) * 86_400_000) : null, new Date(now - (index + 1) * 86_400_000)],
    );
  }
  const people = (count: number) => Array.from({ length: count }, (_, i) => `u-trainee-${i + 1}`);
  for (const [card, users] of [[O3_DEMO.activity, people(5)], [O3_DEMO.fullActivity, people(2)]] as const) {
    for (const user of users) await db.query('insert into o3_activity_people (card_id, user_id) values ($1, $2) on conflict do nothing', [card, user]);
  }
  for (const user of people(3)) await db.query('insert into o3_card_focus (card_id, user_id) values ($1, $2) on conflict do nothing', [O3_DEMO.project, user]);
}
