import { describe, expect, it } from 'vitest';
import { answeredCount, percentShares, validateSurveyAnswers, type SurveyQuestion } from './surveys.ts';

const questions: SurveyQuestion[] = [
  { id: 'q1', kind: 'single', title: 'Pace', required: true, options: [{ id: 'a', label: 'Slow' }, { id: 'b', label: 'Right' }] },
  { id: 'q2', kind: 'multiple', title: 'Liked', required: false, options: [{ id: 'c', label: 'Labs' }, { id: 'd', label: 'Talks' }] },
  { id: 'q3', kind: 'rating', title: 'Overall', required: true },
  { id: 'q4', kind: 'text', title: 'Anything else', required: false, maxLength: 5 },
];

describe('validateSurveyAnswers', () => {
  it('accepts a complete set of fitting answers', () => {
    expect(validateSurveyAnswers(questions, { q1: 'b', q2: ['c', 'd'], q3: 4, q4: ' hi ' })).toEqual([]);
  });
  it('names every unanswered required question, blank text counting as unanswered', () => {
    expect(validateSurveyAnswers(questions, { q1: null, q4: '   ' })).toEqual([
      { questionId: 'q1', code: 'required' },
      { questionId: 'q3', code: 'required' },
    ]);
  });
  it('refuses options of another question, repeats, wrong kinds, ratings out of range and long text', () => {
    expect(validateSurveyAnswers(questions, { q1: 'c', q2: ['c', 'c'], q3: 6, q4: 'toolong' })).toEqual([
      { questionId: 'q1', code: 'unknownOption' },
      { questionId: 'q2', code: 'duplicateOption' },
      { questionId: 'q3', code: 'ratingRange' },
      { questionId: 'q4', code: 'tooLong' },
    ]);
    expect(validateSurveyAnswers(questions, { q1: ['a'], q3: 2.5, x: 'a' })).toEqual([
      { questionId: 'q1', code: 'wrongKind' },
      { questionId: 'q3', code: 'ratingRange' },
      { questionId: 'x', code: 'unknownQuestion' },
    ]);
  });
  it('counts characters as people do (an emoji is one)', () => {
    expect(validateSurveyAnswers(questions, { q1: 'a', q3: 1, q4: '😀😀😀😀😀' })).toEqual([]);
  });
  it('counts answered questions for the progress line', () => {
    expect(answeredCount(questions, { q1: 'a', q2: [], q4: ' ' })).toBe(1);
  });
});

describe('percentShares', () => {
  it('balances shares of a whole to 100', () => {
    expect(percentShares([1, 1, 1], 3)).toEqual([34, 33, 33]);
    expect(percentShares([2, 1, 0], 3)).toEqual([67, 33, 0]);
  });
  it('rounds shares of respondents plainly when they are not a whole (multiple choice)', () => {
    expect(percentShares([3, 2], 3)).toEqual([100, 67]);
  });
  it('answers zeros when nobody answered', () => {
    expect(percentShares([0, 0], 0)).toEqual([0, 0]);
  });
});
