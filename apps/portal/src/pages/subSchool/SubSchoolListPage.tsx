import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Form, useLoaderData, useNavigate, useRevalidator, useSearchParams, type LoaderFunctionArgs } from 'react-router';
import { LIST_KEYWORD_MAX } from '@academy/contract';
import { localizedName, pageNumberFrom } from '@academy/rules';
import { Badge, Banner, Button, EmptyState, Link, Pagination, TextField, contentProps } from '@academy/ui';
import { api } from '../../app/api.ts';
import { useLocaleControl } from '../../app/localeControl.ts';
import { subSchoolMessages as messages } from './subSchool.messages.ts';
import * as layout from '../../layouts/layout.css.ts';
import * as styles from './subSchool.css.ts';

const PAGE_SIZE = 12;

/** /portal/{schoolId}/sub-school: the school's sub-schools, searched by keyword, paged (state in the address). */
export async function loader({ params, request }: LoaderFunctionArgs) {
  const schoolId = params.schoolId!;
  const url = new URL(request.url);
  // A pasted or hand-edited address is cut to what the server takes, not a failed list.
  const keyword = url.searchParams.get('keyword')?.trim().slice(0, LIST_KEYWORD_MAX) ?? '';
  const pageNumber = pageNumberFrom(url.searchParams.get('page'));
  const page = await api.subSchools({ query: { schoolId, keyword: keyword || undefined, pageNumber, pageSize: PAGE_SIZE } }).catch(() => null);
  return { schoolId, keyword, pageNumber, page };
}

/** The search as typed, until sent; keyed by the keyword searched, so the back button shows the list's own keyword. */
function SubSchoolSearch({ keyword }: { keyword: string }) {
  const intl = useIntl();
  const [text, setText] = useState(keyword);
  return (
    <Form role="search" method="get" className={styles.search}>
      <TextField name="keyword" label={intl.formatMessage(messages.search)} value={text} onChange={setText} inputDir="auto" maxLength={LIST_KEYWORD_MAX} />
      <Button type="submit" variant="secondary">{intl.formatMessage(messages.searchButton)}</Button>
    </Form>
  );
}

export function Component() {
  const { schoolId, keyword, pageNumber, page } = useLoaderData<Awaited<ReturnType<typeof loader>>>();
  const intl = useIntl();
  const { locale } = useLocaleControl();
  const navigate = useNavigate();
  const revalidator = useRevalidator();
  const [params] = useSearchParams();

  return (
    <div className={layout.stack}>
      <div className={layout.resultsHeader}>
        <h1 className={layout.pageTitle}>{intl.formatMessage(messages.listTitle)}</h1>
        {page && <span className={layout.muted} role="status">{intl.formatMessage(messages.count, { count: page.total })}</span>}
      </div>
      <SubSchoolSearch key={keyword} keyword={keyword} />
      {!page && (
        <div className={layout.stack}>
          <Banner tone="error">{intl.formatMessage(messages.failed)}</Banner>
          <div>
            <Button size="sm" variant="secondary" onPress={() => void revalidator.revalidate()}>{intl.formatMessage(messages.retry)}</Button>
          </div>
        </div>
      )}
      {page && page.list.length === 0 && <EmptyState icon="search" title={intl.formatMessage(messages.emptyTitle)} description={intl.formatMessage(messages.emptyBody)} />}
      {page && page.list.length > 0 && (
        <ul className={styles.list}>
          {page.list.map((school) => (
            <li key={school.id} className={styles.item}>
              <div className={styles.itemHead}>
                {school.logoUrl && <img className={styles.logo} src={school.logoUrl} alt="" />}
                <Link href={`/portal/${schoolId}/sub-school/${school.id}`} className={styles.name}>
                  <span {...contentProps()}>{localizedName(school, locale)}</span>
                </Link>
              </div>
              <div>
                <Badge tone={school.decorated ? 'success' : 'neutral'}>{intl.formatMessage(school.decorated ? messages.ownPage : messages.parentPage)}</Badge>
              </div>
            </li>
          ))}
        </ul>
      )}
      {page && page.total > PAGE_SIZE && (
        <Pagination
          aria-label={intl.formatMessage(messages.pagination)}
          page={pageNumber}
          totalItems={page.total}
          pageSize={PAGE_SIZE}
          onChange={(next) => {
            const query = new URLSearchParams(params);
            query.set('page', String(next));
            void navigate(`?${query}`);
          }}
        />
      )}
    </div>
  );
}
