// @vitest-environment jsdom
import { afterEach, expect, test } from 'vitest';
import { clearLiveDraft, readLiveDraft, sameValues, writeLiveDraft } from './liveDraft.ts';
import type { LiveFormValues } from './liveForm.ts';

const SCHOOL = '1000000000000000001';
const LIVE = '3200000000000000001';
const NOW = Date.parse('2026-11-24T02:00:00Z');
const values: LiveFormValues = { classId: '3000000000000000002', title: 'مراجعة', startsAt: null, durationMinutes: '6', lecturerId: '', description: 'a\n\nb', roomUrl: 'https://' };
afterEach(() => localStorage.clear());

test('what was typed comes back as typed, per school and per lecture (or new lecture)', () => {
  writeLiveDraft(SCHOOL, null, { values }, NOW);
  writeLiveDraft(SCHOOL, LIVE, { values: { ...values, title: 'edit' }, baseUpdatedAt: '2026-11-20T00:00:00.000Z' }, NOW);
  expect(readLiveDraft(SCHOOL, null, NOW)).toEqual({ values, savedAt: NOW });
  expect(readLiveDraft(SCHOOL, LIVE, NOW)).toEqual({ values: { ...values, title: 'edit' }, baseUpdatedAt: '2026-11-20T00:00:00.000Z', savedAt: NOW });
  expect(readLiveDraft('1000000000000000002', null, NOW)).toBeNull();
  expect(readLiveDraft(SCHOOL, '3200000000000000002', NOW)).toBeNull();
});

test('a saved (or cancelled) draft is gone; the other drafts stay', () => {
  writeLiveDraft(SCHOOL, null, { values }, NOW);
  writeLiveDraft(SCHOOL, LIVE, { values }, NOW);
  clearLiveDraft(SCHOOL, null);
  expect(readLiveDraft(SCHOOL, null, NOW)).toBeNull();
  expect(readLiveDraft(SCHOOL, LIVE, NOW)).not.toBeNull();
});

test('anything unreadable or a month old counts as no draft, never as an error', () => {
  localStorage.setItem(`academy.liveDraft.${SCHOOL}.new`, '{not json');
  expect(readLiveDraft(SCHOOL, null, NOW)).toBeNull();
  localStorage.setItem(`academy.liveDraft.${SCHOOL}.new`, JSON.stringify({ values: { ...values, title: 3 }, savedAt: NOW }));
  expect(readLiveDraft(SCHOOL, null, NOW)).toBeNull();
  writeLiveDraft(SCHOOL, null, { values }, NOW - 31 * 24 * 3_600_000);
  expect(readLiveDraft(SCHOOL, null, NOW)).toBeNull();
});

test('a full or blocked storage only loses the safety net', () => {
  const setItem = Storage.prototype.setItem;
  Storage.prototype.setItem = () => {
    throw new DOMException('full', 'QuotaExceededError');
  };
  try {
    expect(() => writeLiveDraft(SCHOOL, null, { values }, NOW)).not.toThrow();
  } finally {
    Storage.prototype.setItem = setItem;
  }
  expect(readLiveDraft(SCHOOL, null, NOW)).toBeNull();
});

test('only a change makes a draft', () => {
  expect(sameValues(values, { ...values })).toBe(true);
  expect(sameValues(values, { ...values, durationMinutes: '60' })).toBe(false);
});
