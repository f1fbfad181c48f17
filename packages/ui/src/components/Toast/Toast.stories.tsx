import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { FormattedMessage, useIntl } from 'react-intl';
import { commonMessages } from '../../messages/common.messages.ts';
import { Button } from '../Button/index.ts';
import { ToastProvider, useToast, type ToastTone } from './Toast.tsx';

function Trigger({ tone, autoShow }: { tone: ToastTone; autoShow: boolean }) {
  const toast = useToast();
  const intl = useIntl();
  const message = intl.formatMessage(tone === 'error' ? commonMessages.loadFailedTitle : commonMessages.save);
  useEffect(() => {
    if (autoShow) toast.show(message, tone);
  }, [autoShow, message, tone, toast]);
  return (
    <Button variant="secondary" onPress={() => toast.show(message, tone)}>
      <FormattedMessage {...commonMessages.submit} />
    </Button>
  );
}

function ToastDemo({ tone = 'error', autoShow = false, duration }: { tone?: ToastTone; autoShow?: boolean; duration?: number }) {
  return (
    <ToastProvider duration={duration}>
      <Trigger tone={tone} autoShow={autoShow} />
    </ToastProvider>
  );
}

const meta = { title: 'Primitives/Toast', component: ToastDemo, parameters: { visual: { cellHeight: 160 } } } satisfies Meta<typeof ToastDemo>;
export default meta;
type Story = StoryObj<typeof meta>;

/** An error toast: an error icon and the message, for 2 seconds. */
export const ErrorToast: Story = { args: { tone: 'error', autoShow: true, duration: 60_000 } };
export const SuccessToast: Story = { args: { tone: 'success', autoShow: true, duration: 60_000 } };

/** At most one toast: showing another replaces the first; each leaves after 2 s. */
export const OneAtATime: Story = {
  args: { tone: 'info' },
  parameters: { visual: { skip: true } },
  play: async ({ canvas, canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.click(canvas.getByRole('button'));
    await userEvent.click(canvas.getByRole('button'));
    await expect(page.getAllByRole('status').filter((node) => node.textContent)).toHaveLength(1);
    await waitFor(() => expect(page.getByRole('status').textContent).toBe(''), { timeout: 3000 });
  },
};
