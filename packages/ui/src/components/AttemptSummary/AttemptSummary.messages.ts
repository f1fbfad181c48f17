import { defineMessages } from 'react-intl';

export const attemptSummaryMessages = defineMessages<{
  title: Record<string, never>;
  score: { score: number };
  passMark: { passMark: number };
  passed: Record<string, never>;
  failed: Record<string, never>;
  pendingMarking: Record<string, never>;
  provisional: { score: number };
  hidden: Record<string, never>;
  byLearner: { at: string };
  byDeadline: { at: string };
  bySwitches: { at: string };
  review: Record<string, never>;
}>({
  title: { id: 'ui.attemptSummary.title', defaultMessage: 'Your result', description: 'Heading of the result of a submitted exam attempt.' },
  score: { id: 'ui.attemptSummary.score', defaultMessage: 'Score {score, number}', description: 'The score of an exam attempt, out of 100.' },
  passMark: { id: 'ui.attemptSummary.passMark', defaultMessage: 'Pass mark {passMark, number}', description: 'The score an exam needs to pass.' },
  passed: { id: 'ui.attemptSummary.passed', defaultMessage: 'Passed', description: 'Badge: the exam attempt passed.' },
  failed: { id: 'ui.attemptSummary.failed', defaultMessage: 'Not passed', description: 'Badge: the exam attempt did not pass.' },
  pendingMarking: {
    id: 'ui.attemptSummary.pendingMarking',
    defaultMessage: 'A lecturer still has to mark some answers: your final score comes after marking.',
    description: 'Shown after submitting an exam with short answers a lecturer has not marked yet.',
  },
  provisional: { id: 'ui.attemptSummary.provisional', defaultMessage: 'Provisional score {score, number}', description: 'The score of the questions marked so far, while short answers await a lecturer.' },
  hidden: { id: 'ui.attemptSummary.hidden', defaultMessage: 'Your answers are submitted. This exam does not show its results here.', description: 'Shown after submitting an exam whose results are not shown to learners.' },
  byLearner: { id: 'ui.attemptSummary.byLearner', defaultMessage: 'Submitted {at}', description: 'When the learner submitted the exam; {at} is a date and time.' },
  byDeadline: { id: 'ui.attemptSummary.byDeadline', defaultMessage: 'Submitted when the time ran out, {at}', description: 'The exam was submitted automatically at its deadline.' },
  bySwitches: { id: 'ui.attemptSummary.bySwitches', defaultMessage: 'Submitted after leaving the exam page too many times, {at}', description: 'The exam was submitted automatically after too many screen switches.' },
  review: { id: 'ui.attemptSummary.review', defaultMessage: 'Your answers', description: 'Heading of the per-question review of a submitted exam.' },
});
