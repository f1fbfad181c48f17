import type { Resource } from '@academy/contract';
import { isSectionVisible } from '@academy/rules';
import type { Queryable } from '../../../db/index.ts';
import { toResource, type ResourceRow } from '../../resources.ts';

// Spec §3 ranking periods: latest month 2, total 3, last year 4, this year 5 (on the column named by `at`).
const since = (period: number, at: string) =>
  ({ 2: `${at} > now() - interval '1 month'`, 3: 'true', 4: `${at} > now() - interval '1 year'`, 5: `${at} >= date_trunc('year', now())` })[period] ?? 'true';

/**
 * The honour board: points in total come from the school's points balance; points of a period are the learning
 * points awarded in it (class courseware items and course lessons); certificates are those issued in the period.
 */
export async function honourBoard(db: Queryable, schoolId: string, kind: 'points' | 'certificates', period: number, count: number, me: string | undefined) {
  const sql =
    kind === 'certificates'
      ? `select c.user_id, count(*)::int as value from class_certificates c where c.school_id = $1 and ${since(period, 'c.issued_at')} group by c.user_id`
      : period === 3
        ? 'select p.user_id, p.points as value from points p where p.school_id = $1'
        : `select e.user_id, sum(e.points)::int as value from (
             select user_id, points, awarded_at from learning_point_events where school_id = $1
             union all select user_id, points, awarded_at from lesson_point_events where school_id = $1
           ) e where ${since(period, 'e.awarded_at')} group by e.user_id`;
  const rows = await db.query<{ user_id: string; name: string | null; value: number }>(
    `select t.user_id, coalesce(u.real_name, u.nick_name) as name, t.value from (${sql}) t join users u on u.id = t.user_id
      where t.value > 0 order by t.value desc, t.user_id limit $2`,
    [schoolId, count],
  );
  return rows.map((row, index) => ({ rank: index + 1, userId: row.user_id, name: row.name, value: row.value, isMe: row.user_id === me }));
}

/** The asked ids of this school the caller may see, in the order asked (other schools' ids are simply absent). */
export async function visibleIds(db: Queryable, schoolId: string, ids: string[], isMember: boolean) {
  const rows = await db.query<{ id: string; audience: number }>('select id, audience from resources where school_id = $1 and id = any($2)', [schoolId, ids]);
  const seen = new Map(rows.map((row) => [row.id, isSectionVisible(row.audience, isMember)]));
  return ids.filter((id, index) => seen.get(id) === true && ids.indexOf(id) === index);
}

export async function manualList(db: Queryable, schoolId: string, sectionId: string, isMember: boolean): Promise<Resource[]> {
  const rows = await db.query<ResourceRow>(
    `select r.*, null::boolean as enrolled from manual_section_items m join resources r on r.id = m.resource_id and r.school_id = m.school_id
      where m.school_id = $1 and m.section_id = $2 order by m.position`,
    [schoolId, sectionId],
  );
  return rows.filter((row) => isSectionVisible(row.audience, isMember)).map(toResource);
}

export async function groupLogos(db: Queryable, schoolId: string) {
  const rows = await db.query<{ id: string; name: string; name_en: string | null; logo_url: string | null }>(
    `select s.id, s.name, s.name_en, s.logo_url from schools s
      where s.id = $1 or s.id in (select g.school_id from school_groups g join school_groups mine on mine.group_id = g.group_id where mine.school_id = $1)
      order by (s.id = $1) desc, (select min(position) from school_groups where school_id = s.id), s.id`,
    [schoolId],
  );
  return rows.map((row) => ({ schoolId: row.id, name: row.name, nameEn: row.name_en, logoUrl: row.logo_url }));
}
