import { describe, expect, test } from 'vitest';
import { LIVE_JOIN_EARLY_MINUTES, liveJoinOpensAt, liveJoinWindow } from './liveJoin.ts';

describe('liveJoinWindow', () => {
  const start = Date.parse('2026-12-01T10:00:00Z');
  const end = start + 60 * 60_000;
  test('opens ten minutes before the start, closes at the end', () => {
    expect(LIVE_JOIN_EARLY_MINUTES).toBe(10);
    expect(liveJoinOpensAt(start).toISOString()).toBe('2026-12-01T09:50:00.000Z');
    expect(liveJoinWindow(start, end, start - 10 * 60_000 - 1)).toBe('early');
    expect(liveJoinWindow(start, end, start - 10 * 60_000)).toBe('open');
    expect(liveJoinWindow(new Date(start), new Date(end), start + 30 * 60_000)).toBe('open');
    expect(liveJoinWindow('2026-12-01T10:00:00Z', '2026-12-01T11:00:00Z', end - 1)).toBe('open');
    expect(liveJoinWindow(start, end, end)).toBe('ended');
  });
});
