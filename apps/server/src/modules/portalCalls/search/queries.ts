import type { Context } from 'hono';
import type { Resource } from '@academy/contract';
import { HOT_SEARCH_MIN_PEOPLE, isPublicSearchTerm } from '@academy/rules';
import type { Queryable } from '../../../db/index.ts';
import type { AppEnv, SessionUser } from '../../../http/context.ts';
import { clientIp } from '../../../http/clientIp.ts';
import { hmac } from '../../../auth/crypto.ts';
import { toResource, type ResourceRow } from '../../resources.ts';
import { likePattern } from '../access.ts';

const SORT = { 0: 'r.created_at desc', 1: 'r.views desc', 2: 'r.downloads desc' } as const;

/** Who searched: a signed-in user, or a visitor known only by a key that tells visitors apart. */
export type Searcher = { userId: string } | { visitorKey: string };

/**
 * The searcher of a request. A visitor's key is a keyed hash of their address, never the address: a cookie would be
 * thrown away to count as many people in the popular searches; an address is harder to multiply (a school's
 * network counting as one errs on the side of showing less).
 */
export function searcherOf(c: Context<AppEnv>, user: SessionUser | null): Searcher {
  return user ? { userId: user.userId } : { visitorKey: hmac(c.get('services').secret, `search-visitor:${clientIp(c)}`) };
}

/** Keeps a search: the user's history, and one person's vote towards the school's popular searches. */
export async function recordSearch(db: Queryable, schoolId: string, searcher: Searcher, keyword: string | undefined) {
  const term = keyword?.trim();
  if (!term) return;
  await db.query('insert into searches (school_id, user_id, visitor_key, keyword) values ($1, $2, $3, $4)', [
    schoolId, 'userId' in searcher ? searcher.userId : null, 'visitorKey' in searcher ? searcher.visitorKey : null, term,
  ]);
}

/** Distinct people: users by id, visitors by key (rows from before keys were kept name nobody and count for none). */
const PEOPLE = "count(distinct coalesce('u:' || user_id, 'v:' || visitor_key))";

/**
 * The popular searches shown to everybody (issue 32): what enough distinct people searched in 30 days, in any
 * letter case, and only terms that may be shown publicly (no phone, e-mail or long number). One person searching
 * a hundred times, or someone's phone number searched by a crowd, is never among them.
 */
export async function hotSearches(db: Queryable, schoolId: string): Promise<{ keyword: string; count: number }[]> {
  const rows = await db.query<{ keyword: string; people: number }>(
    `select mode() within group (order by keyword) as keyword, ${PEOPLE}::int as people from searches
      where school_id = $1 and searched_at > now() - interval '30 days'
      group by lower(keyword) having ${PEOPLE} >= $2
      order by people desc, keyword limit 100`,
    [schoolId, HOT_SEARCH_MIN_PEOPLE],
  );
  return rows.filter((row) => isPublicSearchTerm(row.keyword)).slice(0, 10).map((row) => ({ keyword: row.keyword, count: row.people }));
}

/** One user's recent searches in a school, each keyword once, newest first. */
export async function searchHistory(db: Queryable, schoolId: string, userId: string) {
  const rows = await db.query<{ keyword: string; last: Date | string }>(
    'select keyword, max(searched_at) as last from searches where school_id = $1 and user_id = $2 group by keyword order by last desc, keyword limit 10',
    [schoolId, userId],
  );
  return rows.map((row) => ({ keyword: row.keyword, searchedAt: new Date(row.last).toISOString() }));
}

/** Per kind of content, how many of the school's resources match the keyword and categories (the search tabs). */
export async function searchFacets(db: Queryable, schoolId: string, keyword: string | undefined, categoryIds: number[] | undefined) {
  return db.query<{ contentKind: Resource['contentKind']; count: number }>(
    `select r.content_kind as "contentKind", count(*)::int as count from resources r
      where r.school_id = $1 and ($2::text is null or r.name ilike $2 or r.name_en ilike $2) and ($3::int[] is null or r.category_ids && $3)
      group by r.content_kind order by r.content_kind`,
    [schoolId, likePattern(keyword), categoryIds?.length ? categoryIds : null],
  );
}

/** Resources one user wrote in a school (resources.author_user_id), searched and paged. */
export async function listAuthored(db: Queryable, filter: { schoolId: string; userId: string; keyword?: string | undefined; sort: 0 | 1 | 2; limit: number; offset: number }) {
  const where = 'r.school_id = $1 and r.author_user_id = $2 and ($3::text is null or r.name ilike $3 or r.name_en ilike $3)';
  const params = [filter.schoolId, filter.userId, likePattern(filter.keyword)];
  const rows = await db.query<ResourceRow>(`select r.*, null::boolean as enrolled from resources r where ${where} order by ${SORT[filter.sort]}, r.id limit $4 offset $5`, [...params, filter.limit, filter.offset]);
  const [total] = await db.query<{ n: number }>(`select count(*)::int as n from resources r where ${where}`, params);
  return { total: total?.n ?? 0, list: rows.map(toResource) };
}

/** Featured lives: on now or coming, most viewed first. */
export async function boutiqueLives(db: Queryable, schoolId: string, count: number) {
  const rows = await db.query<ResourceRow>(
    "select r.*, null::boolean as enrolled from resources r where r.school_id = $1 and r.content_kind = 'live' and r.live_status in (1, 2) order by r.views desc, r.id limit $2",
    [schoolId, count],
  );
  return rows.map(toResource);
}

export async function learningMaps(db: Queryable, schoolId: string) {
  const maps = await db.query<{ id: string; name: string; name_en: string | null; cover_url: string | null }>('select * from learning_maps where school_id = $1 order by position, id', [schoolId]);
  const steps = await db.query<ResourceRow & { map_id: string; position: number }>(
    `select r.*, null::boolean as enrolled, s.map_id, s.position from learning_map_steps s join resources r on r.id = s.resource_id and r.school_id = s.school_id
      where s.school_id = $1 order by s.map_id, s.position`,
    [schoolId],
  );
  return maps.map((map) => ({
    id: map.id,
    name: map.name,
    nameEn: map.name_en,
    coverUrl: map.cover_url,
    steps: steps.filter((step) => step.map_id === map.id).map((step) => ({ position: step.position, resource: toResource(step) })),
  }));
}

export async function examTickets(db: Queryable, schoolId: string, userId: string) {
  const rows = await db.query<ResourceRow & { ticket_id: string; starts_at: Date; ends_at: Date; room: string; seat: string; status: 'issued' | 'checkedIn' | 'cancelled' }>(
    `select r.*, null::boolean as enrolled, t.id as ticket_id, t.starts_at, t.ends_at, t.room, t.seat, t.status
       from exam_tickets t join resources r on r.id = t.exam_id and r.school_id = t.school_id
      where t.school_id = $1 and t.user_id = $2 order by t.starts_at, t.id`,
    [schoolId, userId],
  );
  return rows.map((row) => ({ id: row.ticket_id, exam: toResource(row), startsAt: new Date(row.starts_at).toISOString(), endsAt: new Date(row.ends_at).toISOString(), room: row.room, seat: row.seat, status: row.status }));
}

type CategoryRow = { id: number; parent_id: number | null; name: string; name_en: string | null };
export const toCategory = (row: CategoryRow) => ({ id: row.id, parentId: row.parent_id, name: row.name, nameEn: row.name_en });

export async function categories(db: Queryable, schoolId: string, where: string, params: unknown[]) {
  const rows = await db.query<CategoryRow>(`select id, parent_id, name, name_en from categories where school_id = $1 and ${where} order by sort, id`, [schoolId, ...params]);
  return rows.map(toCategory);
}
