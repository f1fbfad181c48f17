import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { storyIntl } from '../../test/stories.ts';
import { ExamQuestion, type ExamQuestionProps } from './ExamQuestion.tsx';
import { examQuestionMessages } from './ExamQuestion.messages.ts';
import { examQuestions } from './fixtures.ts';
import type { ExamAnswerValue } from './types.ts';

/** The player's side: it keeps the answer and passes it back. */
function Player({ answer: initial, onChange, ...props }: ExamQuestionProps) {
  const [answer, setAnswer] = useState(initial);
  return (
    <ExamQuestion
      {...props}
      answer={answer}
      onChange={(next: ExamAnswerValue) => {
        setAnswer(next);
        onChange?.(next);
      }}
    />
  );
}

const meta = {
  title: 'Components/ExamQuestion',
  component: Player,
  args: { question: examQuestions.single, number: 1, answer: null, onChange: fn() },
} satisfies Meta<typeof Player>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Single choice: radios; the arrow keys move the choice (either direction), a screen reader hears the prompt as the group's name. */
export const SingleChoice: Story = {
  play: async ({ canvas, args }) => {
    const group = canvas.getByRole('radiogroup', { name: /Which function prints/ });
    await expect(group).toBeVisible();
    await userEvent.click(canvas.getByRole('radio', { name: 'print()' }));
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('radio', { name: 'input()' })).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith({ choiceIds: ['b'] });
  },
};

export const MultipleChoice: Story = {
  args: { question: examQuestions.multiple, number: 2, answer: { choiceIds: ['a'] } },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('checkbox', { name: 'tuple' }));
    await expect(args.onChange).toHaveBeenLastCalledWith({ choiceIds: ['a', 'd'] });
  },
};

export const TrueFalse: Story = {
  args: { question: examQuestions.trueFalse, number: 3, answer: null },
  play: async (context) => {
    const intl = storyIntl(context);
    await userEvent.click(context.canvas.getByRole('radio', { name: intl.formatMessage(examQuestionMessages.false) }));
    await expect(context.args.onChange).toHaveBeenLastCalledWith({ value: false });
  },
};

export const FillBlank: Story = {
  args: { question: examQuestions.fillBlank, number: 4, answer: null },
  play: async (context) => {
    const intl = storyIntl(context);
    await userEvent.type(context.canvas.getByRole('textbox', { name: intl.formatMessage(examQuestionMessages.answerLabel) }), '5');
    await expect(context.args.onChange).toHaveBeenLastCalledWith({ text: '5' });
  },
};

/** A short answer in any script; a lecturer marks it later. */
export const ShortAnswer: Story = {
  args: { question: examQuestions.shortAnswer, number: 5, answer: { text: '为了复用代码 — to reuse code. لإعادة الاستخدام' } },
};

/** Read-only after submitting, with the review the exam allows: right, its points and the explanation. */
export const ReviewedCorrect: Story = {
  args: { question: examQuestions.multiple, number: 2, answer: { choiceIds: ['a', 'b', 'd'] }, readOnly: true, review: { correct: true, points: 2, maxPoints: 2, correctAnswer: { choiceIds: ['a', 'b', 'd'] }, explanation: 'list, dict and tuple are built in; array lives in the array module.' } },
  play: async (context) => {
    const intl = storyIntl(context);
    await expect(context.canvas.getByText(intl.formatMessage(examQuestionMessages.correct))).toBeVisible();
    await expect(context.canvas.getByRole('checkbox', { name: 'list' })).toBeChecked();
  },
};

export const ReviewedIncorrect: Story = {
  args: { question: examQuestions.fillBlank, number: 4, answer: { text: '4' }, readOnly: true, review: { correct: false, points: 0, maxPoints: 1, correctAnswer: { text: '5' }, explanation: '"hello" has 5 characters.' } },
};

export const Unanswered: Story = {
  args: { question: examQuestions.trueFalse, number: 3, answer: null, readOnly: true, review: { correct: false, points: 0, maxPoints: 1, correctAnswer: { value: true }, explanation: null } },
};

export const AwaitingMarking: Story = {
  args: { question: examQuestions.shortAnswer, number: 5, answer: { text: 'To reuse code.' }, readOnly: true, review: { correct: null, points: null, maxPoints: 2, correctAnswer: null, explanation: null } },
};

/** Arabic and English in one prompt and its choices: each in its own direction. */
export const MixedDirections: Story = {
  args: { question: examQuestions.arabic, number: 1, answer: { choiceIds: ['a'] } },
};
