// Gregorian day arithmetic on 'YYYY-MM-DD' strings, for the month calendar: UTC dates, so no zone or daylight
// saving can move a day. Everything the calendar needs from a date library is here (a few hundred bytes instead of
// @internationalized/date and react-aria's calendar, ~20 KB gzip, on the lecturing center's first page).

const DAY_MS = 86_400_000;
const pad = (value: number, length = 2) => String(value).padStart(length, '0');

/** A day as midnight UTC. */
export const dayToDate = (day: string): Date => new Date(`${day}T00:00:00Z`);
/** The 'YYYY-MM-DD' of a UTC midnight. */
export const dateToDay = (date: Date): string => `${pad(date.getUTCFullYear(), 4)}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}`;

export const addDays = (day: string, days: number): string => dateToDay(new Date(dayToDate(day).getTime() + days * DAY_MS));

/** The number of days of a month ('YYYY-MM'). */
export function daysInMonth(month: string): number {
  const [year, monthNumber] = month.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(year, monthNumber, 0)).getUTCDate();
}

/** The same day of another month, moved back to that month's last day when it has fewer (Jan 31 + 1 → Feb 28). */
export function addMonths(day: string, months: number): string {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  const first = new Date(Date.UTC(year, month - 1 + months, 1));
  const target = dateToDay(first).slice(0, 7);
  return `${target}-${pad(Math.min(date, daysInMonth(target)))}`;
}

export const monthOf = (day: string): string => day.slice(0, 7);
export const lastDayOf = (month: string): string => `${month}-${pad(daysInMonth(month))}`;

// CLDR week data as react-aria keeps it (@internationalized/date's weekStartData), for browsers without
// Intl.Locale's week info: Monday and Saturday regions listed, every other region starts on Sunday.
const MONDAY_REGIONS = new Set('001 AD AI AL AM AN AR AT AU AX AZ BA BE BG BM BN BY CH CL CM CN CR CY CZ DE DK EC EE ES FI FJ FO FR GB GE GF GP GR HR HU IE IS IT KG KZ LB LI LK LT LU LV MC MD ME MK MN MQ MY NL NO NZ PL RE RO RS RU SE SI SK SM TJ TM TR UA UY UZ VA VN XK'.split(' '));
const SATURDAY_REGIONS = new Set('AE AF BH DJ DZ EG IQ IR JO KW LY OM QA SD SY'.split(' '));

/** The first day of the week in a locale: 0 Sunday, 1 Monday, … 6 Saturday (the `getDay` numbering). */
export function weekStartOf(tag: string): number {
  const locale = new Intl.Locale(tag) as Intl.Locale & { getWeekInfo?: () => { firstDay: number }; weekInfo?: { firstDay: number } };
  const firstDay = locale.getWeekInfo?.().firstDay ?? locale.weekInfo?.firstDay;
  if (firstDay !== undefined) return firstDay % 7;
  const region = locale.maximize().region ?? '';
  return MONDAY_REGIONS.has(region) ? 1 : SATURDAY_REGIONS.has(region) ? 6 : region === 'MV' ? 5 : 0;
}

/**
 * The weeks a month's grid shows, each seven days starting on `weekStart`: the first holds the month's first day,
 * the last its last day (four to six weeks), with the neighbouring months' days filling the ends.
 */
export function weeksOfMonth(month: string, weekStart: number): string[][] {
  const first = `${month}-01`;
  const lead = (dayToDate(first).getUTCDay() - weekStart + 7) % 7;
  const count = Math.ceil((lead + daysInMonth(month)) / 7);
  const start = addDays(first, -lead);
  return Array.from({ length: count }, (_week, week) => Array.from({ length: 7 }, (_day, weekday) => addDays(start, week * 7 + weekday)));
}

/** Today in the browser's zone, as a day. */
export function today(now = new Date()): string {
  return `${pad(now.getFullYear(), 4)}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}
