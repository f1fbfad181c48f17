import { characterCount } from './text.ts';

/**
 * Classes of the lecturing center (issue 18, decision 0016): the event status and the class form's rules, the same
 * in the portal (next to each field) and on the server (which enforces them whatever the client sent).
 */

/** An instant as the form or the API carries it: an ISO 8601 string, epoch milliseconds or a Date. */
export type Instant = string | number | Date;

/** Unstarted 1 / ongoing 2 / ended 3 (spec §7 class status), always computed, never stored. */
export type EventStatus = 1 | 2 | 3;
export const EVENT_STATUS = { unstarted: 1, ongoing: 2, ended: 3 } as const satisfies Record<string, EventStatus>;

const toMillis = (value: Instant | null | undefined): number => (value === null || value === undefined || value === '' ? Number.NaN : value instanceof Date ? value.getTime() : typeof value === 'number' ? value : Date.parse(value));

/** Unstarted before the start, ongoing from the start up to (not including) the end, ended from the end on. */
export function eventStatus(startsAt: Instant, endsAt: Instant, now: Instant = Date.now()): EventStatus {
  const at = toMillis(now);
  if (at < toMillis(startsAt)) return 1;
  if (at < toMillis(endsAt)) return 2;
  return 3;
}

/**
 * Does 'YYYY-MM-DD…' (a day, or the start of an ISO instant) name a real calendar day (no 30 February) of a year a
 * class can have, 1900–2999? The server refuses anything else, and PostgreSQL has no year 0.
 */
export function isClassDay(value: string): boolean {
  const [year, month, day] = value.slice(0, 10).split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(2000, month - 1, day));
  date.setUTCFullYear(year);
  return year >= 1900 && year <= 2999 && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

export const CLASS_LIMITS = {
  titleMax: 100,
  locationMax: 200,
  roomMax: 500,
  descriptionMax: 20_000,
  sessionTitleMax: 100,
  sessions: 200,
  lecturers: 20,
  capacityMax: 100_000,
  courseware: 200,
  pageSizeMax: 100,
} as const;

export type ClassFormSession = { title: string; startsAt: Instant; endsAt: Instant; room?: string | null; lecturerId?: string | null };
export type ClassFormInput = {
  title: string;
  titleEn?: string | null;
  startsAt: Instant;
  endsAt: Instant;
  enrolOpensAt?: Instant | null;
  enrolClosesAt?: Instant | null;
  capacity?: number | null;
  mode: 'online' | 'offline';
  location?: string | null;
  lecturerIds: readonly string[];
  sessions: readonly ClassFormSession[];
};

/** What can be wrong, in English for API messages; the portal shows its own translated message per code. */
export const CLASS_FORM_MESSAGES = {
  titleRequired: 'Enter a title.',
  titleTooLong: `The title can have at most ${CLASS_LIMITS.titleMax} characters.`,
  startsAtInvalid: 'Enter a valid start date and time.',
  endsAtInvalid: 'Enter a valid end date and time.',
  endsBeforeStart: 'The class must end after it starts.',
  enrolOpensInvalid: 'Enter a valid date for enrolment to open.',
  enrolClosesInvalid: 'Enter a valid date for enrolment to close.',
  enrolClosesBeforeOpens: 'Enrolment must close after it opens.',
  enrolOpensAfterEnd: 'Enrolment must open before the class ends.',
  enrolClosesAfterEnd: 'Enrolment must close by the time the class ends.',
  capacityInvalid: `The capacity must be a whole number from 1 to ${CLASS_LIMITS.capacityMax}, or empty for no limit.`,
  capacityBelowEnrolled: 'The capacity cannot be lower than the number of learners already enrolled.',
  locationRequired: 'An offline class needs a location.',
  locationTooLong: `The location can have at most ${CLASS_LIMITS.locationMax} characters.`,
  lecturersRequired: 'Choose at least one lecturer.',
  lecturersTooMany: `A class can have at most ${CLASS_LIMITS.lecturers} lecturers.`,
  lecturerRepeated: 'This lecturer is listed twice.',
  sessionsTooMany: `A class can have at most ${CLASS_LIMITS.sessions} sessions.`,
  sessionTitleRequired: 'Enter a title for the session.',
  sessionTitleTooLong: `A session title can have at most ${CLASS_LIMITS.sessionTitleMax} characters.`,
  sessionStartsInvalid: 'Enter a valid start for the session.',
  sessionEndsInvalid: 'Enter a valid end for the session.',
  sessionEndsBeforeStart: 'The session must end after it starts.',
  sessionOutsideClass: 'The session must take place between the start and the end of the class.',
  sessionOutOfOrder: 'Sessions must be listed in time order: this one starts before the one above it.',
  sessionLecturerNotInClass: 'The session’s lecturer must be one of the class’s lecturers.',
  roomTooLong: `The room can have at most ${CLASS_LIMITS.roomMax} characters.`,
  roomUrlNotHttps: 'A room link must be a secure address starting with https://.',
} as const;
export type ClassFormProblemCode = keyof typeof CLASS_FORM_MESSAGES;
export type ClassFormProblem = { path: string; code: ClassFormProblemCode };

const SCHEME = /^\s*([a-z][a-z0-9+.-]*):/i;
const LINK_LIKE = /^\s*[a-z][a-z0-9+.-]*:\/\/|^\s*(?:javascript|data|vbscript|file|blob):/i;

/** Is this an https:// address a browser can open (no credentials in it)? */
export function isHttpsUrl(value: string): boolean {
  try {
    const url = new URL(value.trim());
    return url.protocol === 'https:' && Boolean(url.hostname) && !url.username && !url.password;
  } catch {
    return false;
  }
}

/** A room is free text ("Building A, 301") or a link; a link must be https, so no javascript: or http: ever reaches a page. */
export function roomProblem(room: string | null | undefined): ClassFormProblemCode | null {
  if (!room) return null;
  if (characterCount(room) > CLASS_LIMITS.roomMax) return 'roomTooLong';
  if (LINK_LIKE.test(room) && !isHttpsUrl(room)) return 'roomUrlNotHttps';
  return null;
}

/** The scheme of a link-looking text, lower case, or null (exported for the portal's link rendering). */
export const linkScheme = (text: string): string | null => (LINK_LIKE.test(text) ? (SCHEME.exec(text)?.[1]?.toLowerCase() ?? null) : null);

/**
 * Every rule of the class form, in field order. `enrolledCount` is how many learners are enrolled now (0 for a new
 * class): the capacity may not go below it.
 */
export function validateClassForm(input: ClassFormInput, { enrolledCount = 0 }: { enrolledCount?: number } = {}): ClassFormProblem[] {
  const problems: ClassFormProblem[] = [];
  const add = (path: string, code: ClassFormProblemCode) => problems.push({ path, code });

  const title = input.title.trim();
  if (!title) add('title', 'titleRequired');
  else if (characterCount(title) > CLASS_LIMITS.titleMax) add('title', 'titleTooLong');
  if (input.titleEn && characterCount(input.titleEn.trim()) > CLASS_LIMITS.titleMax) add('titleEn', 'titleTooLong');

  const starts = toMillis(input.startsAt);
  const ends = toMillis(input.endsAt);
  if (Number.isNaN(starts)) add('startsAt', 'startsAtInvalid');
  if (Number.isNaN(ends)) add('endsAt', 'endsAtInvalid');
  const classDates = !Number.isNaN(starts) && !Number.isNaN(ends);
  if (classDates && ends <= starts) add('endsAt', 'endsBeforeStart');

  const hasOpens = input.enrolOpensAt !== null && input.enrolOpensAt !== undefined && input.enrolOpensAt !== '';
  const hasCloses = input.enrolClosesAt !== null && input.enrolClosesAt !== undefined && input.enrolClosesAt !== '';
  const opens = toMillis(input.enrolOpensAt);
  const closes = toMillis(input.enrolClosesAt);
  if (hasOpens && Number.isNaN(opens)) add('enrolOpensAt', 'enrolOpensInvalid');
  else if (hasOpens && !Number.isNaN(ends) && opens >= ends) add('enrolOpensAt', 'enrolOpensAfterEnd');
  if (hasCloses && Number.isNaN(closes)) add('enrolClosesAt', 'enrolClosesInvalid');
  else if (hasCloses && hasOpens && !Number.isNaN(opens) && closes <= opens) add('enrolClosesAt', 'enrolClosesBeforeOpens');
  else if (hasCloses && !Number.isNaN(ends) && closes > ends) add('enrolClosesAt', 'enrolClosesAfterEnd');

  const { capacity } = input;
  if (capacity !== null && capacity !== undefined) {
    if (!Number.isInteger(capacity) || capacity < 1 || capacity > CLASS_LIMITS.capacityMax) add('capacity', 'capacityInvalid');
    else if (capacity < enrolledCount) add('capacity', 'capacityBelowEnrolled');
  }

  const location = input.location?.trim() ?? '';
  if (input.mode === 'offline' && !location) add('location', 'locationRequired');
  if (characterCount(location) > CLASS_LIMITS.locationMax) add('location', 'locationTooLong');

  if (!input.lecturerIds.length) add('lecturerIds', 'lecturersRequired');
  else if (input.lecturerIds.length > CLASS_LIMITS.lecturers) add('lecturerIds', 'lecturersTooMany');
  input.lecturerIds.forEach((id, index) => {
    if (input.lecturerIds.indexOf(id) !== index) add(`lecturerIds.${index}`, 'lecturerRepeated');
  });

  if (input.sessions.length > CLASS_LIMITS.sessions) add('sessions', 'sessionsTooMany');
  let previousStart = Number.NEGATIVE_INFINITY;
  input.sessions.forEach((session, index) => {
    const at = (field: string) => `sessions.${index}.${field}`;
    const sessionTitle = session.title.trim();
    if (!sessionTitle) add(at('title'), 'sessionTitleRequired');
    else if (characterCount(sessionTitle) > CLASS_LIMITS.sessionTitleMax) add(at('title'), 'sessionTitleTooLong');
    const sessionStarts = toMillis(session.startsAt);
    const sessionEnds = toMillis(session.endsAt);
    if (Number.isNaN(sessionStarts)) add(at('startsAt'), 'sessionStartsInvalid');
    if (Number.isNaN(sessionEnds)) add(at('endsAt'), 'sessionEndsInvalid');
    if (!Number.isNaN(sessionStarts) && !Number.isNaN(sessionEnds)) {
      if (sessionEnds <= sessionStarts) add(at('endsAt'), 'sessionEndsBeforeStart');
      else if (classDates && (sessionStarts < starts || sessionEnds > ends)) add(at('startsAt'), 'sessionOutsideClass');
    }
    if (!Number.isNaN(sessionStarts)) {
      if (sessionStarts < previousStart) add(at('startsAt'), 'sessionOutOfOrder');
      previousStart = Math.max(previousStart, sessionStarts);
    }
    const room = roomProblem(session.room);
    if (room) add(at('room'), room);
    if (session.lecturerId && !input.lecturerIds.includes(session.lecturerId)) add(at('lecturerId'), 'sessionLecturerNotInClass');
  });
  return problems;
}

/** The problems keyed by path, first problem per field: what a form shows next to each field. */
export function classFormProblemsByField(problems: readonly ClassFormProblem[]): Record<string, ClassFormProblemCode> {
  const byField: Record<string, ClassFormProblemCode> = {};
  for (const { path, code } of problems) byField[path] ??= code;
  return byField;
}
