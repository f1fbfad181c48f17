import { useState, type FormEvent } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { useLoaderData, useNavigate, type LoaderFunctionArgs } from 'react-router';
import { LIST_KEYWORD_MAX, O3_CATEGORIES, type O3Category, type O3CardKind } from '@academy/contract';
import { pageNumberFrom } from '@academy/rules';
import { Button, EmptyState, Link, O3CardTile, Pagination, Select, TextField } from '@academy/ui';
import { api } from '../../app/api.ts';
import { CATEGORY_LABELS, KIND_LABELS, cardHref, notO3, o3Home, o3SchoolId } from './o3Data.ts';
import { o3Messages as messages } from './o3.messages.ts';
import * as layout from '../../layouts/layout.css.ts';
import * as styles from './o3.css.ts';

const PAGE_SIZE = 12;
const KINDS: O3CardKind[] = ['case', 'project', 'activity'];
const ALL = 'all';

const pick = <T extends string>(value: string | null, allowed: readonly T[]): T | undefined => (allowed.includes(value as T) ? (value as T) : undefined);

/** The paged, filtered O3 lists: the case center (cases only) and "more" (any kind). Filters live in the address. */
export function o3ListLoader(fixedKind: O3CardKind | null) {
  return async ({ params, request }: LoaderFunctionArgs) => {
    const schoolId = o3SchoolId(params.schoolId);
    const url = new URL(request.url);
    const filters = {
      kind: fixedKind ?? pick(url.searchParams.get('kind'), KINDS),
      category: pick(url.searchParams.get('category'), O3_CATEGORIES),
      // A pasted or hand-edited address is cut to what the server takes, not a failed page.
      keyword: url.searchParams.get('keyword')?.trim().slice(0, LIST_KEYWORD_MAX) || undefined,
      sort: pick(url.searchParams.get('sort'), ['newest', 'hottest'] as const) ?? 'newest',
      pageNumber: pageNumberFrom(url.searchParams.get('page')),
    };
    const page = await api.o3Cards({ query: { schoolId, ...filters, pageSize: PAGE_SIZE } }).catch(notO3);
    return { schoolId, filters, page, fixedKind };
  };
}

type Filters = Awaited<ReturnType<ReturnType<typeof o3ListLoader>>>['filters'];

/** The address of a list page: the filters applied, and a page number. */
function listQuery(filters: { keyword?: string; category?: string; kind?: string; sort: string }, fixedKind: O3CardKind | null, pageNumber = 1) {
  const query = new URLSearchParams();
  if (filters.keyword?.trim()) query.set('keyword', filters.keyword.trim());
  if (filters.category && filters.category !== ALL) query.set('category', filters.category);
  if (!fixedKind && filters.kind && filters.kind !== ALL) query.set('kind', filters.kind);
  if (filters.sort !== 'newest') query.set('sort', filters.sort);
  if (pageNumber > 1) query.set('page', String(pageNumber));
  return `?${query}`;
}

/**
 * The filters as typed and chosen, until applied. Keyed by the applied ones (the address), so the back button or a
 * link shows the filters of the list it shows, not what was last typed.
 */
function O3Filters({ filters, fixedKind }: { filters: Filters; fixedKind: O3CardKind | null }) {
  const intl = useIntl();
  const navigate = useNavigate();
  const [keyword, setKeyword] = useState(filters.keyword ?? '');
  const [category, setCategory] = useState<string>(filters.category ?? ALL);
  const [kind, setKind] = useState<string>(filters.kind ?? ALL);
  const [sort, setSort] = useState<string>(filters.sort);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void navigate(listQuery({ keyword, category, kind, sort }, fixedKind));
  };
  return (
    <form role="search" className={styles.filters} onSubmit={submit}>
      <TextField label={intl.formatMessage(messages.keyword)} value={keyword} onChange={setKeyword} inputDir="auto" maxLength={LIST_KEYWORD_MAX} />
      <Select
        label={intl.formatMessage(messages.category)}
        selectedKey={category}
        onSelectionChange={(key) => setCategory(String(key))}
        options={[{ id: ALL, label: intl.formatMessage(messages.allCategories) }, ...O3_CATEGORIES.map((id: O3Category) => ({ id, label: intl.formatMessage(CATEGORY_LABELS[id]) }))]}
      />
      {!fixedKind && (
        <Select
          label={intl.formatMessage(messages.kind)}
          selectedKey={kind}
          onSelectionChange={(key) => setKind(String(key))}
          options={[{ id: ALL, label: intl.formatMessage(messages.allKinds) }, ...KINDS.map((id) => ({ id, label: intl.formatMessage(KIND_LABELS[id]) }))]}
        />
      )}
      <Select
        label={intl.formatMessage(messages.sort)}
        selectedKey={sort}
        onSelectionChange={(key) => setSort(String(key))}
        options={[{ id: 'newest', label: intl.formatMessage(messages.newest) }, { id: 'hottest', label: intl.formatMessage(messages.hottest) }]}
      />
      <Button type="submit" variant="secondary">{intl.formatMessage(messages.apply)}</Button>
    </form>
  );
}

export function O3ListPage({ title }: { title: MessageDescriptor }) {
  const { schoolId, filters, page, fixedKind } = useLoaderData<Awaited<ReturnType<ReturnType<typeof o3ListLoader>>>>();
  const intl = useIntl();
  const navigate = useNavigate();

  return (
    <div className={layout.stack}>
      <div className={layout.resultsHeader}>
        <h1 className={layout.pageTitle}>{intl.formatMessage(title)}</h1>
        <span className={layout.muted} role="status">{intl.formatMessage(messages.count, { count: page.total })}</span>
      </div>
      <div>
        <Link href={o3Home(schoolId)}>{intl.formatMessage(messages.back)}</Link>
      </div>
      <O3Filters key={JSON.stringify(filters)} filters={filters} fixedKind={fixedKind} />
      {page.list.length === 0 ? (
        <EmptyState icon="search" title={intl.formatMessage(messages.noCards)} description={intl.formatMessage(messages.noCardsBody)} />
      ) : (
        <ul className={styles.grid}>
          {page.list.map((card) => (
            <li key={card.id}>
              <O3CardTile card={card} href={cardHref(card)} headingLevel={2} />
            </li>
          ))}
        </ul>
      )}
      {page.total > PAGE_SIZE && <Pagination aria-label={intl.formatMessage(messages.pagination)} page={filters.pageNumber} totalItems={page.total} pageSize={PAGE_SIZE} onChange={(pageNumber) => void navigate(listQuery(filters, fixedKind, pageNumber))} />}
    </div>
  );
}
