/** The last page a list may be asked for, and the longest keyword a list's search takes (the contract refuses more; pages cut an address to them). */
export const PAGE_NUMBER_MAX = 10_000;
export const LIST_KEYWORD_MAX = 100;

/** The page a list's address asks for (`?page=`): a whole number from 1 to PAGE_NUMBER_MAX; anything else is page 1. */
export function pageNumberFrom(value: string | null | undefined): number {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 && page <= PAGE_NUMBER_MAX ? page : 1;
}

/** One slot of a pagination bar: a page number, or an ellipsis standing for two or more hidden pages. */
export type PageRangeItem = number | 'start-ellipsis' | 'end-ellipsis';

/** Number of pages for a list of `totalItems` shown `pageSize` at a time (0 when there is nothing to show). */
export function pageCount(totalItems: number, pageSize: number): number {
  if (!Number.isFinite(totalItems) || !Number.isFinite(pageSize) || totalItems <= 0 || pageSize <= 0) return 0;
  return Math.ceil(Math.floor(totalItems) / Math.floor(Math.max(1, pageSize)));
}

const range = (from: number, to: number) => Array.from({ length: Math.max(0, to - from + 1) }, (_, index) => from + index);

/**
 * The page buttons to show: always the first and the last page, `siblings` pages on each side of the current one,
 * and an ellipsis where two or more pages are left out (an ellipsis never hides a single page — that page is
 * shown instead). The bar keeps the same length, `2 × siblings + 5` slots, wherever the current page is, so the
 * buttons do not jump while paging. `current` is clamped to 1…total; total 0 gives no slots.
 */
export function pageRange(current: number, total: number, siblings = 1): PageRangeItem[] {
  const pages = Number.isFinite(total) ? Math.max(0, Math.floor(total)) : 0;
  if (pages === 0) return [];
  const around = Number.isFinite(siblings) ? Math.max(0, Math.floor(siblings)) : 1;
  const slots = 2 * around + 5;
  if (pages <= slots) return range(1, pages);
  const page = Math.min(pages, Math.max(1, Number.isFinite(current) ? Math.round(current) : 1));
  // Near an end, the current page and its siblings join that end's run of pages.
  if (page <= around + 3) return [...range(1, slots - 2), 'end-ellipsis', pages];
  if (page >= pages - around - 2) return [1, 'start-ellipsis', ...range(pages - slots + 3, pages)];
  return [1, 'start-ellipsis', ...range(page - around, page + around), 'end-ellipsis', pages];
}
