import { describe, expect, test } from 'vitest';
import { ApiError } from '@academy/api-client';
import { defaultStartsAt, descriptionHtmlOf, liveInput, serverProblems, validateLiveForm, type LiveFormValues } from './liveForm.ts';

const NOW = Date.parse('2026-11-24T02:00:00Z');
const valid: LiveFormValues = {
  classId: '3000000000000000002',
  title: 'Live Q&A',
  startsAt: '2026-11-25T01:30:00.000Z',
  durationMinutes: '90',
  lecturerId: '2000000000000000002',
  description: '',
  roomUrl: '',
};
const check = (change: Partial<LiveFormValues>, options: { storedStartsAt?: string; descriptionHtml?: string } = {}) =>
  validateLiveForm({ ...valid, ...change }, { now: NOW, descriptionHtml: options.descriptionHtml ?? '', storedStartsAt: options.storedStartsAt });

describe('the live-lecture form checks what the server checks, next to each field', () => {
  test('a complete form has no problems', () => {
    expect(check({})).toEqual({});
    expect(check({ roomUrl: ' https://meet.example.com/room-1 ' })).toEqual({});
  });

  test('title: required, at most 100 characters as people count them, no control characters', () => {
    expect(check({ title: '   ' })).toEqual({ title: 'titleRequired' });
    expect(check({ title: '😀'.repeat(100) })).toEqual({});
    expect(check({ title: 'a'.repeat(101) })).toEqual({ title: 'titleTooLong' });
    expect(check({ title: 'bell\u0007' })).toEqual({ title: 'titleControl' });
  });

  test('start: required and in the future — except the stored start of a lecture being edited', () => {
    expect(check({ startsAt: null })).toEqual({ startsAt: 'startRequired' });
    expect(check({ startsAt: '2026-11-24T02:00:00.000Z' })).toEqual({ startsAt: 'startPast' });
    expect(check({ startsAt: '2026-11-20T02:00:00.000Z' }, { storedStartsAt: '2026-11-20T02:00:00Z' })).toEqual({});
    expect(check({ startsAt: '2026-11-21T02:00:00.000Z' }, { storedStartsAt: '2026-11-20T02:00:00Z' })).toEqual({ startsAt: 'startPast' });
  });

  test('duration: whole minutes from 5 to 720', () => {
    for (const ok of ['5', '720', ' 60 ']) expect(check({ durationMinutes: ok })).toEqual({});
    for (const bad of ['4', '721', '', '1.5', '-10', '60m', '١٢٠']) expect(check({ durationMinutes: bad })).toEqual({ durationMinutes: 'durationInvalid' });
  });

  test('room: empty, or a secure address', () => {
    for (const bad of ['http://meet.example.com', 'javascript:alert(1)', 'meet.example.com', 'https://user:pw@meet.example.com', 'https://meet.example.com/a b']) {
      expect(check({ roomUrl: bad })).toEqual({ roomUrl: 'roomNotHttps' });
    }
  });

  test('class and lecturer must be chosen; the description must fit', () => {
    expect(check({ classId: '', lecturerId: '' })).toEqual({ classId: 'classRequired', lecturerId: 'lecturerRequired' });
    expect(check({}, { descriptionHtml: 'x'.repeat(20_001) })).toEqual({ description: 'descriptionTooLong' });
  });
});

test('the body sends trimmed text, the duration as a number, an empty room as none', () => {
  expect(liveInput({ ...valid, title: '  Live Q&A ', roomUrl: ' ' }, '<p>x</p>', { withRoom: true })).toEqual({
    title: 'Live Q&A',
    lecturerId: valid.lecturerId,
    startsAt: valid.startsAt,
    durationMinutes: 90,
    descriptionHtml: '<p>x</p>',
    roomUrl: null,
  });
  expect(liveInput(valid, '', { withRoom: false })).not.toHaveProperty('roomUrl');
});

test('the replay (editing only): https or nothing; empty sends none, a draft from before it has none', () => {
  expect(check({ replayUrl: ' https://media.example.com/replay ' })).toEqual({});
  expect(check({ replayUrl: 'http://media.example.com/replay' })).toEqual({ replayUrl: 'replayNotHttps' });
  expect(liveInput({ ...valid, replayUrl: ' https://media.example.com/r ' }, '', { withRoom: true, withReplay: true }).replayUrl).toBe('https://media.example.com/r');
  expect(liveInput({ ...valid, replayUrl: ' ' }, '', { withRoom: true, withReplay: true }).replayUrl).toBeNull();
  expect(liveInput(valid, '', { withRoom: true, withReplay: true }).replayUrl).toBeNull();
  expect(liveInput({ ...valid, replayUrl: 'https://media.example.com/r' }, '', { withRoom: true })).not.toHaveProperty('replayUrl');
});

test('an untouched description keeps its stored HTML (lists and links made elsewhere survive an edit)', () => {
  const stored = { html: '<ul><li>one</li></ul>', text: 'one' };
  expect(descriptionHtmlOf('one', stored)).toBe('<ul><li>one</li></ul>');
  expect(descriptionHtmlOf('one more', stored)).toBe('<p>one more</p>');
  expect(descriptionHtmlOf('new <text>')).toBe('<p>new &lt;text&gt;</p>');
});

test('a new lecture starts on a whole hour, at least an hour ahead', () => {
  expect(defaultStartsAt(Date.parse('2026-11-24T02:10:00Z'))).toBe('2026-11-24T04:00:00.000Z');
  expect(defaultStartsAt(Date.parse('2026-11-24T02:00:00Z'))).toBe('2026-11-24T03:00:00.000Z');
});

describe('a refused save is shown where it belongs', () => {
  test('validation details go next to their fields, in the server’s words', () => {
    const error = new ApiError(400, 'Invalid request: …', { details: [{ path: 'title', message: 'enter a title' }, { path: 'descriptionHtml', message: 'too long' }, { path: '(root)', message: 'odd' }] });
    expect(serverProblems(error)).toEqual({ fields: { title: 'enter a title', description: 'too long' }, general: 'odd' });
  });

  test('a message naming a field goes to that field; any other above the form', () => {
    expect(serverProblems(new ApiError(400, 'startsAt: a live lecture must start in the future.', { code: 400 }))).toEqual({ fields: { startsAt: 'a live lecture must start in the future.' }, general: null });
    expect(serverProblems(new ApiError(400, 'The lecturer must be one of the class’s lecturers.', null))).toEqual({ fields: {}, general: 'The lecturer must be one of the class’s lecturers.' });
    expect(serverProblems(new ApiError(403, 'You do not have access to this school.', null)).general).toBe('You do not have access to this school.');
  });

  test('a failure without an answer (offline) has no message of its own', () => {
    expect(serverProblems(new TypeError('Failed to fetch'))).toEqual({ fields: {}, general: null });
  });
});
