import { useEffect, useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { storyIntl } from '../../test/stories.ts';
import { NotificationBell, type NotificationBellProps } from './NotificationBell.tsx';
import { notificationBellMessages } from './NotificationBell.messages.ts';

const meta = {
  title: 'Components/NotificationBell',
  component: NotificationBell,
  args: { unread: 3, href: '/portal/1000000000000000001/notifications' },
} satisfies Meta<typeof NotificationBell>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Three unread: the count over the bell, and in its accessible name. */
export const Unread: Story = {
  play: async (context) => {
    const intl = storyIntl(context);
    await expect(context.canvas.getByRole('link', { name: intl.formatMessage(notificationBellMessages.label, { count: 3, shown: intl.formatNumber(3) }) })).toHaveAttribute('href', context.args.href);
  },
};

/** Everything read: the bell alone, "Notifications, none unread". */
export const NoneUnread: Story = {
  args: { unread: 0 },
  play: async (context) => {
    const intl = storyIntl(context);
    await expect(context.canvas.getByRole('link', { name: intl.formatMessage(notificationBellMessages.label, { count: 0, shown: intl.formatNumber(0) }) })).toBeVisible();
  },
};

/** The count is not known yet (the first request is under way): no number shown, nothing announced. */
export const CountUnknown: Story = { args: { unread: undefined } };

/** More than 99: "99+" (the name still says the number). */
export const Many: Story = {
  args: { unread: 250 },
  play: async (context) => {
    const intl = storyIntl(context);
    const shown = `${intl.formatNumber(99)}+`;
    await expect(context.canvas.getByRole('link', { name: intl.formatMessage(notificationBellMessages.label, { count: 250, shown }) })).toHaveTextContent(shown);
  },
};

/** The header asked again and two more arrived: announced politely ("2 new notifications"), focus stays where it is. */
function Arriving(props: NotificationBellProps) {
  const [unread, setUnread] = useState(props.unread);
  useEffect(() => {
    const timer = setTimeout(() => setUnread((count) => (count ?? 0) + 2), 50);
    return () => clearTimeout(timer);
  }, []);
  return <NotificationBell {...props} unread={unread} />;
}
export const NewOnesArrive: Story = {
  args: { unread: 1 },
  render: (args) => <Arriving {...args} />,
  play: async (context) => {
    const intl = storyIntl(context);
    await waitFor(() => expect(context.canvas.getByRole('status')).toHaveTextContent(intl.formatMessage(notificationBellMessages.arrived, { count: 2 })));
    await expect(context.canvas.getByRole('link', { name: intl.formatMessage(notificationBellMessages.label, { count: 3, shown: intl.formatNumber(3) }) })).toBeVisible();
  },
};
