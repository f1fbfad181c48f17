/**
 * Spec §4 time-ago display: eight buckets with thresholds of 5 minutes, 1 hour, 1, 2 and 3 days and 1 year.
 * Elapsed time decides the bucket: under 5 minutes "just now"; under 1 hour "minutes ago"; under 1 day
 * "within the hour" bucket family (hours ago); under 2 days "yesterday"; under 3 days "2 days ago"; under 4 days
 * "3 days ago"; under 1 year "earlier this year" (month and day); older: the full date.
 * A time later than now is the spec's error.
 */
export const TIME_AGO_ERROR = 'The customerTime cannot be later than the current time.';

export type TimeAgo =
  | { bucket: 'justNow' }
  | { bucket: 'minutes'; minutes: number }
  | { bucket: 'hours'; hours: number }
  | { bucket: 'yesterday' }
  | { bucket: 'twoDays' }
  | { bucket: 'threeDays' }
  | { bucket: 'thisYear' }
  | { bucket: 'older' };

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const YEAR = 365 * DAY;

export function timeAgo(time: Date | number, now: Date | number = Date.now()): TimeAgo {
  const elapsed = Number(now) - Number(time);
  if (Number.isNaN(elapsed)) throw new Error('Invalid time');
  if (elapsed < 0) throw new Error(TIME_AGO_ERROR);
  if (elapsed < 5 * MINUTE) return { bucket: 'justNow' };
  if (elapsed < HOUR) return { bucket: 'minutes', minutes: Math.floor(elapsed / MINUTE) };
  if (elapsed < DAY) return { bucket: 'hours', hours: Math.floor(elapsed / HOUR) };
  if (elapsed < 2 * DAY) return { bucket: 'yesterday' };
  if (elapsed < 3 * DAY) return { bucket: 'twoDays' };
  if (elapsed < 4 * DAY) return { bucket: 'threeDays' };
  if (elapsed < YEAR) return { bucket: 'thisYear' };
  return { bucket: 'older' };
}
