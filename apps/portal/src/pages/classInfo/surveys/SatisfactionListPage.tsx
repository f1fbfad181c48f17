import { useIntl } from 'react-intl';
import { useLocation, useParams } from 'react-router';
import type { TeacherQuestionnaireSummary } from '@academy/contract';
import { DataTable, Link, ProgressBar, StatusBadge, contentProps, isolate, type DataTableColumn } from '@academy/ui';
import { api } from '../../../app/api.ts';
import { useSchoolTime } from '../../lecturing/schoolTime.ts';
import { classViewBase, useClassView } from '../classData.ts';
import { LearnerSurveyList } from './LearnerSurveyList.tsx';
import { surveyStateBadge } from '../states.ts';
import { useCall } from '../useCall.ts';
import { classInfoMessages as messages } from '../classInfo.messages.ts';
import * as styles from '../classInfo.css.ts';

/** satisfaction-list (the class view's default child): the learner's questionnaires, or the teacher's with response rates. */
export function Component() {
  const view = useClassView();
  const { schoolId = '' } = useParams();
  const { pathname } = useLocation();
  return view.canManage ? <TeacherList /> : <LearnerSurveyList schoolId={schoolId} classId={view.id} timeZone={view.timeZone} base={classViewBase(pathname)} />;
}

const detailHref = (base: string, questionnaireId: string) => `${base}/satisfaction-detail?questionnaireId=${questionnaireId}`;

function TeacherList() {
  const intl = useIntl();
  const view = useClassView();
  const { schoolId = '' } = useParams();
  const { pathname } = useLocation();
  const time = useSchoolTime(view.timeZone);
  const call = useCall(schoolId, () => api.teacherQuestionnaires({ params: { id: view.id }, tenantId: schoolId }), `teacher-surveys:${view.id}`);
  const columns: DataTableColumn<TeacherQuestionnaireSummary>[] = [
    {
      id: 'title',
      header: intl.formatMessage(messages.surveyColumn),
      isRowHeader: true,
      cell: (row) => <Link href={detailHref(classViewBase(pathname), row.id)}><span {...contentProps()}>{row.title}</span></Link>,
    },
    {
      id: 'state',
      header: intl.formatMessage(messages.stateColumn),
      cell: (row) => {
        const badge = surveyStateBadge(row.state, false);
        return (
          <span className={styles.row}>
            <StatusBadge tone={badge.tone} label={intl.formatMessage(badge.message)} />
            {row.anonymous && <StatusBadge tone="neutral" icon="lock" label={intl.formatMessage(messages.anonymous)} />}
          </span>
        );
      },
    },
    {
      id: 'responses',
      header: intl.formatMessage(messages.responsesColumn),
      cell: (row) => (
        <ProgressBar
          size="sm"
          value={row.responseRate}
          aria-label={intl.formatMessage(messages.responseRateOf, { title: isolate(row.title) })}
          valueLabel={intl.formatMessage(messages.responsesOf, { responses: row.responseCount, enrolled: row.enrolledCount, rate: row.responseRate / 100 })}
        />
      ),
    },
    { id: 'reminder', header: intl.formatMessage(messages.lastReminderColumn), cell: (row) => (row.lastReminderAt ? time.dateTime(row.lastReminderAt) : intl.formatMessage(messages.never)) },
  ];
  return (
    <DataTable
      aria-label={intl.formatMessage(messages.teacherSurveysLabel, { title: isolate(view.title) })}
      columns={columns}
      rows={call.data ?? []}
      getRowId={(row) => row.id}
      getRowTitle={(row) => row.title}
      isLoading={call.loading}
      error={call.error ?? undefined}
      onRetry={call.reload}
      empty={{ title: intl.formatMessage(messages.noSurveysTitle), description: intl.formatMessage(messages.noTeacherSurveysBody) }}
    />
  );
}
