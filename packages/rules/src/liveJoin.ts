import type { Instant } from './classes.ts';

/**
 * When a learner may join a live lecture (issue 31): the room opens LIVE_JOIN_EARLY_MINUTES before the start (time to
 * test sound and camera, as BigBlueButton's echo test asks) and closes at the end. Before: 'early'; after: 'ended'.
 * Lecturers and class managers (moderators) may open the room any time before the end.
 */
export const LIVE_JOIN_EARLY_MINUTES = 10;

export type LiveJoinWindow = 'early' | 'open' | 'ended';

const millis = (value: Instant): number => (value instanceof Date ? value.getTime() : typeof value === 'number' ? value : Date.parse(value));

/** The first instant a learner may join. */
export const liveJoinOpensAt = (startsAt: Instant): Date => new Date(millis(startsAt) - LIVE_JOIN_EARLY_MINUTES * 60_000);

export function liveJoinWindow(startsAt: Instant, endsAt: Instant, now: Instant = Date.now()): LiveJoinWindow {
  const at = millis(now);
  if (at < liveJoinOpensAt(startsAt).getTime()) return 'early';
  if (at >= millis(endsAt)) return 'ended';
  return 'open';
}
