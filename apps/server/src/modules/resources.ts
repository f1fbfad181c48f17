import type { Resource } from '@academy/contract';
import type { Queryable } from '../db/index.ts';

export type ResourceRow = {
  id: string; resource_type: number; content_kind: Resource['contentKind']; name: string | null; name_en: string | null; cover_url: string | null; views: number;
  downloads: number; rating: number | string | null; created_at: Date | string; live_status: 1 | 2 | 3 | null; live_start_at: Date | string | null; zone: 0 | 1 | 2;
  price: number | string | null; currency: Resource['currency']; audience: 1 | 2 | 3; duration_seconds: number | null; author: string | null; category_ids: number[]; enrolled: boolean | null;
  class_id?: string | null;
};

const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

export const toResource = (row: ResourceRow): Resource => ({
  id: row.id,
  resourceType: row.resource_type as Resource['resourceType'],
  contentKind: row.content_kind,
  name: row.name,
  nameEn: row.name_en,
  coverUrl: row.cover_url,
  views: row.views,
  downloads: row.downloads,
  rating: row.rating === null ? null : Number(row.rating),
  createdAt: iso(row.created_at)!,
  liveStatus: row.live_status,
  liveStartAt: iso(row.live_start_at),
  enrolled: row.enrolled,
  zone: row.zone,
  price: row.price === null ? null : Number(row.price),
  currency: row.currency,
  audience: row.audience,
  durationSeconds: row.duration_seconds,
  author: row.author,
  categoryIds: row.category_ids,
  classId: row.class_id ?? null,
});

const SORT = { 0: 'r.created_at desc', 1: 'r.views desc', 2: 'r.downloads desc' } as const;

export type ResourceFilter = {
  schoolId: string;
  type: number;
  /** One kind, or any of several (the video search lists courses and short videos together). */
  contentKind?: string | readonly string[] | undefined;
  sort: 0 | 1 | 2;
  zone: 0 | 1 | 2;
  categoryIds?: number[] | undefined;
  keyword?: string | undefined;
  limit: number;
  offset: number;
  userId?: string | undefined;
  /** Staff lists show what the school hid too: they manage it. */
  includeHidden?: boolean;
};

/** One query for every list of resources: school, type or kind, zone, categories, keyword, sort, page. */
export async function listResources(db: Queryable, filter: ResourceFilter): Promise<{ total: number; list: Resource[] }> {
  const pattern = filter.keyword ? `%${filter.keyword.replace(/[\\%_]/g, '\\$&')}%` : null;
  // A resource the school hid has no card (its page answers 403: learning/resourcePage.ts); its staff still list it.
  const where = `r.school_id = $1 and ${filter.includeHidden ? 'true' : 'not r.hidden'}
    and ($2::int = 0 or r.resource_type = $2)
    and ($3::text[] is null or r.content_kind = any($3))
    and ($4::int = 0 or r.zone = $4)
    and ($5::int[] is null or r.category_ids && $5)
    and ($6::text is null or r.name ilike $6 or r.name_en ilike $6)`;
  const kinds = filter.contentKind === undefined ? null : typeof filter.contentKind === 'string' ? [filter.contentKind] : filter.contentKind;
  const params = [filter.schoolId, filter.type, kinds, filter.zone, filter.categoryIds?.length ? filter.categoryIds : null, pattern];
  const rows = await db.query<ResourceRow>(
    `select r.*, case when $7::text is null then null else exists (select 1 from enrollments e where e.school_id = r.school_id and e.user_id = $7 and e.resource_id = r.id) end as enrolled
       from resources r where ${where} order by ${SORT[filter.sort]}, r.id limit $8 offset $9`,
    [...params, filter.userId ?? null, filter.limit, filter.offset],
  );
  const [total] = await db.query<{ n: number }>(`select count(*)::int as n from resources r where ${where}`, params);
  return { total: total?.n ?? 0, list: rows.map(toResource) };
}
