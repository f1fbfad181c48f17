import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { useIntl } from 'react-intl';
import { resourceStatusMessages } from '../../messages/resource.messages.ts';
import { LAZY_PART, storyIntl, documents } from '../../test/stories.ts';
import { EnrolButton, type EnrolButtonProps, type EnrolState } from './EnrolButton.tsx';
import { enrolButtonMessages } from './EnrolButton.messages.ts';

type StoryArgs = Omit<EnrolButtonProps, 'opensAt'> & {
  /** When enrolment opens; the page formats it in the school's time zone. */
  opensAtIso?: string;
};

/** The class page's header action. */
function ClassAction({ opensAtIso, ...props }: StoryArgs) {
  const intl = useIntl();
  const opensAt = opensAtIso ? intl.formatDate(opensAtIso, { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Asia/Shanghai' }) : undefined;
  return <EnrolButton {...props} opensAt={opensAt} />;
}

const meta = {
  title: 'Components/EnrolButton',
  component: documents<typeof ClassAction>(EnrolButton),
  render: (args) => <ClassAction {...args} />,
  args: { state: 'open', seatsLeft: 12, onEnrol: fn(), onUnenrol: fn() },
} satisfies Meta<typeof ClassAction>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Enrolment is open: the primary action, with the seats left. */
export const Open: Story = {
  play: async (context) => {
    const { canvas, args } = context;
    const intl = storyIntl(context);
    await expect(canvas.getByRole('status')).toHaveTextContent(intl.formatMessage(enrolButtonMessages.seatsLeft, { count: 12 }));
    await userEvent.click(canvas.getByRole('button', { name: intl.formatMessage(enrolButtonMessages.enrol) }));
    await expect(args.onEnrol).toHaveBeenCalledOnce();
  },
};

export const OneSeatLeft: Story = { args: { seatsLeft: 1 } };

/** No capacity limit: no seat count. */
export const NoLimit: Story = { args: { seatsLeft: null } };

/** Enrolling: a spinner in the button at its own width; presses wait. */
export const Pending: Story = {
  args: { pending: true },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByTestId('enrol'));
    await expect(args.onEnrol).not.toHaveBeenCalled();
  },
};

/** Enrolled: the status, and Un-enrol as a secondary action. */
export const Enrolled: Story = {
  args: { state: 'enrolled' },
  play: async (context) => {
    await expect(context.canvas.getByRole('status')).toHaveTextContent(storyIntl(context).formatMessage(resourceStatusMessages.enrolled));
  },
};

export const Unenrolling: Story = { args: { state: 'enrolled', pending: true } };

/** No way to enrol: the reason in words, where the button would be (never a silent disabled button). */
export const Full: Story = {
  args: { state: 'full', seatsLeft: 0 },
  play: async (context) => {
    await expect(context.canvas.getByRole('status')).toHaveTextContent(storyIntl(context).formatMessage(enrolButtonMessages.full));
    await expect(context.canvas.queryByRole('button')).toBeNull();
  },
};
export const Closed: Story = { args: { state: 'closed' } };
export const NotYetOpen: Story = { args: { state: 'notYetOpen', opensAtIso: '2026-09-01T01:00:00Z' } };
export const NotYetOpenNoDate: Story = { args: { state: 'notYetOpen' } };
export const Ended: Story = { args: { state: 'ended' } };

/** The page's side: an enrol or un-enrol call that takes a moment, then the new state. */
function WithServer(args: StoryArgs & { initial: EnrolState }) {
  const [state, setState] = useState<EnrolState>(args.initial);
  const [pending, setPending] = useState(false);
  const call = (next: EnrolState, callback: () => void) => {
    callback();
    setPending(true);
    return new Promise<void>((resolve) =>
      setTimeout(() => {
        setPending(false);
        setState(next);
        resolve();
      }, 50),
    );
  };
  return <ClassAction {...args} state={state} pending={pending} onEnrol={() => void call('enrolled', args.onEnrol)} onUnenrol={() => call('open', args.onUnenrol)} />;
}

/** By keyboard: Enter on Enrol; when the class answers, "Enrolled" is announced and focus is on Un-enrol. */
export const EnrolFlow: Story = {
  parameters: { visual: { skip: true } }, // an interaction between Open and Enrolled
  render: (args) => <WithServer {...args} initial="open" />,
  play: async (context) => {
    const { canvas, args } = context;
    const intl = storyIntl(context);
    await userEvent.tab();
    await expect(canvas.getByTestId('enrol')).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onEnrol).toHaveBeenCalledOnce();
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent(intl.formatMessage(resourceStatusMessages.enrolled)));
    await waitFor(() => expect(canvas.getByTestId('unenrol')).toHaveFocus());
  },
};

/** The open confirmation, once its entry animation has finished (it is faded out while entering). */
async function findAlertDialog(canvasElement: HTMLElement) {
  const dialog = await within(canvasElement.ownerDocument.body).findByRole('alertdialog', {}, LAZY_PART);
  await waitFor(() => expect(dialog.closest('[data-entering]')).toBeNull());
  return dialog;
}

/**
 * Un-enrol asks first (focus on Cancel, the safe answer): Escape keeps the enrolment; confirming un-enrols, and
 * focus lands on Enrol again.
 */
export const UnenrolConfirmation: Story = {
  parameters: { visual: { skip: true } }, // the dialog is ConfirmDialog's, screenshotted there
  render: (args) => <WithServer {...args} initial="enrolled" />,
  play: async (context) => {
    const { canvas, canvasElement, args } = context;
    const intl = storyIntl(context);
    await userEvent.click(canvas.getByTestId('unenrol'));
    let dialog = await findAlertDialog(canvasElement);
    await expect(dialog).toHaveAccessibleName(intl.formatMessage(enrolButtonMessages.confirmTitle));
    await waitFor(() => expect(within(dialog).getByTestId('confirm-dialog-cancel')).toHaveFocus());
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(within(canvasElement.ownerDocument.body).queryByRole('alertdialog')).toBeNull());
    await expect(args.onUnenrol).not.toHaveBeenCalled();

    await userEvent.click(canvas.getByTestId('unenrol'));
    dialog = await findAlertDialog(canvasElement);
    await userEvent.click(within(dialog).getByTestId('confirm-dialog-confirm'));
    await waitFor(() => expect(args.onUnenrol).toHaveBeenCalledOnce());
    await waitFor(() => expect(canvas.getByTestId('enrol')).toHaveFocus());
  },
};
