import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { callPath } from '@academy/api-client';
import { routes } from '@academy/contract/routes';
import { DataTable, StatTile, contentProps, type DataTableColumn } from '@academy/ui';
import { api } from '../../app/api.ts';
import { useLocaleControl } from '../../app/localeControl.ts';
import { RevokeCertificateDialog, RosterCertificateCell, type RevokeTarget } from './RosterCertificate.tsx';
import { rosterCertificateMessages } from './rosterCertificate.messages.ts';
import { useSchoolTime } from './schoolTime.ts';
import { useLecturing } from './lecturingData.ts';
import { lecturingMessages as messages } from './lecturing.messages.ts';
import * as styles from './lecturing.css.ts';

type Screen = Awaited<ReturnType<typeof api.lectureScreen>>;
type Row = Screen['list'][number];

/** Who is enrolled and how far each has come (lowest progress first, 10 a page), and the roster as a file. */
export function RosterPanel({ classId, title }: { classId: string; title: string }) {
  const intl = useIntl();
  const { schoolId, metadata } = useLecturing();
  const { locale } = useLocaleControl();
  const time = useSchoolTime(metadata.timeZone);
  const [pageNumber, setPageNumber] = useState(1);
  const [attempt, setAttempt] = useState(0);
  const [revoking, setRevoking] = useState<RevokeTarget | null>(null);
  // The answer for the page asked for last; an older answer arriving late is not shown.
  const [answer, setAnswer] = useState<{ request: string; screen?: Screen; failed?: boolean } | null>(null);
  const request = `${classId}:${pageNumber}:${attempt}`;

  useEffect(() => {
    let current = true;
    api.lectureScreen({ params: { classId }, query: { pageNumber }, tenantId: schoolId }).then(
      (screen) => current && setAnswer({ request, screen }),
      () => current && setAnswer({ request, failed: true }),
    );
    return () => {
      current = false;
    };
  }, [request, classId, pageNumber, schoolId]);
  const latest = answer?.request === request ? answer : null;
  // While the next page loads, the last one stays (the table shows it loading).
  const screen = latest?.screen ?? answer?.screen ?? null;
  const failed = latest?.failed === true;

  // A link cannot send the tenant header: the school goes in the query, which the server accepts too; the file's
  // headers are written in the page's language.
  const download = (format: 'csv' | 'xlsx') => callPath(routes.downloadRoster, { params: { classId }, query: { tenantId: schoolId, format, lang: locale } });
  const columns: DataTableColumn<Row>[] = [
    { id: 'name', header: intl.formatMessage(messages.learner), isRowHeader: true, cell: (row) => <span {...contentProps()}>{row.name ?? row.email ?? row.userId}</span> },
    { id: 'email', header: intl.formatMessage(messages.email), cell: (row) => <span dir="ltr">{row.email ?? '—'}</span> },
    { id: 'progress', header: intl.formatMessage(messages.progress), align: 'numeric', cell: (row) => intl.formatNumber(row.progress / 100, { style: 'percent' }) },
    { id: 'enrolledAt', header: intl.formatMessage(messages.enrolledAt), cell: (row) => time.date(row.enrolledAt) },
    {
      id: 'certificate',
      header: intl.formatMessage(rosterCertificateMessages.column),
      // Revoking is the school administrators' (the server checks it again).
      cell: (row) => <RosterCertificateCell name={row.name ?? row.email ?? row.userId} certificate={row.certificate} canRevoke={metadata.role === 'admin'} onRevoke={setRevoking} />,
    },
  ];

  return (
    <section aria-labelledby="roster" className={styles.stack}>
      <div className={styles.header}>
        <h2 id="roster" className={styles.sectionTitle}>{intl.formatMessage(messages.rosterTitle)}</h2>
        <div className={styles.row}>
          <a href={download('csv')} download data-testid="roster-csv">{intl.formatMessage(messages.downloadCsv)}</a>
          <a href={download('xlsx')} download data-testid="roster-xlsx">{intl.formatMessage(messages.downloadXlsx)}</a>
        </div>
      </div>
      <div className={styles.tiles}>
        <StatTile label={intl.formatMessage(messages.enrolledLearners)} value={screen?.total ?? 0} isLoading={!screen} notation="full" />
        <StatTile label={intl.formatMessage(messages.averageProgress)} value={screen?.averageProgress ?? 0} isLoading={!screen} notation="full" />
        <StatTile label={intl.formatMessage(messages.completed)} value={screen?.completedCount ?? 0} isLoading={!screen} notation="full" />
      </div>
      <DataTable
        aria-label={intl.formatMessage(messages.rosterOf, { title })}
        columns={columns}
        rows={screen?.list ?? []}
        getRowId={(row) => row.userId}
        getRowTitle={(row) => row.name ?? row.userId}
        isLoading={!latest}
        error={failed ? intl.formatMessage(messages.rosterFailed) : undefined}
        onRetry={() => setAttempt((n) => n + 1)}
        page={pageNumber}
        pageSize={screen?.pageSize ?? 10}
        totalItems={screen?.total ?? 0}
        onPageChange={setPageNumber}
        empty={{ title: intl.formatMessage(messages.noLearners) }}
      />
      <RevokeCertificateDialog schoolId={schoolId} target={revoking} onClose={() => setRevoking(null)} onRevoked={() => setAttempt((n) => n + 1)} />
    </section>
  );
}
