import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { redirect, useLoaderData, useLocation, useNavigate, useNavigation, useRevalidator, useSearchParams, type LoaderFunctionArgs } from 'react-router';
import type { ClassSummary, LiveLecture } from '@academy/contract';
import { pageNumberFrom, withoutControlCharacters } from '@academy/rules';
import { Button, ConfirmDialog, DataTable, EmptyState, FilterToolbar, Link, SchoolTime, Select, StatusBadge, classTableMessages, contentProps, isolate, useToast, type DataTableColumn } from '@academy/ui';
import { api } from '../../../app/api.ts';
import { lecturingSchool, pageError, useLecturing } from '../lecturingData.ts';
import { defaultClassId, isId, livePaths, managedClasses, withClass } from './liveData.ts';
import { formatMinutes } from './liveTime.tsx';
import { formatWhen } from '../schoolTime.ts';
import { liveMessages as messages } from './live.messages.ts';
import * as layout from '../lecturing.css.ts';
import * as styles from './live.css.ts';
import { failureMessage } from '../../../app/failureMessage.ts';

const PAGE_SIZE = 10;

/** The address's list settings, read leniently (a hand-edited link never makes an error page). */
function listSettings(search: URLSearchParams) {
  // A control character (pasted, or in an edited link) would be refused by the server, and the page with it.
  return { title: withoutControlCharacters(search.get('title') ?? '').trim().slice(0, 100), page: pageNumberFrom(search.get('page')) };
}

/**
 * The class (`?classId=`, by default the first ongoing or upcoming one of those the caller manages: the address
 * always names it, so a reload or a shared link shows the same list), then one page of its live lectures.
 */
export async function loader({ params, request }: LoaderFunctionArgs) {
  const tenantId = lecturingSchool(params);
  const url = new URL(request.url);
  const classes = await managedClasses(tenantId);
  const asked = url.searchParams.get('classId');
  const classId = isId(asked) ? asked : defaultClassId(classes);
  if (!classId) return { classes, current: null, settings: listSettings(url.searchParams), page: null };
  if (classId !== asked) {
    url.searchParams.set('classId', classId);
    throw redirect(`${url.pathname}?${url.searchParams}`);
  }
  const settings = listSettings(url.searchParams);
  const [picker, page] = await Promise.all([
    withClass(classes, classId, tenantId),
    api.liveList({ params: { classId }, query: { title: settings.title || undefined, pageNum: settings.page, pageSize: PAGE_SIZE }, tenantId }).catch(pageError),
  ]);
  // Past the last page (after a delete, or an old link): the last page instead.
  if (page.list.length === 0 && page.total > 0 && settings.page > 1) {
    url.searchParams.set('page', String(Math.ceil(page.total / PAGE_SIZE)));
    throw redirect(`${url.pathname}?${url.searchParams}`);
  }
  return { ...picker, settings, page };
}

export function Component() {
  const { classes, current, settings, page } = useLoaderData<Awaited<ReturnType<typeof loader>>>();
  const intl = useIntl();
  const toast = useToast();
  const navigate = useNavigate();
  const navigation = useNavigation();
  const revalidator = useRevalidator();
  const { pathname } = useLocation();
  const [, setSearchParams] = useSearchParams();
  const { schoolId, base, metadata } = useLecturing();
  const paths = livePaths(base);
  const [title, setTitle] = useState(settings.title);
  const [deleting, setDeleting] = useState<LiveLecture | null>(null);
  const loading = navigation.state === 'loading' && navigation.location?.pathname === pathname;

  /** Changes the list's settings in the address; a new class or search starts at page 1. */
  const show = (change: { classId?: string; title?: string; page?: number }) => {
    const next = new URLSearchParams();
    next.set('classId', change.classId ?? current!.id);
    const nextTitle = change.title ?? (change.classId ? '' : settings.title);
    if (nextTitle) next.set('title', nextTitle);
    if (change.page && change.page > 1) next.set('page', String(change.page));
    void setSearchParams(next, { preventScrollReset: true });
  };
  // The address changed (back, forward, a link): the search field follows it.
  const [shownTitle, setShownTitle] = useState(settings.title);
  if (shownTitle !== settings.title) {
    setShownTitle(settings.title);
    setTitle(settings.title);
  }
  // Typing searches after a pause; Enter searches at once.
  useEffect(() => {
    if (!current || title.trim() === settings.title) return;
    const timer = setTimeout(() => show({ title: title.trim() }), 400);
    return () => clearTimeout(timer);
  });

  if (!current || !page) {
    return (
      <>
        <h1 className={layout.title}>{intl.formatMessage(messages.listTitle)}</h1>
        <EmptyState icon="play" title={intl.formatMessage(messages.noClassesTitle)} description={intl.formatMessage(messages.noClassesBody)} action={<Link href={`${base}/class-management`}>{intl.formatMessage(messages.toClasses)}</Link>} />
      </>
    );
  }

  const lecturerName = (row: LiveLecture) => row.lecturerName ?? intl.formatMessage(messages.unknownPerson);
  const columns: DataTableColumn<LiveLecture>[] = [
    { id: 'title', header: intl.formatMessage(classTableMessages.title), isRowHeader: true, cell: (row) => <Link href={paths.detail(row.id)} {...contentProps(null, { lines: 2 })}>{row.title}</Link> },
    { id: 'startsAt', header: intl.formatMessage(classTableMessages.starts), cell: (row) => <SchoolTime time={row.startsAt} timeZone={row.timeZone} /> },
    { id: 'duration', header: intl.formatMessage(messages.durationColumn), align: 'numeric', cell: (row) => formatMinutes(intl, row.durationMinutes) },
    { id: 'lecturer', header: intl.formatMessage(classTableMessages.lecturer), isUserContent: true, cell: lecturerName },
    { id: 'status', header: intl.formatMessage(classTableMessages.status), cell: (row) => <StatusBadge status={row.status} /> },
  ];

  const remove = async (row: LiveLecture) => {
    await api.deleteLive({ params: { id: row.id }, tenantId: schoolId });
    toast.show(intl.formatMessage(messages.deletedToast, { title: isolate(row.title) }), 'success');
    // The same page again, from the server (past the last page, the loader goes back one).
    await revalidator.revalidate();
  };
  const classOption = (item: ClassSummary) => ({ id: item.id, label: intl.formatMessage(messages.classOption, { title: isolate(item.title), date: intl.formatDate(item.startsAt, { dateStyle: 'medium', calendar: 'gregory', timeZone: metadata.timeZone }) }) });
  const scheduleButton = (
    <Button onPress={() => void navigate(paths.create(current.id))}>
      {intl.formatMessage(messages.schedule)}
    </Button>
  );

  return (
    <>
      <div className={layout.header}>
        <h1 className={layout.title}>{intl.formatMessage(messages.listTitle)}</h1>
        {scheduleButton}
      </div>
      <Select
        label={intl.formatMessage(messages.classLabel)}
        options={classes.map(classOption)}
        selectedKey={current.id}
        onSelectionChange={(key) => key !== null && String(key) !== current.id && show({ classId: String(key) })}
        className={styles.classPicker}
      />
      <section aria-labelledby="live-table" className={layout.stack}>
        <h2 id="live-table" {...contentProps(layout.sectionTitle)}>
          {current.title}
        </h2>
        <FilterToolbar
          aria-label={intl.formatMessage(messages.filtersLabel)}
          searchLabel={intl.formatMessage(messages.searchLabel)}
          searchValue={title}
          onSearchChange={setTitle}
          onSearchSubmit={(value) => show({ title: value.trim() })}
          onReset={() => {
            setTitle('');
            show({ title: '' });
          }}
          canReset={settings.title !== ''}
          resultCount={loading ? undefined : page.total}
          resultLabel={intl.formatMessage(messages.resultCount, { count: page.total })}
        />
        <DataTable
          aria-label={intl.formatMessage(messages.tableLabel)}
          columns={columns}
          rows={page.list}
          getRowId={(row) => row.id}
          getRowTitle={(row) => row.title}
          page={page.pageNum}
          pageSize={page.pageSize}
          totalItems={page.total}
          onPageChange={(next) => show({ page: next })}
          isLoading={loading}
          rowActionsDisplay="buttons"
          rowActions={(row) => [
            { id: 'edit', label: intl.formatMessage(messages.edit), icon: 'tool', onAction: () => void navigate(paths.edit(row.id)) },
            { id: 'delete', label: intl.formatMessage(messages.delete), icon: 'trash', isDestructive: true, onAction: () => setDeleting(row) },
          ]}
          empty={
            settings.title
              ? { title: intl.formatMessage(messages.noMatchTitle), description: intl.formatMessage(messages.noMatchBody) }
              : { title: intl.formatMessage(messages.emptyTitle), description: intl.formatMessage(messages.emptyBody), action: scheduleButton }
          }
        />
        <p className={layout.muted}>{intl.formatMessage(messages.zoneNote, { zone: isolate(metadata.timeZone) })}</p>
      </section>

      <ConfirmDialog
        isOpen={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        variant="destructive"
        title={intl.formatMessage(messages.deleteTitle)}
        confirmLabel={intl.formatMessage(messages.deleteConfirm)}
        onConfirm={() => (deleting ? remove(deleting) : undefined)}
        errorMessage={(error) => (failureMessage(error, undefined))}
      >
        {deleting && intl.formatMessage(messages.deleteBody, { title: isolate(deleting.title), date: formatWhen(intl, deleting.startsAt, deleting.timeZone) })}
      </ConfirmDialog>
    </>
  );
}
