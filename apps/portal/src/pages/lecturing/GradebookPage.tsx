import { useCallback, useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { data, Link, useLoaderData, useNavigation, useRevalidator, useSearchParams, type LoaderFunctionArgs } from 'react-router';
import { callPath } from '@academy/api-client';
import { routes } from '@academy/contract/routes';
import type { GradebookExam, MarkingItem } from '@academy/contract';
import { Banner, Button, Dialog, FilterToolbar, GradebookTable, Select, ShortAnswerMarking, Spinner, contentProps, type DataTableSort } from '@academy/ui';
import { api } from '../../app/api.ts';
import { useLocaleControl } from '../../app/localeControl.ts';
import { failureMessage } from '../../app/failureMessage.ts';
import { lecturingSchool, pageError, useLecturing } from './lecturingData.ts';
import { gradebookFilters, gradebookQuery, gradebookSearch, type GradebookFilters } from './gradebookFilters.ts';
import { gradebookMessages as messages } from './gradebook.messages.ts';
import { examAuthoringMessages } from './examAuthoring.messages.ts';
import * as styles from './lecturing.css.ts';

const PAGE_SIZE = 20;

/** The class's title and one page of its gradebook, as the address filters and sorts it (all on the server). */
export async function loader({ params, request }: LoaderFunctionArgs) {
  const tenantId = lecturingSchool(params);
  const filters = gradebookFilters(new URL(request.url).searchParams);
  if (!/^\d{19}$/.test(filters.classId)) throw data('Not found', { status: 404 });
  const [detail, page] = await Promise.all([
    api.classDetails({ params: { id: filters.classId }, tenantId }).catch(pageError),
    api.gradebook({ params: { classId: filters.classId }, query: { ...gradebookQuery(filters), pageNumber: filters.page, pageSize: PAGE_SIZE }, tenantId }).catch(pageError),
  ]);
  return { filters, title: detail.title, page };
}

export function Component() {
  const { filters, title, page } = useLoaderData<Awaited<ReturnType<typeof loader>>>();
  const intl = useIntl();
  const navigation = useNavigation();
  const revalidator = useRevalidator();
  const [, setSearchParams] = useSearchParams();
  const { schoolId, base } = useLecturing();
  const { locale } = useLocaleControl();
  const [keyword, setKeyword] = useState(filters.keyword ?? '');
  const loading = navigation.state === 'loading' && navigation.location?.pathname.endsWith('/gradebook');

  const go = (next: GradebookFilters) => void setSearchParams(gradebookSearch(next), { preventScrollReset: true });
  // Any filter change starts at page 1; the dialog stays as it was.
  const applyFilters = (change: Partial<GradebookFilters>) => go({ ...filters, page: 1, ...change });
  // The address changed the search (back, reset): the field follows it.
  const [keywordOfUrl, setKeywordOfUrl] = useState(filters.keyword);
  if (keywordOfUrl !== filters.keyword) {
    setKeywordOfUrl(filters.keyword);
    setKeyword(filters.keyword ?? '');
  }
  useEffect(() => {
    if (keyword.trim() === (filters.keyword ?? '')) return;
    const timer = setTimeout(() => applyFilters({ keyword: keyword.trim() || undefined }), 400);
    return () => clearTimeout(timer);
  });

  // A link cannot send the tenant header: the school goes in the query; the file's headers in the page's language.
  const exportHref = (format: 'csv' | 'xlsx') => callPath(routes.gradebookExport, { params: { classId: filters.classId }, query: { tenantId: schoolId, format, lang: locale, ...gradebookQuery(filters) } });
  const sort: DataTableSort = { column: filters.sort, direction: filters.direction === 'desc' ? 'descending' : 'ascending' };
  const filtered = filters.keyword !== undefined || filters.status !== 'all' || filters.examId !== undefined;
  const markingExam = filters.mark ? page.exams.find((exam) => exam.examId === filters.mark) : undefined;
  const statuses = [
    { id: 'all', label: messages.statusAll },
    { id: 'passed', label: messages.statusPassed },
    { id: 'notPassed', label: messages.statusNotPassed },
    { id: 'pending', label: messages.statusPending },
  ] as const;

  return (
    <>
      <div className={styles.header}>
        <div className={styles.stack}>
          <h1 className={styles.title}>{intl.formatMessage(messages.title)}</h1>
          <p {...contentProps(styles.muted)}>{title}</p>
        </div>
        <div className={styles.row}>
          <Link to={`${base}/class-exams?classId=${filters.classId}`}>{intl.formatMessage(examAuthoringMessages.action)}</Link>
          <Link to={`${base}/class-management`}>{intl.formatMessage(messages.back)}</Link>
        </div>
      </div>

      <section className={styles.stack}>
        <FilterToolbar
          aria-label={intl.formatMessage(messages.filters)}
          searchLabel={intl.formatMessage(messages.search)}
          searchValue={keyword}
          onSearchChange={setKeyword}
          onSearchSubmit={(value) => applyFilters({ keyword: value.trim() || undefined })}
          onReset={() => {
            setKeyword('');
            go({ classId: filters.classId, status: 'all', sort: filters.sort, direction: filters.direction, page: 1 });
          }}
          canReset={filtered}
          resultCount={loading ? undefined : page.total}
          resultLabel={intl.formatMessage(messages.resultCount, { count: page.total })}
        >
          <Select
            label={intl.formatMessage(messages.status)}
            options={statuses.map((status) => ({ id: status.id, label: intl.formatMessage(status.label) }))}
            selectedKey={filters.status}
            onSelectionChange={(key) => applyFilters({ status: String(key) as GradebookFilters['status'] })}
          />
          {page.exams.length > 1 && (
            <Select
              label={intl.formatMessage(messages.exam)}
              options={[{ id: '', label: intl.formatMessage(messages.examAll) }, ...page.exams.map((exam) => ({ id: exam.examId, label: exam.name }))]}
              selectedKey={filters.examId ?? ''}
              onSelectionChange={(key) => applyFilters({ examId: key ? String(key) : undefined })}
            />
          )}
        </FilterToolbar>
        <div className={styles.row}>
          <a href={exportHref('csv')} download data-testid="gradebook-csv">{intl.formatMessage(messages.exportCsv)}</a>
          <a href={exportHref('xlsx')} download data-testid="gradebook-xlsx">{intl.formatMessage(messages.exportXlsx)}</a>
          <span className={styles.muted}>{intl.formatMessage(messages.exportNote)}</span>
        </div>
        <GradebookTable
          aria-label={intl.formatMessage(messages.tableName, { title })}
          exams={page.exams}
          rows={page.list}
          checks={page.checks}
          sort={sort}
          onSortChange={(next) => go({ ...filters, sort: next.column, direction: next.direction === 'descending' ? 'desc' : 'asc' })}
          page={page.pageNumber}
          pageSize={page.pageSize}
          totalItems={page.total}
          onPageChange={(next) => go({ ...filters, page: next })}
          onMark={(row, exam) => go({ ...filters, mark: exam.examId, learner: row.userId })}
          isLoading={loading}
        />
      </section>

      <Dialog
        isOpen={markingExam !== undefined}
        onOpenChange={(open) => !open && go({ ...filters, mark: undefined, learner: undefined })}
        title={markingExam ? intl.formatMessage(messages.markingTitle, { exam: markingExam.name }) : ''}
        size="lg"
        isDismissable={false}
        footer={(close) => <Button variant="secondary" onPress={close}>{intl.formatMessage(messages.markingDone)}</Button>}
      >
        {markingExam && <MarkingPanel classId={filters.classId} schoolId={schoolId} exam={markingExam} learner={filters.learner} onMarked={() => void revalidator.revalidate()} />}
      </Dialog>
    </>
  );
}

type MarkState = { saving?: boolean; error?: string | true; saved?: boolean };
const keyOf = (item: Pick<MarkingItem, 'attemptId' | 'questionId'>) => `${item.attemptId}:${item.questionId}`;

/**
 * The short answers to mark: one learner's in this exam (marked ones too, to mark again), or everyone's awaiting
 * marking. Each saves on its own; a refusal shows next to what was typed, which stays.
 */
function MarkingPanel({ classId, schoolId, exam, learner, onMarked }: { classId: string; schoolId: string; exam: GradebookExam; learner?: string; onMarked: () => void }) {
  const intl = useIntl();
  const [attempt, setAttempt] = useState(0);
  // The answer for the list asked for last; an older one arriving late is not shown.
  const [answer, setAnswer] = useState<{ request: string; items?: MarkingItem[]; failed?: boolean } | null>(null);
  const [states, setStates] = useState<Record<string, MarkState>>({});
  const request = `${classId}:${exam.examId}:${learner ?? ''}:${attempt}`;

  useEffect(() => {
    let current = true;
    api.markingList({ params: { classId, examId: exam.examId }, query: { show: learner ? 'all' : 'pending', ...(learner ? { userId: learner } : {}), pageSize: 100 }, tenantId: schoolId }).then(
      (list) => current && setAnswer({ request, items: list.list }),
      () => current && setAnswer({ request, failed: true }),
    );
    return () => {
      current = false;
    };
  }, [request, classId, exam.examId, learner, schoolId]);
  const latest = answer?.request === request ? answer : null;
  const items = latest?.items ?? null;
  const failed = latest?.failed === true;

  const save = useCallback(
    async (item: MarkingItem, mark: { score: number; comment: string }) => {
      const key = keyOf(item);
      setStates((all) => ({ ...all, [key]: { saving: true } }));
      try {
        const result = await api.markAnswer({ params: { classId, attemptId: item.attemptId, questionId: item.questionId }, body: mark, tenantId: schoolId });
        setAnswer((last) => (last?.items ? { ...last, items: last.items.map((entry) => (keyOf(entry) === key ? result.item : entry)) } : last));
        setStates((all) => ({ ...all, [key]: { saved: true } }));
        onMarked();
      } catch (error) {
        setStates((all) => ({ ...all, [key]: { error: failureMessage(error, true) } }));
      }
    },
    [classId, schoolId, onMarked],
  );

  if (failed) {
    return (
      <Banner tone="error" title={intl.formatMessage(messages.markingFailed)}>
        <Button variant="secondary" onPress={() => setAttempt((n) => n + 1)}>{intl.formatMessage(messages.retry)}</Button>
      </Banner>
    );
  }
  if (!items) return <Spinner label={intl.formatMessage(messages.markingLoading)} />;
  if (items.length === 0) return <p className={styles.muted}>{intl.formatMessage(messages.markingNone)}</p>;
  return (
    <div className={styles.stack}>
      {items.map((item) => {
        const state = states[keyOf(item)] ?? {};
        return (
          <ShortAnswerMarking
            key={keyOf(item)}
            item={{ learnerName: item.name, prompt: item.prompt, answer: item.answer, maxPoints: item.maxPoints, points: item.points, comment: item.comment, submittedAt: item.submittedAt }}
            onSave={(mark) => void save(item, mark)}
            isSaving={state.saving}
            error={state.error}
            isSaved={state.saved}
            headingLevel={3}
          />
        );
      })}
    </div>
  );
}
