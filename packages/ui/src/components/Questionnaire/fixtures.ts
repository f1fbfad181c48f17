import { MIXED } from '../../fixtures/mixedDirection.ts';
import type { Answers, Question } from './answers.ts';

/** A class satisfaction survey of each question kind, as a school writes one (its own words, not translated). */
export const sampleSurvey = {
  title: 'Introduction to Physics — end of term survey',
  description: 'Tell us how the class went. It takes about three minutes.',
  questions: [
    {
      id: 'pace',
      kind: 'single',
      title: 'How was the pace of the lectures?',
      required: true,
      options: [
        { id: 'slow', label: 'Too slow' },
        { id: 'right', label: 'About right' },
        { id: 'fast', label: 'Too fast' },
      ],
    },
    {
      id: 'helpful',
      kind: 'multiple',
      title: 'Which materials helped you most?',
      required: true,
      options: [
        { id: 'slides', label: 'Lecture slides' },
        { id: 'labs', label: 'Lab sessions' },
        { id: 'videos', label: 'Recorded videos' },
        { id: 'forum', label: 'Discussion forum' },
      ],
    },
    { id: 'overall', kind: 'rating', title: 'Overall, how satisfied are you with this class?', required: true },
    { id: 'lecturer', kind: 'rating', title: 'How clear were the lecturer’s explanations?', required: false },
    { id: 'comments', kind: 'text', title: 'What should we improve next term?', required: false, maxLength: 500 },
  ] satisfies Question[],
};

export const partialAnswers: Answers = { pace: 'right', overall: 4 };

export const fullAnswers: Answers = {
  pace: 'right',
  helpful: ['slides', 'labs'],
  overall: 4,
  lecturer: 5,
  comments: 'More worked examples before the lab sessions, please.',
};

/** Titles, options and a typed answer in both directions and in Chinese. */
export const mixedSurvey = {
  title: MIXED.arabicWithNumber,
  description: MIXED.arabicLong,
  questions: [
    {
      id: 'm1',
      kind: 'single',
      title: MIXED.arabicLong,
      required: true,
      options: [
        { id: 'a', label: MIXED.latinLong },
        { id: 'b', label: MIXED.arabicShort },
        { id: 'c', label: MIXED.chinese },
      ],
    },
    { id: 'm2', kind: 'multiple', title: MIXED.latinWithNumber, required: false, options: [{ id: 'x', label: MIXED.arabicWithNumber }, { id: 'y', label: MIXED.latinShort }] },
    { id: 'm3', kind: 'rating', title: MIXED.chinese, required: true },
    { id: 'm4', kind: 'text', title: MIXED.latinLong, required: false, maxLength: 200 },
  ] satisfies Question[],
  answers: { m1: 'a', m2: ['x'], m3: 3, m4: 'شكراً، the labs were great' } satisfies Answers,
};
