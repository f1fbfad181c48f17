import { useIntl, type IntlShape } from 'react-intl';
import { formatSchoolTime } from '@academy/ui';

/** 'YYYY-MM-DD' of an instant as the calendar reads in a zone (en-CA writes dates as ISO does). */
export function dayInZone(instant: Date | string, timeZone: string): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date(instant));
}

/**
 * A moment as the wall clock of the school's zone, in the reader's language, named with its zone when the reader's
 * clock differs (decision 0039; where there is room for the reader's own time too, the page uses <SchoolTime>).
 */
export const formatWhen = (intl: IntlShape, iso: string, timeZone: string) => formatSchoolTime(intl, iso, timeZone, 'dateTime');

/** Dates of a class as wall times of its school's zone, in the reader's language (decision 0039). */
export function useSchoolTime(timeZone: string) {
  const intl = useIntl();
  return {
    dateTime: (iso: string) => formatSchoolTime(intl, iso, timeZone, 'dateTime'),
    date: (iso: string) => formatSchoolTime(intl, iso, timeZone, 'date'),
    time: (iso: string) => formatSchoolTime(intl, iso, timeZone, 'time'),
  };
}
