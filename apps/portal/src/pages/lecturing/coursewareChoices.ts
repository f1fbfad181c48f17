import { useEffect, useState } from 'react';
import type { Resource } from '@academy/contract';
import { api } from '../../app/api.ts';

/** Resources asked for at a time (the most the resources endpoint answers in one page). */
export const CHOICES_PAGE_SIZE = 50;
/** How long typing must pause before the keyword goes to the server. */
export const SEARCH_DELAY_MS = 300;

/** The value once it has stopped changing for `delay` ms (a search field's keyword, so not every key is a request). */
export function useDebounced<T>(value: T, delay: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delay);
    return () => clearTimeout(timer);
  }, [value, delay]);
  return settled;
}

/** What the server answered for `request` up to page `pages` (`attempt` counts the retries after a failure). */
type Answer = { request: string; pages: number; attempt: number; list: Resource[]; total: number; failed?: boolean };

/**
 * The school's resources of one type whose name holds the keyword, 50 at a time: `showMore` appends the next page.
 * A new type or keyword starts again from the first page; an answer to an earlier request arriving late is dropped.
 */
export function useCoursewareChoices(schoolId: string, type: number, keyword: string) {
  const request = `${schoolId}|${type}|${keyword}`;
  const [wanted, setWanted] = useState({ request, pages: 1, attempt: 0 });
  const { pages, attempt } = wanted.request === request ? wanted : { pages: 1, attempt: 0 };
  const [answer, setAnswer] = useState<Answer | null>(null);

  useEffect(() => {
    let current = true;
    api.resources({ query: { schoolId, type, keyword: keyword || undefined, pageNumber: pages, pageSize: CHOICES_PAGE_SIZE } }).then(
      (page) =>
        current &&
        setAnswer((previous) => {
          const earlier = previous?.request === request && pages > 1 ? previous.list : [];
          const known = new Set(earlier.map((resource) => resource.id));
          return { request, pages, attempt, list: [...earlier, ...page.list.filter((resource) => !known.has(resource.id))], total: page.total };
        }),
      () => current && setAnswer((previous) => ({ request, pages, attempt, list: previous?.request === request ? previous.list : [], total: 0, failed: true })),
    );
    return () => {
      current = false;
    };
  }, [request, schoolId, type, keyword, pages, attempt]);

  const ofThisRequest = answer?.request === request ? answer : null;
  return {
    list: ofThisRequest?.list ?? [],
    total: ofThisRequest?.total ?? 0,
    isLoading: !ofThisRequest || ofThisRequest.pages < pages,
    failed: ofThisRequest?.failed === true && ofThisRequest.pages === pages,
    hasMore: Boolean(ofThisRequest && !ofThisRequest.failed && ofThisRequest.list.length < ofThisRequest.total),
    showMore: () => setWanted({ request, pages: pages + 1, attempt }),
    retry: () => setWanted({ request, pages, attempt: attempt + 1 }),
  };
}
