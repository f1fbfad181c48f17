import { useRef } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { useIntl } from 'react-intl';
import { isolate } from '../../content/contentProps.ts';
import { commonMessages } from '../../messages/common.messages.ts';
import { LAZY_PART, storyIntl, documents } from '../../test/stories.ts';
import { Button } from '../Button/index.ts';
import { DialogTrigger } from '../Dialog/index.ts';
import { ConfirmDialog, type ConfirmDialogProps } from './ConfirmDialog.tsx';
import { confirmDialogMessages } from './ConfirmDialog.messages.ts';

type StoryArgs = Pick<ConfirmDialogProps, 'isOpen' | 'onOpenChange' | 'onConfirm' | 'isPending' | 'errorMessage' | 'variant'> & {
  /** The thing to delete, as a school typed it. */
  name: string;
  /** Show a failure reported by the page. */
  failed?: boolean;
};

/** Deleting a class, as the lecturing center asks: its title in the question, in its own direction. */
function DeleteClass({ name, failed, variant = 'destructive', ...props }: StoryArgs) {
  const intl = useIntl();
  const destructive = variant === 'destructive';
  return (
    <ConfirmDialog
      {...props}
      variant={variant}
      title={destructive ? intl.formatMessage(confirmDialogMessages.deleteTitle, { name: isolate(name) }) : intl.formatMessage(commonMessages.leaveTitle)}
      confirmLabel={destructive ? undefined : intl.formatMessage(commonMessages.leave)}
      error={failed ? intl.formatMessage(confirmDialogMessages.failed) : undefined}
    >
      <p>{intl.formatMessage(destructive ? confirmDialogMessages.deleteBody : commonMessages.leaveBody)}</p>
    </ConfirmDialog>
  );
}

const meta = {
  title: 'Data/ConfirmDialog',
  component: documents<typeof DeleteClass>(ConfirmDialog),
  render: (args) => <DeleteClass {...args} />,
  args: { name: 'Introduction to Physics', isOpen: true, onOpenChange: fn(), onConfirm: fn() },
  parameters: { visual: { cellHeight: 360 } },
} satisfies Meta<typeof DeleteClass>;
export default meta;
type Story = StoryObj<typeof meta>;

const findAlertDialog = async (canvasElement: HTMLElement) => {
  const dialog = await within(canvasElement.ownerDocument.body).findByRole('alertdialog', {}, LAZY_PART);
  await waitFor(() => expect(dialog.closest('[data-entering]')).toBeNull());
  return dialog;
};

/** Destructive: a danger button that says what it does, and focus starts on Cancel, the safe answer. */
export const Destructive: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = await findAlertDialog(canvasElement);
    await expect(dialog).toHaveAccessibleName(/Introduction to Physics/);
    await waitFor(() => expect(within(dialog).getByTestId('confirm-dialog-cancel')).toHaveFocus());
    await userEvent.click(within(dialog).getByTestId('confirm-dialog-confirm'));
    await expect(args.onConfirm).toHaveBeenCalledOnce();
    await waitFor(() => expect(args.onOpenChange).toHaveBeenLastCalledWith(false));
  },
};

/** Neutral: the primary button goes ahead and has the focus. */
export const Neutral: Story = {
  args: { variant: 'neutral' },
  play: async ({ canvasElement }) => {
    const dialog = await findAlertDialog(canvasElement);
    await waitFor(() => expect(within(dialog).getByTestId('confirm-dialog-confirm')).toHaveFocus());
  },
};

/** While the action runs: the button shows progress, Cancel and Escape wait, the dialog stays. */
export const Busy: Story = {
  args: { isPending: true },
  play: async ({ canvasElement, args }) => {
    const dialog = await findAlertDialog(canvasElement);
    await expect(within(dialog).getByTestId('confirm-dialog-cancel')).toBeDisabled();
    await userEvent.keyboard('{Escape}');
    await expect(args.onOpenChange).not.toHaveBeenCalled();
  },
};

/** The action failed: the dialog stays open with the reason, so the lecturer can try again or cancel. */
export const Failed: Story = {
  args: { failed: true },
  play: async ({ canvasElement }) => {
    const dialog = await findAlertDialog(canvasElement);
    await expect(within(dialog).getByRole('alert')).not.toBeEmptyDOMElement();
  },
};

/** The whole flow: the first try fails (the message stays in the dialog), the second succeeds and closes it. */
export const FailThenRetry: Story = {
  args: { errorMessage: (error) => (error instanceof Error ? `HTTP ${error.message}` : undefined) },
  parameters: { visual: { skip: true } }, // a sequence, not a state: Busy and Failed are its screenshots
  render: function FailThenRetry(args) {
    const tries = useRef(0);
    const onConfirm = () => {
      args.onConfirm();
      tries.current += 1;
      return new Promise((resolve, reject) => setTimeout(() => (tries.current === 1 ? reject(new Error('409')) : resolve(undefined)), 50));
    };
    return <DeleteClass {...args} onConfirm={onConfirm} />;
  },
  play: async (context) => {
    const { canvasElement, args } = context;
    const intl = storyIntl(context);
    const dialog = await findAlertDialog(canvasElement);
    const confirm = within(dialog).getByTestId('confirm-dialog-confirm');
    await userEvent.click(confirm);
    await waitFor(() => expect(within(dialog).getByRole('alert')).toHaveTextContent('HTTP 409'));
    await expect(args.onOpenChange).not.toHaveBeenCalled();
    await expect(confirm).toHaveAccessibleName(intl.formatMessage(commonMessages.delete));
    await userEvent.click(confirm);
    await waitFor(() => expect(args.onOpenChange).toHaveBeenLastCalledWith(false));
    await expect(args.onConfirm).toHaveBeenCalledTimes(2);
  },
};

/** Opened from a button (DialogTrigger): Escape closes it and focus returns to the button. */
export const FromTrigger: Story = {
  args: { isOpen: undefined },
  parameters: { visual: { cellHeight: undefined } },
  render: (args) => (
    <DialogTrigger>
      <Button variant="danger" data-testid="delete">
        {args.name}
      </Button>
      <DeleteClass {...args} />
    </DialogTrigger>
  ),
  play: async ({ canvas, canvasElement }) => {
    const trigger = canvas.getByTestId('delete');
    await userEvent.click(trigger);
    const dialog = await findAlertDialog(canvasElement);
    await waitFor(() => expect(within(dialog).getByTestId('confirm-dialog-cancel')).toHaveFocus());
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(within(canvasElement.ownerDocument.body).queryByRole('alertdialog')).not.toBeInTheDocument());
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

/** A long Arabic class name in the question: it wraps and keeps its direction inside any page. */
export const LongName: Story = {
  args: { name: 'مقدمة في الكيمياء العضوية للمبتدئين — الفصل الدراسي الأول ٢٠٢٦' },
};
