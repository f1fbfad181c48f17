import { useIntl } from 'react-intl';
import { DataTable, Link, contentProps, type DataTableColumn } from '@academy/ui';
import { api } from '../../app/api.ts';
import { useSchoolTime } from '../lecturing/schoolTime.ts';
import { useCall } from './useCall.ts';
import { classInfoMessages as messages } from './classInfo.messages.ts';
import * as styles from './classInfo.css.ts';

type Row = Awaited<ReturnType<typeof api.checkAttendance>>['list'][number];

/** For the class's managers: who checked in (and when), with their photos. */
export function CheckAttendanceTable({ schoolId, checkId, timeZone }: { schoolId: string; checkId: string; timeZone: string }) {
  const intl = useIntl();
  const time = useSchoolTime(timeZone);
  const call = useCall(schoolId, () => api.checkAttendance({ params: { checkId }, tenantId: schoolId }), `attendance:${checkId}`);
  const columns: DataTableColumn<Row>[] = [
    { id: 'name', header: intl.formatMessage(messages.learnerColumn), isRowHeader: true, cell: (row) => <span {...contentProps()}>{row.name ?? row.userId}</span> },
    { id: 'checkedInAt', header: intl.formatMessage(messages.checkedInColumn), cell: (row) => (row.checkedInAt ? time.dateTime(row.checkedInAt) : intl.formatMessage(messages.notCheckedIn)) },
    {
      id: 'photos',
      header: intl.formatMessage(messages.photosColumn),
      cell: (row) =>
        row.attachments.length === 0 ? (
          '—'
        ) : (
          <span className={styles.row}>
            {row.attachments.map((photo) => (
              <Link key={photo.id} href={photo.url} newTab>
                <span {...contentProps()}>{photo.name}</span>
              </Link>
            ))}
          </span>
        ),
    },
  ];
  return (
    <section aria-labelledby="attendance-title" className={styles.stack}>
      <h2 id="attendance-title" className={styles.sectionTitle}>{intl.formatMessage(messages.attendanceTitle)}</h2>
      {call.data && <p className={styles.muted}>{intl.formatMessage(messages.checkedInOf, { checkedIn: call.data.checkedInCount, enrolled: call.data.enrolledCount })}</p>}
      <DataTable
        aria-label={intl.formatMessage(messages.attendanceTitle)}
        columns={columns}
        rows={call.data?.list ?? []}
        getRowId={(row) => row.userId}
        getRowTitle={(row) => row.name ?? row.userId}
        isLoading={call.loading}
        error={call.error ?? undefined}
        onRetry={call.reload}
        empty={{ title: intl.formatMessage(messages.nobodyCheckedIn) }}
      />
    </section>
  );
}
