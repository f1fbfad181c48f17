import { useId } from 'react';
import { useIntl, type IntlShape } from 'react-intl';
import { contentProps, isolate } from '../../content/contentProps.ts';
import { CheckboxGroup } from '../Checkbox/index.ts';
import { SingleChoice } from '../Questionnaire/SingleChoice.tsx';
import { StatusBadge } from '../StatusBadge/index.ts';
import { TextArea } from '../TextArea/index.ts';
import { TextField } from '../TextField/index.ts';
import * as styles from './ExamQuestion.css.ts';
import { examQuestionMessages as messages } from './ExamQuestion.messages.ts';
import type { ExamAnswerValue, ExamQuestionData, ExamQuestionReview } from './types.ts';

export type ExamQuestionProps = {
  question: ExamQuestionData;
  /** 1-based position in the attempt. */
  number: number;
  answer: ExamAnswerValue | null;
  onChange?: (answer: ExamAnswerValue) => void;
  /** Shows the answer without letting it change (a submitted attempt, a closed one). */
  readOnly?: boolean;
  /** After submitting: right or wrong, points, the correct answer and the explanation, as the exam allows. */
  review?: ExamQuestionReview | null;
  /** Level of the question's heading in the page outline. */
  headingLevel?: 2 | 3 | 4;
  className?: string;
};

const KIND_HINT = {
  singleChoice: messages.kindSingleChoice,
  multipleChoice: messages.kindMultipleChoice,
  trueFalse: messages.kindTrueFalse,
  fillBlank: messages.kindFillBlank,
  shortAnswer: messages.kindShortAnswer,
} as const;

/** An answer in words: the choices' texts, True/False, or the text typed. */
export function answerText(intl: IntlShape, question: ExamQuestionData, answer: ExamAnswerValue | null): string | null {
  if (!answer) return null;
  if (answer.choiceIds) {
    const texts = question.choices.filter((choice) => answer.choiceIds!.includes(choice.id)).map((choice) => choice.text);
    return texts.length ? intl.formatList(texts, { type: 'conjunction' }) : null;
  }
  if (answer.value !== undefined) return intl.formatMessage(answer.value ? messages.true : messages.false);
  return answer.text?.trim() ? answer.text : null;
}

/**
 * One exam question of any kind — single choice (radios), multiple choice (checkboxes), true/false, fill in the blank
 * (a text field), short answer (a text area, marked by a lecturer) — operable by keyboard and screen reader, the
 * prompt and choices in their own direction. With `review`, it shows how the answer was judged.
 */
export function ExamQuestion({ question, number, answer, onChange, readOnly = false, review, headingLevel = 3, className }: ExamQuestionProps) {
  const intl = useIntl();
  const id = useId();
  const Heading = `h${headingLevel}` as const;
  const change = (next: ExamAnswerValue) => onChange?.(next);
  const label = (
    <span id={`${id}-prompt`} {...contentProps(styles.prompt, { paragraph: true })}>
      {question.prompt}
    </span>
  );

  const control = () => {
    switch (question.kind) {
      case 'singleChoice':
        return (
          <SingleChoice
            label={label}
            options={question.choices.map((choice) => ({ id: choice.id, label: choice.text }))}
            value={answer?.choiceIds?.[0] ?? null}
            onChange={(choiceId) => change({ choiceIds: [choiceId] })}
            isRequired={false}
            isReadOnly={readOnly}
          />
        );
      case 'multipleChoice':
        return (
          <CheckboxGroup
            label={label}
            options={question.choices.map((choice) => ({ value: choice.id, label: <span {...contentProps()}>{choice.text}</span> }))}
            value={answer?.choiceIds ?? []}
            onChange={(choiceIds) => change({ choiceIds })}
            isReadOnly={readOnly}
          />
        );
      case 'trueFalse':
        return (
          <SingleChoice
            label={label}
            options={[
              { id: 'true', label: intl.formatMessage(messages.true) },
              { id: 'false', label: intl.formatMessage(messages.false) },
            ]}
            value={answer?.value === undefined ? null : String(answer.value)}
            onChange={(value) => change({ value: value === 'true' })}
            isRequired={false}
            isReadOnly={readOnly}
          />
        );
      case 'fillBlank':
        return (
          <div className={styles.textQuestion}>
            {label}
            <TextField
              label={intl.formatMessage(messages.answerLabel)}
              aria-describedby={`${id}-prompt`}
              value={answer?.text ?? ''}
              onChange={(text) => change({ text })}
              isReadOnly={readOnly}
              maxLength={500}
              inputDir="auto"
            />
          </div>
        );
      case 'shortAnswer':
        return (
          <div className={styles.textQuestion}>
            {label}
            <TextArea
              label={intl.formatMessage(messages.answerLabel)}
              aria-describedby={`${id}-prompt`}
              value={answer?.text ?? ''}
              onChange={(text) => change({ text })}
              isReadOnly={readOnly}
              maxLength={5000}
              rows={4}
            />
          </div>
        );
    }
  };

  const verdict = review
    ? review.correct === null
      ? review.points === null && question.kind === 'shortAnswer'
        ? { tone: 'info' as const, label: intl.formatMessage(messages.pendingMarking) }
        : null
      : review.correct
        ? { tone: 'success' as const, label: intl.formatMessage(messages.correct) }
        : { tone: 'danger' as const, label: intl.formatMessage(messages.incorrect) }
    : null;
  const given = review ? answerText(intl, question, answer) : null;
  const expected = review?.correctAnswer ? answerText(intl, question, review.correctAnswer) : null;

  return (
    <section aria-labelledby={`${id}-heading`} className={[styles.root, className].filter(Boolean).join(' ')} data-kind={question.kind} data-verdict={verdict?.tone}>
      <header className={styles.header}>
        <Heading id={`${id}-heading`} className={styles.heading}>
          {intl.formatMessage(messages.number, { n: number })}
        </Heading>
        <span className={styles.meta}>{intl.formatMessage(messages.points, { points: question.points })}</span>
        {verdict && <StatusBadge tone={verdict.tone} label={verdict.label} />}
      </header>
      <p className={styles.hint}>{intl.formatMessage(KIND_HINT[question.kind])}</p>
      {control()}
      {review && (
        <div className={styles.review}>
          {given === null ? <p className={styles.reviewLine}>{intl.formatMessage(messages.noAnswer)}</p> : null}
          {review.points !== null && <p className={styles.reviewLine}>{intl.formatMessage(messages.scored, { points: review.points, max: review.maxPoints })}</p>}
          {expected !== null && (
            <p className={styles.reviewLine}>
              {intl.formatMessage(messages.correctAnswer, { answer: isolate(expected) })}
            </p>
          )}
          {review.explanation && (
            <div className={styles.explanation}>
              <p className={styles.explanationTitle}>{intl.formatMessage(messages.explanation)}</p>
              <p {...contentProps(styles.explanationText, { paragraph: true })}>{review.explanation}</p>
            </div>
          )}
          {review.comment && (
            <div className={styles.explanation}>
              <p className={styles.explanationTitle}>{intl.formatMessage(messages.lecturerComment)}</p>
              <p {...contentProps(styles.explanationText, { paragraph: true })}>{review.comment}</p>
            </div>
          )}
        </div>
      )}
    </section>
  );
}
