import { useIntl } from 'react-intl';
import { data, Link, useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { Badge, contentProps } from '@academy/ui';
import { api } from '../../app/api.ts';
import { lecturingSchool, pageError, useLecturing } from './lecturingData.ts';
import { examAuthoringMessages as messages } from './examAuthoring.messages.ts';
import * as styles from './lecturing.css.ts';

/** A class id from the address (?classId=): 19 digits, else the 404 page. */
export function classIdOf(request: Request): string {
  const classId = new URL(request.url).searchParams.get('classId') ?? '';
  if (!/^\d{19}$/.test(classId)) throw data('Not found', { status: 404 });
  return classId;
}

/** The class's title and its exams, drafts and published. */
export async function loader({ params, request }: LoaderFunctionArgs) {
  const tenantId = lecturingSchool(params);
  const classId = classIdOf(request);
  const [detail, exams] = await Promise.all([
    api.classDetails({ params: { id: classId }, tenantId }).catch(pageError),
    api.classExamList({ params: { classId }, tenantId }).catch(pageError),
  ]);
  return { classId, title: detail.title, exams: exams.list };
}

export function Component() {
  const { classId, title, exams } = useLoaderData<Awaited<ReturnType<typeof loader>>>();
  const intl = useIntl();
  const { base } = useLecturing();
  return (
    <>
      <div className={styles.header}>
        <div className={styles.stack}>
          <h1 className={styles.title}>{intl.formatMessage(messages.listTitle)}</h1>
          <p {...contentProps(styles.muted)}>{title}</p>
        </div>
        <div className={styles.row}>
          <Link to={`${base}/gradebook?classId=${classId}`}>{intl.formatMessage(messages.gradebook)}</Link>
          <Link to={`${base}/exam-edit?classId=${classId}`} data-testid="new-exam">{intl.formatMessage(messages.newExam)}</Link>
        </div>
      </div>
      {exams.length === 0 ? (
        <p className={styles.muted}>{intl.formatMessage(messages.none)}</p>
      ) : (
        <ul className={styles.list}>
          {exams.map((exam) => (
            <li key={exam.examId} className={styles.fieldset}>
              <div className={styles.header}>
                <h2 {...contentProps(styles.sectionTitle)}>{exam.title}</h2>
                <Badge tone={exam.status === 'published' ? 'success' : 'neutral'}>{intl.formatMessage(exam.status === 'published' ? messages.published : messages.draft)}</Badge>
              </div>
              <p className={styles.muted}>{intl.formatMessage(messages.summary, { questions: exam.questionCount, attempts: exam.attempts })}</p>
              <div className={styles.row}>
                <Link to={`${base}/exam-edit?classId=${classId}&examId=${exam.examId}`}>{intl.formatMessage(messages.edit, { title: exam.title })}</Link>
                <Link to={`${base}/item-analysis?classId=${classId}&examId=${exam.examId}`}>{intl.formatMessage(messages.analysis, { title: exam.title })}</Link>
              </div>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
