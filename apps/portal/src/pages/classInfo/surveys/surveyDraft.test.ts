// @vitest-environment jsdom
import { afterEach, describe, expect, test } from 'vitest';
import { ApiError } from '@academy/api-client';
import type { SurveyQuestion } from '@academy/rules';
import { answersToSend, forgetSurveyDraft, readSurveyDraft, storeSurveyDraft } from './surveyDraft.ts';
import { problemsByQuestion } from './surveyProblems.ts';

const QUESTIONS: SurveyQuestion[] = [
  { id: 'q1', kind: 'single', title: 'Overall', required: true, options: [{ id: 'a', label: 'Good' }, { id: 'b', label: 'Bad' }] },
  { id: 'q2', kind: 'multiple', title: 'Parts', required: true, options: [{ id: 'x', label: 'Live' }, { id: 'y', label: 'Exercises' }] },
  { id: 'q3', kind: 'rating', title: 'Lecturer', required: true },
  { id: 'q4', kind: 'text', title: 'Anything else?', required: false },
];

describe('survey answers kept in the browser', () => {
  afterEach(() => localStorage.clear());

  test('kept per user and questionnaire until forgotten', () => {
    const answers = { q1: 'a', q2: ['x', 'y'], q3: 4, q4: 'مرحبا — thanks' };
    storeSurveyDraft('u-1', 'Q', answers);
    expect(readSurveyDraft('u-1', 'Q', QUESTIONS)).toEqual(answers);
    // Another account on the same browser, or another questionnaire, sees nothing.
    expect(readSurveyDraft('u-2', 'Q', QUESTIONS)).toBeNull();
    expect(readSurveyDraft('u-1', 'R', QUESTIONS)).toBeNull();
    forgetSurveyDraft('u-1', 'Q');
    expect(readSurveyDraft('u-1', 'Q', QUESTIONS)).toBeNull();
  });

  test('answers that no longer fit the questionnaire are dropped; damaged storage is ignored', () => {
    storeSurveyDraft('u-1', 'Q', { q1: 'gone', q2: ['x', 'gone', 'x'], q3: 9, q4: 'kept', q9: 'unknown question' });
    expect(readSurveyDraft('u-1', 'Q', QUESTIONS)).toEqual({ q2: ['x'], q4: 'kept' });
    localStorage.setItem('survey-answers:u-1:Q', '{not json');
    expect(readSurveyDraft('u-1', 'Q', QUESTIONS)).toBeNull();
    localStorage.setItem('survey-answers:u-1:Q', '["q1"]');
    expect(readSurveyDraft('u-1', 'Q', QUESTIONS)).toBeNull();
  });

  test('only answered questions of the questionnaire are sent', () => {
    expect(answersToSend(QUESTIONS, { q1: 'a', q2: [], q3: null, q4: '   ', q9: 'x' })).toEqual({ q1: 'a' });
  });
});

describe('server problems by question', () => {
  test('400 details about answers land next to their question, with the rule code when given', () => {
    const error = new ApiError(400, 'Invalid answers', {
      code: 400,
      message: 'Invalid answers',
      details: [
        { path: 'answers.q1', code: 'unknownOption', message: 'This option does not belong to the question.' },
        { path: 'answers.q4', message: 'This answer is too long.' },
        { path: 'answers.q1', code: 'required', message: 'second problem of the same question is not shown' },
        { path: '(root)', message: 'not about a question' },
      ],
    });
    expect(problemsByQuestion(error)).toEqual({
      q1: { code: 'unknownOption', message: 'This option does not belong to the question.' },
      q4: { code: null, message: 'This answer is too long.' },
    });
  });

  test('other failures have no per-question problems', () => {
    expect(problemsByQuestion(new ApiError(409, 'You have already answered this questionnaire', { code: 409, message: 'x' }))).toEqual({});
    expect(problemsByQuestion(new Error('offline'))).toEqual({});
  });
});
