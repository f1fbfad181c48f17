import { useId, useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { EXAM_AUTHORING_LIMITS, parseMarkScore, type AuthoredQuestion } from '@academy/rules';
import { contentProps } from '../../content/contentProps.ts';
import { Banner } from '../Banner/index.ts';
import { Button } from '../Button/index.ts';
import { Checkbox } from '../Checkbox/index.ts';
import { IconButton } from '../IconButton/index.ts';
import { RadioGroup } from '../RadioGroup/index.ts';
import { Select } from '../Select/index.ts';
import { TextArea } from '../TextArea/index.ts';
import { TextField } from '../TextField/index.ts';
import * as styles from './QuestionEditor.css.ts';
import { questionEditorMessages as messages } from './QuestionEditor.messages.ts';

/** A question as the editor holds it: the server's shape, with its explanation. */
export type EditableQuestion = AuthoredQuestion & { explanation: string };
type Kind = EditableQuestion['kind'];

export type QuestionEditorProps = {
  question: EditableQuestion;
  /** Its place in the exam (0-based) and how many there are: the heading and the move buttons. */
  index: number;
  count: number;
  onChange: (question: EditableQuestion) => void;
  onMove: (to: number) => void;
  onRemove: () => void;
  /** What is wrong with it (the editor's check or the server's), shown in the card and announced. */
  error?: ReactNode;
  /** Learners have taken the exam: only the explanation may change. */
  isLocked?: boolean;
  headingLevel?: 2 | 3 | 4;
  className?: string;
};

const KINDS: readonly Kind[] = ['singleChoice', 'multipleChoice', 'trueFalse', 'fillBlank', 'shortAnswer'];
const letterOf = (index: number) => String.fromCharCode(65 + index);
const isChoiceKind = (kind: Kind) => kind === 'singleChoice' || kind === 'multipleChoice';

/** The first choice id (a…z) the question does not use yet. */
function freeChoiceId(choices: readonly { id: string }[]): string {
  for (let code = 97; code < 123; code += 1) {
    const id = String.fromCharCode(code);
    if (!choices.some((choice) => choice.id === id)) return id;
  }
  return `c${choices.length}`;
}

/** The question turned into another kind: its text, points and explanation stay; its answer starts over. */
export function withKind(question: EditableQuestion, kind: Kind): EditableQuestion {
  const choices = isChoiceKind(kind) ? (question.choices.length >= 2 ? question.choices : [{ id: 'a', text: '' }, { id: 'b', text: '' }]) : [];
  const correct = kind === 'shortAnswer' ? null : kind === 'trueFalse' ? ['true'] : kind === 'multipleChoice' && question.kind === 'singleChoice' ? (question.correct ?? []) : [];
  return { ...question, kind, choices, correct };
}

/**
 * One question of an exam being written: its kind, text, choices with the correct ones ticked (one for single
 * choice), the true/false answer, the accepted texts of a blank, points and explanation; move up/down and delete.
 * Every control has a visible label; the card says what is wrong with it. Locked once learners took the exam.
 */
export function QuestionEditor({ question, index, count, onChange, onMove, onRemove, error, isLocked = false, headingLevel = 3, className }: QuestionEditorProps) {
  const intl = useIntl();
  const id = useId();
  const Heading = `h${headingLevel}` as const;
  const n = index + 1;
  const [pointsText, setPointsText] = useState(intl.formatNumber(question.points, { useGrouping: false }));
  const correct = question.correct ?? [];
  const hasError = error !== undefined && error !== null && error !== false;

  const setChoice = (choiceId: string, text: string) => onChange({ ...question, choices: question.choices.map((choice) => (choice.id === choiceId ? { ...choice, text } : choice)) });
  const setCorrect = (choiceId: string, on: boolean) => {
    if (question.kind === 'singleChoice') onChange({ ...question, correct: on ? [choiceId] : [] });
    else onChange({ ...question, correct: on ? [...correct, choiceId] : correct.filter((other) => other !== choiceId) });
  };

  return (
    <section aria-labelledby={`${id}-heading`} className={[styles.root, hasError && styles.invalid, className].filter(Boolean).join(' ')} data-testid="question-editor">
      <div className={styles.header}>
        <Heading id={`${id}-heading`} className={styles.heading}>
          {intl.formatMessage(messages.heading, { n })}
        </Heading>
        <div className={styles.tools}>
          <IconButton icon="arrowUp" size="sm" aria-label={intl.formatMessage(messages.moveUp, { n })} isDisabled={isLocked || index === 0} onPress={() => onMove(index - 1)} />
          <IconButton icon="arrowDown" size="sm" aria-label={intl.formatMessage(messages.moveDown, { n })} isDisabled={isLocked || index === count - 1} onPress={() => onMove(index + 1)} />
          <IconButton icon="trash" size="sm" aria-label={intl.formatMessage(messages.remove, { n })} isDisabled={isLocked} onPress={onRemove} />
        </div>
      </div>
      {isLocked && <p className={styles.note}>{intl.formatMessage(messages.locked)}</p>}
      <Select
        label={intl.formatMessage(messages.kind)}
        options={KINDS.map((kind) => ({ id: kind, label: intl.formatMessage(messages[kind]) }))}
        value={question.kind}
        onChange={(kind) => kind && onChange(withKind(question, kind as Kind))}
        isDisabled={isLocked}
      />
      <TextArea label={intl.formatMessage(messages.prompt)} value={question.prompt} onChange={(prompt) => onChange({ ...question, prompt })} maxLength={EXAM_AUTHORING_LIMITS.promptMax} rows={3} isRequired isDisabled={isLocked} />
      {isChoiceKind(question.kind) && (
        <fieldset className={styles.choices}>
          <legend className={styles.legend}>{intl.formatMessage(messages.choices)}</legend>
          {question.choices.map((choice, at) => (
            <div key={choice.id} className={styles.choice}>
              <Checkbox isSelected={correct.includes(choice.id)} onChange={(on) => setCorrect(choice.id, on)} isDisabled={isLocked} aria-label={intl.formatMessage(messages.correctChoice, { letter: letterOf(at) })}>
                {intl.formatMessage(messages.correct)}
              </Checkbox>
              <TextField label={intl.formatMessage(messages.choiceText, { letter: letterOf(at) })} value={choice.text} onChange={(text) => setChoice(choice.id, text)} maxLength={EXAM_AUTHORING_LIMITS.choiceMax} isDisabled={isLocked} />
              <IconButton
                icon="close"
                size="sm"
                aria-label={intl.formatMessage(messages.removeChoice, { letter: letterOf(at) })}
                isDisabled={isLocked || question.choices.length <= EXAM_AUTHORING_LIMITS.choicesMin}
                onPress={() => onChange({ ...question, choices: question.choices.filter((other) => other.id !== choice.id), correct: correct.filter((other) => other !== choice.id) })}
              />
            </div>
          ))}
          <div>
            <Button variant="secondary" size="sm" isDisabled={isLocked || question.choices.length >= EXAM_AUTHORING_LIMITS.choicesMax} onPress={() => onChange({ ...question, choices: [...question.choices, { id: freeChoiceId(question.choices), text: '' }] })}>
              {intl.formatMessage(messages.addChoice)}
            </Button>
          </div>
        </fieldset>
      )}
      {question.kind === 'trueFalse' && (
        <RadioGroup
          label={intl.formatMessage(messages.statementIs)}
          options={[{ value: 'true', label: intl.formatMessage(messages.true) }, { value: 'false', label: intl.formatMessage(messages.false) }]}
          value={correct[0] ?? null}
          onChange={(value) => onChange({ ...question, correct: [value] })}
          orientation="horizontal"
          isDisabled={isLocked}
        />
      )}
      {question.kind === 'fillBlank' && (
        <TextArea label={intl.formatMessage(messages.accepted)} description={intl.formatMessage(messages.acceptedHint)} value={correct.join('\n')} onChange={(text) => onChange({ ...question, correct: text.split('\n') })} rows={2} isDisabled={isLocked} />
      )}
      {question.kind === 'shortAnswer' && <p className={styles.note}>{intl.formatMessage(messages.shortAnswerNote)}</p>}
      <TextField
        className={styles.points}
        label={intl.formatMessage(messages.points)}
        value={pointsText}
        onChange={(text) => {
          setPointsText(text);
          onChange({ ...question, points: parseMarkScore(text) });
        }}
        inputMode="decimal"
        maxLength={8}
        isDisabled={isLocked}
      />
      <TextArea label={intl.formatMessage(messages.explanation)} value={question.explanation} onChange={(explanation) => onChange({ ...question, explanation })} maxLength={EXAM_AUTHORING_LIMITS.explanationMax} rows={2} />
      {hasError && (
        <Banner tone="error">
          <span {...contentProps()}>{error}</span>
        </Banner>
      )}
    </section>
  );
}
