import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { MIXED } from '../../fixtures/mixedDirection.ts';
import { storyIntl } from '../../test/stories.ts';
import { vars } from '../../theme/theme.css.ts';
import { NotificationList, type NotificationItem, type NotificationListProps } from './NotificationList.tsx';
import { notificationListMessages } from './NotificationList.messages.ts';

const NOW = Date.parse('2026-09-12T10:00:00Z');
const ago = (minutes: number) => new Date(NOW - minutes * 60_000).toISOString();
const SCHOOL = '/portal/1000000000000000001';

const ITEMS: NotificationItem[] = [
  { id: '4', title: 'The live lecture “Live Q&A: functions and modules” starts soon', text: 'The live lecture “Live Q&A: functions and modules” of your class “Python for beginners” starts at 18:00. You can join from 10 minutes before the start.', href: `${SCHOOL}/class-view/2000000000000000002`, createdAt: ago(3), read: false },
  { id: '3', title: 'Reminder: please answer “Course feedback”', text: 'Your lecturer asks you to answer the questionnaire “Course feedback” of the class “Python for beginners”.', href: '/classInfo/1000000000000000001/question-survey/4100000000000000001', createdAt: ago(90), read: false },
  { id: '2', title: 'Payment received: Data structures', text: 'Your order “Data structures” is paid. Thank you!', href: '/order/1000000000000000001?orderId=1', createdAt: ago(60 * 26), read: true },
  { id: '1', title: 'Your class “Business English” starts tomorrow', text: 'The class “Business English” starts tomorrow, Monday 14 September 2026, 09:30 CST.', href: `${SCHOOL}/class-view/2000000000000000003`, createdAt: ago(60 * 24 * 5), read: true },
];

/** The page keeps the read state: Mark as read and Mark all as read change it here as the server would. */
function Inbox({ items: initial, onMarkRead, onMarkAllRead, ...props }: NotificationListProps) {
  const [items, setItems] = useState(initial);
  const unread = items.filter((item) => !item.read).length;
  return (
    <div style={{ maxInlineSize: vars.size.content }}>
      <NotificationList
        {...props}
        items={items}
        unread={props.status === 'ready' ? unread : props.unread}
        now={NOW}
        onMarkRead={(id) => {
          setItems((all) => all.map((item) => (item.id === id ? { ...item, read: true } : item)));
          onMarkRead?.(id);
        }}
        onMarkAllRead={() => {
          setItems((all) => all.map((item) => ({ ...item, read: true })));
          onMarkAllRead?.();
        }}
      />
    </div>
  );
}

const meta = {
  title: 'Components/NotificationList',
  component: Inbox,
  args: { status: 'ready', items: ITEMS, unread: 2, onOpen: fn(), onMarkRead: fn(), onMarkAllRead: fn(), onRetry: fn() },
} satisfies Meta<typeof Inbox>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Unread (dot, bold title, "Unread" for screen readers, Mark as read) above read ones, newest first. */
export const UnreadAndRead: Story = {
  play: async (context) => {
    const { canvas, args } = context;
    const intl = storyIntl(context);
    await expect(canvas.getAllByRole('listitem')).toHaveLength(4);
    await expect(canvas.getByTestId('notification-unread')).toHaveTextContent(intl.formatMessage(notificationListMessages.unreadSummary, { count: 2 }));
    await expect(canvas.getByRole('link', { name: ITEMS[1]!.title })).toHaveAttribute('href', ITEMS[1]!.href);
    await userEvent.click(canvas.getAllByRole('button', { name: new RegExp(`^${intl.formatMessage(notificationListMessages.markRead)}`) })[0]!);
    await expect(args.onMarkRead).toHaveBeenCalledWith('4');
    await expect(canvas.getByTestId('notification-unread')).toHaveTextContent(intl.formatMessage(notificationListMessages.unreadSummary, { count: 1 }));
  },
};

/** Mark all as read: every one read, the button disabled. */
export const MarkAllRead: Story = {
  play: async (context) => {
    const { canvas, args } = context;
    const intl = storyIntl(context);
    const button = canvas.getByRole('button', { name: intl.formatMessage(notificationListMessages.markAllRead) });
    await userEvent.click(button);
    await expect(args.onMarkAllRead).toHaveBeenCalledOnce();
    await waitFor(() => expect(button).toBeDisabled());
    await expect(canvas.getByTestId('notification-unread')).toHaveTextContent(intl.formatMessage(notificationListMessages.unreadSummary, { count: 0 }));
  },
};

/** All read already. */
export const AllRead: Story = { args: { items: ITEMS.map((item) => ({ ...item, read: true })), unread: 0 } };

/** Nothing yet: says what will come here. */
export const Empty: Story = {
  args: { items: [], unread: 0 },
  play: async (context) => {
    const intl = storyIntl(context);
    await expect(context.canvas.getByRole('heading', { name: intl.formatMessage(notificationListMessages.emptyTitle) })).toBeVisible();
  },
};

/** Loading: placeholders, and "Loading notifications…" for screen readers. */
export const Loading: Story = {
  args: { status: 'loading', items: [] },
  play: async (context) => {
    const intl = storyIntl(context);
    await expect(context.canvas.getByRole('status')).toHaveTextContent(intl.formatMessage(notificationListMessages.loading));
  },
};

/** Loading failed: the server's words and Try again. */
export const LoadFailed: Story = {
  args: { status: 'error', items: [], error: 'The server is busy. Please try again in a moment.' },
  play: async (context) => {
    const intl = storyIntl(context);
    await expect(context.canvas.getByRole('alert')).toBeVisible();
    await userEvent.click(context.canvas.getByRole('button', { name: intl.formatMessage(notificationListMessages.retry) }));
    await expect(context.args.onRetry).toHaveBeenCalledOnce();
  },
};

/** Long titles and texts wrap; nothing overflows its row. */
export const LongTexts: Story = {
  args: {
    items: [
      { ...ITEMS[0]!, title: `The live lecture “${MIXED.latinLong} — ${MIXED.latinLong}” starts soon`, text: `${ITEMS[0]!.text} ${ITEMS[0]!.text} https://academy.example.com/portal/1000000000000000001/class-view/2000000000000000002?tab=lives` },
      { ...ITEMS[2]!, title: `Payment received: ${'Supercalifragilisticexpialidocious'.repeat(3)}` },
    ],
    unread: 1,
  },
};

/** Titles in both directions: each in its own direction, the dot and the buttons in the page's. */
export const MixedDirections: Story = {
  args: {
    items: [
      { ...ITEMS[0]!, title: `بدأت المحاضرة المباشرة «${MIXED.arabicLong}» قريبًا`, text: MIXED.arabicWithNumber },
      { ...ITEMS[1]!, title: MIXED.latinWithNumber, text: MIXED.chinese },
      { ...ITEMS[2]!, title: MIXED.arabicShort, text: MIXED.latinShort },
    ],
    unread: 2,
  },
};
