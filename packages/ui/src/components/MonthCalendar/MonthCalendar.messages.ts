import { defineMessages } from 'react-intl';

export const monthCalendarMessages = defineMessages({
  label: { id: 'ui.monthCalendar.label', defaultMessage: 'Session calendar', description: 'Accessible name of the month calendar on the class management page (screen readers add the month).' },
  hasSessions: { id: 'ui.monthCalendar.hasSessions', defaultMessage: 'Has sessions', description: 'Read by screen readers after a day of the month calendar that has class sessions (the day shows a dot).' },
  legend: { id: 'ui.monthCalendar.legend', defaultMessage: 'Days with sessions', description: 'Legend under the month calendar, next to a sample of the dot that marks days with class sessions.' },
});
