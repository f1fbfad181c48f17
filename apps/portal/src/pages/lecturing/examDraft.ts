import type { ExamDraft, ExamDraftInput, ExamSettings } from '@academy/contract';
import { parseMarkScore } from '@academy/rules';
import type { EditableQuestion } from '@academy/ui';

/**
 * The exam editor's form (issue 33): the rules' numbers as typed (any script's digits), the questions with a key of
 * their own for React (a new one has no server id yet). What the server is sent is built here, checked there.
 */
export type NumberField = 'durationMinutes' | 'attemptsAllowed' | 'passMark' | 'allowedSwitchScreenTimes' | 'switchScreenTolerateTime';
export const NUMBER_FIELDS: readonly NumberField[] = ['durationMinutes', 'attemptsAllowed', 'passMark', 'allowedSwitchScreenTimes', 'switchScreenTolerateTime'];
export type FlagField = 'shuffle' | 'switchScreenSumbitFlag' | 'examResultFlag' | 'answerDetailsFlag' | 'examContentStatus' | 'quizStatus';

export type FormQuestion = EditableQuestion & { key: string };
export type ExamForm = { title: string; numbers: Record<NumberField, string>; flags: Record<FlagField, boolean>; questions: FormQuestion[] };

const DEFAULT_SETTINGS: ExamSettings = {
  durationMinutes: 30, passMark: 60, attemptsAllowed: 1, shuffle: false, allowedSwitchScreenTimes: 0, switchScreenTolerateTime: 5,
  switchScreenSumbitFlag: false, examResultFlag: true, answerDetailsFlag: true, examContentStatus: 1, quizStatus: 0,
};

let nextKey = 0;
export const newKey = () => `new-${(nextKey += 1)}`;

export const blankQuestion = (): FormQuestion => ({ key: newKey(), kind: 'singleChoice', prompt: '', choices: [{ id: 'a', text: '' }, { id: 'b', text: '' }], correct: [], points: 1, explanation: '' });

export function formOf(draft: ExamDraft | null): ExamForm {
  const settings = draft?.settings ?? DEFAULT_SETTINGS;
  return {
    title: draft?.title ?? '',
    numbers: Object.fromEntries(NUMBER_FIELDS.map((field) => [field, String(settings[field])])) as Record<NumberField, string>,
    flags: {
      shuffle: settings.shuffle, switchScreenSumbitFlag: settings.switchScreenSumbitFlag, examResultFlag: settings.examResultFlag,
      answerDetailsFlag: settings.answerDetailsFlag, examContentStatus: settings.examContentStatus === 1, quizStatus: settings.quizStatus === 1,
    },
    questions: draft ? draft.questions.map((question) => ({ ...question, key: question.id })) : [blankQuestion()],
  };
}

/** The fields whose text is not a number (pass mark: one decimal; the others whole). */
export function badNumbers(form: ExamForm): NumberField[] {
  return NUMBER_FIELDS.filter((field) => {
    const value = parseMarkScore(form.numbers[field]);
    return !Number.isFinite(value) || (field !== 'passMark' && !Number.isInteger(value));
  });
}

/** What the server is sent: a new question has no id; a blank's empty lines are dropped. */
export function inputOf(form: ExamForm): ExamDraftInput {
  const number = (field: NumberField) => parseMarkScore(form.numbers[field]);
  return {
    title: form.title,
    settings: {
      durationMinutes: number('durationMinutes'), attemptsAllowed: number('attemptsAllowed'), passMark: number('passMark'),
      allowedSwitchScreenTimes: number('allowedSwitchScreenTimes'), switchScreenTolerateTime: number('switchScreenTolerateTime'),
      shuffle: form.flags.shuffle, switchScreenSumbitFlag: form.flags.switchScreenSumbitFlag, examResultFlag: form.flags.examResultFlag,
      answerDetailsFlag: form.flags.answerDetailsFlag, examContentStatus: form.flags.examContentStatus ? 1 : 0, quizStatus: form.flags.quizStatus ? 1 : 0,
    },
    questions: form.questions.map(({ key: _key, ...question }) => ({ ...question, correct: question.kind === 'fillBlank' ? (question.correct ?? []).filter((text) => text.trim()) : question.correct })),
  };
}

/** Moves one item of a list to another place. */
export function moved<T>(items: readonly T[], from: number, to: number): T[] {
  if (to < 0 || to >= items.length) return [...items];
  const next = [...items];
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item!);
  return next;
}
