import { ApiError } from '@academy/api-client';
import type { SurveyAnswerProblemCode } from '@academy/rules';

export type QuestionProblem = { code: SurveyAnswerProblemCode | null; message: string };

const CODES: readonly SurveyAnswerProblemCode[] = ['required', 'unknownQuestion', 'unknownOption', 'wrongKind', 'tooLong', 'ratingRange', 'duplicateOption'];
const isCode = (value: unknown): value is SurveyAnswerProblemCode => typeof value === 'string' && (CODES as readonly string[]).includes(value);

/**
 * The server's 400 details about answers (`answers.<question id>`, with the rule's code when it sends one), by
 * question: the form shows each next to its question. Details about anything else are left to the form's banner.
 */
export function problemsByQuestion(error: unknown): Record<string, QuestionProblem> {
  if (!(error instanceof ApiError) || error.status !== 400) return {};
  const details = (error.body as { details?: unknown } | null)?.details;
  if (!Array.isArray(details)) return {};
  const problems: Record<string, QuestionProblem> = {};
  for (const detail of details as { path?: unknown; code?: unknown; message?: unknown }[]) {
    const match = typeof detail.path === 'string' ? /^answers\.(.+)$/.exec(detail.path) : null;
    if (!match || problems[match[1]!]) continue;
    problems[match[1]!] = { code: isCode(detail.code) ? detail.code : null, message: typeof detail.message === 'string' ? detail.message : '' };
  }
  return problems;
}
