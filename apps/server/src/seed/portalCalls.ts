import type { Queryable } from '../db/index.ts';
import { DEMO } from './demoIds.ts';

/** Demo rows of the remaining portal calls (issue 22, helper G): ids in the 36… range. Idempotent. */
export const PORTAL_CALLS_DEMO = {
  maps: ['3600000000000000001', '3600000000000000002'],
  tickets: ['3600000000000000011', '3600000000000000012'],
  sections: { mainlandNews: '3600000000000000021', mainlandActivities: '3600000000000000022', overseas: '3600000000000000023' },
  posts: { welcome: '3600000000000000031', studyGroup: '3600000000000000032', overseas: '3600000000000000033', notes: '3600000000000000034' },
  comments: { notes: '3600000000000000041' },
  /** The demo school's mobile portal: this server's /m pages (mobile/routes.ts). */
  mobilePortalUrl: '/m',
} as const;

const DAY = 86_400_000;

export async function seedPortalCalls(db: Queryable, now: number) {
  const [done] = await db.query('select 1 from learning_maps where id = $1', [PORTAL_CALLS_DEMO.maps[0]]);
  if (done) return;
  const ids = PORTAL_CALLS_DEMO;
  await db.query('update schools set exam_tickets = true, mobile_portal_url = $2 where id = $1', [DEMO.mainland, ids.mobilePortalUrl]);
  // The footer's QR code of the mobile portal: an address, so the footer draws a real code a phone can scan.
  const mobileQr = { showName: '手机学院 · Mobile portal', url: `/m/portal/${DEMO.mainland}`, urlEn: `/m/portal/${DEMO.mainland}?sxz-lang=en_US`, urlMobile: null, explainMobile: null };
  await db.query("update footers set config = jsonb_set(config, '{footerQrCodes}', (config->'footerQrCodes') || $2::jsonb) where school_id = $1", [DEMO.mainland, JSON.stringify([mobileQr])]);
  // Spec §4 pages switch: main switch off, the demo school on the white list (v2); the others read v1.
  await db.query("insert into settings (key, value) values ('portal.pagesSwitch', $1) on conflict (key) do nothing", [JSON.stringify({ mainSwitch: 0, whiteList: [DEMO.mainland] })]);

  const maps: [string, string, string, string[]][] = [
    [ids.maps[0], '新员工学习地图', 'New starter learning map', ['001-course-1', '001-doc-1', '001-course-2', '001-exam-1']],
    [ids.maps[1], '数据分析进阶', 'Data analysis path', ['001-course-3', '001-live-1', '001-doc-2', '001-exam-2']],
  ];
  for (const [position, [id, name, nameEn, steps]] of maps.entries()) {
    await db.query('insert into learning_maps (id, school_id, name, name_en, cover_url, position) values ($1, $2, $3, $4, $5, $6)', [id, DEMO.mainland, name, nameEn, `/static/covers/course-${position + 1}.svg`, position]);
    for (const [step, resource] of steps.entries()) await db.query('insert into learning_map_steps (map_id, school_id, position, resource_id) values ($1, $2, $3, $4)', [id, DEMO.mainland, step + 1, resource]);
  }

  const tickets: [string, string, number, string, string, string][] = [
    [ids.tickets[0], '001-exam-1', 3, 'A-301', '12', 'issued'],
    [ids.tickets[1], '001-exam-2', 10, 'B-105', '7', 'issued'],
  ];
  for (const [id, exam, inDays, room, seat, status] of tickets) {
    const startsAt = new Date(now + inDays * DAY);
    await db.query('insert into exam_tickets (id, school_id, user_id, exam_id, starts_at, ends_at, room, seat, status) values ($1, $2, $3, $4, $5, $6, $7, $8, $9)', [id, DEMO.mainland, DEMO.learner.id, exam, startsAt, new Date(startsAt.getTime() + 2 * 3_600_000), room, seat, status]);
  }

  for (const [position, resource] of ['001-course-5', '001-course-8', '001-doc-3', '001-live-2', '001-article-1'].entries()) {
    await db.query('insert into manual_section_items (school_id, section_id, position, resource_id) values ($1, $2, $3, $4)', [DEMO.mainland, 'most-viewed', position, resource]);
  }
  for (const [position, school] of [DEMO.mainland, DEMO.overseas, DEMO.o3].entries()) {
    await db.query('insert into school_groups (group_id, school_id, position) values ($1, $2, $3)', ['harbour-union', school, position]);
  }
  // Resources the demo lecturer wrote (manager-resource, publish/resource), unless personal spaces linked them already.
  await db.query("update resources set author_user_id = $1 where id in ('001-course-1', '001-course-2', '001-doc-1') and author_user_id is null", [DEMO.lecturer.id]);

  const sections: [string, string, string, string, number][] = [
    [ids.sections.mainlandNews, DEMO.mainland, '学院动态', 'Academy news', 0],
    [ids.sections.mainlandActivities, DEMO.mainland, '线下活动', 'Activities', 1],
    [ids.sections.overseas, DEMO.overseas, 'Community', 'Community', 0],
  ];
  for (const row of sections) await db.query('insert into community_sections (id, school_id, name, name_en, position) values ($1, $2, $3, $4, $5)', row);
  const posts: [string, string, string, string, string, string, number | null, number][] = [
    [ids.posts.welcome, DEMO.mainland, ids.sections.mainlandNews, '欢迎来到海港学院社区', '在这里分享学习心得，提出问题。Share what you learn and ask questions.', 'post', null, 5],
    [ids.posts.studyGroup, DEMO.mainland, ids.sections.mainlandActivities, '周六数据分析学习小组', '本周六上午十点，图书馆二楼，限 20 人。Saturday 10:00, library, 20 places.', 'activity', 20, 2],
    [ids.posts.overseas, DEMO.overseas, ids.sections.overseas, 'Welcome to the Sahara community', 'Introduce yourself here.', 'post', null, 4],
    [ids.posts.notes, DEMO.mainland, ids.sections.mainlandNews, '数据分析课程学习笔记', '第三章的透视表练习很有用，附上我的笔记。Notes on chapter 3: pivot tables.', 'post', null, 3],
  ];
  for (const [id, school, section, title, content, kind, capacity, daysAgo] of posts) {
    await db.query(
      "insert into community_posts (id, school_id, section_id, author_id, title, content, kind, capacity, enrol_closes_at, status, created_at) values ($1, $2, $3, $4, $5, $6, $7, $8, $9, 'published', $10)",
      [id, school, section, school === DEMO.mainland && id !== ids.posts.notes ? DEMO.admin.id : DEMO.learner.id, title, content, kind, capacity, capacity ? new Date(now + 5 * DAY) : null, new Date(now - daysAgo * DAY)],
    );
  }
  await db.query('insert into community_comments (id, school_id, post_id, author_id, content, created_at) values ($1, $2, $3, $4, $5, $6)', [ids.comments.notes, DEMO.mainland, ids.posts.notes, DEMO.lecturer.id, '整理得很清楚，谢谢分享！', new Date(now - 2 * DAY)]);
  // Refused words: two for every school, one of the demo school's own.
  for (const [school, word] of [[null, 'casino'], [null, '赌博'], [DEMO.mainland, 'spoiler']] as const) {
    await db.query('insert into moderation_words (school_id, word) values ($1, $2)', [school, word]);
  }
}
