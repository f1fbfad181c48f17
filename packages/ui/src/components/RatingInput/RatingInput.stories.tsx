import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { useIntl } from 'react-intl';
import { contentProps } from '../../content/contentProps.ts';
import { MIXED } from '../../fixtures/mixedDirection.ts';
import { storyIntl, documents } from '../../test/stories.ts';
import { vars } from '../../theme/theme.css.ts';
import { questionnaireMessages } from '../Questionnaire/Questionnaire.messages.ts';
import { RatingInput } from './RatingInput.tsx';
import { ratingInputMessages } from './RatingInput.messages.ts';

type StoryArgs = {
  /** The question, as a school wrote it. */
  question: string;
  initial?: number | null;
  isRequired?: boolean;
  isReadOnly?: boolean;
  isDisabled?: boolean;
  /** Show the "required" error. */
  invalid?: boolean;
  onChange: (value: number) => void;
};

/** A survey's rating question: the question is the label, the stars are chosen by click or arrow keys. */
function RatingQuestion({ question, initial = null, invalid, onChange, ...props }: StoryArgs) {
  const intl = useIntl();
  const [value, setValue] = useState<number | null>(initial);
  return (
    <RatingInput
      {...props}
      label={<span {...contentProps()}>{question}</span>}
      value={value}
      errorMessage={invalid && value === null ? intl.formatMessage(questionnaireMessages.required) : undefined}
      onChange={(next) => {
        setValue(next);
        onChange(next);
      }}
    />
  );
}

const meta = {
  title: 'Primitives/RatingInput',
  component: documents<typeof RatingQuestion>(RatingInput),
  render: (args) => <RatingQuestion {...args} />,
  args: { question: 'Overall, how satisfied are you with this class?', onChange: fn() },
} satisfies Meta<typeof RatingQuestion>;
export default meta;
type Story = StoryObj<typeof meta>;

/** No rating yet; each star is named "n of 5" in the locale's digits. */
export const Empty: Story = {
  play: async (context) => {
    const intl = storyIntl(context);
    const radios = context.canvas.getAllByRole('radio');
    await expect(radios).toHaveLength(5);
    await expect(context.canvas.getByRole('radio', { name: intl.formatMessage(ratingInputMessages.star, { n: 3, max: 5 }) })).not.toBeChecked();
  },
};

export const Chosen: Story = { args: { initial: 4, isRequired: true } };

/**
 * By keyboard: Tab reaches the stars, ArrowDown chooses the next one, and the arrow that points along the reading
 * direction (right in English, left in Arabic) goes on; the focused star shows the focus ring.
 */
export const Keyboard: Story = {
  parameters: { visual: { skip: true } }, // an interaction: its first frame is Empty's screenshot
  play: async (context) => {
    const { canvas, canvasElement, args } = context;
    const intl = storyIntl(context);
    const star = (n: number) => canvas.getByRole('radio', { name: intl.formatMessage(ratingInputMessages.star, { n, max: 5 }) });
    await userEvent.tab();
    await expect(star(1)).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(star(2)).toBeChecked();
    const forward = getComputedStyle(canvasElement.querySelector('[role="radiogroup"]')!).direction === 'rtl' ? '{ArrowLeft}' : '{ArrowRight}';
    await userEvent.keyboard(forward);
    await expect(star(3)).toBeChecked();
    await expect(star(3)).toHaveFocus();
    await expect(args.onChange).toHaveBeenLastCalledWith(3);
    await waitFor(() => expect(star(3).closest('label')).toHaveAttribute('data-focus-visible', 'true'));
  },
};

/** Required and left empty after a submit: the error is read with the group and the stars turn red. */
export const Invalid: Story = {
  args: { isRequired: true, invalid: true },
  play: async (context) => {
    const intl = storyIntl(context);
    await expect(context.canvas.getByRole('radiogroup')).toHaveAccessibleDescription(intl.formatMessage(questionnaireMessages.required));
  },
};

/** A given rating on an answered survey: readable and focusable, not changeable. */
export const ReadOnly: Story = {
  args: { initial: 3, isReadOnly: true },
  play: async ({ canvas, args }) => {
    const radios = canvas.getAllByRole('radio');
    await userEvent.click(radios[4]!);
    await expect(args.onChange).not.toHaveBeenCalled();
    await expect(radios[2]).toBeChecked();
  },
};

export const ReadOnlyNotRated: Story = { args: { isReadOnly: true } };

export const Disabled: Story = { args: { initial: 2, isDisabled: true } };

/** Questions in both directions: each reads in its own; the stars keep the page's order. */
export const MixedDirections: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: vars.space.lg }}>
      <RatingQuestion {...args} question={MIXED.arabicLong} initial={4} isRequired />
      <RatingQuestion {...args} question={MIXED.latinWithNumber} initial={2} />
      <RatingQuestion {...args} question={MIXED.chinese} />
    </div>
  ),
};
