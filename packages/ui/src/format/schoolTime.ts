import type { IntlShape } from 'react-intl';
import { browserTimeZone } from './browserTimeZone.ts';

/**
 * The one rule for absolute times of a school's events (decision 0039): the wall clock of the school's zone, labelled
 * with the zone's short name ("GMT+8") when the reader's clock reads differently, and the reader's own clock beside it.
 * Relative times (TimeAgo) are not absolute and keep their own rule.
 */
export type SchoolTimeKind = 'dateTime' | 'date' | 'time';

// Gregorian everywhere, like the calendar and the pickers (Intl's default for ar-SA is another calendar).
const FIELDS: Record<SchoolTimeKind, Intl.DateTimeFormatOptions> = {
  dateTime: { calendar: 'gregory', year: 'numeric', month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' },
  date: { calendar: 'gregory', year: 'numeric', month: 'short', day: 'numeric' },
  time: { calendar: 'gregory', hour: 'numeric', minute: '2-digit' },
};

const plain = (intl: IntlShape, iso: string, timeZone: string, kind: SchoolTimeKind) => intl.formatDate(iso, { ...FIELDS[kind], timeZone });

/** Whether the reader's clock (or calendar, for a date) reads this moment differently from the school's. */
export function readsDifferently(intl: IntlShape, iso: string, timeZone: string, kind: SchoolTimeKind = 'dateTime', viewerZone = browserTimeZone()): boolean {
  return viewerZone !== timeZone && plain(intl, iso, timeZone, kind) !== plain(intl, iso, viewerZone, kind);
}

/** The moment on the school's clock, in the reader's language; with the zone's name when the reader's clock differs. */
export function formatSchoolTime(intl: IntlShape, iso: string, timeZone: string, kind: SchoolTimeKind = 'dateTime', viewerZone = browserTimeZone()): string {
  if (!readsDifferently(intl, iso, timeZone, kind, viewerZone)) return plain(intl, iso, timeZone, kind);
  return intl.formatDate(iso, { ...FIELDS[kind], timeZone, timeZoneName: 'short' });
}

/** The same moment on the reader's own clock when it reads differently from the school's; else null. */
export function formatViewerTime(intl: IntlShape, iso: string, timeZone: string, kind: SchoolTimeKind = 'dateTime', viewerZone = browserTimeZone()): string | null {
  return readsDifferently(intl, iso, timeZone, kind, viewerZone) ? plain(intl, iso, viewerZone, kind) : null;
}

/** From–to on the school's clock ("Nov 3 – 5, 2026"), labelled as formatSchoolTime is. */
export function formatSchoolRange(intl: IntlShape, from: string, to: string, timeZone: string, kind: SchoolTimeKind = 'date', viewerZone = browserTimeZone()): string {
  const differs = readsDifferently(intl, from, timeZone, kind, viewerZone) || readsDifferently(intl, to, timeZone, kind, viewerZone);
  if (!differs) return intl.formatDateTimeRange(new Date(from), new Date(to), { ...FIELDS[kind], timeZone });
  return namingZoneOnce(new Intl.DateTimeFormat(intl.locale, { ...FIELDS[kind], timeZone, timeZoneName: 'short' }).formatRangeToParts(new Date(from), new Date(to)));
}

/**
 * A range's text with the zone named once, at its end: CLDR names it on both sides of a range of days ("Nov 3, 2026,
 * GMT+8 – Nov 5, 2026, GMT+8"), so the start's name goes, with the separator before it.
 */
function namingZoneOnce(parts: Intl.DateTimeRangeFormatPart[]): string {
  const zones = parts.filter((part) => part.type === 'timeZoneName');
  const first = zones.length > 1 ? parts.indexOf(zones[0]!) : -1;
  const before = parts[first - 1];
  const separator = before?.type === 'literal' && before.source === 'startRange' ? first - 1 : -1;
  return parts.filter((_, index) => first < 0 || (index !== first && index !== separator)).map((part) => part.value).join('');
}

/** The range on the reader's own clock when it reads differently; else null. */
export function formatViewerRange(intl: IntlShape, from: string, to: string, timeZone: string, kind: SchoolTimeKind = 'date', viewerZone = browserTimeZone()): string | null {
  const differs = readsDifferently(intl, from, timeZone, kind, viewerZone) || readsDifferently(intl, to, timeZone, kind, viewerZone);
  return differs ? intl.formatDateTimeRange(new Date(from), new Date(to), { ...FIELDS[kind], timeZone: viewerZone }) : null;
}
