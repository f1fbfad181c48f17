import { isClassDay, LIST_KEYWORD_MAX, pageNumberFrom, withoutControlCharacters } from '@academy/rules';

/** The class table's filters as the URL holds them (a reload or a shared link keeps them), read leniently. */
export type ClassFilters = {
  keyword?: string;
  status?: 1 | 2 | 3;
  /** A day of the calendar, 'YYYY-MM-DD' in the school's zone: classes running that day. */
  day?: string;
  lecturerId?: string;
  sortBy: 'title' | 'startsAt' | 'enrolled' | 'status';
  order: 'asc' | 'desc';
  page: number;
  /** The calendar's month, 'YYYY-MM' (the current one when absent). */
  month?: string;
};

const SORTS = ['title', 'startsAt', 'enrolled', 'status'] as const;
/** The server's bound on a lecturer id (packages/contract classes.ts): a longer one would be refused, and the page with it. */
const MAX_ID = 100;

/** What the address says, with anything malformed left out (never an error page for a hand-edited link). */
export function classFilters(search: URLSearchParams): ClassFilters {
  // The server refuses a text holding a control character (PostgreSQL cannot store a NUL).
  const text = (key: string) => withoutControlCharacters(search.get(key) ?? '').trim() || undefined;
  const status = Number(search.get('status'));
  const sortBy = search.get('sortBy');
  const day = text('day');
  const month = text('month');
  const lecturerId = text('lecturerId');
  return {
    keyword: text('keyword')?.slice(0, LIST_KEYWORD_MAX),
    status: status === 1 || status === 2 || status === 3 ? status : undefined,
    day: day && /^\d{4}-\d{2}-\d{2}$/.test(day) && isClassDay(day) ? day : undefined,
    lecturerId: lecturerId && lecturerId.length <= MAX_ID ? lecturerId : undefined,
    sortBy: (SORTS as readonly string[]).includes(sortBy ?? '') ? (sortBy as ClassFilters['sortBy']) : 'startsAt',
    order: search.get('order') === 'asc' ? 'asc' : 'desc',
    page: pageNumberFrom(search.get('page')),
    month: month && /^\d{4}-(0[1-9]|1[0-2])$/.test(month) && isClassDay(`${month}-01`) ? month : undefined,
  };
}

/** The search call's query for these filters (a calendar day is a from–to of that day). */
export function filtersToQuery(filters: ClassFilters) {
  return {
    keyword: filters.keyword,
    status: filters.status,
    from: filters.day,
    to: filters.day,
    lecturerId: filters.lecturerId,
    sortBy: filters.sortBy,
    order: filters.order,
    pageNumber: filters.page,
  };
}
