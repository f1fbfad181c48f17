import { describe, expect, test } from 'vitest';
import { gradebookSortKey, markComment, markProblem, MARK_COMMENT_MAX, parseGradebookSort } from './gradebook.ts';

describe('markProblem', () => {
  test.each([
    [undefined, 'required'], ['', 'required'], [null, 'required'], ['abc', 'notNumber'], [Number.NaN, 'notNumber'], [Number.POSITIVE_INFINITY, 'notNumber'],
    [-0.1, 'negative'], [2.1, 'overMax'], [1.25, 'precision'], [true, 'notNumber'], ['1e1', 'notNumber'], ['0x1', 'notNumber'], ['-1', 'negative'], ['  ', 'required'],
  ])('%s → %s', (score, problem) => {
    expect(markProblem(score, 2)).toBe(problem);
  });
  test.each([0, 2, 1.5, '1,5', ' 2 ', 0.3, '١٫٥', '۲', '１.５', '.5'])('%s fits a 2-point question', (score) => {
    expect(markProblem(score, 2)).toBeNull();
  });
});

test('markComment trims and refuses what is too long', () => {
  expect(markComment('  ok  ')).toBe('ok');
  expect(markComment(undefined)).toBe('');
  expect(markComment('x'.repeat(MARK_COMMENT_MAX))).toHaveLength(MARK_COMMENT_MAX);
  expect(markComment('x'.repeat(MARK_COMMENT_MAX + 1))).toBeNull();
});

test('sort keys: learner columns and per-exam measures, nothing else', () => {
  expect(parseGradebookSort('progress')).toEqual({ column: 'progress' });
  expect(parseGradebookSort('best:exam-1')).toEqual({ column: 'best', examId: 'exam-1' });
  for (const key of ['', 'best', 'best:', 'score:exam', 'best:../x', 'name:x', 'pending:a b']) expect({ key, sort: parseGradebookSort(key) }).toEqual({ key, sort: null });
  expect(gradebookSortKey({ column: 'switches', examId: 'e' })).toBe('switches:e');
});
