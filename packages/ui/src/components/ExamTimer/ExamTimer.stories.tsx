import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { storyIntl } from '../../test/stories.ts';
import { ExamTimer } from './ExamTimer.tsx';
import { examTimerMessages } from './ExamTimer.messages.ts';

/** A pinned device clock: the pictures never move. */
const NOW = Date.parse('2026-11-29T10:00:00Z');
const at = (minutes: number, seconds = 0) => new Date(NOW + (minutes * 60 + seconds) * 1000).toISOString();

const meta = {
  title: 'Components/ExamTimer',
  component: ExamTimer,
  args: { serverTime: at(0), deadline: at(24, 35), now: () => NOW, onExpire: fn() },
} satisfies Meta<typeof ExamTimer>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Plenty of time: the time left, nothing announced. */
export const Running: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('timer')).toBeVisible();
  },
};

/** Over an hour: hours too. */
export const Long: Story = { args: { deadline: at(90) } };

/** Five minutes or less: marked urgent (in words for screen readers when a threshold passes). */
export const Urgent: Story = { args: { deadline: at(4, 5) } };

/** The device's clock is a day wrong: the countdown still runs on the server's clock. */
export const WrongDeviceClock: Story = { args: { serverTime: at(24 * 60), deadline: at(24 * 60 + 12) } };

/** Crossing 10 minutes left announces it once (politely); time up calls onExpire once and says so. */
export const AnnouncesAndExpires: Story = {
  parameters: { visual: { skip: true } }, // a clock moving during the play
  args: { deadline: at(10, 1) },
  render: (args) => {
    let clock = NOW;
    const advance = (seconds: number) => {
      clock += seconds * 1000;
    };
    (globalThis as { advanceExamClock?: typeof advance }).advanceExamClock = advance;
    return <ExamTimer {...args} now={() => clock} />;
  },
  play: async (context) => {
    const intl = storyIntl(context);
    const advance = (globalThis as { advanceExamClock?: (seconds: number) => void }).advanceExamClock!;
    const live = context.canvasElement.querySelector('[aria-live="polite"]')!;
    await expect(live).toHaveTextContent('');
    advance(5);
    await waitFor(() => expect(live).toHaveTextContent(intl.formatMessage(examTimerMessages.minutesLeft, { minutes: 10 })), { timeout: 3000 });
    advance(10 * 60);
    await waitFor(() => expect(context.args.onExpire).toHaveBeenCalledOnce(), { timeout: 3000 });
    await expect(live).toHaveTextContent(intl.formatMessage(examTimerMessages.timeUp));
  },
};
