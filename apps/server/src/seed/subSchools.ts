import { sampleSchoolThemes } from '@academy/tokens';
import type { PageComposition } from '@academy/contract';
import type { Queryable } from '../db/index.ts';
import { DEMO } from './demoIds.ts';
import { seedO3 } from './o3.ts';

/**
 * Sub-schools of the demo school …001 (issue #22): Shenzhen has its own released page and theme, Online has none
 * and shows its parent's, Evening is a closed union; …004 belongs to the overseas school (404 under …001).
 */
export const SUB_SCHOOL_DEMO = {
  shenzhen: '3400000000000000001',
  online: '3400000000000000002',
  evening: '3400000000000000003',
  overseasBranch: '3400000000000000004',
} as const;

const ALL_LOCALES = ['zh_CN', 'en_US', 'es_ES', 'ru_RU', 'ar_SA', 'pl_PL', 'de_DE', 'tr_TR', 'fr_FR', 'ja_JP', 'ko_KR', 'pt_BR'];
const t = (name: string, nameEn: string) => ({ name, nameEn });
const courses = { resourceType: 1 as const, contentKind: 'course' as const, sort: 0 as const, zone: 0 as const, categoryIds: [], count: 4 };

/** Shenzhen's own page: its courses for everyone, a corner for members only and an invitation for visitors only. */
export function shenzhenComposition(): PageComposition {
  const sahara = sampleSchoolThemes[1]!;
  return {
    sections: [
      { id: 'sz-banner', type: 'banner', audience: 1, slides: [{ ...t('深圳分院欢迎你', 'Welcome to the Shenzhen campus'), imageUrl: '/static/covers/banner-2.svg', href: null }] },
      { id: 'sz-courses', type: 'cards', cardKind: 4, title: t('深圳分院课程', 'Shenzhen campus courses'), titleMode: 1, columns: 4, audience: 1, source: courses },
      { id: 'sz-members', type: 'cards', cardKind: 6, title: t('学员专区', 'Members’ corner'), titleMode: 1, columns: 4, audience: 2, source: { ...courses, sort: 1 } },
      { id: 'sz-visitors', type: 'cards', cardKind: 4, title: t('加入深圳分院', 'Join the Shenzhen campus'), titleMode: 1, columns: 4, audience: 3, source: { ...courses, count: 2 } },
    ],
    theme: { light: sahara.light as Record<string, string>, ...(sahara.dark ? { dark: sahara.dark as Record<string, string> } : {}) },
  };
}

/** Idempotent (fixed ids, on conflict do nothing): a database seeded before this issue gets them too. */
export async function seedSubSchools(db: Queryable, now: number) {
  const sahara = sampleSchoolThemes[1]!;
  const schools: [string, string, string, string, string | null, 'open' | 'members' | 'closed'][] = [
    [SUB_SCHOOL_DEMO.shenzhen, DEMO.mainland, '海港学院·深圳分院', 'Harbour Academy Shenzhen Campus', JSON.stringify({ ...sahara, id: 'harbour-shenzhen', name: 'Harbour Academy Shenzhen Campus' }), 'members'],
    [SUB_SCHOOL_DEMO.online, DEMO.mainland, '海港学院·在线学院', 'Harbour Academy Online Campus', null, 'open'],
    [SUB_SCHOOL_DEMO.evening, DEMO.mainland, '海港学院·夜校', 'Harbour Academy Evening School', null, 'closed'],
    [SUB_SCHOOL_DEMO.overseasBranch, DEMO.overseas, 'Sahara Institute Cairo Branch', 'Sahara Institute Cairo Branch', null, 'members'],
  ];
  for (const [id, parent, name, nameEn, theme, join] of schools) {
    await db.query(
      `insert into schools (id, parent_id, name, name_en, region, default_locale, open_school, login_method, theme, decorated, logo_url, locales, union_join)
       select $1, $2, $3, $4, region, default_locale, true, 1, $5::jsonb, $6, logo_url, $7, $8 from schools where id = $2
       on conflict (id) do nothing`,
      [id, parent, name, nameEn, theme, id === SUB_SCHOOL_DEMO.shenzhen, ALL_LOCALES, join],
    );
    // The demo administrator decorates every sub-school (/design/{parent}/sub-school/{id}).
    await db.query("insert into members (school_id, user_id, role) values ($1, $2, 'admin') on conflict do nothing", [id, DEMO.admin.id]);
  }
  // The lecturer leads the parent's union (school_union_leader 1) but not Shenzhen's (2 is not "leader").
  await db.query("insert into members (school_id, user_id, role, school_union_leader) values ($1, $2, 'lecturer', 2) on conflict do nothing", [SUB_SCHOOL_DEMO.shenzhen, DEMO.lecturer.id]);
  const composition = JSON.stringify(shenzhenComposition());
  for (const status of ['draft', 'released']) {
    await db.query('insert into pages (school_id, status, id, version, composition) values ($1, $2, $3, 1, $4) on conflict do nothing', [SUB_SCHOOL_DEMO.shenzhen, status, `${SUB_SCHOOL_DEMO.shenzhen}-home`, composition]);
  }
  const names = [['深圳湾数字化实践', 'Digital practice at Shenzhen Bay'], ['粤港澳大湾区商务', 'Greater Bay Area business'], ['硬件创新工作坊', 'Hardware innovation workshop'], ['跨境电商入门', 'Cross-border e-commerce basics']];
  for (const [index, [name, nameEn]] of names.entries()) {
    await db.query(
      `insert into resources (id, school_id, resource_type, content_kind, name, name_en, cover_url, views, downloads, rating, created_at, zone, audience, duration_seconds, author, category_ids)
       values ($1, $2, 1, 'course', $3, $4, $5, $6, 0, 4.5, $7, 0, 1, 3600, '陈静', '{1}') on conflict do nothing`,
      [`sz-course-${index + 1}`, SUB_SCHOOL_DEMO.shenzhen, name, nameEn, `/static/covers/course-${index + 1}.svg`, 900 - index * 100, new Date(now - (index + 1) * 86_400_000)],
    );
  }
  await seedO3(db, now);
}
