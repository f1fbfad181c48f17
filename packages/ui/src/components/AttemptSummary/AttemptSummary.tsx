import { useId } from 'react';
import { useIntl } from 'react-intl';
import { ExamQuestion, type ExamAnswerValue, type ExamQuestionData, type ExamQuestionReview } from '../ExamQuestion/index.ts';
import { StatusBadge } from '../StatusBadge/index.ts';
import * as styles from './AttemptSummary.css.ts';
import { attemptSummaryMessages as messages } from './AttemptSummary.messages.ts';

export type AttemptSummaryReview = ExamQuestionReview & { questionId: string; answer: ExamAnswerValue | null };

export type AttemptSummaryProps = {
  /** submitted: its outcome is not shown to learners. */
  state: 'submitted' | 'pendingMarking' | 'passed' | 'failed';
  /** 0–100, or null when the exam hides it. */
  score: number | null;
  passMark: number;
  submittedAt: string;
  submittedBy: 'learner' | 'deadline' | 'switches';
  /** The attempt's questions, for the review. */
  questions: readonly ExamQuestionData[];
  /** Per question, as the exam allows (null: no review). */
  review: readonly AttemptSummaryReview[] | null;
  headingLevel?: 1 | 2;
  className?: string;
};

const BY = { learner: messages.byLearner, deadline: messages.byDeadline, switches: messages.bySwitches } as const;

/** The result of a submitted exam attempt: the score and pass/fail (when the exam shows them), how it ended, and each question reviewed. */
export function AttemptSummary({ state, score, passMark, submittedAt, submittedBy, questions, review, headingLevel = 2, className }: AttemptSummaryProps) {
  const intl = useIntl();
  const id = useId();
  const Heading = `h${headingLevel}` as const;
  const SubHeading = `h${headingLevel + 1}` as 'h2' | 'h3';
  const at = intl.formatDate(submittedAt, { dateStyle: 'medium', timeStyle: 'short' });
  const byId = new Map(review?.map((item) => [item.questionId, item]));
  return (
    <section aria-labelledby={`${id}-title`} className={[styles.root, className].filter(Boolean).join(' ')} data-state={state}>
      <div className={styles.card}>
        <Heading id={`${id}-title`} className={styles.title}>
          {intl.formatMessage(messages.title)}
        </Heading>
        {state === 'submitted' ? (
          <p className={styles.note}>{intl.formatMessage(messages.hidden)}</p>
        ) : (
          <div className={styles.figures}>
            {score !== null && (
              <p className={styles.score} data-testid="attempt-score">
                {intl.formatMessage(state === 'pendingMarking' ? messages.provisional : messages.score, { score })}
              </p>
            )}
            {state === 'passed' && <StatusBadge tone="success" label={intl.formatMessage(messages.passed)} />}
            {state === 'failed' && <StatusBadge tone="danger" label={intl.formatMessage(messages.failed)} />}
            <p className={styles.passMark}>{intl.formatMessage(messages.passMark, { passMark })}</p>
          </div>
        )}
        {state === 'pendingMarking' && <p className={styles.note}>{intl.formatMessage(messages.pendingMarking)}</p>}
        <p className={styles.when}>{intl.formatMessage(BY[submittedBy], { at })}</p>
      </div>
      {review && (
        <>
          <SubHeading className={styles.reviewTitle}>{intl.formatMessage(messages.review)}</SubHeading>
          <ol className={styles.list}>
            {questions.map((question, index) => {
              const item = byId.get(question.id);
              return (
                <li key={question.id}>
                  <ExamQuestion question={question} number={index + 1} answer={item?.answer ?? null} readOnly review={item ?? null} headingLevel={(headingLevel + 2) as 3 | 4} />
                </li>
              );
            })}
          </ol>
        </>
      )}
    </section>
  );
}
