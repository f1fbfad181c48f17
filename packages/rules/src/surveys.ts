import { characterCount } from './text.ts';

/**
 * Satisfaction surveys of a class (issue 19): the shape of a questionnaire and the one answer rule, shared by the
 * portal's form (errors next to each question), the contract and the server (400 with the same codes).
 */
export const SURVEY_LIMITS = {
  /** Free-text answers unless the question sets a lower limit. */
  textMax: 2000,
  rating: { min: 1, max: 5 },
  /** Results of an anonymous survey are shown from this many answers on (fewer could point at a person). */
  anonymousResultsMin: 3,
  /** One reminder per learner per questionnaire in this many hours. */
  reminderIntervalHours: 24,
} as const;

export type QuestionKind = 'single' | 'multiple' | 'rating' | 'text';
export type SurveyOption = { id: string; label: string };
export type SurveyQuestion = {
  id: string;
  kind: QuestionKind;
  title: string;
  required: boolean;
  /** Choices of a single or multiple choice question. */
  options?: SurveyOption[];
  /** Free text: at most this many characters (SURVEY_LIMITS.textMax when absent). */
  maxLength?: number | null;
};
/** single: an option id; multiple: option ids; rating: 1–5; text: what was typed; null: not answered. */
export type SurveyAnswerValue = string | string[] | number | null;
export type SurveyAnswers = Record<string, SurveyAnswerValue>;

export type SurveyAnswerProblemCode = 'required' | 'unknownQuestion' | 'unknownOption' | 'wrongKind' | 'tooLong' | 'ratingRange' | 'duplicateOption';
export type SurveyAnswerProblem = { questionId: string; code: SurveyAnswerProblemCode };

/** English messages for the API's 400s; the portal shows its own translated message per code. */
export const SURVEY_ANSWER_MESSAGES: Record<SurveyAnswerProblemCode, string> = {
  required: 'This question is required.',
  unknownQuestion: 'This question is not part of the questionnaire.',
  unknownOption: 'This option does not belong to the question.',
  wrongKind: 'This answer does not fit the kind of question.',
  tooLong: 'This answer is too long.',
  ratingRange: `A rating is a whole number from ${SURVEY_LIMITS.rating.min} to ${SURVEY_LIMITS.rating.max}.`,
  duplicateOption: 'An option is chosen more than once.',
};

const isEmpty = (value: SurveyAnswerValue | undefined) =>
  value === null || value === undefined || (typeof value === 'string' && value.trim() === '') || (Array.isArray(value) && value.length === 0);

function problemOf(question: SurveyQuestion, value: SurveyAnswerValue): SurveyAnswerProblemCode | null {
  const optionIds = new Set((question.options ?? []).map((option) => option.id));
  switch (question.kind) {
    case 'single':
      if (typeof value !== 'string') return 'wrongKind';
      return optionIds.has(value) ? null : 'unknownOption';
    case 'multiple':
      if (!Array.isArray(value) || value.some((id) => typeof id !== 'string')) return 'wrongKind';
      if (new Set(value).size !== value.length) return 'duplicateOption';
      return value.every((id) => optionIds.has(id)) ? null : 'unknownOption';
    case 'rating':
      if (typeof value !== 'number') return 'wrongKind';
      return Number.isInteger(value) && value >= SURVEY_LIMITS.rating.min && value <= SURVEY_LIMITS.rating.max ? null : 'ratingRange';
    case 'text':
      if (typeof value !== 'string') return 'wrongKind';
      return characterCount(value.trim()) <= (question.maxLength ?? SURVEY_LIMITS.textMax) ? null : 'tooLong';
  }
}

/** Every problem of a set of answers, in question order: unanswered required questions, answers that do not fit. */
export function validateSurveyAnswers(questions: readonly SurveyQuestion[], answers: SurveyAnswers): SurveyAnswerProblem[] {
  const problems: SurveyAnswerProblem[] = [];
  const known = new Set(questions.map((question) => question.id));
  for (const question of questions) {
    const value = answers[question.id];
    if (isEmpty(value)) {
      if (question.required) problems.push({ questionId: question.id, code: 'required' });
      continue;
    }
    const code = problemOf(question, value as SurveyAnswerValue);
    if (code) problems.push({ questionId: question.id, code });
  }
  for (const questionId of Object.keys(answers)) if (!known.has(questionId)) problems.push({ questionId, code: 'unknownQuestion' });
  return problems;
}

/** Does a value answer the question: an option of its own, a whole rating 1–5, text that is not blank and not too long. */
export const isAnswered = (question: SurveyQuestion, value: SurveyAnswerValue | undefined): boolean => !isEmpty(value) && problemOf(question, value as SurveyAnswerValue) === null;

/** How many questions have an answer (the form's progress line). */
export const answeredCount = (questions: readonly SurveyQuestion[], answers: SurveyAnswers): number =>
  questions.filter((question) => isAnswered(question, answers[question.id])).length;

/** Ids of the required questions that have no fitting answer yet, in the questions' order (the form's own check). */
export const missingRequired = (questions: readonly SurveyQuestion[], answers: SurveyAnswers): string[] =>
  questions.filter((question) => question.required && !isAnswered(question, answers[question.id])).map((question) => question.id);
