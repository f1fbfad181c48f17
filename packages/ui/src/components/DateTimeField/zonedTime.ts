import { parseAbsolute, parseDateTime, toCalendarDateTime, toZoned, type CalendarDateTime, type ZonedDateTime } from '@internationalized/date';

/** An instant (ISO 8601, 'Z' or an offset) as the wall time of an IANA zone ('2026-11-10T01:30:00Z' → 09:30 in Asia/Shanghai). */
export function instantInZone(instant: string, timeZone: string): ZonedDateTime {
  return parseAbsolute(instant, timeZone);
}

/** The wall clock of an instant in a zone, without the zone: what a person types. */
export function wallTimeOf(instant: string, timeZone: string): CalendarDateTime {
  return toCalendarDateTime(instantInZone(instant, timeZone));
}

/** A moment as an ISO 8601 UTC string, what the server stores. */
export function toUtcIso(value: ZonedDateTime): string {
  return value.toDate().toISOString();
}

/**
 * A wall time typed for a zone as an ISO 8601 UTC string. A time the clocks skip (spring forward) moves forward by
 * the gap; an hour that repeats (fall back) takes its first occurrence: what calendars do.
 */
export function wallToUtc(wall: CalendarDateTime, timeZone: string): string {
  return toUtcIso(toZoned(wall, timeZone, 'compatible'));
}

/** `wallToUtc` for text: '2026-11-10T09:30' in Asia/Shanghai → '2026-11-10T01:30:00.000Z'. */
export function wallTimeToUtc(wallTime: string, timeZone: string): string {
  return wallToUtc(parseDateTime(wallTime), timeZone);
}

