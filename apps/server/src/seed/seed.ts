import { sampleSchoolThemes } from '@academy/tokens';
import type { FooterConfig, PageComposition } from '@academy/contract';
import type { Database, Queryable } from '../db/index.ts';
import { insertRows } from '../db/insertRows.ts';
import { seedClasses } from './classes.ts';
import { seedClassFiles } from './classFiles.ts';
import { seedClassInfo } from './classInfo.ts';
import { seedSurveys } from './surveys.ts';
import { seedPersonalSpace } from './personalSpace.ts';
import { seedPortalCalls } from './portalCalls.ts';
import { seedSubSchools } from './subSchools.ts';
import { seedIdentityDemo } from './identity.ts';
import { seedIdentityParties } from './identityParties.ts';
import { seedNetworkDemo } from './identityNetwork.ts';
import { seedOauthClients } from './oauthClients.ts';
import { seedInvites } from './invites.ts';
import { seedMarket } from './market.ts';
import { seedLearning, seedLessons } from './learning.ts';
import { seedLiveAndTopics } from './liveAndTopics.ts';
import { seedExams } from './exams.ts';
import { seedAgreements } from './agreements.ts';
import { DEMO } from './demoIds.ts';
import { seedRegistration } from './registration.ts';
import { ARTICLE_NAMES, COURSE_NAMES, EXAM_NAMES, KNOWLEDGE_NAMES, LIVE_NAMES, PEOPLE, QUESTION_NAMES, TOPIC_NAMES, VIDEO_NAMES } from './names.ts';

export { DEMO } from './demoIds.ts';

/** Deterministic pseudo-random numbers: the same demo on every machine. */
function random(seed: number) {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const DAY = 86_400_000;

type Kind = { kind: string; type: number; names: [string, string][]; count: number; cover: string };
const KINDS: Kind[] = [
  { kind: 'course', type: 1, names: COURSE_NAMES, count: 40, cover: 'course' },
  { kind: 'exam', type: 2, names: EXAM_NAMES, count: 24, cover: 'exam' },
  { kind: 'knowledge', type: 3, names: KNOWLEDGE_NAMES, count: 30, cover: 'doc' },
  { kind: 'live', type: 4, names: LIVE_NAMES, count: 24, cover: 'live' },
  { kind: 'class', type: 5, names: COURSE_NAMES, count: 10, cover: 'class' },
  { kind: 'article', type: 0, names: ARTICLE_NAMES, count: 24, cover: 'article' },
  { kind: 'question', type: 0, names: QUESTION_NAMES, count: 24, cover: 'question' },
  { kind: 'shortVideo', type: 0, names: VIDEO_NAMES, count: 24, cover: 'video' },
  { kind: 'topic', type: 17, names: TOPIC_NAMES, count: 6, cover: 'topic' },
  { kind: 'course', type: 10, names: COURSE_NAMES, count: 8, cover: 'paid' },
  { kind: 'course', type: 11, names: COURSE_NAMES, count: 6, cover: 'shared' },
];

async function seedResources(tx: Queryable, schoolId: string, scale: number, now: number) {
  const next = random(Number(schoolId.slice(-3)) * 7919);
  const rows: unknown[][] = [];
  for (const { kind, type, names, count, cover } of KINDS) {
    for (let i = 0; i < Math.ceil(count * scale); i += 1) {
      const [name, nameEn] = names[i % names.length]!;
      const round = Math.floor(i / names.length);
      const suffix = round ? ` (${round + 1})` : '';
      // Views span 0 to ~12 million so the short form (999, 1k, 9999k cap) shows on real cards.
      const views = Math.floor(next() ** 3 * 12_000_000);
      const createdAt = new Date(now - Math.floor(next() * 720) * DAY - Math.floor(next() * DAY));
      const liveStatus = kind === 'live' ? ((i % 3) + 1) : null;
      const liveStart = kind === 'live' ? new Date(now + (liveStatus === 1 ? 2 : liveStatus === 2 ? 0 : -5) * DAY) : null;
      const zone = i % 5 === 0 ? 1 : i % 3 === 0 ? 2 : 0;
      const paid = type === 10 || i % 7 === 3;
      const currencies = ['CNY', 'USD', 'EUR', 'GBP', 'JPY'];
      const currency = paid ? currencies[i % currencies.length]! : null;
      const price = paid ? (currency === 'JPY' ? 1980 : [9.9, 49, 99, 199, 299][i % 5]!) : null;
      rows.push([
        `${schoolId.slice(-3)}-${cover}-${i + 1}`, schoolId, type, kind, `${name}${suffix}`, `${nameEn}${suffix}`,
        `/static/covers/${cover}-${(i % 12) + 1}.svg`, views, Math.floor(views * next() * 0.05), kind === 'question' ? null : Math.round((3 + next() * 2) * 10) / 10,
        createdAt, liveStatus, liveStart, zone, price, currency, i % 11 === 5 ? 2 : 1,
        kind === 'shortVideo' ? 15 + Math.floor(next() * 160) : kind === 'course' ? 600 + Math.floor(next() * 7200) : null,
        PEOPLE[i % PEOPLE.length]![0], [1 + (i % 4), 5 + (i % 3)],
      ]);
    }
  }
  await insertRows(tx, 'resources', ['id', 'school_id', 'resource_type', 'content_kind', 'name', 'name_en', 'cover_url', 'views', 'downloads', 'rating', 'created_at',
    'live_status', 'live_start_at', 'zone', 'price', 'currency', 'audience', 'duration_seconds', 'author', 'category_ids'], rows);
}

const t = (name: string, nameEn: string) => ({ name, nameEn });

/** The decorated home of the demo school: all nine card kinds, rankings, banner, navigation. */
export function demoComposition(): PageComposition {
  const cards = (id: string, cardKind: number, title: ReturnType<typeof t>, source: PageComposition['sections'][number] extends infer S ? S extends { type: 'cards'; source: infer D } ? D : never : never, columns = 4, titleMode: 0 | 1 | 2 = 1, audience: 1 | 2 | 3 = 1) =>
    ({ id, type: 'cards' as const, cardKind, title, titleMode, columns, audience, source });
  return {
    sections: [
      { id: 'banner', type: 'banner', audience: 1, slides: [{ ...t('新学期，新目标', 'New term, new goals'), imageUrl: '/static/covers/banner-1.svg', href: null }, { ...t('直播周开始啦', 'Live week is here'), imageUrl: '/static/covers/banner-2.svg', href: null }] },
      { id: 'nav', type: 'navigation', audience: 1 },
      cards('all-in-one', 1, t('推荐学习', 'Recommended for you'), { resourceType: 0, sort: 1, zone: 0, categoryIds: [], count: 8 }, 4, 2),
      cards('most-viewed', 4, t('最多浏览', 'Most viewed'), { resourceType: 1, contentKind: 'course', sort: 1, zone: 0, categoryIds: [], count: 8 }, 4),
      cards('highest-rated', 6, t('最高评分', 'Highest rated'), { resourceType: 1, contentKind: 'course', sort: 1, zone: 0, categoryIds: [], count: 6 }, 3),
      cards('short-videos', 3, t('短视频', 'Short videos'), { resourceType: 0, contentKind: 'shortVideo', sort: 0, zone: 0, categoryIds: [], count: 10 }, 5),
      cards('most-downloads', 5, t('最多下载', 'Most downloaded'), { resourceType: 3, contentKind: 'knowledge', sort: 2, zone: 0, categoryIds: [], count: 6 }, 3, 1, 2),
      { id: 'rankings', type: 'ranking', title: t('排行榜', 'Leaderboards'), audience: 1, period: 3, kind: 1, range: 4, lists: ['newCourses', 'hotCourses', 'hotKnowledge', 'traineePoints'] },
      cards('hottest-articles', 7, t('热门文章', 'Hottest articles'), { resourceType: 0, contentKind: 'article', sort: 1, zone: 0, categoryIds: [], count: 6 }, 2),
      cards('newest-qa', 8, t('最新问答', 'Newest questions'), { resourceType: 0, contentKind: 'question', sort: 0, zone: 0, categoryIds: [], count: 6 }, 2),
      cards('newest-articles', 9, t('最新文章', 'Newest articles'), { resourceType: 0, contentKind: 'article', sort: 0, zone: 0, categoryIds: [], count: 6 }, 3),
      cards('single-page', 2, t('加入我们', 'Join the academy'), { resourceType: 17, contentKind: 'topic', sort: 0, zone: 0, categoryIds: [], count: 1 }, 2, 1, 3),
    ],
  };
}

const footer = (template: 1 | 2, school: string): FooterConfig => ({
  templates: [{ type: 1, isUsed: template === 1 }, { type: 2, isUsed: template === 2 }],
  copyright: { company: `© 2026 ${school}`, beian: template === 2 ? '京ICP备12345678号' : null, registerSystemInfo: template === 2 ? '京公网安备 11010802000000号' : null, support: 'Academy Portal' },
  footerNavigations: [
    { showName: 'Help', relateType: 'centerGuide', relateUrl: null, children: [{ showName: 'Student guide', relateType: 'stuGuide', relateUrl: null }, { showName: 'Manager guide', relateType: 'manGuide', relateUrl: null }] },
    { showName: 'Feedback', relateType: 'feedback', relateUrl: null },
    { showName: 'Cookie settings', relateType: 'cookieSettings', relateUrl: null },
    { showName: 'Cookie policy', relateType: 'cookiePolicy', relateUrl: null },
    { showName: 'Privacy', relateType: 'privacy', relateUrl: '/privacy' },
    { showName: 'About us', relateType: 'custom', relateUrl: '/service' },
  ],
  footerQrCodes: template === 2 ? [{ showName: 'Mobile app', url: '/static/covers/qr-app.svg', urlEn: '/static/covers/qr-app-en.svg', urlMobile: '/static/covers/qr-app-m.svg', explainMobile: 'Scan to learn on your phone' }] : [],
  showVersion: template === 2,
  version: template === 2 ? '2026.11' : null,
});

const navigation = (schoolId: string) => [
  { id: 'home', name: '首页', nameEn: 'Home', href: `/portal/${schoolId}` },
  { id: 'courses', name: '课程', nameEn: 'Courses', href: `/portal/${schoolId}/more?type=1` },
  { id: 'exams', name: '考试', nameEn: 'Exams', href: `/portal/${schoolId}/more?type=2` },
  { id: 'knowledge', name: '知识', nameEn: 'Knowledge', href: `/portal/${schoolId}/more?type=3` },
  { id: 'live', name: '直播', nameEn: 'Live', href: `/portal/${schoolId}/more?type=4` },
  { id: 'community', name: '社区', nameEn: 'Community', href: `/portal/${schoolId}/community` },
];

/** Two facets; resources carry ids 1–4 (topic) and 5–7 (kind of training). */
const CATEGORY_TREE: { id: number; name: string; nameEn: string; children: [number, string, string][] }[] = [
  { id: 100, name: '主题', nameEn: 'Topics', children: [[1, '领导力', 'Leadership'], [2, '数据与人工智能', 'Data and AI'], [3, '云计算', 'Cloud'], [4, '销售', 'Sales']] },
  { id: 200, name: '培训类型', nameEn: 'Training', children: [[5, '安全生产', 'Safety'], [6, '语言', 'Languages'], [7, '入职培训', 'Onboarding']] },
];

/** Idempotent, so databases seeded before the categories table existed get them too. */
async function seedCategories(db: Queryable) {
  const rows = [DEMO.mainland, DEMO.overseas, DEMO.o3].flatMap((school) =>
    CATEGORY_TREE.flatMap((facet, facetIndex) => [
      [school, facet.id, null, facet.name, facet.nameEn, facetIndex],
      ...facet.children.map(([id, name, nameEn], index) => [school, id, facet.id, name, nameEn, index]),
    ]));
  await insertRows(db, 'categories', ['school_id', 'id', 'parent_id', 'name', 'name_en', 'sort'], rows, 'on conflict do nothing');
}

/** Seeds the demo once (fixed ids): three schools, three users and their roles, content, pages, settings. */
export async function seedDemo(db: Database, now = Date.now()): Promise<boolean> {
  const [seeded] = await db.query('select 1 from schools where id = $1', [DEMO.mainland]);
  if (seeded) {
    await seedCategories(db);
    await seedClasses(db, now);
    await seedClassFiles(db, now);
    await seedLiveAndTopics(db);
    await seedClassInfo(db, now);
    await seedSurveys(db, now);
    await seedPersonalSpace(db, now);
    await seedPortalCalls(db, now);
    await seedSubSchools(db, now);
    await seedMarket(db, now);
    await seedIdentityDemo(db);
    await seedIdentityParties(db);
    await seedNetworkDemo(db);
    await seedOauthClients(db);
    await seedInvites(db, now);
    await seedAgreements(db);
    await seedRegistration(db);
    await seedExams(db);
    return false;
  }
  await db.transaction(async (tx) => {
    const [harbour, sahara] = sampleSchoolThemes;
    const allLocales = ['zh_CN', 'en_US', 'es_ES', 'ru_RU', 'ar_SA', 'pl_PL', 'de_DE', 'tr_TR', 'fr_FR', 'ja_JP', 'ko_KR', 'pt_BR'];
    const schools = [
      [DEMO.mainland, '海港学院', 'Harbour Academy', 'mainland', 'zh_CN', true, 1, false, JSON.stringify(harbour), true],
      [DEMO.overseas, '撒哈拉学院', 'Sahara Institute', 'overseas', 'en_US', false, 1, false, JSON.stringify(sahara), false],
      [DEMO.o3, '项目管理学院', 'Project Management School', 'mainland', 'zh_CN', true, 1, true, null, true],
    ];
    for (const [id, name, nameEn, region, locale, open, method, o3, theme, decorated] of schools) {
      await tx.query(
        `insert into schools (id, name, name_en, region, default_locale, open_school, login_method, is_o3, theme, decorated, logo_url, locales)
         values ($1,$2,$3,$4,$5,$6,$7,$8,$9,$10,$11,$12)`,
        [id, name, nameEn, region, locale, open, method, o3, theme, decorated, `/static/covers/logo-${String(id).slice(-1)}.svg`, allLocales],
      );
    }
    const users = [
      [DEMO.learner.id, DEMO.learner.mobile, DEMO.learner.email, '李明', 'Ming'],
      [DEMO.lecturer.id, DEMO.lecturer.mobile, null, '王芳', 'Fang'],
      [DEMO.admin.id, DEMO.admin.mobile, 'admin@example.com', '张伟', 'Wei'],
    ];
    for (const row of users) await tx.query('insert into users (id, mobile, email, real_name, nick_name) values ($1,$2,$3,$4,$5)', row);
    const members = [
      [DEMO.mainland, DEMO.learner.id, 'learner', 0], [DEMO.overseas, DEMO.learner.id, 'learner', 0], [DEMO.mainland, DEMO.lecturer.id, 'lecturer', 1],
      [DEMO.mainland, DEMO.admin.id, 'admin', 0], [DEMO.o3, DEMO.admin.id, 'admin', 0],
    ];
    for (const row of members) await tx.query('insert into members (school_id, user_id, role, school_union_leader) values ($1,$2,$3,$4)', row);

    // Trainees for the points ranking (top 50), the learner among them.
    const next = random(42);
    const trainees = Array.from({ length: 56 }, (_, i) => ({ id: `u-trainee-${i + 1}`, name: `${PEOPLE[i % PEOPLE.length]![0]}${i >= PEOPLE.length ? Math.floor(i / PEOPLE.length) + 1 : ''}` }));
    await insertRows(tx, 'users', ['id', 'real_name'], trainees.map(({ id, name }) => [id, name]));
    await insertRows(tx, 'members', ['school_id', 'user_id', 'role'], trainees.map(({ id }) => [DEMO.mainland, id, 'learner']));
    await insertRows(tx, 'points', ['school_id', 'user_id', 'points'], trainees.map(({ id }) => [DEMO.mainland, id, Math.floor(200 + next() * 9800)]));
    await tx.query('insert into points (school_id, user_id, points) values ($1, $2, $3)', [DEMO.mainland, DEMO.learner.id, 5321]);

    await seedResources(tx, DEMO.mainland, 1, now);
    await seedResources(tx, DEMO.overseas, 0.5, now);
    await seedResources(tx, DEMO.o3, 0.3, now);
    await tx.query("insert into enrollments (school_id, user_id, resource_id) select school_id, $1, id from resources where school_id = $2 and content_kind = 'course' order by id limit 5", [DEMO.learner.id, DEMO.mainland]);

    const composition = JSON.stringify(demoComposition());
    for (const school of [DEMO.mainland, DEMO.overseas, DEMO.o3]) {
      for (const status of ['draft', 'released']) {
        await tx.query('insert into pages (school_id, status, id, version, composition) values ($1, $2, $3, 1, $4)', [school, status, `${school}-home`, composition]);
      }
      await tx.query('insert into navigations (school_id, items) values ($1, $2)', [school, JSON.stringify(navigation(school))]);
    }
    await tx.query('insert into footers (school_id, config) values ($1, $2)', [DEMO.mainland, JSON.stringify(footer(2, 'Harbour Academy'))]);
    await tx.query('insert into footers (school_id, config) values ($1, $2)', [DEMO.overseas, JSON.stringify(footer(1, 'Sahara Institute'))]);
    await tx.query('insert into footers (school_id, config) values ($1, $2)', [DEMO.o3, JSON.stringify(footer(1, 'Project Management School'))]);

    await tx.query('insert into bulletins (id, school_id, content, start_time, end_time, status) values ($1, $2, $3, $4, $5, 1)', [
      'bulletin-2026-autumn', DEMO.mainland,
      '<strong>秋季学期选课已开放 / Autumn enrolment is open</strong> — <a href="/portal/1000000000000000001/more?type=1">查看课程 / See courses</a>',
      new Date(now - 2 * DAY), new Date(now + 120 * DAY),
    ]);
    const service = JSON.stringify({ servicePhone: '400-800-1234', serviceEmail: 'help@harbour.example', serviceWeChat: 'HarbourAcademy' });
    for (const school of [DEMO.mainland, DEMO.overseas]) {
      await tx.query('insert into school_config (school_id, config_type, config_value) values ($1, $2, $3), ($1, $4, $5)', [school, 'customerServiceSwitch', '1', 'customerServiceInfo', service]);
    }
    await seedCategories(tx);
    await seedClasses(tx, now);
    await seedClassFiles(tx, now);
    await seedClassInfo(tx, now);
    await seedSurveys(tx, now);
    await seedPersonalSpace(tx, now);
    await seedPortalCalls(tx, now);
    await seedSubSchools(tx, now);
    await seedMarket(tx, now);
    await seedLearning(tx);
    await seedLessons(tx);
    await seedExams(tx);
    await seedLiveAndTopics(tx);
  });
  await seedIdentityDemo(db);
  await seedIdentityParties(db);
  await seedNetworkDemo(db);
  await seedOauthClients(db);
  await seedInvites(db, now);
  await seedAgreements(db);
  await seedRegistration(db);
  return true;
}
