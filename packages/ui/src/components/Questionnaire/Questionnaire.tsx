import { useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { contentProps } from '../../content/contentProps.ts';
import { Button } from '../Button/index.ts';
import { CheckboxGroup } from '../Checkbox/index.ts';
import { Icon } from '../Icon/index.ts';
import { ProgressBar } from '../Progress/index.ts';
import { RatingInput } from '../RatingInput/index.ts';
import { TextArea } from '../TextArea/index.ts';
import { SURVEY_LIMITS } from '@academy/rules';
import { answeredCount, isAnswered, missingRequired, type AnswerValue, type Answers, type Question } from './answers.ts';
import * as styles from './Questionnaire.css.ts';
import { questionnaireMessages } from './Questionnaire.messages.ts';
import { SingleChoice } from './SingleChoice.tsx';

export type QuestionnaireProps = {
  /** The survey's title, as its author wrote it. */
  title: string;
  description?: string;
  questions: readonly Question[];
  /** Every answer so far, by question id (the portal keeps them, e.g. in the browser, until they are sent). */
  answers: Answers;
  /** The whole answers object with one answer changed. */
  onChange: (answers: Answers) => void;
  /** Messages by question id (the server's), each shown next to its question. */
  errors?: Record<string, string>;
  /** A message for the whole form (the server's), shown at the top in an alert. */
  formError?: string;
  /** Called when every required question has an answer; otherwise the component shows what is missing. */
  onSubmit: () => void;
  submitting?: boolean;
  /** Shows given answers (a survey already answered or closed): nothing can change, no submit. */
  readOnly?: boolean;
  /** Says that the teacher sees no names. */
  anonymous?: boolean;
  /** Level of the title in the page outline. */
  headingLevel?: 1 | 2 | 3;
  className?: string;
};

/** A message next to a question or at the top: an icon, and the text (a server's in its own direction). */
function ErrorText({ children, isContent = false }: { children: ReactNode; isContent?: boolean }) {
  return (
    <>
      <Icon name="errorCircle" size="sm" />
      {isContent ? <span {...contentProps()}>{children}</span> : <span>{children}</span>}
    </>
  );
}

/** The first control of a question, for focus: the chosen radio, else the first input or the text box. */
function firstControl(container: HTMLElement | null): HTMLElement | null {
  return container?.querySelector<HTMLElement>('input:checked, textarea') ?? container?.querySelector<HTMLElement>('input') ?? null;
}

/**
 * A survey form rendered from data: numbered questions (single choice, multiple choice, 1–5 rating, free text) with
 * their required marks, a progress line, errors next to each question, and a submit button. Required questions are
 * checked here on submit (the first unanswered one gets the focus); the server's messages come in through `errors`
 * and `formError`.
 */
export function Questionnaire({ title, description, questions, answers, onChange, errors = {}, formError, onSubmit, submitting = false, readOnly = false, anonymous = false, headingLevel = 2, className }: QuestionnaireProps) {
  const intl = useIntl();
  const id = useId();
  const containers = useRef(new Map<string, HTMLElement>());
  // Required errors show after the first submit that found some, and follow the answers from then on.
  const [checked, setChecked] = useState(false);
  const missing = checked && !readOnly ? missingRequired(questions, answers) : [];
  const Heading = `h${headingLevel}` as const;

  const errorOf = (question: Question): ReactNode => {
    const server = errors[question.id];
    if (server) return <ErrorText isContent>{server}</ErrorText>;
    if (missing.includes(question.id)) return <ErrorText>{intl.formatMessage(questionnaireMessages.required)}</ErrorText>;
    return undefined;
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (readOnly || submitting) return;
    const unanswered = missingRequired(questions, answers);
    if (unanswered.length > 0) {
      setChecked(true);
      firstControl(containers.current.get(unanswered[0]!) ?? null)?.focus();
      return;
    }
    onSubmit();
  };

  const set = (question: Question, value: AnswerValue) => onChange({ ...answers, [question.id]: value });

  const control = (question: Question, index: number) => {
    const label = (
      <span className={styles.questionTitle}>
        <span className={styles.number}>{intl.formatMessage(questionnaireMessages.number, { n: index + 1 })}</span>
        <span {...contentProps(styles.titleText)}>{question.title}</span>
      </span>
    );
    const value = answers[question.id] ?? null;
    const common = { label, isRequired: question.required, errorMessage: errorOf(question), isReadOnly: readOnly };
    switch (question.kind) {
      case 'single':
        return <SingleChoice {...common} options={question.options ?? []} value={typeof value === 'string' ? value : null} onChange={(next) => set(question, next)} />;
      case 'multiple':
        return (
          <CheckboxGroup
            {...common}
            validationBehavior="aria"
            // The form checks required questions itself, on submit: react-aria's live check would show the error at once.
            isInvalid={Boolean(common.errorMessage)}
            options={(question.options ?? []).map((option) => ({ value: option.id, label: <span {...contentProps()}>{option.label}</span> }))}
            value={Array.isArray(value) ? value : []}
            onChange={(next) => set(question, next)}
          />
        );
      case 'rating':
        return <RatingInput {...common} value={typeof value === 'number' ? value : null} onChange={(next) => set(question, next)} />;
      case 'text':
        return (
          <TextArea
            {...common}
            validationBehavior="aria"
            maxLength={question.maxLength ?? SURVEY_LIMITS.textMax}
            value={typeof value === 'string' ? value : ''}
            onChange={(next) => set(question, next)}
          />
        );
    }
  };

  return (
    <form noValidate onSubmit={submit} aria-labelledby={`${id}-title`} aria-busy={submitting || undefined} className={[styles.form, className].filter(Boolean).join(' ')}>
      <div className={styles.header}>
        <Heading id={`${id}-title`} {...contentProps(styles.title)}>
          {title}
        </Heading>
        {description && <p {...contentProps(styles.description, { paragraph: true })}>{description}</p>}
      </div>
      {anonymous && (
        <p className={styles.note}>
          <Icon name="lock" size="sm" />
          <span>{intl.formatMessage(questionnaireMessages.anonymous)}</span>
        </p>
      )}
      {!readOnly && questions.length > 0 && (
        <ProgressBar
          size="sm"
          label={intl.formatMessage(questionnaireMessages.progress, { answered: answeredCount(questions, answers), total: questions.length })}
          value={(answeredCount(questions, answers) / questions.length) * 100}
        />
      )}
      {/* Always present, so what appears in it is announced. */}
      <div role="alert" className={styles.alertRegion}>
        {formError && (
          <p className={styles.alert}>
            <ErrorText isContent>{formError}</ErrorText>
          </p>
        )}
        {missing.length > 0 && (
          <p className={styles.alert}>
            <ErrorText>{intl.formatMessage(questionnaireMessages.missing, { count: missing.length })}</ErrorText>
          </p>
        )}
      </div>
      {!readOnly && questions.some((question) => question.required) && <p className={styles.legend}>{intl.formatMessage(questionnaireMessages.requiredLegend)}</p>}
      <ol className={styles.list}>
        {questions.map((question, index) => (
          <li
            key={question.id}
            ref={(element) => {
              if (element) containers.current.set(question.id, element);
              else containers.current.delete(question.id);
            }}
            className={styles.question}
            data-question-id={question.id}
            data-invalid={errors[question.id] || missing.includes(question.id) ? true : undefined}
            data-answered={isAnswered(question, answers[question.id]) || undefined}
          >
            {control(question, index)}
          </li>
        ))}
      </ol>
      {!readOnly && (
        <div className={styles.footer}>
          <Button type="submit" variant="primary" isPending={submitting}>
            {intl.formatMessage(questionnaireMessages.submit)}
          </Button>
        </div>
      )}
    </form>
  );
}
