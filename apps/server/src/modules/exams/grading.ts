import { createHash } from 'node:crypto';
import type { ExamAnswer, QuestionKind } from '@academy/contract';

/**
 * The pure rules of an exam attempt (issue 33): what answer fits a question, how it is graded, the attempt's score
 * and state, and the per-attempt order of questions and choices. No SQL here: attempts.ts applies them.
 */

export type Choice = { id: string; text: string };
export type StoredQuestion = {
  id: string;
  kind: QuestionKind;
  prompt: string;
  choices: Choice[];
  /** Choice ids, ["true"]/["false"], accepted texts; null for a short answer (marked by a lecturer). */
  correct: string[] | null;
  points: number;
  explanation: string;
};

export const FILL_BLANK_MAX = 500;

/** Why an answer does not fit its question (the route answers 422 with it), or null when it fits. */
export type AnswerProblem = 'choiceKind' | 'unknownChoice' | 'oneChoice' | 'valueKind' | 'textKind' | 'tooLong';

/** The answer reduced to what its question's kind reads, or the reason it does not fit. */
export function fitAnswer(question: StoredQuestion, answer: ExamAnswer): { answer: ExamAnswer } | { problem: AnswerProblem } {
  switch (question.kind) {
    case 'singleChoice':
    case 'multipleChoice': {
      if (!answer.choiceIds || answer.value !== undefined || answer.text !== undefined) return { problem: 'choiceKind' };
      const ids = [...new Set(answer.choiceIds)];
      if (ids.some((id) => !question.choices.some((choice) => choice.id === id))) return { problem: 'unknownChoice' };
      if (question.kind === 'singleChoice' && ids.length > 1) return { problem: 'oneChoice' };
      // In the question's own order, whatever order they were clicked in.
      return { answer: { choiceIds: question.choices.map((choice) => choice.id).filter((id) => ids.includes(id)) } };
    }
    case 'trueFalse':
      if (typeof answer.value !== 'boolean' || answer.choiceIds !== undefined || answer.text !== undefined) return { problem: 'valueKind' };
      return { answer: { value: answer.value } };
    case 'fillBlank':
    case 'shortAnswer':
      if (typeof answer.text !== 'string' || answer.choiceIds !== undefined || answer.value !== undefined) return { problem: 'textKind' };
      if (question.kind === 'fillBlank' && answer.text.length > FILL_BLANK_MAX) return { problem: 'tooLong' };
      return { answer: { text: answer.text } };
  }
}

/** A blank's text as compared: compatibility forms folded (full-width letters, digits), spaces collapsed, any case. */
export const normalizeBlank = (text: string): string => text.normalize('NFKC').trim().replace(/\s+/gu, ' ').toLocaleLowerCase('en-US');

/** Points earned by an answer: all or nothing; null for a short answer (a lecturer marks it). */
export function gradeAnswer(question: StoredQuestion, answer: ExamAnswer | null): number | null {
  if (question.kind === 'shortAnswer') return answer?.text?.trim() ? null : 0;
  if (!answer || !question.correct) return 0;
  const correct = question.correct;
  let right = false;
  if (question.kind === 'singleChoice' || question.kind === 'multipleChoice') {
    const ids = answer.choiceIds ?? [];
    right = ids.length === correct.length && ids.every((id) => correct.includes(id));
  } else if (question.kind === 'trueFalse') {
    right = answer.value !== undefined && String(answer.value) === correct[0];
  } else {
    const text = normalizeBlank(answer.text ?? '');
    right = text !== '' && correct.some((accepted) => normalizeBlank(accepted) === text);
  }
  return right ? question.points : 0;
}

/** The correct answer in an answer's shape (shown after submitting when the exam allows it); null for a short answer. */
export function correctAnswerOf(question: StoredQuestion): ExamAnswer | null {
  if (!question.correct) return null;
  if (question.kind === 'trueFalse') return { value: question.correct[0] === 'true' };
  if (question.kind === 'fillBlank') return { text: question.correct[0] ?? '' };
  return { choiceIds: question.correct };
}

export type Graded = { points: number | null; maxPoints: number };

/** The attempt's score (0–100, one decimal) over every question; pending while a short answer awaits marking. */
export function scoreOf(graded: Graded[]): { score: number; pending: boolean } {
  const possible = graded.reduce((sum, row) => sum + row.maxPoints, 0);
  const earned = graded.reduce((sum, row) => sum + (row.points ?? 0), 0);
  return { score: possible > 0 ? Math.round((1000 * earned) / possible) / 10 : 0, pending: graded.some((row) => row.points === null) };
}

export function attemptState(score: number, pending: boolean, passMark: number): 'pendingMarking' | 'passed' | 'failed' {
  if (pending) return 'pendingMarking';
  return score >= passMark ? 'passed' : 'failed';
}

/** A stable shuffle for one attempt: the same order on every reload, another order on the next attempt. */
export function shuffledFor<T>(seed: string, items: readonly T[], key: (item: T) => string): T[] {
  const rank = (item: T) => createHash('sha256').update(`${seed}:${key(item)}`).digest('hex');
  return items.map((item) => ({ item, rank: rank(item) })).sort((a, b) => (a.rank < b.rank ? -1 : a.rank > b.rank ? 1 : 0)).map(({ item }) => item);
}

/**
 * Switch-screen rule (spec §3): a time away counts when it lasts at least the tolerance; with switches allowed
 * (more than 0), going beyond them submits the attempt when the exam says so.
 */
export function judgeSwitch(settings: { allowed: number; tolerateSeconds: number; submit: boolean }, count: number, awaySeconds: number): { counted: boolean; submit: boolean } {
  const counted = awaySeconds >= settings.tolerateSeconds;
  const after = counted ? count + 1 : count;
  return { counted, submit: counted && settings.allowed > 0 && settings.submit && after > settings.allowed };
}

export const switchesLeft = (allowed: number, count: number): number | null => (allowed > 0 ? Math.max(0, allowed - count) : null);
