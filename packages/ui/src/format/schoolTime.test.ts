import { expect, test } from 'vitest';
import { createIntl } from 'react-intl';
import { formatSchoolRange, formatSchoolTime, formatViewerRange, formatViewerTime } from './schoolTime.ts';

const en = createIntl({ locale: 'en-US' });
const AT = '2026-11-26T11:00:00Z';
const spaces = (text: string | null) => text?.replace(/[\s\u202f]+/g, ' ');

test('a reader in the school’s zone sees the school’s clock alone', () => {
  expect(spaces(formatSchoolTime(en, AT, 'Asia/Shanghai', 'dateTime', 'Asia/Shanghai'))).toBe('Nov 26, 2026, 7:00 PM');
  expect(formatViewerTime(en, AT, 'Asia/Shanghai', 'dateTime', 'Asia/Shanghai')).toBeNull();
  // Another zone whose clock reads the same at that moment: nothing to tell apart.
  expect(formatViewerTime(en, AT, 'Asia/Shanghai', 'dateTime', 'Asia/Singapore')).toBeNull();
});

test('a reader elsewhere sees the school’s clock named with its zone, and their own clock', () => {
  expect(spaces(formatSchoolTime(en, AT, 'Asia/Shanghai', 'dateTime', 'Europe/Berlin'))).toBe('Nov 26, 2026, 7:00 PM GMT+8');
  expect(spaces(formatViewerTime(en, AT, 'Asia/Shanghai', 'dateTime', 'Europe/Berlin'))).toBe('Nov 26, 2026, 12:00 PM');
});

test('a date is labelled only when the reader’s calendar day differs', () => {
  expect(formatSchoolTime(en, AT, 'Asia/Shanghai', 'date', 'Europe/Berlin')).toBe('Nov 26, 2026');
  expect(formatViewerTime(en, AT, 'Asia/Shanghai', 'date', 'Europe/Berlin')).toBeNull();
  const lateInShanghai = '2026-11-26T17:00:00Z';
  expect(spaces(formatSchoolTime(en, lateInShanghai, 'Asia/Shanghai', 'date', 'Europe/Berlin'))).toBe('Nov 27, 2026, GMT+8');
  expect(formatViewerTime(en, lateInShanghai, 'Asia/Shanghai', 'date', 'Europe/Berlin')).toBe('Nov 26, 2026');
});

test('a span names the zone once', () => {
  expect(spaces(formatSchoolRange(en, '2026-11-03T01:00:00Z', '2026-11-05T01:00:00Z', 'Asia/Shanghai', 'date', 'America/New_York'))).toBe('Nov 3, 2026 – Nov 5, 2026, GMT+8');
  expect(spaces(formatSchoolRange(createIntl({ locale: 'zh-CN' }), '2026-11-03T01:00:00Z', '2026-11-05T01:00:00Z', 'Asia/Shanghai', 'date', 'America/New_York'))).toBe('2026/11/3 – 2026/11/5 GMT+8');
  const range = spaces(formatSchoolRange(en, '2026-11-26T06:00:00Z', '2026-11-26T08:00:00Z', 'Asia/Shanghai', 'dateTime', 'America/New_York'));
  expect(range).toMatch(/^Nov 26, 2026, 2:00 – 4:00 PM GMT\+8$/);
  expect(spaces(formatViewerRange(en, '2026-11-26T06:00:00Z', '2026-11-26T08:00:00Z', 'Asia/Shanghai', 'dateTime', 'America/New_York'))).toBe('Nov 26, 2026, 1:00 – 3:00 AM');
});

test('dates are Gregorian in every language, also where Intl defaults to another calendar', () => {
  const ar = createIntl({ locale: 'ar-SA' });
  expect(formatViewerTime(ar, AT, 'Asia/Shanghai', 'dateTime', 'UTC')).toContain('٢٠٢٦');
  expect(formatSchoolTime(ar, AT, 'Asia/Shanghai', 'dateTime', 'UTC')).toContain('٢٠٢٦');
});
