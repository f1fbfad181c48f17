import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { MIXED } from '../../fixtures/mixedDirection.ts';
import { storyIntl, documents } from '../../test/stories.ts';
import { ratingInputMessages } from '../RatingInput/index.ts';
import type { Answers, Question } from './answers.ts';
import { fullAnswers, mixedSurvey, partialAnswers, sampleSurvey } from './fixtures.ts';
import { Questionnaire, type QuestionnaireProps } from './Questionnaire.tsx';
import { questionnaireMessages } from './Questionnaire.messages.ts';

type StoryArgs = Omit<QuestionnaireProps, 'answers' | 'onChange'> & { initialAnswers?: Answers; onChange: (answers: Answers) => void };

/** The portal's side of a survey: it keeps the answers and passes them back. */
function Survey({ initialAnswers = {}, onChange, ...props }: StoryArgs) {
  const [answers, setAnswers] = useState(initialAnswers);
  return (
    <Questionnaire
      {...props}
      answers={answers}
      onChange={(next) => {
        setAnswers(next);
        onChange(next);
      }}
    />
  );
}

const meta = {
  title: 'Components/Questionnaire',
  component: documents<typeof Survey>(Questionnaire),
  render: (args) => <Survey {...args} />,
  args: { ...sampleSurvey, onChange: fn(), onSubmit: fn() },
} satisfies Meta<typeof Survey>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A fresh survey: every kind of question, the required marks and what they mean, the progress line at 0. */
export const Empty: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '0');
    await expect(canvas.getAllByRole('radiogroup')).toHaveLength(3);
    // Nothing is wrong before the first submit: no question shows an error yet.
    for (const group of canvas.getAllByRole('group')) await expect(group).not.toHaveAttribute('aria-invalid', 'true');
    await expect(canvasElement.querySelectorAll('[data-rac][slot="errorMessage"], [slot="errorMessage"]')).toHaveLength(0);
  },
};

/**
 * Submitting with required questions unanswered: nothing is sent, each gets "This question is required", the alert
 * at the top counts them, and the first one has the focus. Answering clears its error; then the survey goes.
 */
export const RequiredValidation: Story = {
  parameters: { visual: { skip: true } }, // an interaction; its error state is ServerErrors' screenshot
  play: async (context) => {
    const { canvas, args } = context;
    const intl = storyIntl(context);
    const submit = canvas.getByRole('button', { name: intl.formatMessage(questionnaireMessages.submit) });
    await userEvent.click(submit);
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await expect(canvas.getAllByText(intl.formatMessage(questionnaireMessages.required))).toHaveLength(3);
    await expect(canvas.getByRole('alert')).toHaveTextContent(intl.formatMessage(questionnaireMessages.missing, { count: 3 }));
    await expect(canvas.getByRole('radio', { name: 'Too slow' })).toHaveFocus();

    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('radio', { name: 'About right' })).toBeChecked();
    await expect(canvas.getAllByText(intl.formatMessage(questionnaireMessages.required))).toHaveLength(2);
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Lab sessions' }));
    await userEvent.click(canvas.getAllByRole('radio', { name: intl.formatMessage(ratingInputMessages.star, { n: 4, max: 5 }) })[0]!);
    await waitFor(() => expect(canvas.queryByText(intl.formatMessage(questionnaireMessages.required))).toBeNull());
    await expect(canvas.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '60');
    await userEvent.click(submit);
    await expect(args.onSubmit).toHaveBeenCalledOnce();
    await expect(args.onChange).toHaveBeenLastCalledWith({ pace: 'right', helpful: ['labs'], overall: 4 });
  },
};

export const PartlyAnswered: Story = { args: { initialAnswers: partialAnswers } };

export const Complete: Story = { args: { initialAnswers: fullAnswers } };

/** An anonymous survey says so before the first question. */
export const Anonymous: Story = {
  args: { anonymous: true, initialAnswers: partialAnswers },
  play: async (context) => {
    await expect(context.canvas.getByText(storyIntl(context).formatMessage(questionnaireMessages.anonymous))).toBeVisible();
  },
};

/** The server refused: its message at the top (an alert), and per question next to it (linked by aria-describedby). */
export const ServerErrors: Story = {
  args: {
    initialAnswers: { ...fullAnswers, helpful: [] },
    errors: { helpful: 'Choose at least one option.', comments: 'This answer is longer than 500 characters.' },
    formError: 'Some answers could not be saved. Check the questions marked below.',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Some answers could not be saved.');
    await expect(canvas.getByRole('group', { name: /Which materials/ })).toHaveAccessibleDescription('Choose at least one option.');
  },
};

/** Sending: the button shows progress at its own width; a second press does nothing. */
export const Submitting: Story = {
  args: { initialAnswers: fullAnswers, submitting: true },
  play: async (context) => {
    const { canvas, args } = context;
    // The only button; while pending its name is the progress label.
    const submit = canvas.getByRole('button');
    await expect(submit).toHaveTextContent(storyIntl(context).formatMessage(questionnaireMessages.submit));
    await userEvent.click(submit);
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** Already answered (or closed): the answers are shown and cannot change; no progress, no submit. */
export const ReadOnly: Story = {
  args: { initialAnswers: fullAnswers, readOnly: true },
  play: async ({ canvas, args }) => {
    await expect(canvas.queryByRole('button')).toBeNull();
    await userEvent.click(canvas.getByRole('radio', { name: 'Too fast' }));
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

const longQuestions: Question[] = [
  {
    id: 'l1',
    kind: 'single',
    title: 'Thinking about the whole term, including the laboratory sessions, the weekly problem sets and the final project, how would you describe the workload compared with other classes you have taken?',
    required: true,
    options: [
      { id: 'a', label: 'Much lighter than other classes, I often had time left over for additional reading' },
      { id: 'b', label: 'Comparable' },
      { id: 'c', label: 'Supercalifragilisticexpialidociously-heavy-without-any-spaces-to-break-at' },
    ],
  },
  { id: 'l2', kind: 'text', title: 'Anything else?', required: false, maxLength: 200 },
];

/** Long titles, options and typed text wrap; a word with no break point breaks anywhere rather than overflow. */
export const LongText: Story = {
  args: {
    title: `${sampleSurvey.title} — ${sampleSurvey.title}`,
    description: `${sampleSurvey.description} ${sampleSurvey.description} ${sampleSurvey.description}`,
    questions: longQuestions,
    initialAnswers: { l1: 'c', l2: 'x'.repeat(196) },
  },
};

/** Survey text in both directions and Chinese: each title, option and answer reads in its own direction. */
export const MixedDirections: Story = {
  args: { title: mixedSurvey.title, description: mixedSurvey.description, questions: mixedSurvey.questions, initialAnswers: mixedSurvey.answers },
  play: async ({ canvas }) => {
    // A Latin option in an Arabic question, an Arabic survey title: each in its own direction, whatever the page's.
    await expect(getComputedStyle(canvas.getByRole('radio', { name: MIXED.latinLong }).closest('label')!.querySelector('[dir="auto"]')!).direction).toBe('ltr');
    await expect(getComputedStyle(canvas.getByRole('heading')).direction).toBe('rtl');
  },
};
