import { useIntl } from 'react-intl';
import { useParams } from 'react-router';
import { callPath } from '@academy/api-client';
import { routes } from '@academy/contract/routes';
import type { QuestionResult } from '@academy/contract';
import { Banner, FreeTextAnswers, ResultsChart, StatusBadge, contentProps, isolate } from '@academy/ui';
import { api } from '../../../app/api.ts';
import { useSchoolTime } from '../../lecturing/schoolTime.ts';
import { LoadFailed, SkeletonLines } from '../Section.tsx';
import { surveyStateBadge } from '../states.ts';
import { useCall } from '../useCall.ts';
import { FeedbackRecordsPanel } from './FeedbackRecordsPanel.tsx';
import { classInfoMessages as messages } from '../classInfo.messages.ts';
import * as styles from '../classInfo.css.ts';

/** A questionnaire's results for the class's teachers: a chart with its table per question, free texts, the CSV. */
export function TeacherResults({ classId, questionnaireId }: { classId: string; questionnaireId: string }) {
  const intl = useIntl();
  const { schoolId = '' } = useParams();
  const call = useCall(schoolId, () => api.questionnaireResults({ params: { id: classId, qid: questionnaireId }, tenantId: schoolId }), `results:${questionnaireId}`);
  if (call.error) return <LoadFailed message={call.error} onRetry={call.reload} />;
  if (!call.data) return <SkeletonLines lines={8} />;
  const results = call.data;
  const badge = surveyStateBadge(results.state, false);
  // A link cannot send the tenant header: the school goes in the query, which the server accepts too.
  const csv = callPath(routes.exportResults, { params: { id: classId, qid: questionnaireId }, query: { tenantId: schoolId } });

  return (
    <div className={styles.stack} data-testid="survey-results">
      <div className={styles.spread}>
        <h3 {...contentProps(styles.sectionTitle)}>{results.title}</h3>
        {!results.resultsHidden && (
          <a href={csv} download data-testid="results-csv">{intl.formatMessage(messages.downloadCsv)}</a>
        )}
      </div>
      <div className={styles.row}>
        <StatusBadge tone={badge.tone} label={intl.formatMessage(badge.message)} />
        {results.anonymous && <StatusBadge tone="neutral" icon="lock" label={intl.formatMessage(messages.anonymous)} />}
        <span className={styles.muted}>{intl.formatMessage(messages.responsesOf, { responses: results.responseCount, enrolled: results.enrolledCount, rate: results.responseRate / 100 })}</span>
      </div>
      {results.resultsHidden ? (
        <Banner tone="info" title={intl.formatMessage(messages.resultsHiddenTitle, { minimum: results.minimumAnswers })}>
          {intl.formatMessage(messages.resultsHiddenBody, { count: results.responseCount })}
        </Banner>
      ) : results.questions.length === 0 ? (
        <p className={styles.muted}>{intl.formatMessage(messages.noQuestions)}</p>
      ) : (
        <ol className={styles.list}>
          {results.questions.map((question) => (
            <li key={question.questionId} className={styles.panel} data-testid="question-result">
              <QuestionResultView question={question} timeZone={results.timeZone} />
            </li>
          ))}
        </ol>
      )}
      <FeedbackRecordsPanel classId={classId} questionnaireId={questionnaireId} timeZone={results.timeZone} anonymous={results.anonymous} onReminded={call.reload} />
    </div>
  );
}

function QuestionResultView({ question, timeZone }: { question: QuestionResult; timeZone: string }) {
  const time = useSchoolTime(timeZone);
  if (question.kind === 'text') {
    return (
      <FreeTextAnswers
        title={question.title}
        headingLevel={4}
        answers={question.texts.map((text, index) => ({
          id: `${question.questionId}-${index}`,
          text: text.text,
          // Named surveys only: who and when (the server sends neither for an anonymous one).
          meta: text.who || text.at ? [text.who ? isolate(text.who) : null, text.at ? time.dateTime(text.at) : null].filter(Boolean).join(' · ') : undefined,
        }))}
      />
    );
  }
  return (
    <ResultsChart
      title={question.title}
      kind={question.kind}
      rows={question.rows.map((row) => ({ label: row.label, count: row.count }))}
      total={question.answered}
      mean={question.mean ?? undefined}
      headingLevel={4}
    />
  );
}

