import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { storyIntl } from '../../test/stories.ts';
import { qrSignInMessages as m } from './QrSignIn.messages.ts';
import { QrSignInRequest } from './QrSignInRequest.tsx';

const requester = { browser: 'Chrome', os: 'Windows', ip: '203.0.113.24', requestedAt: '2026-11-24T08:15:30Z' };

const meta = {
  title: 'Components/QrSignInRequest',
  component: QrSignInRequest,
  args: { state: { kind: 'asking', requester }, onConfirm: fn(), onCancel: fn() },
  parameters: { visual: { cellHeight: 460 } },
} satisfies Meta<typeof QrSignInRequest>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The phone asks: which browser, from where, when — then Confirm or Cancel. */
export const Asking: Story = {
  play: async (context) => {
    const intl = storyIntl(context);
    const { canvas, args } = context;
    await expect(canvas.getByText('203.0.113.24')).toHaveAttribute('dir', 'ltr');
    await userEvent.click(canvas.getByRole('button', { name: intl.formatMessage(m.confirm) }));
    await expect(args.onConfirm).toHaveBeenCalledOnce();
  },
};
export const Confirming: Story = { args: { state: { kind: 'asking', requester, busy: 'confirm' } } };
export const UnknownDevice: Story = { args: { state: { kind: 'asking', requester: { ...requester, browser: null, os: null, ip: '2001:db8::7' } } } };
export const ConfirmedOnPhone: Story = { args: { state: { kind: 'confirmed' } } };
export const CancelledOnPhone: Story = { args: { state: { kind: 'cancelled' } } };
/** The server's own message (expired, already answered). */
export const CannotAnswer: Story = { args: { state: { kind: 'failed', message: 'This QR code has expired. Show a new one on the other device and scan again.' } } };
/** The spinner shows after a delay: no screenshot. */
export const Loading: Story = { args: { state: { kind: 'loading' } }, parameters: { visual: { skip: true } } };
