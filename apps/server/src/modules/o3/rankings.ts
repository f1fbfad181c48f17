import type { O3Ranking } from '@academy/contract';
import type { Queryable } from '../../db/index.ts';

const TOP = 10;

/** What each custom ranking source counts (spec §7 O3/getCustomRankings sourceType). */
const SOURCES: Record<number, string> = {
  1: `select id, name, name_en, views as value from resources where school_id = $1 and content_kind = 'course' order by views desc, id limit ${TOP}`,
  2: `select id, title as name, null as name_en, views as value from o3_cards where school_id = $1 and kind = 'case' order by views desc, id limit ${TOP}`,
  3: `select c.id, c.title as name, null as name_en, count(f.user_id)::int as value from o3_cards c left join o3_card_focus f on f.card_id = c.id
      where c.school_id = $1 and c.kind = 'project' group by c.id, c.title order by value desc, c.id limit ${TOP}`,
  4: `select c.id, c.title as name, null as name_en, count(p.user_id)::int as value from o3_cards c left join o3_activity_people p on p.card_id = c.id
      where c.school_id = $1 and c.kind = 'activity' group by c.id, c.title order by value desc, c.id limit ${TOP}`,
};

export async function customRanking(db: Queryable, schoolId: string, sourceType: number): Promise<O3Ranking> {
  const rows = await db.query<{ id: string; name: string | null; name_en: string | null; value: number | string }>(SOURCES[sourceType]!, [schoolId]);
  return { sourceType, entries: rows.map((row, index) => ({ rank: index + 1, id: row.id, name: row.name ?? row.name_en ?? row.id, nameEn: row.name_en, value: Number(row.value) })) };
}
