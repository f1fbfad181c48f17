import { defineMessages } from 'react-intl';

export const timeAgoMessages = {
  ...defineMessages({
    justNow: { id: 'ui.timeAgo.justNow', defaultMessage: 'Just now', description: 'Time label: less than 5 minutes ago.' },
    yesterday: { id: 'ui.timeAgo.yesterday', defaultMessage: 'Yesterday', description: 'Time label: 1 to 2 days ago.' },
  }),
  ...defineMessages<{ minutes: { count: number }; hours: { count: number }; daysAgo: { count: number } }>({
    minutes: { id: 'ui.timeAgo.minutes', defaultMessage: '{count, plural, one {# minute ago} other {# minutes ago}}', description: 'Time label: 5 to 59 minutes ago.' },
    hours: { id: 'ui.timeAgo.hours', defaultMessage: '{count, plural, one {# hour ago} other {# hours ago}}', description: 'Time label: 1 to 23 hours ago.' },
    daysAgo: { id: 'ui.timeAgo.daysAgo', defaultMessage: '{count, plural, one {# day ago} other {# days ago}}', description: 'Time label: 2 or 3 days ago.' },
  }),
};
