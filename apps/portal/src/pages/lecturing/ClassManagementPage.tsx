import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { Link, useLoaderData, useNavigate, useNavigation, useSearchParams, type LoaderFunctionArgs } from 'react-router';
import type { ClassSummary } from '@academy/contract';
import { Button, ConfirmDialog, DataTable, FilterToolbar, MonthCalendar, Select, StatTile, StatusBadge, classTableMessages, contentProps, isolate, useToast, type DataTableColumn, type DataTableSort } from '@academy/ui';
import { localizedName } from '@academy/rules';
import { api } from '../../app/api.ts';
import { useLocaleControl } from '../../app/localeControl.ts';
import { classSurveysHref, lecturingSchool, pageError, useLecturing } from './lecturingData.ts';
import { classFilters, filtersToQuery, type ClassFilters } from './classFilters.ts';
import { dayInZone, useSchoolTime } from './schoolTime.ts';
import { lecturingMessages as messages } from './lecturing.messages.ts';
import { gradebookMessages } from './gradebook.messages.ts';
import { examAuthoringMessages } from './examAuthoring.messages.ts';
import * as styles from './lecturing.css.ts';
import { failureMessage } from '../../app/failureMessage.ts';

const PAGE_SIZE = 10;

/** Counts, the month's session days, the latest three and one page of the table: all asked for at once. */
export async function loader({ params, request }: LoaderFunctionArgs) {
  const tenantId = lecturingSchool(params);
  const filters = classFilters(new URL(request.url).searchParams);
  const metadata = await api.classMetadata({ tenantId }).catch(pageError);
  // Today in the school's zone: the calendar's days are the school's (a reader in New York may be a day behind).
  const today = dayInZone(new Date(), metadata.timeZone);
  const month = filters.month ?? today.slice(0, 7);
  const [page, counts, latest, calendar] = await Promise.all([
    api.searchClasses({ tenantId, query: { ...filtersToQuery(filters), pageSize: PAGE_SIZE } }).catch(pageError),
    api.classCountByStatus({ tenantId }).catch(pageError),
    api.latestClasses({ tenantId }).catch(pageError),
    api.classCalendar({ tenantId, query: { timeStr: month } }).catch(pageError),
  ]);
  return { filters, month, today, page, counts, latest, calendar };
}

export function Component() {
  const { filters, month, today, page, counts, latest, calendar } = useLoaderData<Awaited<ReturnType<typeof loader>>>();
  const intl = useIntl();
  const toast = useToast();
  const navigate = useNavigate();
  const navigation = useNavigation();
  const [, setSearchParams] = useSearchParams();
  const { schoolId, base, metadata } = useLecturing();
  const { locale } = useLocaleControl();
  const time = useSchoolTime(metadata.timeZone);
  const [keyword, setKeyword] = useState(filters.keyword ?? '');
  const [deleting, setDeleting] = useState<ClassSummary | null>(null);
  const loading = navigation.state === 'loading' && navigation.location?.pathname.endsWith('/class-management');

  // The URL holds the filters: a reload or a shared link shows the same list. Any change starts at page 1.
  const applyFilters = (change: Partial<ClassFilters>) => {
    const next = { ...filters, page: 1, ...change };
    void setSearchParams(filtersToSearch(next), { preventScrollReset: true });
  };
  // The address changed the search (back, reset): the field follows it.
  const [keywordOfUrl, setKeywordOfUrl] = useState(filters.keyword);
  if (keywordOfUrl !== filters.keyword) {
    setKeywordOfUrl(filters.keyword);
    setKeyword(filters.keyword ?? '');
  }
  // Typing searches after a pause; Enter searches at once.
  useEffect(() => {
    if (keyword === (filters.keyword ?? '')) return;
    const timer = setTimeout(() => applyFilters({ keyword: keyword || undefined }), 400);
    return () => clearTimeout(timer);
  });

  const edit = (row: ClassSummary) => `${base}/class-edit?classId=${row.id}`;
  const columns: DataTableColumn<ClassSummary>[] = [
    { id: 'title', header: intl.formatMessage(classTableMessages.title), isSortable: true, isRowHeader: true, cell: (row) => <Link to={edit(row)} {...contentProps(null, { lines: 2 })}>{row.title}</Link> },
    { id: 'status', header: intl.formatMessage(classTableMessages.status), isSortable: true, cell: (row) => <StatusBadge status={row.eventStatus} /> },
    { id: 'startsAt', header: intl.formatMessage(classTableMessages.starts), isSortable: true, cell: (row) => time.dateTime(row.startsAt) },
    { id: 'lecturers', header: intl.formatMessage(classTableMessages.lecturer), isUserContent: true, cell: (row) => intl.formatList(row.lecturers.map((lecturer) => isolate(lecturer.name ?? '—')), { type: 'unit' }) },
    // Only for a school with sub-schools (or a class still in one that was removed).
    ...(metadata.subSchools.length > 0 || page.list.some((row) => row.subSchool)
      ? [{ id: 'subSchool', header: intl.formatMessage(messages.subSchool), isUserContent: true, cell: (row: ClassSummary) => (row.subSchool ? localizedName(row.subSchool, locale) : intl.formatMessage(messages.wholeSchool)) }]
      : []),
    {
      id: 'enrolled',
      header: intl.formatMessage(classTableMessages.enrolled),
      isSortable: true,
      align: 'numeric',
      cell: (row) => (row.capacity === null ? intl.formatNumber(row.enrolledCount) : intl.formatMessage(messages.enrolledOfCapacity, { enrolled: row.enrolledCount, capacity: row.capacity })),
    },
    { id: 'published', header: intl.formatMessage(messages.visibility), cell: (row) => (row.published ? <StatusBadge tone="success" label={intl.formatMessage(messages.published)} /> : <StatusBadge tone="warning" label={intl.formatMessage(messages.draft)} />) },
  ];
  const sort: DataTableSort = { column: filters.sortBy, direction: filters.order === 'asc' ? 'ascending' : 'descending' };
  const statusTiles = [
    { status: undefined, label: messages.allClasses, value: counts.total },
    { status: 1 as const, label: messages.unstarted, value: counts.unstarted },
    { status: 2 as const, label: messages.ongoing, value: counts.ongoing },
    { status: 3 as const, label: messages.ended, value: counts.ended },
  ];
  const filtered = filters.keyword !== undefined || filters.status !== undefined || filters.day !== undefined || filters.lecturerId !== undefined;

  const remove = async (row: ClassSummary) => {
    await api.deleteClass({ params: { id: row.id }, tenantId: schoolId });
    toast.show(intl.formatMessage(messages.deleted, { title: isolate(row.title) }), 'success');
    void navigate('.', { replace: true, preventScrollReset: true });
  };

  return (
    <>
      <div className={styles.header}>
        <h1 className={styles.title}>{intl.formatMessage(messages.managementTitle)}</h1>
        {metadata.canCreate && (
          <Button onPress={() => void navigate(`${base}/addClass`)} data-testid="new-class">
            {intl.formatMessage(messages.newClass)}
          </Button>
        )}
      </div>

      <section aria-labelledby="class-counts" className={styles.stack}>
        <h2 id="class-counts" className={styles.sectionTitle}>{intl.formatMessage(messages.countsTitle)}</h2>
        <div className={styles.tiles}>
          {statusTiles.map((tile) => (
            <StatTile
              key={tile.status ?? 'all'}
              label={intl.formatMessage(tile.label)}
              value={tile.value}
              notation="full"
              isSelected={filters.status === tile.status}
              onSelectedChange={(selected) => applyFilters({ status: selected ? tile.status : undefined })}
            />
          ))}
        </div>
      </section>

      <div className={styles.overview}>
        <section aria-labelledby="class-calendar" className={styles.stack}>
          <h2 id="class-calendar" className={styles.sectionTitle}>{intl.formatMessage(messages.calendarTitle)}</h2>
          <MonthCalendar
            month={month}
            onMonthChange={(next) => void setSearchParams(filtersToSearch({ ...filters, month: next }), { preventScrollReset: true })}
            markedDays={calendar.days.map((day) => day.date)}
            today={today}
            selectedDay={filters.day ?? null}
            onSelect={(day) => applyFilters({ day: filters.day === day ? undefined : day })}
            isLoading={loading}
          />
          <p className={styles.muted}>{intl.formatMessage(messages.zoneNote, { zone: metadata.timeZone })}</p>
        </section>
        <section aria-labelledby="latest-classes" className={styles.stack}>
          <h2 id="latest-classes" className={styles.sectionTitle}>{intl.formatMessage(messages.latestTitle)}</h2>
          {latest.length === 0 ? (
            <p className={styles.muted}>{intl.formatMessage(messages.noneYet)}</p>
          ) : (
            <ul className={styles.list}>
              {latest.map((row) => (
                <li key={row.id} className={styles.row}>
                  <Link to={edit(row)} {...contentProps(null, { lines: 1 })}>{row.title}</Link>
                  <StatusBadge status={row.eventStatus} />
                  <span className={styles.muted}>{time.date(row.startsAt)}</span>
                </li>
              ))}
            </ul>
          )}
        </section>
      </div>

      {/* Not a named region: the table's own scroll box is one, named like the heading, on a narrow screen. */}
      <section className={styles.stack}>
        <h2 id="class-table" className={styles.sectionTitle}>{intl.formatMessage(messages.tableTitle)}</h2>
        <FilterToolbar
          aria-label={intl.formatMessage(messages.filtersLabel)}
          searchLabel={intl.formatMessage(messages.searchLabel)}
          searchValue={keyword}
          onSearchChange={setKeyword}
          onSearchSubmit={(value) => applyFilters({ keyword: value.trim() || undefined })}
          onReset={() => {
            setKeyword('');
            void setSearchParams(filtersToSearch({ sortBy: filters.sortBy, order: filters.order, page: 1, month: filters.month }), { preventScrollReset: true });
          }}
          canReset={filtered}
          resultCount={loading ? undefined : page.total}
          resultLabel={intl.formatMessage(messages.resultCount, { count: page.total })}
        >
          <Select
            label={intl.formatMessage(classTableMessages.status)}
            options={[{ id: 'all', label: intl.formatMessage(messages.anyStatus) }, ...([1, 2, 3] as const).map((status) => ({ id: String(status), label: intl.formatMessage(statusMessage[status]) }))]}
            selectedKey={filters.status === undefined ? 'all' : String(filters.status)}
            onSelectionChange={(key) => applyFilters({ status: key === 'all' ? undefined : (Number(key) as 1 | 2 | 3) })}
          />
          <Select
            label={intl.formatMessage(classTableMessages.lecturer)}
            options={[{ id: 'all', label: intl.formatMessage(messages.anyLecturer) }, ...metadata.lecturers.map((lecturer) => ({ id: lecturer.userId, label: lecturer.name ?? lecturer.userId }))]}
            selectedKey={filters.lecturerId ?? 'all'}
            onSelectionChange={(key) => applyFilters({ lecturerId: key === 'all' ? undefined : String(key) })}
          />
          {filters.day && (
            <Button variant="secondary" onPress={() => applyFilters({ day: undefined })} data-testid="clear-day">
              {intl.formatMessage(messages.clearDay, { day: time.date(`${filters.day}T12:00:00Z`) })}
            </Button>
          )}
        </FilterToolbar>
        <DataTable
          aria-label={intl.formatMessage(messages.tableTitle)}
          columns={columns}
          rows={page.list}
          getRowId={(row) => row.id}
          getRowTitle={(row) => row.title}
          sort={sort}
          onSortChange={(next) => applyFilters({ sortBy: next.column as ClassFilters['sortBy'], order: next.direction === 'ascending' ? 'asc' : 'desc', page: filters.page })}
          page={page.pageNumber}
          pageSize={page.pageSize}
          totalItems={page.total}
          onPageChange={(next) => void setSearchParams(filtersToSearch({ ...filters, page: next }), { preventScrollReset: true })}
          isLoading={loading}
          rowActions={(row) => [
            { id: 'edit', label: intl.formatMessage(classTableMessages.edit), icon: 'tool', onAction: () => void navigate(edit(row)) },
            { id: 'preview', label: intl.formatMessage(classTableMessages.preview), icon: 'eye', onAction: () => void navigate(`${base}/preview-class?classId=${row.id}`) },
            { id: 'live', label: intl.formatMessage(messages.liveLectures), icon: 'play', onAction: () => void navigate(`${base}/live-streaming?classId=${row.id}`) },
            { id: 'gradebook', label: intl.formatMessage(gradebookMessages.action), icon: 'trophy', onAction: () => void navigate(`${base}/gradebook?classId=${row.id}`) },
            { id: 'exams', label: intl.formatMessage(examAuthoringMessages.action), icon: 'checkCircle', onAction: () => void navigate(`${base}/class-exams?classId=${row.id}`) },
            { id: 'surveys', label: intl.formatMessage(messages.surveys), icon: 'chat', onAction: () => void navigate(classSurveysHref(base, row.id)) },
            { id: 'delete', label: intl.formatMessage(messages.deleteClass), icon: 'trash', isDestructive: true, onAction: () => setDeleting(row) },
          ]}
          empty={
            filtered
              ? { title: intl.formatMessage(messages.noMatchTitle), description: intl.formatMessage(messages.noMatchBody) }
              : { title: intl.formatMessage(messages.emptyTitle), description: intl.formatMessage(messages.emptyBody), action: metadata.canCreate ? <Button onPress={() => void navigate(`${base}/addClass`)}>{intl.formatMessage(messages.newClass)}</Button> : undefined }
          }
        />
      </section>

      <ConfirmDialog
        isOpen={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        variant="destructive"
        title={intl.formatMessage(messages.deleteTitle)}
        confirmLabel={intl.formatMessage(messages.deleteClass)}
        onConfirm={() => (deleting ? remove(deleting) : undefined)}
        errorMessage={(error) => (failureMessage(error, undefined))}
      >
        {deleting && intl.formatMessage(messages.deleteBody, { title: isolate(deleting.title), enrolled: deleting.enrolledCount })}
      </ConfirmDialog>
    </>
  );
}

const statusMessage = { 1: messages.unstarted, 2: messages.ongoing, 3: messages.ended } as const;

function filtersToSearch(filters: Partial<ClassFilters>): URLSearchParams {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(filters)) if (value !== undefined && value !== null && value !== '') search.set(key, String(value));
  if (search.get('page') === '1') search.delete('page');
  return search;
}
