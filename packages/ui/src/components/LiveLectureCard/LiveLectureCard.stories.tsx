import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { useIntl } from 'react-intl';
import { MIXED } from '../../fixtures/mixedDirection.ts';
import { docsGuide, documents, storyIntl, wrapperArgs } from '../../test/stories.ts';
import guide from './LiveLectureCard.guide.md?raw';
import { vars } from '../../theme/theme.css.ts';
import { LiveLectureCard, LiveLectureList, type LiveLectureCardProps } from './LiveLectureCard.tsx';
import { liveLectureCardMessages } from './LiveLectureCard.messages.ts';

type StoryArgs = Omit<LiveLectureCardProps, 'when' | 'ownWhen' | 'joinOpensAt' | 'reminded' | 'onRemindChange'> & {
  /** Also show the time in another zone (the viewer's own differs from the school's). */
  showOwnTime?: boolean;
  remindable?: boolean;
  initiallyReminded?: boolean;
  onRemindChange?: (remind: boolean) => void;
};

/** The page formats times in the school's zone (and the viewer's own) and keeps the reminder state. */
function Lecture({ showOwnTime, remindable = true, initiallyReminded = false, onRemindChange, ...props }: StoryArgs) {
  const intl = useIntl();
  const at = (iso: string, timeZone: string) => intl.formatDate(iso, { calendar: 'gregory', dateStyle: 'medium', timeStyle: 'short', timeZone });
  const [reminded, setReminded] = useState(initiallyReminded);
  return (
    <div style={{ maxInlineSize: vars.size.dialog.md }}>
      <LiveLectureCard
        {...props}
        when={at('2026-09-12T01:00:00Z', 'Asia/Shanghai')}
        ownWhen={showOwnTime ? at('2026-09-12T01:00:00Z', 'Europe/Berlin') : undefined}
        joinOpensAt={at('2026-09-12T00:50:00Z', 'Asia/Shanghai')}
        reminded={remindable ? reminded : undefined}
        onRemindChange={(remind) => {
          setReminded(remind);
          onRemindChange?.(remind);
        }}
      />
    </div>
  );
}

const meta = {
  title: 'Components/LiveLectureCard',
  component: documents<typeof Lecture>(LiveLectureCard),
  argTypes: wrapperArgs({ showOwnTime: "Also shows the time in the reader's own zone (`ownWhen`).", remindable: 'The sample page lets the reader set a reminder (`reminded` given).', initiallyReminded: 'The reminder is set at first.' }),
  parameters: { docs: docsGuide(guide, { showExample: true }) },
  render: (args) => <Lecture {...args} />,
  args: { title: 'Live Q&A: functions and modules', classTitle: 'Python for beginners', lecturerName: 'Wang Fang', state: 'upcoming', onJoin: fn(), onRemindChange: fn() },
} satisfies Meta<typeof Lecture>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Upcoming, before the room opens: when you can join, Join disabled, Remind me toggles the reminder. */
export const Upcoming: Story = {
  args: { showOwnTime: true },
  play: async (context) => {
    const { canvas, args } = context;
    const intl = storyIntl(context);
    await expect(canvas.getByTestId('live-join')).toBeDisabled();
    const remind = canvas.getByRole('button', { name: intl.formatMessage(liveLectureCardMessages.remind) });
    await expect(remind).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(remind);
    await expect(args.onRemindChange).toHaveBeenCalledWith(true);
    await expect(canvas.getByRole('button', { name: intl.formatMessage(liveLectureCardMessages.reminded) })).toHaveAttribute('aria-pressed', 'true');
  },
};

/** Upcoming with the reminder already set. */
export const Reminded: Story = { args: { initiallyReminded: true } };

/** Within the join window (a few minutes before the start): Join is enabled. */
export const JoinWindowOpen: Story = {
  args: { joinable: true },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByTestId('live-join'));
    await expect(args.onJoin).toHaveBeenCalledOnce();
  },
};

/** Running now: the Live now badge and Join. */
export const LiveNow: Story = {
  args: { state: 'live' },
  play: async (context) => {
    const intl = storyIntl(context);
    await expect(context.canvas.getByText(intl.formatMessage(liveLectureCardMessages.live))).toBeVisible();
    await expect(context.canvas.getByTestId('live-join')).toBeEnabled();
    await expect(context.canvas.queryByTestId('live-remind')).toBeNull();
  },
};

/** Joining: the button shows progress. */
export const Joining: Story = { args: { state: 'live', joinPending: true } };

/** The server refused joining: its reason, announced. */
export const JoinRefused: Story = {
  args: { joinable: true, error: 'The room opens 10 minutes before the start: come back then.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('The room opens 10 minutes before the start');
  },
};

/** Ended with a recording: Watch the replay opens it in a new tab. */
export const EndedWithReplay: Story = {
  args: { state: 'ended', replayUrl: 'https://media.example.com/replay' },
  play: async (context) => {
    const intl = storyIntl(context);
    const link = context.canvas.getByRole('link', { name: new RegExp(intl.formatMessage(liveLectureCardMessages.replay)) });
    await expect(link).toHaveAttribute('href', 'https://media.example.com/replay');
    await expect(context.canvas.queryByTestId('live-join')).toBeNull();
  },
};

/** Ended, no recording yet. */
export const EndedWithoutReplay: Story = { args: { state: 'ended', replayUrl: null } };

/** Titles in either direction keep their own; the chrome follows the page. */
export const MixedDirections: Story = {
  render: (args) => (
    <LiveLectureList>
      <Lecture key="a" {...args} title={MIXED.arabicLong} state="upcoming" />
      <Lecture key="b" {...args} title={MIXED.latinLong} classTitle={MIXED.arabicShort} state="live" />
      <Lecture key="c" {...args} title={MIXED.chinese} state="ended" replayUrl="https://media.example.com/replay" />
    </LiveLectureList>
  ),
  play: async ({ canvas }) => {
    await expect(getComputedStyle(canvas.getByRole('heading', { name: MIXED.arabicLong })).direction).toBe('rtl');
    await expect(getComputedStyle(canvas.getByRole('heading', { name: MIXED.latinLong })).direction).toBe('ltr');
    await expect(canvas.getAllByRole('listitem')).toHaveLength(3);
  },
};
