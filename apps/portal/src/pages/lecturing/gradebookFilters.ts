import { GRADEBOOK_STATUSES, LIST_KEYWORD_MAX, pageNumberFrom, parseGradebookSort, withoutControlCharacters, type GradebookStatus } from '@academy/rules';

/**
 * The gradebook's filters as the address holds them (a reload or a shared link shows the same view and the same
 * marking dialog), read leniently: anything malformed is left out, never an error page for a hand-edited link.
 */
export type GradebookFilters = {
  classId: string;
  keyword?: string;
  status: GradebookStatus;
  /** The status applies to this exam only. */
  examId?: string;
  /** A gradebook sort key: name, progress, checkIns, best:<examId>… */
  sort: string;
  direction: 'asc' | 'desc';
  page: number;
  /** The marking dialog is open for this exam (and this learner, or everyone awaiting marking). */
  mark?: string;
  learner?: string;
};

const EXAM_ID = /^[A-Za-z0-9_-]{1,64}$/;

export function gradebookFilters(search: URLSearchParams): GradebookFilters {
  const text = (key: string) => withoutControlCharacters(search.get(key) ?? '').trim() || undefined;
  const status = text('status');
  const examId = text('exam');
  const sort = text('sort');
  const mark = text('mark');
  const learner = text('learner');
  return {
    classId: text('classId') ?? '',
    keyword: text('keyword')?.slice(0, LIST_KEYWORD_MAX),
    status: (GRADEBOOK_STATUSES as readonly string[]).includes(status ?? '') ? (status as GradebookStatus) : 'all',
    examId: examId && EXAM_ID.test(examId) ? examId : undefined,
    sort: sort && parseGradebookSort(sort) ? sort : 'name',
    direction: search.get('dir') === 'desc' ? 'desc' : 'asc',
    page: pageNumberFrom(search.get('page')),
    mark: mark && EXAM_ID.test(mark) ? mark : undefined,
    learner: learner && learner.length <= 64 ? learner : undefined,
  };
}

/** The filters as an address's search, defaults left out. */
export function gradebookSearch(filters: GradebookFilters): URLSearchParams {
  const search = new URLSearchParams({ classId: filters.classId });
  if (filters.keyword) search.set('keyword', filters.keyword);
  if (filters.status !== 'all') search.set('status', filters.status);
  if (filters.examId) search.set('exam', filters.examId);
  if (filters.sort !== 'name') search.set('sort', filters.sort);
  if (filters.direction === 'desc') search.set('dir', 'desc');
  if (filters.page > 1) search.set('page', String(filters.page));
  if (filters.mark) search.set('mark', filters.mark);
  if (filters.learner) search.set('learner', filters.learner);
  return search;
}

/** What the server's gradebook and export calls take from the filters. */
export const gradebookQuery = (filters: GradebookFilters) => ({
  ...(filters.keyword ? { keyword: filters.keyword } : {}),
  status: filters.status,
  ...(filters.examId ? { examId: filters.examId } : {}),
  sort: filters.sort,
  direction: filters.direction,
});
