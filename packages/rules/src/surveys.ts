import { characterCount } from './classes.ts';

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

/** How many questions have an answer (the form's progress line). */
export const answeredCount = (questions: readonly SurveyQuestion[], answers: SurveyAnswers): number =>
  questions.filter((question) => !isEmpty(answers[question.id])).length;

/**
 * Shares of a result as whole percents that add up to 100 (largest remainder), so a table never shows 33 + 33 + 33.
 * Balanced only when the counts are the whole (single choice, rating); multiple-choice shares are of respondents and
 * need not add up, so they are plainly rounded.
 */
export function percentShares(counts: readonly number[], total: number): number[] {
  if (total <= 0) return counts.map(() => 0);
  const exact = counts.map((count) => (count / total) * 100);
  if (counts.reduce((sum, n) => sum + n, 0) !== total) return exact.map((share) => Math.round(share));
  const floors = exact.map(Math.floor);
  let left = 100 - floors.reduce((sum, n) => sum + n, 0);
  const order = exact.map((share, index) => ({ index, rest: share - Math.floor(share) })).sort((a, b) => b.rest - a.rest);
  for (const { index } of order) {
    if (left <= 0) break;
    if (counts[index]! > 0) {
      floors[index]! += 1;
      left -= 1;
    }
  }
  return floors;
}
