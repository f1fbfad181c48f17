import { useIntl, type MessageDescriptor } from 'react-intl';
import { useLoaderData, useSearchParams, useRevalidator, type LoaderFunctionArgs } from 'react-router';
import { LIST_KEYWORD_MAX, type Resource } from '@academy/contract';
import { pageNumberFrom } from '@academy/rules';
import { Button, CardSection, EmptyState, Grid, Link, ResourceCard, Tabs, useToast, commonMessages } from '@academy/ui';
import { api } from '../../app/api.ts';
import { resourceHref } from '../home/sections.ts';
import { resultsMessages } from './results.messages.ts';
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
  const [page, hot] = await Promise.all([results, search ? api.hotSearch({ query: { schoolId } }).catch(() => []) : Promise.resolve([])]);
  return { schoolId, keyword, page, hot, failed: page === null && (!search || Boolean(keyword)) };
}

export function ResultsPage({ title }: { title: MessageDescriptor }) {
  const { schoolId, keyword, page, hot, failed } = useLoaderData<Awaited<ReturnType<typeof resultsLoader>>>();
  const [params, setParams] = useSearchParams();
  const intl = useIntl();
  const toast = useToast();
  const revalidator = useRevalidator();
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
      {hot.length > 0 && (
        <section aria-label={intl.formatMessage(resultsMessages.hotSearches)} className={styles.row}>
          <ul className={styles.chips}>
            {hot.map((item) => (
              <li key={item.keyword}>
                <Link quiet href={`?${new URLSearchParams({ keyword: item.keyword })}`}>{item.keyword}</Link>
              </li>
            ))}
          </ul>
          <Button
            size="sm"
            variant="quiet"
            onPress={async () => {
              await api.clearHotSearch({ query: { schoolId } }).catch(() => null);
              toast.show(intl.formatMessage(resultsMessages.cleared), 'success');
              void revalidator.revalidate();
            }}
          >
            {intl.formatMessage(resultsMessages.clearHistory)}
          </Button>
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
              <ResourceCard resource={resource} href={resourceHref(schoolId, resource)} headingLevel={2} />
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
