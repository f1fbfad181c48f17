import { expect, test } from 'vitest';
import { createIntl } from 'react-intl';
import type { ClassSummary } from '@academy/contract';
import { defaultClassId, isId, liveCalendarHref } from './liveData.ts';
import { formatMinutes } from './liveTime.tsx';

const summary = (id: string, eventStatus: 1 | 2 | 3) => ({ id, eventStatus }) as ClassSummary;

test('with no class named, the list shows the first ongoing or upcoming class, else the one that ended last', () => {
  expect(defaultClassId([summary('a', 3), summary('b', 2), summary('c', 1)])).toBe('b');
  expect(defaultClassId([summary('a', 3), summary('c', 1)])).toBe('c');
  expect(defaultClassId([summary('a', 3), summary('z', 3)])).toBe('z');
  expect(defaultClassId([])).toBeNull();
});

test('only 19-digit ids are ids', () => {
  expect(isId('3200000000000000001')).toBe(true);
  for (const bad of ['320000000000000001', '3200000000000000001 ', '../3200000000000000001', null, undefined]) expect(isId(bad)).toBe(false);
});

test('the calendar link names the school in its query (a link sends no headers)', () => {
  expect(liveCalendarHref('3200000000000000001', '1000000000000000001')).toBe('/api/manager/lecture/liveCalendar/3200000000000000001?tenantId=1000000000000000001');
});

test('minutes in the reader’s language', () => {
  const intl = createIntl({ locale: 'en-US' });
  expect(formatMinutes(intl, 90)).toBe('90 min');
  expect(formatMinutes(intl, 45, 'long')).toBe('45 minutes');
});
