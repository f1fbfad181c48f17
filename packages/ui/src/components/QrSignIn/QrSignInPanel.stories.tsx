import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { storyIntl } from '../../test/stories.ts';
import { QrSignInPanel } from './QrSignInPanel.tsx';
import { qrSignInMessages as m } from './QrSignIn.messages.ts';
import { useQrSignIn, type QrServerStatus, type UseQrSignInOptions } from './useQrSignIn.ts';

const URL = 'https://portal.example/login/qr?id=Zx3-9_abcdefghijklmnopqrstuvwxyzABCDEFGHIJK';

const meta = {
  title: 'Components/QrSignInPanel',
  component: QrSignInPanel,
  args: { state: 'waiting', qrUrl: URL, secondsLeft: 97, onRefresh: fn() },
  parameters: { visual: { cellHeight: 520 } },
} satisfies Meta<typeof QrSignInPanel>;
export default meta;
type Story = StoryObj<typeof meta>;

// ——— Every state, drawn from its props (these enter the visual baselines) ———

export const Waiting: Story = {};
export const Scanned: Story = { args: { state: 'scanned', secondsLeft: 64 } };
export const Confirmed: Story = { args: { state: 'confirmed' } };
export const Expired: Story = { args: { state: 'expired', secondsLeft: 0 } };
export const Cancelled: Story = { args: { state: 'cancelled' } };
export const Failed: Story = { args: { state: 'failed' } };
/** The spinner shows after a delay: no screenshot. */
export const Loading: Story = { args: { state: 'loading', qrUrl: null }, parameters: { visual: { skip: true } } };

// ——— Behaviour, with the state hook and fake calls (no screenshots) ———

function Connected(options: Partial<UseQrSignInOptions>) {
  const props = useQrSignIn({
    openSession: options.openSession ?? (async () => ({ qrId: 'a', qrUrl: URL, expiresIn: 120 })),
    pollStatus: options.pollStatus ?? (async () => 'waiting'),
    takeToken: options.takeToken ?? (async () => undefined),
    onSignedIn: options.onSignedIn ?? (() => undefined),
    pollMs: 20,
  });
  return <QrSignInPanel {...props} />;
}

const behaviour = { parameters: { visual: { skip: true } } };

/** A phone scans, then confirms: the panel says so each time, then the tokens are taken and the page moves on. */
const scanThenConfirm = (): UseQrSignInOptions['pollStatus'] => {
  const answers: QrServerStatus[] = ['waiting', 'scanned', 'scanned', 'confirmed'];
  return async () => answers.shift() ?? 'confirmed';
};
const takeToken = fn(async (_qrId: string) => undefined);
const onSignedIn = fn();
export const ScanAndConfirm: Story = {
  ...behaviour,
  render: function ScanAndConfirm() {
    const [pollStatus] = useState(scanThenConfirm);
    return <Connected pollStatus={pollStatus} takeToken={takeToken} onSignedIn={onSignedIn} />;
  },
  play: async (context) => {
    takeToken.mockClear();
    onSignedIn.mockClear();
    const intl = storyIntl(context);
    const { canvas } = context;
    await expect(await canvas.findByRole('img', { name: intl.formatMessage(m.qrLabel) })).toBeVisible();
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent(intl.formatMessage(m.scanned)));
    await waitFor(() => expect(onSignedIn).toHaveBeenCalledOnce());
    await expect(takeToken).toHaveBeenCalledTimes(1);
    await expect(takeToken).toHaveBeenCalledWith('a');
    await expect(canvas.getByRole('status')).toHaveTextContent(intl.formatMessage(m.confirmed));
  },
};

/** Cancelled on the phone: no tokens; a new code on request. */
const openSession = fn(async () => ({ qrId: `q${openSession.mock.calls.length}`, qrUrl: `${URL}${openSession.mock.calls.length}`, expiresIn: 120 }));
export const CancelledThenNewCode: Story = {
  ...behaviour,
  render: function CancelledThenNewCode() {
    return <Connected openSession={openSession} pollStatus={async () => 'cancelled'} takeToken={takeToken} />;
  },
  play: async (context) => {
    takeToken.mockClear();
    const intl = storyIntl(context);
    const { canvas } = context;
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent(intl.formatMessage(m.cancelled)));
    await expect(takeToken).not.toHaveBeenCalled();
    const opened = openSession.mock.calls.length;
    await userEvent.click(canvas.getByRole('button', { name: intl.formatMessage(m.refresh) }));
    await waitFor(() => expect(openSession).toHaveBeenCalledTimes(opened + 1));
  },
};

/** A code about to expire is replaced before a phone could scan a dead one. */
export const RefreshedBeforeExpiry: Story = {
  ...behaviour,
  render: function RefreshedBeforeExpiry() {
    return <Connected openSession={async () => ({ ...(await openSession()), expiresIn: 6 })} />;
  },
  play: async () => {
    const opened = openSession.mock.calls.length;
    await waitFor(() => expect(openSession.mock.calls.length).toBeGreaterThanOrEqual(opened + 1), { timeout: 4000 });
  },
};
