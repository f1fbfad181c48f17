import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { FormattedMessage } from 'react-intl';
import { commonMessages } from '../../messages/common.messages.ts';
import { vars } from '../../theme/theme.css.ts';
import { Button } from '../Button/index.ts';
import { Dialog, DialogTrigger, type DialogProps } from './Dialog.tsx';
import { findOpenDialog } from '../../test/findOpenDialog.ts';
import { documents, docsGuide } from '../../test/stories.ts';
import guide from './Dialog.guide.md?raw';

type StoryArgs = Omit<DialogProps, 'title' | 'children'> & { paragraphs: number };

/** The unsaved-changes confirmation the decoration editor shows: a real dialog of the product. */
function LeaveDialog({ paragraphs, ...args }: StoryArgs) {
  return (
    <Dialog
      {...args}
      title={<FormattedMessage {...commonMessages.leaveTitle} />}
      footer={(close) => (
        <>
          <Button variant="secondary" onPress={close}>
            <FormattedMessage {...commonMessages.keepEditing} />
          </Button>
          <Button variant="danger" onPress={close}>
            <FormattedMessage {...commonMessages.leave} />
          </Button>
        </>
      )}
    >
      <div style={{ display: 'grid', gap: vars.space.md }}>
        {Array.from({ length: paragraphs }, (_, index) => (
          <FormattedMessage key={index} {...commonMessages.leaveBody} tagName="p" />
        ))}
      </div>
    </Dialog>
  );
}

const meta = {
  title: 'Primitives/Dialog',
  component: documents<typeof LeaveDialog>(Dialog),
  render: (args) => <LeaveDialog {...args} />,
  args: { paragraphs: 1, defaultOpen: true, size: 'md', onOpenChange: fn() },
  argTypes: { size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] } },
  parameters: { visual: { cellHeight: 420 }, docs: docsGuide(guide, { showExample: true }) },
} satisfies Meta<typeof LeaveDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const findDialog = findOpenDialog;

export const Open: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await findDialog(canvasElement);
    await expect(dialog).toHaveAccessibleName(within(dialog).getByRole('heading').textContent ?? '');
    await expect(within(dialog).getAllByRole('button')).toHaveLength(3);
  },
};

/** An interrupting confirmation: role alertdialog, no × button, the scrim does not close it. */
export const Alert: Story = {
  args: { role: 'alertdialog', hideCloseButton: true, isDismissable: false },
  play: async ({ canvasElement }) => {
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('alertdialog');
    await expect(within(dialog).getAllByRole('button')).toHaveLength(2);
  },
};

export const Small: Story = { args: { size: 'sm' } };

/** A long body scrolls inside the dialog and becomes keyboard-focusable so it can be scrolled without a mouse. */
export const LongContent: Story = {
  args: { paragraphs: 14 },
  play: async ({ canvasElement }) => {
    const dialog = await findDialog(canvasElement);
    const body = dialog.querySelector('[tabindex="0"]');
    await expect(body).not.toBeNull();
  },
};

/** Focus moves into the dialog, Tab stays inside it, Escape closes it and focus returns to the trigger. */
export const FocusTrapAndReturn: Story = {
  args: { defaultOpen: undefined },
  parameters: { visual: { cellHeight: undefined } },
  render: (args) => (
    <DialogTrigger>
      <Button variant="secondary">
        <FormattedMessage {...commonMessages.leave} />
      </Button>
      <LeaveDialog {...args} />
    </DialogTrigger>
  ),
  play: async ({ canvas, canvasElement }) => {
    const trigger = canvas.getByRole('button');
    await userEvent.click(trigger);
    const dialog = await findDialog(canvasElement);
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    for (let i = 0; i < 4; i += 1) {
      await userEvent.tab();
      await expect(dialog.contains(document.activeElement)).toBe(true);
    }
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(within(canvasElement.ownerDocument.body).queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};
