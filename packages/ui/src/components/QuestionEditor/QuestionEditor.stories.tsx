import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { storyIntl } from '../../test/stories.ts';
import { QuestionEditor, type EditableQuestion, type QuestionEditorProps } from './QuestionEditor.tsx';
import { questionEditorMessages } from './QuestionEditor.messages.ts';

const single: EditableQuestion = {
  kind: 'singleChoice',
  prompt: '哪个函数在屏幕上输出文本？/ Which function prints text on the screen?',
  choices: [{ id: 'a', text: 'print()' }, { id: 'b', text: 'input()' }, { id: 'c', text: 'len()' }],
  correct: ['a'],
  points: 1,
  explanation: 'print() writes its arguments to standard output.',
};

/** The editor as a page holds it: the question lives in the page, which saves the whole exam. */
function Editor(args: QuestionEditorProps) {
  const [question, setQuestion] = useState(args.question);
  return (
    <QuestionEditor
      {...args}
      question={question}
      onChange={(next) => {
        setQuestion(next);
        args.onChange(next);
      }}
    />
  );
}

const meta = {
  title: 'Components/QuestionEditor',
  component: QuestionEditor,
  render: (args) => <Editor {...args} />,
  args: { question: single, index: 0, count: 3, onChange: fn(), onMove: fn(), onRemove: fn() },
} satisfies Meta<typeof QuestionEditor>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Single choice: ticking another choice makes it the one correct answer; a choice is added and named. */
export const SingleChoice: Story = {
  play: async (context) => {
    const intl = storyIntl(context);
    const { canvas, args } = context;
    await userEvent.click(canvas.getByRole('checkbox', { name: intl.formatMessage(questionEditorMessages.correctChoice, { letter: 'B' }) }));
    await expect(args.onChange).toHaveBeenLastCalledWith(expect.objectContaining({ correct: ['b'] }));
    await userEvent.click(canvas.getByRole('button', { name: intl.formatMessage(questionEditorMessages.addChoice) }));
    await userEvent.type(canvas.getByRole('textbox', { name: intl.formatMessage(questionEditorMessages.choiceText, { letter: 'D' }) }), 'open()');
    await expect(args.onChange).toHaveBeenLastCalledWith(expect.objectContaining({ choices: expect.arrayContaining([{ id: 'd', text: 'open()' }]) }));
    await userEvent.click(canvas.getByRole('button', { name: intl.formatMessage(questionEditorMessages.moveDown, { n: 1 }) }));
    await expect(args.onMove).toHaveBeenCalledWith(1);
    await expect(canvas.getByRole('button', { name: intl.formatMessage(questionEditorMessages.moveUp, { n: 1 }) })).toBeDisabled();
  },
};

export const MultipleChoice: Story = {
  args: { index: 1, question: { ...single, kind: 'multipleChoice', prompt: 'Which of these are built-in Python types?', choices: [{ id: 'a', text: 'list' }, { id: 'b', text: 'dict' }, { id: 'c', text: 'array' }, { id: 'd', text: 'tuple' }], correct: ['a', 'b', 'd'], points: 2 } },
};

export const TrueFalse: Story = { args: { index: 2, question: { kind: 'trueFalse', prompt: 'الأرض كروية. / The Earth is round.', choices: [], correct: ['true'], points: 1, explanation: '' } } };

export const FillInTheBlank: Story = { args: { question: { kind: 'fillBlank', prompt: 'len("hello") returns ___.', choices: [], correct: ['5', '五', 'five'], points: 1, explanation: '"hello" has 5 characters.' } } };

export const ShortAnswer: Story = { args: { index: 2, question: { kind: 'shortAnswer', prompt: 'In a sentence or two, why do we write functions?', choices: [], correct: null, points: 2, explanation: '' } } };

/** What is wrong with it, from the editor's check or the server: in the card, announced. */
export const WithError: Story = {
  args: { question: { ...single, correct: [] }, error: 'Question 1: mark its correct choice.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toBeVisible();
  },
};

/** Learners took the exam: the question is locked, its explanation still editable. */
export const Locked: Story = {
  args: { isLocked: true },
  play: async (context) => {
    const intl = storyIntl(context);
    const { canvas } = context;
    await expect(canvas.getByRole('textbox', { name: new RegExp(intl.formatMessage(questionEditorMessages.prompt)) })).toBeDisabled();
    await expect(canvas.getByRole('textbox', { name: new RegExp(intl.formatMessage(questionEditorMessages.explanation).replace(/[()]/g, '.')) })).toBeEnabled();
  },
};
