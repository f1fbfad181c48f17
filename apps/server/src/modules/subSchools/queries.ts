import type { SubSchool } from '@academy/contract';
import type { Queryable } from '../../db/index.ts';

export type SubSchoolRow = { id: string; parent_id: string; name: string; name_en: string | null; logo_url: string | null; open_school: boolean; has_page: boolean };

/** Columns of a sub-school row, with whether it released a page of its own. */
export const SUB_SCHOOL_COLUMNS = `s.id, s.parent_id, s.name, s.name_en, s.logo_url, s.open_school,
  exists (select 1 from pages p where p.school_id = s.id and p.status = 'released') as has_page`;

export const toSubSchool = (row: SubSchoolRow): SubSchool => ({
  id: row.id, parentId: row.parent_id, name: row.name, nameEn: row.name_en, logoUrl: row.logo_url, openSchool: row.open_school, decorated: row.has_page,
});

/** A LIKE pattern that matches the keyword literally (its % and _ are not wildcards), or null for no keyword. */
export const likePattern = (keyword: string | undefined) => (keyword ? `%${keyword.replace(/[\\%_]/g, '\\$&')}%` : null);

/** The first `limit` sub-schools of each parent, in one query. */
export async function childrenOf(db: Queryable, parentIds: string[], limit: number): Promise<Map<string, { total: number; list: SubSchool[] }>> {
  const result = new Map(parentIds.map((id) => [id, { total: 0, list: [] as SubSchool[] }]));
  if (parentIds.length === 0) return result;
  const rows = await db.query<SubSchoolRow & { position: number; total: number }>(
    `select * from (
       select ${SUB_SCHOOL_COLUMNS}, row_number() over (partition by s.parent_id order by s.id)::int as position, count(*) over (partition by s.parent_id)::int as total
       from schools s where s.parent_id = any($1::text[])
     ) ranked where position <= greatest($2::int, 1) order by parent_id, position`,
    [parentIds, limit],
  );
  for (const row of rows) {
    const entry = result.get(row.parent_id)!;
    entry.total = row.total;
    if (limit > 0) entry.list.push(toSubSchool(row));
  }
  return result;
}

/** Is the user a valid member of the school? */
export async function isValidMember(db: Queryable, schoolId: string, userId: string | undefined): Promise<boolean> {
  if (!userId) return false;
  const [row] = await db.query<{ ok: number }>('select 1 as ok from members where school_id = $1 and user_id = $2 and is_valid', [schoolId, userId]);
  return Boolean(row);
}
