/**
 * The gradebook's rules (issue 33), shared by the marking form and the server: what a lecturer's mark of a short
 * answer may be, and which columns the gradebook sorts and filters by. The server applies the same functions, so a
 * client calling the API directly meets the same refusals as the form.
 */

/** A mark's comment: at most this many characters. */
export const MARK_COMMENT_MAX = 2000;

/** Why a mark is refused, or null when it fits: a number from 0 to the question's points, in steps of 0.1. */
export type MarkProblem = 'required' | 'notNumber' | 'negative' | 'overMax' | 'precision';

/**
 * A score as typed, in any script: full-width and Arabic-Indic digits, a decimal comma or the Arabic decimal
 * separator; NaN when it is no number.
 */
export function parseMarkScore(text: string): number {
  const ascii = text
    .normalize('NFKC')
    .trim()
    .replace(/[\u0660-\u0669]/gu, (digit) => String(digit.charCodeAt(0) - 0x0660))
    .replace(/[\u06f0-\u06f9]/gu, (digit) => String(digit.charCodeAt(0) - 0x06f0))
    .replace(/[,\u066b]/u, '.');
  return /^\d+(\.\d+)?$|^\.\d+$/.test(ascii) ? Number(ascii) : /^-\d+(\.\d+)?$/.test(ascii) ? Number(ascii) : Number.NaN;
}

export function markProblem(score: unknown, maxPoints: number): MarkProblem | null {
  if (score === null || score === undefined || (typeof score === 'string' && score.trim() === '')) return 'required';
  const value = typeof score === 'string' ? parseMarkScore(score) : score;
  if (typeof value !== 'number' || !Number.isFinite(value)) return 'notNumber';
  if (value < 0) return 'negative';
  if (value > maxPoints) return 'overMax';
  // One decimal place, as the attempt's points are stored (numeric(5, 1)).
  if (Math.abs(Math.round(value * 10) - value * 10) > 1e-9) return 'precision';
  return null;
}

/** The comment as kept: trimmed; null when longer than allowed (the caller refuses it). */
export const markComment = (comment: string | undefined | null): string | null => {
  const text = (comment ?? '').trim();
  return text.length > MARK_COMMENT_MAX ? null : text;
};

/** Filters of the gradebook: everyone, those who passed (every exam, or the one named), those who did not, those awaiting marking. */
export const GRADEBOOK_STATUSES = ['all', 'passed', 'notPassed', 'pending'] as const;
export type GradebookStatus = (typeof GRADEBOOK_STATUSES)[number];

/** Per-exam measures a gradebook column shows. */
export const GRADEBOOK_EXAM_MEASURES = ['best', 'attempts', 'switches', 'pending'] as const;
export type GradebookExamMeasure = (typeof GRADEBOOK_EXAM_MEASURES)[number];

/** Columns about the learner rather than one exam. */
export const GRADEBOOK_LEARNER_COLUMNS = ['name', 'account', 'progress', 'checkIns'] as const;
export type GradebookLearnerColumn = (typeof GRADEBOOK_LEARNER_COLUMNS)[number];

/** A sortable column: a learner column, or `best:<examId>` (attempts, switches, pending) for one exam's. */
export type GradebookSort = { column: GradebookLearnerColumn } | { column: GradebookExamMeasure; examId: string };

const EXAM_ID = /^[A-Za-z0-9_-]{1,64}$/;

/** Reads a sort key ("progress", "best:exam-1"); null when it names no column. */
export function parseGradebookSort(key: string): GradebookSort | null {
  if ((GRADEBOOK_LEARNER_COLUMNS as readonly string[]).includes(key)) return { column: key as GradebookLearnerColumn };
  const colon = key.indexOf(':');
  if (colon < 0) return null;
  const measure = key.slice(0, colon);
  const examId = key.slice(colon + 1);
  if (!(GRADEBOOK_EXAM_MEASURES as readonly string[]).includes(measure) || !EXAM_ID.test(examId)) return null;
  return { column: measure as GradebookExamMeasure, examId };
}

export const gradebookSortKey = (sort: GradebookSort): string => ('examId' in sort ? `${sort.column}:${sort.examId}` : sort.column);
