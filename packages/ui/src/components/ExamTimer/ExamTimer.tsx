import { useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { Icon } from '../Icon/index.ts';
import { visuallyHidden } from '../../styles/shared.css.ts';
import * as styles from './ExamTimer.css.ts';
import { examTimerMessages as messages } from './ExamTimer.messages.ts';

export type ExamTimerProps = {
  /** The attempt's deadline, on the server's clock (ISO). */
  deadline: string;
  /** The server's clock when it answered (ISO): the countdown runs on it, whatever this device's clock says. */
  serverTime: string;
  /** Called once when the time is up (the page submits). */
  onExpire?: () => void;
  /** Minutes left at which the time is announced (polite, once each). */
  announceAt?: readonly number[];
  /** The device's clock (tests and stories pin it). */
  now?: () => number;
  className?: string;
};

const SECOND = 1000;

/** h:mm:ss or m:ss in the reader's digits. */
function clock(intl: ReturnType<typeof useIntl>, ms: number): string {
  const total = Math.max(0, Math.ceil(ms / SECOND));
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = total % 60;
  const two = (n: number) => intl.formatNumber(n, { minimumIntegerDigits: 2, useGrouping: false });
  return hours > 0 ? `${intl.formatNumber(hours)}:${two(minutes)}:${two(seconds)}` : `${intl.formatNumber(minutes)}:${two(seconds)}`;
}

/**
 * The time left in an exam attempt, counted from the server's deadline and clock (the device's own clock only
 * measures the time since the answer arrived, so a wrong device clock does not matter, and a tab that slept catches
 * up at once). Screen readers hear it at sensible moments — 10, 5 and 1 minutes left, and time up — never each second.
 */
export function ExamTimer({ deadline, serverTime, onExpire, announceAt = [10, 5, 1], now = Date.now, className }: ExamTimerProps) {
  const intl = useIntl();
  // The server's clock minus this device's, taken when the answer came.
  const [offset] = useState(() => Date.parse(serverTime) - now());
  const end = Date.parse(deadline);
  const left = () => end - (now() + offset);
  const [remaining, setRemaining] = useState(left);
  const [announcement, setAnnouncement] = useState('');
  const announced = useRef(new Set<number>(announceAt.filter((minutes) => left() <= minutes * 60 * SECOND)));
  const expired = useRef(false);
  const expire = useRef(onExpire);
  expire.current = onExpire;

  useEffect(() => {
    const tick = () => {
      const ms = left();
      setRemaining(ms);
      for (const minutes of announceAt) {
        if (ms <= minutes * 60 * SECOND && ms > 0 && !announced.current.has(minutes)) {
          for (const larger of announceAt) if (larger >= minutes) announced.current.add(larger);
          setAnnouncement(intl.formatMessage(messages.minutesLeft, { minutes }));
        }
      }
      if (ms <= 0 && !expired.current) {
        expired.current = true;
        setAnnouncement(intl.formatMessage(messages.timeUp));
        expire.current?.();
      }
    };
    tick();
    const timer = setInterval(tick, SECOND);
    // A tab that slept: count again as soon as it is shown.
    document.addEventListener('visibilitychange', tick);
    return () => {
      clearInterval(timer);
      document.removeEventListener('visibilitychange', tick);
    };
    // The deadline is the clock's only input that can change; the rest are read through refs.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [end, offset]);

  const urgent = remaining <= 5 * 60 * SECOND;
  return (
    <div className={[styles.root, className].filter(Boolean).join(' ')} data-urgent={urgent || undefined}>
      <Icon name="clock" size="sm" />
      <span className={styles.label}>{intl.formatMessage(messages.label)}</span>
      {/* role="timer" is not live: the polite region below speaks at the moments that matter. */}
      <span role="timer" aria-label={intl.formatMessage(messages.label)} className={styles.time}>
        {clock(intl, remaining)}
      </span>
      <span aria-live="polite" className={visuallyHidden}>
        {announcement}
      </span>
    </div>
  );
}
