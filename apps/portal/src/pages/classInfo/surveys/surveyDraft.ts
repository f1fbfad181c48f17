import { isAnswered, type SurveyAnswers, type SurveyAnswerValue, type SurveyQuestion } from '@academy/rules';

// What a learner has typed into a questionnaire lives in this browser, per user and questionnaire, until the server
// has it: a reload, a crash or a failed send loses nothing, and another account on the same browser sees none of it.
const storageKey = (userId: string, questionnaireId: string) => `survey-answers:${userId}:${questionnaireId}`;

/** An answer that still fits its question (the questionnaire may have changed since it was typed), else nothing. */
function fitting(question: SurveyQuestion, value: unknown): SurveyAnswerValue | undefined {
  // Text is kept even when too long: the form says so next to it, and the learner shortens what they wrote.
  if (question.kind === 'text') return typeof value === 'string' ? value : undefined;
  // Choices the question no longer has are dropped; the others stay chosen.
  if (question.kind === 'multiple' && Array.isArray(value)) value = [...new Set(value)].filter((id) => question.options?.some((option) => option.id === id));
  return isAnswered(question, value as SurveyAnswerValue) ? (value as SurveyAnswerValue) : undefined;
}

/** The answers kept for this user and questionnaire, limited to its questions as they are now; null when none. */
export function readSurveyDraft(userId: string, questionnaireId: string, questions: readonly SurveyQuestion[]): SurveyAnswers | null {
  try {
    const stored = JSON.parse(localStorage.getItem(storageKey(userId, questionnaireId)) ?? 'null') as unknown;
    if (!stored || typeof stored !== 'object' || Array.isArray(stored)) return null;
    const answers: SurveyAnswers = {};
    for (const question of questions) {
      const value = fitting(question, (stored as Record<string, unknown>)[question.id]);
      if (value !== undefined) answers[question.id] = value;
    }
    return Object.keys(answers).length > 0 ? answers : null;
  } catch {
    return null;
  }
}

export function storeSurveyDraft(userId: string, questionnaireId: string, answers: SurveyAnswers) {
  try {
    localStorage.setItem(storageKey(userId, questionnaireId), JSON.stringify(answers));
  } catch {
    // A full or blocked storage only loses the safety net.
  }
}

export function forgetSurveyDraft(userId: string, questionnaireId: string) {
  try {
    localStorage.removeItem(storageKey(userId, questionnaireId));
  } catch {
    // Nothing to forget.
  }
}

const isEmpty = (value: SurveyAnswerValue | undefined) => value === null || value === undefined || (typeof value === 'string' && value.trim() === '') || (Array.isArray(value) && value.length === 0);

/** What is sent: the answered questions of the questionnaire only (an unanswered optional question is left out). */
export function answersToSend(questions: readonly SurveyQuestion[], answers: SurveyAnswers): SurveyAnswers {
  const sent: SurveyAnswers = {};
  for (const question of questions) {
    const value = answers[question.id];
    if (!isEmpty(value)) sent[question.id] = value as SurveyAnswerValue;
  }
  return sent;
}
