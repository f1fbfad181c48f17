import { useIntl } from 'react-intl';
import { formatSchoolRange, formatSchoolTime, formatViewerRange, formatViewerTime, type SchoolTimeKind } from '../../format/schoolTime.ts';
import { schoolTimeMessages as messages } from './SchoolTime.messages.ts';
import * as styles from './SchoolTime.css.ts';

export type SchoolTimeProps = {
  /** The moment (ISO 8601). */
  time: string;
  /** The end of a range (ISO 8601): "Nov 3 – 5, 2026". */
  end?: string;
  /** The school's IANA zone: school events read on its clock. */
  timeZone: string;
  kind?: SchoolTimeKind;
  /** The reader's IANA zone; the browser's unless a story or test pins it. */
  viewerTimeZone?: string;
  className?: string;
};

/**
 * An absolute time of a school event (decision 0039): the school's clock, labelled with its zone when the reader's
 * clock reads differently, and then the reader's own time beside it.
 */
export function SchoolTime({ time, end, timeZone, kind = 'dateTime', viewerTimeZone, className }: SchoolTimeProps) {
  const intl = useIntl();
  const school = end ? formatSchoolRange(intl, time, end, timeZone, kind, viewerTimeZone) : formatSchoolTime(intl, time, timeZone, kind, viewerTimeZone);
  const mine = end ? formatViewerRange(intl, time, end, timeZone, kind, viewerTimeZone) : formatViewerTime(intl, time, timeZone, kind, viewerTimeZone);
  return (
    <span className={className ? `${styles.root} ${className}` : styles.root} data-testid="school-time">
      {/* A range has two moments; <time> holds one, so it carries the start. */}
      <time dateTime={time} data-zone={timeZone}>{school}</time>
      {mine && <span className={styles.viewer} data-testid="viewer-time">{intl.formatMessage(messages.viewerTime, { time: mine })}</span>}
    </span>
  );
}
