import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { useIntl } from 'react-intl';
import { commonMessages } from '../../messages/common.messages.ts';
import { feedbackMessages } from '../FeedbackDialog/FeedbackDialog.messages.ts';
import { Select, type SelectProps } from './Select.tsx';
import { selectMessages } from './Select.messages.ts';
import { LAZY_PART, docsGuide, documents, wrapperArgs } from '../../test/stories.ts';
import guide from './Select.guide.md?raw';

type StoryArgs = Partial<Omit<SelectProps, 'label' | 'options' | 'description' | 'errorMessage'>> & { longText?: boolean; withDescription?: boolean; withError?: boolean };

/** The feedback dialog's category question, with its real labels. */
function FeedbackCategory({ longText = false, withDescription = false, withError = false, ...props }: StoryArgs) {
  const intl = useIntl();
  const options = longText
    ? [
        { id: 'fault', label: intl.formatMessage(feedbackMessages.placeholderFault) },
        { id: 'experience', label: intl.formatMessage(feedbackMessages.placeholderExperience) },
        { id: 'question', label: intl.formatMessage(feedbackMessages.placeholderQuestion) },
        { id: 'content', label: intl.formatMessage(feedbackMessages.placeholderContent) },
      ]
    : [
        { id: 'fault', label: intl.formatMessage(feedbackMessages.typeFault) },
        { id: 'experience', label: intl.formatMessage(feedbackMessages.typeExperience) },
        { id: 'question', label: intl.formatMessage(feedbackMessages.typeQuestion) },
        { id: 'content', label: intl.formatMessage(feedbackMessages.typeContent), isDisabled: true },
      ];
  return (
    <Select
      label={intl.formatMessage(longText ? commonMessages.leaveBody : feedbackMessages.category)}
      options={options}
      description={withDescription ? intl.formatMessage(longText ? commonMessages.leaveBody : feedbackMessages.placeholderFault) : undefined}
      errorMessage={withError ? intl.formatMessage(selectMessages.required) : undefined}
      {...props}
    />
  );
}

const meta = {
  title: 'Primitives/Select',
  component: documents<typeof FeedbackCategory>(Select),
  parameters: { docs: docsGuide(guide, { showExample: true }) },
  argTypes: wrapperArgs({ longText: 'The feedback placeholders as options: labels long enough to wrap.', withDescription: 'Shows help text under the field.', withError: 'Shows the “required” error under the field.' }),
  render: (args) => <FeedbackCategory {...args} />,
  args: { onChange: fn() },
} satisfies Meta<typeof FeedbackCategory>;
export default meta;
type Story = StoryObj<typeof meta>;

const listbox = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body).findByRole('listbox', {}, LAZY_PART);

/** Nothing chosen yet: the placeholder shows. Pressing opens the list; choosing closes it and shows the choice. */
export const Default: Story = {
  play: async ({ canvas, canvasElement, args }) => {
    await expect(canvas.getByRole('button')).toHaveAccessibleName(/./);
    // A pointer hovers before it presses: the real select (Select.tsx) takes the look-alike's place by then.
    await userEvent.hover(canvas.getByRole('button'));
    await waitFor(() => expect(canvas.getByRole('button')).toHaveAttribute('data-rac'));
    await userEvent.click(canvas.getByRole('button'));
    const list = await listbox(canvasElement);
    const options = within(list).getAllByRole('option');
    await expect(options).toHaveLength(4);
    await expect(options[3]).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(options[1]!);
    await waitFor(() => expect(within(canvasElement.ownerDocument.body).queryByRole('listbox')).not.toBeInTheDocument());
    await expect(args.onChange).toHaveBeenLastCalledWith('experience');
    await expect(canvas.getByRole('button')).toHaveTextContent(options[1]!.textContent ?? '');
  },
};

/** Keyboard: ArrowDown opens the list on the chosen option; Enter picks the focused one; focus returns to the button. */
export const Keyboard: Story = {
  args: { defaultValue: 'fault' },
  parameters: { visual: { skip: true } },
  play: async ({ canvas, canvasElement, args }) => {
    canvas.getByRole('button').focus();
    // ArrowDown on the focused look-alike opens the real select (Select.tsx).
    await userEvent.keyboard('{ArrowDown}');
    const list = await listbox(canvasElement);
    await waitFor(() => expect(within(list).getAllByRole('option')[0]).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith('experience');
    await waitFor(() => expect(canvas.getByRole('button')).toHaveFocus());
  },
};

/** Keyboard focus rings the button. In the screenshot matrix only the last cell can hold the focus. */
export const FocusVisible: Story = {
  args: { defaultValue: 'fault', autoFocus: true },
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('button');
    await waitFor(() => expect(trigger).toHaveFocus());
    await userEvent.tab({ shift: true });
    await userEvent.tab();
    await expect(trigger).toHaveAttribute('data-focus-visible', 'true');
    await expect(getComputedStyle(trigger).outlineStyle).toBe('solid');
  },
};

/** Tabbed to before it is used: the look-alike keeps the focus (focus only loads the real one) and shows the ring. */
export const LookAlikeFocusVisible: Story = {
  args: { defaultValue: 'fault' },
  parameters: { visual: { skip: true } },
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('button');
    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    await expect(trigger).not.toHaveAttribute('data-rac');
    await expect(getComputedStyle(trigger).outlineStyle).toBe('solid');
  },
};

export const Selected: Story = { args: { defaultValue: 'fault', withDescription: true } };

/**
 * Open, as on a page: the list sits under the button, the chosen option is ticked. Held open (`isOpen`), because an
 * open list closes when focus leaves it and the screenshot matrix shows six at once.
 */
export const Open: Story = {
  args: { defaultValue: 'question', isOpen: true },
  parameters: { visual: { cellHeight: 360 } },
  play: async ({ canvasElement }) => {
    const list = await listbox(canvasElement);
    await expect(within(list).getAllByRole('option')[2]).toHaveAttribute('aria-selected', 'true');
  },
};

/** Required and left empty: the error replaces the description and describes the button. */
export const Invalid: Story = {
  args: { isRequired: true, withError: true, withDescription: true },
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('button');
    await expect(trigger).toHaveAccessibleDescription(/./);
    await expect(trigger.closest('[data-invalid]')).not.toBeNull();
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: 'fault', withDescription: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button')).toBeDisabled();
  },
};

/** Long label, value and description wrap; nothing is cut off, the chevron keeps its place at the end. */
export const LongText: Story = { args: { longText: true, withDescription: true, defaultValue: 'content' } };

export const LongTextOpen: Story = {
  args: { longText: true, defaultValue: 'content', isOpen: true },
  parameters: { visual: { cellHeight: 560 } },
};
