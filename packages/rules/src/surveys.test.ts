import { describe, expect, it } from 'vitest';
import { answeredCount, isAnswered, missingRequired, validateSurveyAnswers, type SurveyQuestion } from './surveys.ts';

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

// The form's own check (the Questionnaire in @academy/ui): what counts as answered.
const formQuestions: SurveyQuestion[] = [
  { id: 'q1', kind: 'single', title: 'Pace', required: true, options: [{ id: 'a', label: 'Slow' }, { id: 'b', label: 'Fast' }] },
  { id: 'q2', kind: 'multiple', title: 'Topics', required: true, options: [{ id: 'x', label: 'X' }, { id: 'y', label: 'Y' }] },
  { id: 'q3', kind: 'rating', title: 'Overall', required: true },
  { id: 'q4', kind: 'text', title: 'Comments', required: true, maxLength: 200 },
  { id: 'q5', kind: 'text', title: 'Anything else', required: false },
];

describe('missingRequired', () => {
  it('every required question without an answer, in the questions’ order; optional ones never', () => {
    expect(missingRequired(formQuestions, {})).toEqual(['q1', 'q2', 'q3', 'q4']);
    expect(missingRequired(formQuestions, { q3: 4, q1: 'b' })).toEqual(['q2', 'q4']);
  });

  it('nothing missing once each required question is answered', () => {
    expect(missingRequired(formQuestions, { q1: 'a', q2: ['x'], q3: 5, q4: 'Good', q5: null })).toEqual([]);
  });

  it('empty, blank or foreign answers do not count', () => {
    const answers = { q1: 'zzz', q2: [], q3: 6, q4: '   \n ' };
    expect(missingRequired(formQuestions, answers)).toEqual(['q1', 'q2', 'q3', 'q4']);
    // An option of another question, or a rating that is not a whole 1–5, is no answer.
    expect(missingRequired(formQuestions, { q1: 'a', q2: ['x', 'a'], q3: 2.5, q4: 'ok' })).toEqual(['q2', 'q3']);
    // A value of the wrong kind.
    expect(missingRequired(formQuestions, { q1: ['a'], q2: 'x', q3: '4', q4: 4 })).toEqual(['q1', 'q2', 'q3', 'q4']);
  });
});

describe('isAnswered and answeredCount', () => {
  it('count the answered questions, required or not', () => {
    expect(answeredCount(formQuestions, { q1: 'a', q5: 'Thanks' })).toBe(2);
    expect(isAnswered(formQuestions[2]!, 1)).toBe(true);
    expect(isAnswered(formQuestions[2]!, 0)).toBe(false);
    expect(isAnswered(formQuestions[4]!, undefined)).toBe(false);
  });
});
