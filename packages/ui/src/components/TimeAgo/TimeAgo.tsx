import { useState } from 'react';
import { useIntl } from 'react-intl';
import { timeAgo } from '@academy/rules';
import { timeAgoMessages } from './TimeAgo.messages.ts';

export type TimeAgoProps = {
  /** ISO string, Date or epoch milliseconds. */
  time: string | number | Date;
  /** The reference "now" (stories and tests pin it). */
  now?: number;
  className?: string;
};

/**
 * A relative time label in the spec's eight buckets (§4), localized, inside a <time datetime>. A time later
 * than now (the spec's error) shows the absolute date instead of breaking the page.
 */
export function TimeAgo({ time, now: pinnedNow, className }: TimeAgoProps) {
  const intl = useIntl();
  // "Now" is fixed when the label mounts, so re-renders stay pure.
  const [mountedAt] = useState(Date.now);
  const now = pinnedNow ?? mountedAt;
  const date = new Date(time);
  if (Number.isNaN(date.getTime())) return null;
  const absolute = intl.formatDate(date, { year: 'numeric', month: 'long', day: 'numeric' });
  let label: string;
  try {
    const bucket = timeAgo(date, now);
    switch (bucket.bucket) {
      case 'justNow':
        label = intl.formatMessage(timeAgoMessages.justNow);
        break;
      case 'minutes':
        label = intl.formatMessage(timeAgoMessages.minutes, { count: bucket.minutes });
        break;
      case 'hours':
        label = intl.formatMessage(timeAgoMessages.hours, { count: bucket.hours });
        break;
      case 'yesterday':
        label = intl.formatMessage(timeAgoMessages.yesterday);
        break;
      case 'twoDays':
        label = intl.formatMessage(timeAgoMessages.daysAgo, { count: 2 });
        break;
      case 'threeDays':
        label = intl.formatMessage(timeAgoMessages.daysAgo, { count: 3 });
        break;
      case 'thisYear':
        label = intl.formatDate(date, { month: 'long', day: 'numeric' });
        break;
      default:
        label = absolute;
    }
  } catch {
    label = absolute;
  }
  return (
    <time dateTime={date.toISOString()} title={absolute} className={className}>
      {label}
    </time>
  );
}
