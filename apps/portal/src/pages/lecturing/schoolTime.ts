import { useIntl } from 'react-intl';

/** 'YYYY-MM-DD' and 'YYYY-MM' of an instant as the calendar reads in a zone (en-CA writes dates as ISO does). */
export function dayInZone(instant: Date | string, timeZone: string): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date(instant));
}
export const monthInZone = (instant: Date | string, timeZone: string): string => dayInZone(instant, timeZone).slice(0, 7);

/** Dates of a class as wall times of its school's zone, in the reader's language. */
export function useSchoolTime(timeZone: string) {
  const intl = useIntl();
  return {
    dateTime: (iso: string) => intl.formatDate(iso, { timeZone, dateStyle: 'medium', timeStyle: 'short' }),
    date: (iso: string) => intl.formatDate(iso, { timeZone, dateStyle: 'medium' }),
    time: (iso: string) => intl.formatTime(iso, { timeZone, timeStyle: 'short' }),
  };
}
