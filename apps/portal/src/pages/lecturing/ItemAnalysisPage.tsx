import { useIntl } from 'react-intl';
import { Link, useLoaderData, type LoaderFunctionArgs } from 'react-router';
import type { ItemAnalysisQuestion } from '@academy/contract';
import { ResultsChart, contentProps } from '@academy/ui';
import { api } from '../../app/api.ts';
import { classIdOf } from './ClassExamsPage.tsx';
import { lecturingSchool, pageError, useLecturing } from './lecturingData.ts';
import { examAuthoringMessages as messages } from './examAuthoring.messages.ts';
import * as styles from './lecturing.css.ts';

export async function loader({ params, request }: LoaderFunctionArgs) {
  const tenantId = lecturingSchool(params);
  const classId = classIdOf(request);
  const examId = new URL(request.url).searchParams.get('examId') ?? '';
  const analysis = await api.itemAnalysis({ params: { classId, examId }, tenantId }).catch(pageError);
  return { classId, analysis };
}

/**
 * Item analysis of an exam in a class: per question, the share answered right (in words), and for choice and
 * true/false questions how often each choice was picked — the library's results chart, whose table carries the
 * same numbers to screen readers.
 */
export function Component() {
  const { classId, analysis } = useLoaderData<Awaited<ReturnType<typeof loader>>>();
  const intl = useIntl();
  const { base } = useLecturing();
  const labelOf = (question: ItemAnalysisQuestion, choice: ItemAnalysisQuestion['choices'][number]) => {
    const text = question.kind === 'trueFalse' ? intl.formatMessage(choice.id === 'true' ? messages.trueChoice : messages.falseChoice) : choice.text;
    return choice.isCorrect ? intl.formatMessage(messages.correctChoice, { choice: text }) : text;
  };
  return (
    <>
      <div className={styles.header}>
        <div className={styles.stack}>
          <h1 className={styles.title}>{intl.formatMessage(messages.analysisTitle)}</h1>
          <p {...contentProps(styles.muted)}>{analysis.title}</p>
        </div>
        <Link to={`${base}/class-exams?classId=${classId}`}>{intl.formatMessage(messages.back)}</Link>
      </div>
      <p className={styles.muted}>{analysis.submitted > 0 ? intl.formatMessage(messages.analysisSubmitted, { count: analysis.submitted }) : intl.formatMessage(messages.noAttempts)}</p>
      <ol className={styles.list}>
        {analysis.questions.map((question) => (
          <li key={question.questionId} className={styles.stack}>
            {question.choices.length > 0 ? (
              <ResultsChart
                title={intl.formatMessage(messages.questionTitle, { n: question.position, prompt: question.prompt })}
                kind={question.kind === 'multipleChoice' ? 'multiple' : 'single'}
                rows={question.choices.map((choice) => ({ label: labelOf(question, choice), count: choice.picked }))}
                total={analysis.submitted}
                headingLevel={2}
              />
            ) : (
              <h2 {...contentProps(styles.sectionTitle)}>{intl.formatMessage(messages.questionTitle, { n: question.position, prompt: question.prompt })}</h2>
            )}
            {question.correctShare !== null && (
              <p data-testid="correct-share">
                {intl.formatMessage(messages.correctShare, { correct: question.correct, submitted: analysis.submitted, share: intl.formatNumber(question.correctShare, { style: 'percent' }) })}
              </p>
            )}
          </li>
        ))}
      </ol>
    </>
  );
}
