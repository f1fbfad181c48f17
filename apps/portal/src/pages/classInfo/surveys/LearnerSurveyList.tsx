import { useIntl } from 'react-intl';
import type { LearnerQuestionnaireSummary } from '@academy/contract';
import { EmptyState, Link, StatusBadge, contentProps } from '@academy/ui';
import { api } from '../../../app/api.ts';
import { useSchoolTime } from '../../lecturing/schoolTime.ts';
import { LoadFailed, SkeletonLines } from '../Section.tsx';
import { surveyStateBadge } from '../states.ts';
import { useCall } from '../useCall.ts';
import { classInfoMessages as messages } from '../classInfo.messages.ts';
import * as styles from '../classInfo.css.ts';

const detailHref = (base: string, questionnaireId: string) => `${base}/satisfaction-detail?questionnaireId=${questionnaireId}`;

type LearnerSurveyListProps = { schoolId: string; classId: string; timeZone: string; /** The class view's path the survey links start from. */ base: string };

/** The class's questionnaires as the learner stands in each (also in the lecturing center's preview). */
export function LearnerSurveyList({ schoolId, classId, timeZone, base }: LearnerSurveyListProps) {
  const intl = useIntl();
  const time = useSchoolTime(timeZone);
  const call = useCall(schoolId, () => api.learnerQuestionnaires({ params: { id: classId }, tenantId: schoolId }), `surveys:${classId}`);

  if (call.error) return <LoadFailed message={call.error} onRetry={call.reload} />;
  if (!call.data) return <SkeletonLines />;
  if (call.data.length === 0) return <EmptyState icon="inbox" headingLevel={3} title={intl.formatMessage(messages.noSurveysTitle)} description={intl.formatMessage(messages.noSurveysBody)} />;
  const describe = (survey: LearnerQuestionnaireSummary) => {
    if (survey.answerTimes > 0 && survey.submittedAt) return intl.formatMessage(messages.answeredOn, { date: time.dateTime(survey.submittedAt) });
    if (survey.state === 'open') return intl.formatMessage(messages.closesOn, { date: time.dateTime(survey.closesAt) });
    if (survey.state === 'notOpen') return intl.formatMessage(messages.opensOn, { date: time.dateTime(survey.opensAt) });
    return intl.formatMessage(messages.closedOn, { date: time.dateTime(survey.closesAt) });
  };
  return (
    <ul className={styles.list} data-testid="survey-list">
      {call.data.map((survey) => {
        const badge = surveyStateBadge(survey.state, survey.answerTimes > 0);
        return (
          <li key={survey.id} className={styles.listItem} data-testid="survey-item">
            <Link href={detailHref(base, survey.id)}><span {...contentProps()}>{survey.title}</span></Link>
            <span className={styles.row}>
              <StatusBadge tone={badge.tone} label={intl.formatMessage(badge.message)} />
              {survey.anonymous && <StatusBadge tone="neutral" icon="lock" label={intl.formatMessage(messages.anonymous)} />}
              <span className={styles.muted}>{intl.formatMessage(messages.questionCount, { count: survey.questionCount })}</span>
              <span className={styles.muted}>{describe(survey)}</span>
            </span>
            {survey.remindedAt && survey.answerTimes === 0 && survey.state === 'open' && (
              <span className={styles.muted}>{intl.formatMessage(messages.remindedOn, { date: time.dateTime(survey.remindedAt) })}</span>
            )}
          </li>
        );
      })}
    </ul>
  );
}
