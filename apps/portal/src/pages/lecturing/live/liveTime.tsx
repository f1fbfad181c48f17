import { useIntl, type IntlShape } from 'react-intl';
import { browserTimeZone } from '@academy/ui';
import { formatWhen } from '../schoolTime.ts';
import { liveMessages as messages } from './live.messages.ts';
import * as styles from './live.css.ts';

/** The same moment on the reader's own clock, when that reads differently from the school's; else null. */
export function viewerWhen(intl: IntlShape, iso: string, timeZone: string, viewerZone = browserTimeZone()): string | null {
  if (viewerZone === timeZone) return null;
  const there = formatWhen(intl, iso, viewerZone);
  return there === formatWhen(intl, iso, timeZone) ? null : there;
}

/** Minutes as the reader's language writes them ("90 min", "90 دقيقة"). */
export const formatMinutes = (intl: IntlShape, minutes: number, unitDisplay: 'short' | 'long' = 'short') => intl.formatNumber(minutes, { style: 'unit', unit: 'minute', unitDisplay });

/** A start or end in the school's zone, with the reader's own time under it when their clock differs. */
export function LiveWhen({ iso, timeZone }: { iso: string; timeZone: string }) {
  const intl = useIntl();
  const mine = viewerWhen(intl, iso, timeZone);
  return (
    <span className={styles.when}>
      <time dateTime={iso}>{formatWhen(intl, iso, timeZone)}</time>
      {mine && <span className={styles.viewerTime}>{intl.formatMessage(messages.viewerTime, { time: mine })}</span>}
    </span>
  );
}
