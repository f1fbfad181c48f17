import { describe, expect, test } from 'vitest';
import { TIME_AGO_ERROR, timeAgo } from './timeAgo.ts';

const NOW = Date.UTC(2026, 10, 22, 12, 0, 0);
const MIN = 60_000;
const HOUR = 60 * MIN;
const DAY = 24 * HOUR;
const at = (ago: number) => timeAgo(NOW - ago, NOW);

describe('timeAgo (spec §4)', () => {
  test('now and just under 5 minutes are "just now"; exactly 5 minutes is minutes ago', () => {
    expect(at(0)).toEqual({ bucket: 'justNow' });
    expect(at(5 * MIN - 1)).toEqual({ bucket: 'justNow' });
    expect(at(5 * MIN)).toEqual({ bucket: 'minutes', minutes: 5 });
  });
  test('exactly 1 hour leaves the minutes bucket', () => {
    expect(at(HOUR - 1)).toEqual({ bucket: 'minutes', minutes: 59 });
    expect(at(HOUR)).toEqual({ bucket: 'hours', hours: 1 });
  });
  test('1, 2 and 3 days', () => {
    expect(at(DAY - 1)).toEqual({ bucket: 'hours', hours: 23 });
    expect(at(DAY)).toEqual({ bucket: 'yesterday' });
    expect(at(2 * DAY - 1)).toEqual({ bucket: 'yesterday' });
    expect(at(2 * DAY)).toEqual({ bucket: 'twoDays' });
    expect(at(3 * DAY)).toEqual({ bucket: 'threeDays' });
    expect(at(4 * DAY - 1)).toEqual({ bucket: 'threeDays' });
    expect(at(4 * DAY)).toEqual({ bucket: 'thisYear' });
  });
  test('exactly 1 year is an older date', () => {
    expect(at(365 * DAY - 1)).toEqual({ bucket: 'thisYear' });
    expect(at(365 * DAY)).toEqual({ bucket: 'older' });
  });
  test('a time later than now is the spec error', () => {
    expect(() => timeAgo(NOW + 1, NOW)).toThrow(TIME_AGO_ERROR);
  });
});
