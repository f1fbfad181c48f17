import { useIntl, type IntlShape } from 'react-intl';

/** 'YYYY-MM-DD' of an instant as the calendar reads in a zone (en-CA writes dates as ISO does). */
export function dayInZone(instant: Date | string, timeZone: string): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date(instant));
}

// Class dates are Gregorian everywhere, like the calendar and the pickers (Intl's default for ar-SA is another).
const GREGORIAN = { calendar: 'gregory' } as const;

/** A moment as the wall clock of a zone, in the reader's language. */
export const formatWhen = (intl: IntlShape, iso: string, timeZone: string) => intl.formatDate(iso, { ...GREGORIAN, dateStyle: 'medium', timeStyle: 'short', timeZone });

/** Dates of a class as wall times of its school's zone, in the reader's language. */
export function useSchoolTime(timeZone: string) {
  const intl = useIntl();
  return {
    dateTime: (iso: string) => formatWhen(intl, iso, timeZone),
    date: (iso: string) => intl.formatDate(iso, { ...GREGORIAN, timeZone, dateStyle: 'medium' }),
    time: (iso: string) => intl.formatTime(iso, { ...GREGORIAN, timeZone, timeStyle: 'short' }),
  };
}
