import { describe, expect, test } from 'vitest';
import { CLASS_FORM_MESSAGES, classFormProblemsByField, eventStatus, isClassDay, isHttpsUrl, roomProblem, validateClassForm, type ClassFormInput } from './classes.ts';
import { CONTROL_CHARACTERS, characterCount, withoutControlCharacters } from './text.ts';

const H = 3_600_000;
const base = Date.UTC(2026, 8, 1, 2);
const at = (ms: number) => new Date(ms).toISOString();
const valid = (): ClassFormInput => ({
  title: 'Python',
  startsAt: at(base),
  endsAt: at(base + 240 * H),
  enrolOpensAt: at(base - 48 * H),
  enrolClosesAt: at(base + 24 * H),
  capacity: 30,
  mode: 'online',
  location: null,
  lecturerIds: ['u-1', 'u-2'],
  sessions: [
    { title: 'One', startsAt: at(base), endsAt: at(base + H), lecturerId: 'u-1', room: 'Room 301' },
    { title: 'Two', startsAt: at(base + 48 * H), endsAt: at(base + 49 * H), room: 'https://meet.example.com/a' },
  ],
});
const codes = (input: ClassFormInput, enrolledCount = 0) => validateClassForm(input, { enrolledCount }).map(({ path, code }) => `${path}:${code}`);

describe('eventStatus', () => {
  test('unstarted before the start, ongoing from the start, ended from the end on', () => {
    const start = '2026-09-01T02:00:00Z';
    const end = '2026-09-01T04:00:00Z';
    expect(eventStatus(start, end, '2026-09-01T01:59:59.999Z')).toBe(1);
    expect(eventStatus(start, end, start)).toBe(2);
    expect(eventStatus(start, end, '2026-09-01T03:59:59Z')).toBe(2);
    expect(eventStatus(start, end, end)).toBe(3);
    expect(eventStatus(new Date(start), Date.parse(end), new Date('2027-01-01'))).toBe(3);
  });
  test('an offset is an instant, whatever the zone it is written in', () => {
    expect(eventStatus('2026-09-01T10:00:00+08:00', '2026-09-01T12:00:00+08:00', '2026-09-01T02:30:00Z')).toBe(2);
  });
});

describe('class form rules', () => {
  test('a valid class has no problems', () => {
    expect(codes(valid())).toEqual([]);
  });
  test('title: required (spaces do not count), at most 100 characters counted in code points as the database does', () => {
    expect(codes({ ...valid(), title: '   ' })).toEqual(['title:titleRequired']);
    expect(codes({ ...valid(), title: '😀'.repeat(100) })).toEqual([]);
    expect(codes({ ...valid(), title: '学'.repeat(101) })).toEqual(['title:titleTooLong']);
    expect(characterCount('👩‍💻')).toBe(3);
  });
  test('dates: valid, end after start', () => {
    expect(codes({ ...valid(), startsAt: 'soon' })).toContain('startsAt:startsAtInvalid');
    expect(codes({ ...valid(), endsAt: at(base) })).toContain('endsAt:endsBeforeStart');
  });
  test('enrolment window: closes after it opens, by the end of the class; opens before the end', () => {
    expect(codes({ ...valid(), enrolClosesAt: at(base - 72 * H) })).toEqual(['enrolClosesAt:enrolClosesBeforeOpens']);
    expect(codes({ ...valid(), enrolClosesAt: at(base + 241 * H) })).toEqual(['enrolClosesAt:enrolClosesAfterEnd']);
    expect(codes({ ...valid(), enrolOpensAt: at(base + 240 * H), enrolClosesAt: null })).toEqual(['enrolOpensAt:enrolOpensAfterEnd']);
    expect(codes({ ...valid(), enrolOpensAt: null, enrolClosesAt: '' })).toEqual([]);
  });
  test('capacity: empty is unlimited; a whole number ≥ 1 and not below the enrolled count', () => {
    expect(codes({ ...valid(), capacity: null })).toEqual([]);
    expect(codes({ ...valid(), capacity: 0 })).toEqual(['capacity:capacityInvalid']);
    expect(codes({ ...valid(), capacity: 2.5 })).toEqual(['capacity:capacityInvalid']);
    expect(codes({ ...valid(), capacity: 9 }, 10)).toEqual(['capacity:capacityBelowEnrolled']);
    expect(codes({ ...valid(), capacity: 10 }, 10)).toEqual([]);
  });
  test('an offline class needs a location', () => {
    expect(codes({ ...valid(), mode: 'offline', location: '  ' })).toEqual(['location:locationRequired']);
    expect(codes({ ...valid(), mode: 'offline', location: 'Building A' })).toEqual([]);
  });
  test('lecturers: at least one, each once', () => {
    expect(codes({ ...valid(), lecturerIds: [], sessions: [] })).toEqual(['lecturerIds:lecturersRequired']);
    expect(codes({ ...valid(), lecturerIds: ['u-1', 'u-1'] })).toEqual(['lecturerIds.1:lecturerRepeated']);
  });
  test('sessions: inside the class, in time order, ending after they start, taught by a lecturer of the class', () => {
    const [one, two] = valid().sessions as [ClassFormInput['sessions'][0], ClassFormInput['sessions'][0]];
    expect(codes({ ...valid(), sessions: [{ ...one, startsAt: at(base - H) }, two] })).toEqual(['sessions.0.startsAt:sessionOutsideClass']);
    expect(codes({ ...valid(), sessions: [one, { ...two, endsAt: at(base + 241 * H) }] })).toEqual(['sessions.1.startsAt:sessionOutsideClass']);
    expect(codes({ ...valid(), sessions: [two, one] })).toEqual(['sessions.1.startsAt:sessionOutOfOrder']);
    expect(codes({ ...valid(), sessions: [{ ...one, endsAt: one.startsAt }, two] })).toEqual(['sessions.0.endsAt:sessionEndsBeforeStart']);
    expect(codes({ ...valid(), sessions: [{ ...one, title: '' }, { ...two, lecturerId: 'u-9' }] })).toEqual(['sessions.0.title:sessionTitleRequired', 'sessions.1.lecturerId:sessionLecturerNotInClass']);
  });
  test('rooms: free text, or an https link — never http:, javascript: or data:', () => {
    expect(roomProblem('Building A, 301')).toBeNull();
    expect(roomProblem('Room 4: east wing')).toBeNull();
    expect(roomProblem('https://meet.example.com/x')).toBeNull();
    expect(roomProblem('http://meet.example.com/x')).toBe('roomUrlNotHttps');
    expect(roomProblem(' javascript:alert(1)')).toBe('roomUrlNotHttps');
    expect(roomProblem('data:text/html,<script>')).toBe('roomUrlNotHttps');
    expect(roomProblem('https://user:pw@meet.example.com')).toBe('roomUrlNotHttps');
    expect(roomProblem('x'.repeat(501))).toBe('roomTooLong');
    expect(isHttpsUrl('https://')).toBe(false);
  });
  test('every problem has an English message; by field keeps the first per field', () => {
    const problems = validateClassForm({ ...valid(), title: '', endsAt: 'x', capacity: 0 });
    for (const problem of problems) expect(CLASS_FORM_MESSAGES[problem.code]).toMatch(/\.$/);
    expect(classFormProblemsByField([{ path: 'title', code: 'titleRequired' }, { path: 'title', code: 'titleTooLong' }])).toEqual({ title: 'titleRequired' });
  });
});

describe('isClassDay', () => {
  test('a real day of the years 1900–2999, alone or at the start of an instant', () => {
    expect(['2026-02-28', '2028-02-29', '1900-01-01', '2999-12-31', '2026-11-14T02:00:00Z'].every(isClassDay)).toBe(true);
    expect(['2026-02-29', '2026-02-30', '2026-13-01', '0000-01-01', '1899-12-31', '3000-01-01'].some(isClassDay)).toBe(false);
  });
});

describe('withoutControlCharacters', () => {
  test('drops what the server refuses in a title, keeps tab, line breaks and every script', () => {
    expect(withoutControlCharacters('\u0000Live\u000bQ\u007f&A\t第一讲\nمرحبا 😀')).toBe('LiveQ&A\t第一讲\nمرحبا 😀');
    expect(CONTROL_CHARACTERS.test(withoutControlCharacters('\u0001\u001f'))).toBe(false);
  });
});
