import type { z } from 'zod';
import type { ClassSearchQuery } from '@academy/contract';
import { manageableClassesSql, SqlParams, type Caller } from './access.ts';
import { likePattern, SUMMARY_COLUMNS } from './queries.ts';

// Status from the dates at `now` (the same rule as eventStatus in @academy/rules), as SQL on the indexed columns.
const statusSql = (now: string) => `case when ${now}::timestamptz < c.starts_at then 1 when ${now}::timestamptz < c.ends_at then 2 else 3 end`;
export const statusFilter = (status: 1 | 2 | 3, now: string) =>
  ({
    1: `c.starts_at > ${now}::timestamptz`,
    2: `c.starts_at <= ${now}::timestamptz and c.ends_at > ${now}::timestamptz`,
    3: `c.ends_at <= ${now}::timestamptz`,
  })[status];

// Title and start orders read an index of (school_id, …) in order (forwards or backwards), so a page costs ~20 rows.
const orderSql = (sortBy: 'title' | 'startsAt' | 'enrolled' | 'status', dir: 'asc' | 'desc', now: () => string) => {
  if (sortBy === 'title') return `lower(c.title) ${dir}, c.id ${dir}`;
  if (sortBy === 'startsAt') return `c.starts_at ${dir}, c.id ${dir}`;
  if (sortBy === 'enrolled') return `c.enrolled_count ${dir}, c.starts_at desc, c.id`;
  return `${statusSql(now())} ${dir}, c.starts_at ${dir}, c.id`;
};

export type ClassSearch = Omit<z.output<typeof ClassSearchQuery>, 'from' | 'to'> & { from: Date | null; to: Date | null };

/**
 * The management list's two queries (the page and the total) for a caller and a search, as the server runs them;
 * exported so scripts/bench-classes.mjs can EXPLAIN exactly this SQL.
 */
export function classSearchSql(caller: Caller, search: ClassSearch, at: Date) {
  const params = new SqlParams();
  let nowParam: string | null = null;
  const now = () => (nowParam ??= params.add(at));
  const keyword = likePattern(search.keyword);
  const where = [
    `c.school_id = ${params.add(caller.schoolId)}`,
    manageableClassesSql(caller, 'c', params, search.type === 1),
    keyword ? `(c.title ilike ${params.add(keyword)} or c.title_en ilike ${params.add(keyword)})` : null,
    search.from ? `c.ends_at >= ${params.add(search.from)}` : null,
    search.to ? `c.starts_at < ${params.add(search.to)}` : null,
    search.lecturerId ? `exists (select 1 from class_lecturers fl where fl.class_id = c.id and fl.user_id = ${params.add(search.lecturerId)})` : null,
    search.status ? statusFilter(search.status, now()) : null,
  ].filter(Boolean).join(' and ');
  // The count takes only the filter's values (sorting by status may add `now` after them).
  const countValues = [...params.values];
  const order = orderSql(search.sortBy, search.order, now);
  const offset = (search.pageNumber - 1) * search.pageSize;
  return {
    pageSql: `select ${SUMMARY_COLUMNS} from classes c where ${where} order by ${order} limit ${search.pageSize} offset ${offset}`,
    pageValues: params.values,
    countSql: `select count(*)::int as n from classes c where ${where}`,
    countValues,
  };
}
