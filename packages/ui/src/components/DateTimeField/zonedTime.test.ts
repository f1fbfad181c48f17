import { describe, expect, test } from 'vitest';
import { instantInZone, toUtcIso, wallTimeOf, wallTimeToUtc } from './zonedTime.ts';

describe('wall time in a zone ↔ UTC', () => {
  test('09:30 in Asia/Shanghai is 01:30 UTC, and back', () => {
    expect(wallTimeToUtc('2026-11-10T09:30', 'Asia/Shanghai')).toBe('2026-11-10T01:30:00.000Z');
    const wall = instantInZone('2026-11-10T01:30:00.000Z', 'Asia/Shanghai');
    expect([wall.year, wall.month, wall.day, wall.hour, wall.minute]).toEqual([2026, 11, 10, 9, 30]);
    expect(toUtcIso(wall)).toBe('2026-11-10T01:30:00.000Z');
    expect(wallTimeOf('2026-11-10T01:30:00.000Z', 'Asia/Shanghai').toString()).toBe('2026-11-10T09:30:00');
  });

  test('an early morning in Shanghai is the previous day in UTC', () => {
    expect(wallTimeToUtc('2026-11-10T07:00', 'Asia/Shanghai')).toBe('2026-11-09T23:00:00.000Z');
  });

  test('an instant with an offset is read as the same instant', () => {
    expect(toUtcIso(instantInZone('2026-11-10T09:30:00+08:00', 'Europe/London'))).toBe('2026-11-10T01:30:00.000Z');
  });

  test('Europe/London: 09:00 is 09:00 UTC in winter and 08:00 UTC in summer time', () => {
    expect(wallTimeToUtc('2026-01-15T09:00', 'Europe/London')).toBe('2026-01-15T09:00:00.000Z');
    expect(wallTimeToUtc('2026-07-15T09:00', 'Europe/London')).toBe('2026-07-15T08:00:00.000Z');
    expect(instantInZone('2026-07-15T08:00:00Z', 'Europe/London').hour).toBe(9);
  });

  test('Europe/London spring forward: 01:30 on 29 March 2026 does not exist and becomes 02:30 BST (01:30 UTC)', () => {
    expect(wallTimeToUtc('2026-03-29T00:30', 'Europe/London')).toBe('2026-03-29T00:30:00.000Z');
    expect(wallTimeToUtc('2026-03-29T01:30', 'Europe/London')).toBe('2026-03-29T01:30:00.000Z');
    expect(instantInZone('2026-03-29T01:30:00Z', 'Europe/London').hour).toBe(2);
  });

  test('Europe/London fall back: 01:30 on 25 October 2026 happens twice; the first (BST) is taken', () => {
    expect(wallTimeToUtc('2026-10-25T01:30', 'Europe/London')).toBe('2026-10-25T00:30:00.000Z');
    // Both instants read back as 01:30 on the wall.
    expect(instantInZone('2026-10-25T00:30:00Z', 'Europe/London').hour).toBe(1);
    expect(instantInZone('2026-10-25T01:30:00Z', 'Europe/London').hour).toBe(1);
  });
});
