import { defineMessages } from 'react-intl';

export const notificationListMessages = defineMessages<{
  listLabel: Record<string, never>;
  unread: Record<string, never>;
  unreadSummary: { count: number };
  markAllRead: Record<string, never>;
  markRead: Record<string, never>;
  emptyTitle: Record<string, never>;
  emptyDescription: Record<string, never>;
  loading: Record<string, never>;
  errorTitle: Record<string, never>;
  retry: Record<string, never>;
}>({
  listLabel: { id: 'ui.notificationList.listLabel', defaultMessage: 'Notifications', description: 'Accessible name of the list of the user’s notifications.' },
  unread: { id: 'ui.notificationList.unread', defaultMessage: 'Unread', description: 'Said before the title of a notification not read yet (a dot shows it on screen).' },
  unreadSummary: {
    id: 'ui.notificationList.unreadSummary',
    defaultMessage: '{count, plural, =0 {All read} one {# unread} other {# unread}}',
    description: 'Above the notification list: how many notifications are unread.',
  },
  markAllRead: { id: 'ui.notificationList.markAllRead', defaultMessage: 'Mark all as read', description: 'Button: mark every notification read.' },
  markRead: { id: 'ui.notificationList.markRead', defaultMessage: 'Mark as read', description: 'Button on one unread notification: mark it read without opening it.' },
  emptyTitle: { id: 'ui.notificationList.emptyTitle', defaultMessage: 'No notifications yet', description: 'Title shown when the user has no notifications.' },
  emptyDescription: {
    id: 'ui.notificationList.emptyDescription',
    defaultMessage: 'Survey reminders, live lectures about to start, classes starting tomorrow and your orders will appear here.',
    description: 'Explains, under the empty notification list, what will appear in it.',
  },
  loading: { id: 'ui.notificationList.loading', defaultMessage: 'Loading notifications…', description: 'Said while the notification list loads.' },
  errorTitle: { id: 'ui.notificationList.errorTitle', defaultMessage: 'The notifications could not be loaded.', description: 'Shown when loading the notification list failed.' },
  retry: { id: 'ui.notificationList.retry', defaultMessage: 'Try again', description: 'Button: load the notification list again after a failure.' },
});
