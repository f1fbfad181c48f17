/**
 * How a lesson's progress is measured (issue 31), as pure rules: the server applies them to every report, so a
 * learner's progress is what they did, not what a page says.
 */

/** A video is done when this share of its seconds was actually played. */
export const VIDEO_DONE_SHARE = 0.9;
/** The fastest playback the player offers: a report cannot credit more than this many seconds per second elapsed. */
export const MAX_PLAYBACK_RATE = 2;
/** What a first report (or a clock's drift) may credit beyond that. */
export const CREDIT_SLACK_SECONDS = 5;

/** The whole seconds [s, s+1) inside the played ranges, within the video, each once. */
export function playedSeconds(played: readonly (readonly [number, number])[], durationSeconds: number): number[] {
  const seconds = new Set<number>();
  for (const [from, to] of played) {
    const start = Math.max(0, Math.ceil(Math.min(from, to) - 0.25));
    const end = Math.min(durationSeconds, Math.floor(Math.max(from, to) + 0.25));
    for (let second = start; second < end; second += 1) seconds.add(second);
  }
  return [...seconds].sort((a, b) => a - b);
}

/**
 * The seconds watched after a report: those known, and the report's new ones — no more than the time elapsed since
 * the last credited report allows at the fastest speed. Seeking ahead plays nothing, so it adds nothing; a forged
 * report of the whole video right after opening it adds a few seconds.
 */
export function creditVideo(known: readonly number[], played: readonly (readonly [number, number])[], durationSeconds: number, elapsedSeconds: number): number[] {
  const have = new Set(known);
  const fresh = playedSeconds(played, durationSeconds).filter((second) => !have.has(second));
  const allowance = Math.max(0, Math.floor(Math.max(0, elapsedSeconds) * MAX_PLAYBACK_RATE) + CREDIT_SLACK_SECONDS);
  return [...known, ...fresh.slice(0, allowance)].sort((a, b) => a - b);
}

export const videoDone = (watchedCount: number, durationSeconds: number) => watchedCount >= Math.ceil(durationSeconds * VIDEO_DONE_SHARE);

/** 0–100 for a lesson: the share of the video watched (done at 90 % counts as 100), the pages reached, read or not. */
export function lessonPercent(lesson: { kind: string; duration_seconds: number | null; page_count: number | null }, progress: { watched: number; maxPage: number; readToEnd: boolean; done: boolean }): number {
  if (progress.done) return 100;
  if (lesson.kind === 'video') return Math.min(99, Math.floor((100 * progress.watched) / (lesson.duration_seconds ?? 1)));
  if (lesson.kind === 'pdf') return Math.min(99, Math.floor((100 * progress.maxPage) / (lesson.page_count ?? 1)));
  return progress.readToEnd ? 100 : 0;
}

/** A course's progress: lessons done out of all. */
export const coursePercent = (done: number, total: number) => (total === 0 ? 0 : Math.floor((100 * done) / total));
