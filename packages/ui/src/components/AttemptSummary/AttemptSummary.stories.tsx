import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { storyIntl } from '../../test/stories.ts';
import { examQuestions } from '../ExamQuestion/fixtures.ts';
import { AttemptSummary, type AttemptSummaryReview } from './AttemptSummary.tsx';
import { attemptSummaryMessages } from './AttemptSummary.messages.ts';

const questions = [examQuestions.single, examQuestions.trueFalse, examQuestions.fillBlank, examQuestions.shortAnswer];
const review: AttemptSummaryReview[] = [
  { questionId: 'q-print', answer: { choiceIds: ['a'] }, correct: true, points: 1, maxPoints: 1, correctAnswer: { choiceIds: ['a'] }, explanation: 'print() writes its arguments to standard output.' },
  { questionId: 'q-indent', answer: { value: false }, correct: false, points: 0, maxPoints: 1, correctAnswer: { value: true }, explanation: null },
  { questionId: 'q-len', answer: { text: '5' }, correct: true, points: 1, maxPoints: 1, correctAnswer: { text: '5' }, explanation: null },
  { questionId: 'q-why', answer: { text: 'To reuse code.' }, correct: null, points: null, maxPoints: 2, correctAnswer: null, explanation: null },
];

const meta = {
  title: 'Components/AttemptSummary',
  component: AttemptSummary,
  args: { state: 'passed', score: 80, passMark: 60, submittedAt: '2026-11-29T10:20:00Z', submittedBy: 'learner', questions, review: null },
} satisfies Meta<typeof AttemptSummary>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Passed: Story = {
  play: async (context) => {
    const intl = storyIntl(context);
    await expect(context.canvas.getByText(intl.formatMessage(attemptSummaryMessages.passed))).toBeVisible();
    await expect(context.canvas.getByTestId('attempt-score')).toHaveTextContent(intl.formatMessage(attemptSummaryMessages.score, { score: 80 }));
  },
};

export const Failed: Story = { args: { state: 'failed', score: 52, submittedBy: 'deadline' } };

/** Short answers await a lecturer: the provisional score (when the exam shows it) and the per-question review. */
export const PendingMarkingWithReview: Story = {
  parameters: { visual: { layout: 'stack' } },
  args: { state: 'pendingMarking', score: 40, review },
};

/** A lecturer marked the short answer: its points and their comment, in the learner's review. */
export const MarkedWithComment: Story = {
  parameters: { visual: { layout: 'stack' } },
  args: {
    state: 'passed',
    score: 90,
    review: review.map((item) => (item.questionId === 'q-why' ? { ...item, correct: false, points: 1, comment: 'Good start: say also that a function names the idea, so the code reads better.' } : item)),
  },
};

/** The exam shows no results to learners (examResultFlag off). */
export const ResultHidden: Story = { args: { state: 'submitted', score: null, submittedBy: 'switches' } };
