import { defineMessages } from 'react-intl';

export const monthCalendarMessages = {
  ...defineMessages({
    label: { id: 'ui.monthCalendar.label', defaultMessage: 'Session calendar', description: 'Accessible name of the month calendar on the class management page (screen readers add the month).' },
    hasSessions: { id: 'ui.monthCalendar.hasSessions', defaultMessage: 'Has sessions', description: 'Read by screen readers after a day of the month calendar that has class sessions (the day shows a dot).' },
    legend: { id: 'ui.monthCalendar.legend', defaultMessage: 'Days with sessions', description: 'Legend under the month calendar, next to a sample of the dot that marks days with class sessions.' },
    previous: { id: 'ui.monthCalendar.previous', defaultMessage: 'Previous month', description: 'Accessible name of the month calendar button that shows the month before.' },
    next: { id: 'ui.monthCalendar.next', defaultMessage: 'Next month', description: 'Accessible name of the month calendar button that shows the month after.' },
  }),
  ...defineMessages<{ today: { date: string }; selected: { date: string }; todaySelected: { date: string } }>({
    today: { id: 'ui.monthCalendar.today', defaultMessage: 'Today, {date}', description: 'Screen-reader name of today in the month calendar; {date} is the full date, e.g. "Tuesday, September 9, 2025".' },
    selected: { id: 'ui.monthCalendar.selected', defaultMessage: '{date}, selected', description: 'Screen-reader name of the chosen day in the month calendar, also announced when a day is picked; {date} is the full date.' },
    todaySelected: { id: 'ui.monthCalendar.todaySelected', defaultMessage: 'Today, {date}, selected', description: 'Screen-reader name of the chosen day when it is today; {date} is the full date.' },
  }),
};
