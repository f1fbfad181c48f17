import { useIntl } from 'react-intl';
import { useLocation, useParams, useSearchParams } from 'react-router';
import { EmptyState, Link } from '@academy/ui';
import { api } from '../../../app/api.ts';
import { getSession } from '../../../app/session.ts';
import { classViewBase, isRecordId, useClassView } from '../classData.ts';
import { LoadFailed, SkeletonLines } from '../Section.tsx';
import { useCall } from '../useCall.ts';
import { SurveyForm } from './SurveyForm.tsx';
import { TeacherResults } from './TeacherResults.tsx';
import { classInfoMessages as messages } from '../classInfo.messages.ts';
import * as styles from '../classInfo.css.ts';

/** satisfaction-detail?questionnaireId=: the learner answers it; the teacher reads its results and reminds. */
export function Component() {
  const intl = useIntl();
  const view = useClassView();
  const { pathname } = useLocation();
  const [search] = useSearchParams();
  const questionnaireId = search.get('questionnaireId');
  const back = (
    <nav aria-label={intl.formatMessage(messages.surveysTitle)}>
      <Link href={`${classViewBase(pathname)}/satisfaction-list`}>{intl.formatMessage(messages.allSurveys)}</Link>
    </nav>
  );
  if (!isRecordId(questionnaireId)) {
    return (
      <div className={styles.stack}>
        {back}
        <EmptyState icon="inbox" headingLevel={3} title={intl.formatMessage(messages.noSuchSurveyTitle)} description={intl.formatMessage(messages.noSuchSurveyBody)} />
      </div>
    );
  }
  return (
    // The survey is below the class: it comes into view when one is opened (a new key, a new element).
    <div key={questionnaireId} ref={bringIntoView} className={styles.stack}>
      {back}
      {view.canManage ? <TeacherResults key={questionnaireId} classId={view.id} questionnaireId={questionnaireId} /> : <LearnerSurvey key={questionnaireId} classId={view.id} questionnaireId={questionnaireId} />}
    </div>
  );
}

const bringIntoView = (element: HTMLElement | null) => element?.scrollIntoView({ block: 'start' });

function LearnerSurvey({ classId, questionnaireId }: { classId: string; questionnaireId: string }) {
  const { schoolId = '' } = useParams();
  const call = useCall(
    schoolId,
    () => Promise.all([api.learnerQuestionnaire({ params: { classId, qid: questionnaireId }, tenantId: schoolId }), getSession()]),
    `survey:${classId}:${questionnaireId}`,
  );
  if (call.error) return <LoadFailed message={call.error} onRetry={call.reload} />;
  if (!call.data) return <SkeletonLines lines={6} />;
  const [questionnaire, user] = call.data;
  return <SurveyForm questionnaire={questionnaire} schoolId={schoolId} userId={user?.userId ?? 'anonymous'} onSent={call.reload} headingLevel={3} />;
}
