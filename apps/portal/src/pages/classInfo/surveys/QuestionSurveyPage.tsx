import { useIntl } from 'react-intl';
import { useLoaderData, useRevalidator, type LoaderFunctionArgs } from 'react-router';
import { Link, contentProps } from '@academy/ui';
import { api } from '../../../app/api.ts';
import { getSession } from '../../../app/session.ts';
import { classInfoBase, classPageError, classSchool, recordId } from '../classData.ts';
import { SurveyForm } from './SurveyForm.tsx';
import { classInfoMessages as messages } from '../classInfo.messages.ts';
import * as styles from '../classInfo.css.ts';

/** question-survey/{questionId}: a questionnaire by its id alone (a link sent to learners), the same form as in the class. */
export async function loader({ params, request }: LoaderFunctionArgs) {
  const schoolId = classSchool(params);
  const qid = recordId(params.questionId);
  const [questionnaire, user] = await Promise.all([api.questionSurvey({ params: { qid }, tenantId: schoolId }).catch(classPageError(schoolId, request)), getSession()]);
  return { schoolId, questionnaire, userId: user?.userId ?? 'anonymous' };
}

export function Component() {
  const intl = useIntl();
  const { schoolId, questionnaire, userId } = useLoaderData<Awaited<ReturnType<typeof loader>>>();
  const revalidator = useRevalidator();
  return (
    <div className={styles.page}>
      <nav aria-label={intl.formatMessage(messages.breadcrumb)}>
        <Link href={`${classInfoBase(schoolId)}/class-view/${questionnaire.classId}`}>
          {intl.formatMessage(messages.backToClass, { title: <span key="t" {...contentProps()}>{questionnaire.classTitle}</span> })}
        </Link>
      </nav>
      <SurveyForm questionnaire={questionnaire} schoolId={schoolId} userId={userId} onSent={() => void revalidator.revalidate()} headingLevel={1} />
    </div>
  );
}
