import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { MARK_COMMENT_MAX, markProblem, parseMarkScore, type MarkProblem } from '@academy/rules';
import { contentProps } from '../../content/contentProps.ts';
import { Badge } from '../Badge/index.ts';
import { Banner } from '../Banner/index.ts';
import { Button } from '../Button/index.ts';
import { TextArea } from '../TextArea/index.ts';
import { TextField } from '../TextField/index.ts';
import * as styles from './ShortAnswerMarking.css.ts';
import { shortAnswerMarkingMessages as messages } from './ShortAnswerMarking.messages.ts';

/** The answer being marked: the question, the learner's text, the points it allows and its mark so far. */
export type ShortAnswerMarkingItem = {
  learnerName: string | null;
  prompt: string;
  answer: string;
  maxPoints: number;
  /** null: not marked yet. */
  points: number | null;
  comment: string;
  submittedAt?: string | null;
};

export type ShortAnswerMarkingProps = {
  item: ShortAnswerMarkingItem;
  /** Called with a score that fits the question (0 to its points, one decimal) and the comment, trimmed. */
  onSave: (mark: { score: number; comment: string }) => void;
  isSaving?: boolean;
  /** The save failed: the server's message (or true for a general one). What was typed stays. */
  error?: ReactNode;
  /** The last save succeeded: says so (and is announced). */
  isSaved?: boolean;
  headingLevel?: 2 | 3 | 4;
  className?: string;
};

const PROBLEM_WORDS = { required: messages.required, notNumber: messages.notNumber, negative: messages.negative, precision: messages.precision } as const;

/**
 * Marking one short answer: the question, the learner's answer in its own direction (any script), a score field
 * (0 to the question's points, one decimal; digits of any script) with the same rule as the server, a comment, Save.
 * A refusal — the form's or the server's — shows next to what was typed, which stays.
 */
export function ShortAnswerMarking({ item, onSave, isSaving = false, error, isSaved = false, headingLevel = 3, className }: ShortAnswerMarkingProps) {
  const intl = useIntl();
  const id = useId();
  const Heading = `h${headingLevel}` as const;
  const [score, setScore] = useState(item.points === null ? '' : intl.formatNumber(item.points, { useGrouping: false }));
  const [comment, setComment] = useState(item.comment);
  const [problem, setProblem] = useState<MarkProblem | null>(null);
  const hasError = error !== undefined && error !== null && error !== false;

  const problemText = (which: MarkProblem) => (which === 'overMax' ? intl.formatMessage(messages.overMax, { max: item.maxPoints }) : intl.formatMessage(PROBLEM_WORDS[which]));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = markProblem(score, item.maxPoints);
    setProblem(found);
    if (found) return;
    onSave({ score: parseMarkScore(score), comment: comment.trim() });
  };

  return (
    <section aria-labelledby={`${id}-heading`} className={[styles.root, className].filter(Boolean).join(' ')}>
      <div className={styles.header}>
        <Heading id={`${id}-heading`} {...contentProps(styles.heading)}>
          {item.learnerName ?? intl.formatMessage(messages.noName)}
        </Heading>
        <Badge tone={item.points === null ? 'warning' : 'success'}>
          {item.points === null ? intl.formatMessage(messages.pending) : intl.formatMessage(messages.marked, { points: item.points, max: item.maxPoints })}
        </Badge>
      </div>
      {item.submittedAt && <p className={styles.meta}>{intl.formatMessage(messages.submittedAt, { at: intl.formatDate(item.submittedAt, { dateStyle: 'medium', timeStyle: 'short' }) })}</p>}
      <div className={styles.block}>
        <span className={styles.label}>{intl.formatMessage(messages.question)}</span>
        <p {...contentProps(styles.prompt, { paragraph: true })}>{item.prompt}</p>
      </div>
      <div className={styles.block}>
        <span className={styles.label} id={`${id}-answer`}>
          {intl.formatMessage(messages.answer)}
        </span>
        {item.answer.trim() ? (
          <p aria-labelledby={`${id}-answer`} {...contentProps(styles.answer, { paragraph: true })}>
            {item.answer}
          </p>
        ) : (
          <p className={[styles.answer, styles.noAnswer].join(' ')}>{intl.formatMessage(messages.noAnswer)}</p>
        )}
      </div>
      <form className={styles.form} onSubmit={submit} noValidate>
        <TextField
          className={styles.score}
          label={intl.formatMessage(messages.score)}
          description={intl.formatMessage(messages.scoreHint, { max: item.maxPoints })}
          errorMessage={problem ? problemText(problem) : undefined}
          value={score}
          onChange={(next) => {
            setScore(next);
            if (problem) setProblem(null);
          }}
          inputMode="decimal"
          isRequired
          maxLength={12}
        />
        <TextArea
          label={intl.formatMessage(messages.comment)}
          description={intl.formatMessage(messages.commentHint)}
          value={comment}
          onChange={setComment}
          maxLength={MARK_COMMENT_MAX}
          rows={3}
        />
        {hasError && (
          <Banner tone="error">{error === true ? intl.formatMessage(messages.saveFailed) : <span {...contentProps()}>{error}</span>}</Banner>
        )}
        <div className={styles.actions}>
          <Button type="submit" isPending={isSaving}>
            {intl.formatMessage(messages.save)}
          </Button>
          <p role="status" className={styles.saved}>
            {isSaved && !hasError && !isSaving ? intl.formatMessage(messages.saved) : null}
          </p>
        </div>
      </form>
    </section>
  );
}
