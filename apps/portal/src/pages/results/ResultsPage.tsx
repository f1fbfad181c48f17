import { useId, useState } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { useLoaderData, useSearchParams, useRevalidator, type LoaderFunctionArgs } from 'react-router';
import { LIST_KEYWORD_MAX, type Resource } from '@academy/contract';
import { pageNumberFrom, resourcePath } from '@academy/rules';
import { Button, CardSection, EmptyState, Grid, Link, ResourceCard, Tabs, useToast, commonMessages } from '@academy/ui';
import { api } from '../../app/api.ts';
import { failureMessage } from '../../app/failureMessage.ts';
import { getSession } from '../../app/session.ts';
import { resultsMessages } from './results.messages.ts';
import { clearLocalSearches, readLocalSearches, rememberLocalSearch } from './searchHistory.ts';
import * as styles from '../../layouts/layout.css.ts';

const PAGE_SIZE = 20;
const SORTS = [
  { id: '0', label: resultsMessages.newest },
  { id: '1', label: resultsMessages.hottest },
  { id: '2', label: resultsMessages.downloads },
] as const;

type Results = { total: number; list: Resource[]; pageNumber: number } | null;

/** Loader for both the search page (keyword) and the "more" page (type, sort, zone, kind). */
export async function resultsLoader({ params, request }: LoaderFunctionArgs, search: boolean) {
  const schoolId = params.schoolId!;
  const url = new URL(request.url);
  // A longer keyword from a link or a pasted address is cut to what the search takes, not a failed page.
  const keyword = url.searchParams.get('keyword')?.trim().slice(0, LIST_KEYWORD_MAX).trim() ?? '';
  const pageNumber = pageNumberFrom(url.searchParams.get('page'));
  const query = {
    schoolId,
    type: Number(url.searchParams.get('type') ?? 0) as 0,
    contentKind: (url.searchParams.get('contentKind') ?? undefined) as Resource['contentKind'] | undefined,
    sort: Number(url.searchParams.get('sort') ?? 0) as 0 | 1 | 2,
    zone: Number(url.searchParams.get('zone') ?? 0) as 0 | 1 | 2,
    keyword: keyword || undefined,
    pageNumber,
    pageSize: PAGE_SIZE,
  };
  const results: Promise<Results> = search && !keyword ? Promise.resolve(null) : (search ? api.searchResources({ query }) : api.resources({ query })).catch(() => null);
  // One's own searches are one's own (issue 32): a visitor's stay in this browser, a signed-in user's come from the
  // server (which keeps the search as it answers it). The popular ones are everybody's.
  const signedIn = search && (await getSession()) !== null;
  if (search && keyword && !signedIn) rememberLocalSearch(schoolId, keyword);
  const recent: Promise<string[]> = !search
    ? Promise.resolve([])
    : signedIn
      ? api.mySearches({ query: { schoolId } }).then((list) => list.map((entry) => entry.keyword), () => [])
      : Promise.resolve(readLocalSearches(schoolId));
  const [page, hot, mine] = await Promise.all([results, search ? api.hotSearch({ query: { schoolId } }).catch(() => []) : Promise.resolve([]), recent]);
  // Asked at the same time as the search itself, the server's list may not hold this one yet.
  const own = signedIn && keyword && page ? [keyword, ...mine.filter((item) => item !== keyword)].slice(0, 10) : mine;
  return { schoolId, keyword, page, hot, recent: own, signedIn, failed: page === null && (!search || Boolean(keyword)) };
}

/** Keywords as links that search them again. */
function KeywordChips({ keywords }: { keywords: string[] }) {
  return (
    <ul className={styles.chips}>
      {keywords.map((keyword) => (
        <li key={keyword}>
          <Link quiet href={`?${new URLSearchParams({ keyword })}`}>
            {keyword}
          </Link>
        </li>
      ))}
    </ul>
  );
}

export function ResultsPage({ title }: { title: MessageDescriptor }) {
  const { schoolId, keyword, page, hot, recent, signedIn, failed } = useLoaderData<Awaited<ReturnType<typeof resultsLoader>>>();
  const [params, setParams] = useSearchParams();
  const intl = useIntl();
  const toast = useToast();
  const revalidator = useRevalidator();
  const recentId = useId();
  const hotId = useId();
  // The list that was cleared stays hidden; the next search's list (a new array) shows. Not a reload: that would
  // search the keyword again and so remember it again.
  const [cleared, setCleared] = useState<string[] | null>(null);
  const mine = cleared === recent ? [] : recent;
  const clearMine = async () => {
    if (signedIn) {
      try {
        await api.clearHotSearch({ query: { schoolId } });
      } catch (error) {
        toast.show(failureMessage(error, intl.formatMessage(resultsMessages.clearFailed)), 'error');
        return;
      }
    } else clearLocalSearches(schoolId);
    setCleared(recent);
    toast.show(intl.formatMessage(resultsMessages.cleared), 'success');
  };
  const sort = params.get('sort') ?? '0';
  const pages = page ? Math.max(1, Math.ceil(page.total / PAGE_SIZE)) : 1;
  const pageLink = (n: number) => {
    const next = new URLSearchParams(params);
    next.set('page', String(n));
    return `?${next}`;
  };

  return (
    <div className={styles.stack}>
      <div className={styles.resultsHeader}>
        <h1 className={styles.pageTitle}>{keyword ? intl.formatMessage(resultsMessages.forKeyword, { keyword }) : intl.formatMessage(title)}</h1>
        {page && <span className={styles.muted} role="status">{intl.formatMessage(resultsMessages.count, { count: page.total })}</span>}
      </div>
      {mine.length > 0 && (
        <section aria-labelledby={recentId} className={styles.row}>
          <span id={recentId} className={styles.muted}>
            {intl.formatMessage(resultsMessages.recentSearches)}
          </span>
          <KeywordChips keywords={mine} />
          <Button size="sm" variant="quiet" onPress={() => void clearMine()}>
            {intl.formatMessage(resultsMessages.clearHistory)}
          </Button>
        </section>
      )}
      {hot.length > 0 && (
        <section aria-labelledby={hotId} className={styles.row}>
          <span id={hotId} className={styles.muted}>
            {intl.formatMessage(resultsMessages.hotSearches)}
          </span>
          <KeywordChips keywords={hot.map((item) => item.keyword)} />
        </section>
      )}
      <Tabs
        aria-label={intl.formatMessage(resultsMessages.sort)}
        selectedKey={sort}
        onSelectionChange={(key) => {
          const next = new URLSearchParams(params);
          next.set('sort', String(key));
          next.delete('page');
          setParams(next);
        }}
        items={SORTS.map((option) => ({ id: option.id, label: intl.formatMessage(option.label), content: null }))}
      />
      {failed && <CardSection cardKind={4} title={intl.formatMessage(title)} titleMode={0} status="error" hrefFor={() => '#'} onRetry={() => void revalidator.revalidate()} />}
      {!page && !failed && <EmptyState icon="search" title={intl.formatMessage(title)} description={intl.formatMessage(resultsMessages.enterKeyword)} />}
      {page && page.list.length === 0 && <EmptyState icon="search" title={intl.formatMessage(commonMessages.noResultsTitle)} description={intl.formatMessage(commonMessages.noResultsBody)} />}
      {page && page.list.length > 0 && (
        <Grid as="ul" columns={4}>
          {page.list.map((resource) => (
            <li key={resource.id}>
              <ResourceCard resource={resource} href={resourcePath(schoolId, resource)} headingLevel={2} />
            </li>
          ))}
        </Grid>
      )}
      {page && pages > 1 && (
        <nav aria-label={intl.formatMessage(resultsMessages.page, { page: page.pageNumber, pages })} className={styles.pager}>
          {page.pageNumber > 1 && <Link href={pageLink(page.pageNumber - 1)}>{intl.formatMessage(resultsMessages.previous)}</Link>}
          <span>{intl.formatMessage(resultsMessages.page, { page: page.pageNumber, pages })}</span>
          {page.pageNumber < pages && <Link href={pageLink(page.pageNumber + 1)}>{intl.formatMessage(resultsMessages.next)}</Link>}
        </nav>
      )}
    </div>
  );
}
