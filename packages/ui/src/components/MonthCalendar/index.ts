export { MonthCalendar, type MonthCalendarProps } from './MonthCalendar.tsx';
