import { defineMessages } from 'react-intl';

export const notificationBellMessages = defineMessages<{
  label: { count: number; shown: string };
  arrived: { count: number };
}>({
  label: {
    id: 'ui.notificationBell.label',
    defaultMessage: '{count, plural, =0 {Notifications, none unread} one {Notifications, {shown} unread} other {Notifications, {shown} unread}}',
    description: 'Accessible name of the header bell that opens the notification list; count is how many notifications are unread, shown the same number as the bell shows it (99+ above 99).',
  },
  arrived: {
    id: 'ui.notificationBell.arrived',
    defaultMessage: '{count, plural, one {# new notification} other {# new notifications}}',
    description: 'Announced politely to screen readers when new notifications arrive while the page is open; count is how many arrived.',
  },
});
