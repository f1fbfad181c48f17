import { useMemo, useRef, useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { useDateFormatter, useDatePicker } from 'react-aria';
import { useDatePickerState } from 'react-stately';
import { now, toCalendarDateTime } from '@internationalized/date';
import { isolate } from '../../content/contentProps.ts';
import { GregorianCalendar } from '../../format/gregorianLocale.tsx';
import { Icon } from '../Icon/index.ts';
import { dateTimeFieldMessages } from './DateTimeField.messages.ts';
import { PickerShell } from './PickerShell.tsx';
import { SegmentedInput } from './SegmentedInput.tsx';
import { useRangeError } from './useRangeError.ts';
import { instantInZone, wallTimeOf, wallToUtc } from './zonedTime.ts';
import { browserTimeZone } from '../../format/browserTimeZone.ts';
import * as styles from './DateTimeField.css.ts';

export type DateTimeFieldProps = {
  label: ReactNode;
  /** The moment, ISO 8601 ('Z' or an offset), or null when empty. */
  value: string | null;
  /** The new moment as an ISO 8601 UTC string ('2026-11-10T01:30:00.000Z'), or null once cleared. */
  onChange: (value: string | null) => void;
  /** The IANA zone the date and time are typed in: the school's ('Asia/Shanghai'). */
  timeZone: string;
  /** The reader's IANA zone, the browser's by default. When its clock differs, the same moment on it shows under the field. */
  viewerTimeZone?: string;
  description?: ReactNode;
  /** Shown under the field and announced; also marks the field invalid. Out-of-range values get react-aria's message. */
  errorMessage?: ReactNode;
  isRequired?: boolean;
  isDisabled?: boolean;
  /** Earliest and latest allowed moments, ISO 8601. */
  min?: string | null;
  max?: string | null;
  className?: string;
};

/**
 * A date and time typed as the wall clock of a given zone (the school's), to the minute, with a calendar pop-over;
 * the page gets the moment back in UTC. A reader whose clock differs sees the school's zone in the field and the
 * same moment on their own clock under it. Gregorian in every locale; order of the parts, digits and 12/24 h follow
 * the locale.
 *
 * The picker edits a zone-less wall time that becomes a moment only on the way out: react-aria's ZonedDateTime
 * editing keeps the old UTC offset when an arrow key moves the day across a daylight-saving change, which would
 * shift the hour by one (Europe/London, 24 → 25 October).
 */
export function DateTimeField(props: DateTimeFieldProps) {
  return (
    <GregorianCalendar>
      <ZonedDatePicker {...props} />
    </GregorianCalendar>
  );
}

function ZonedDatePicker({ label, value, onChange, timeZone, viewerTimeZone, description, errorMessage, isRequired, isDisabled, min, max, className }: DateTimeFieldProps) {
  const viewerZone = viewerTimeZone ?? browserTimeZone();
  // An empty field compares the zones' clocks as of when it appeared.
  const [shownAt] = useState(() => new Date().toISOString());
  const moment = value ?? shownAt;
  const differs = clocksDiffer(moment, timeZone, viewerZone);
  // Typing into an empty field starts from today at 09:00 in the school's zone.
  const placeholder = useMemo(() => toCalendarDateTime(now(timeZone)).set({ hour: 9, minute: 0, second: 0, millisecond: 0 }), [timeZone]);
  const note = differs && value ? <ViewerTime value={value} zone={viewerZone} schoolZone={timeZone} /> : null;
  const rangeError = useRangeError(value, min, max, { timeZone, dateStyle: 'medium', timeStyle: 'short' });
  const pickerProps = {
    label,
    value: value ? wallTimeOf(value, timeZone) : null,
    onChange: (next: ReturnType<typeof wallTimeOf> | null) => onChange(next ? wallToUtc(next, timeZone) : null),
    placeholderValue: placeholder,
    granularity: 'minute' as const,
    minValue: min ? wallTimeOf(min, timeZone) : undefined,
    maxValue: max ? wallTimeOf(max, timeZone) : undefined,
    isRequired,
    isDisabled,
    isInvalid: errorMessage ? true : undefined,
    validationBehavior: 'aria' as const,
  };
  const state = useDatePickerState(pickerProps);
  const groupRef = useRef<HTMLDivElement>(null);
  const aria = useDatePicker(pickerProps, state, groupRef);
  return (
    <PickerShell
      label={label}
      isRequired={isRequired}
      isDisabled={isDisabled}
      className={className}
      aria={aria}
      state={state}
      groupRef={groupRef}
      inputs={
        <>
          <SegmentedInput fieldProps={aria.fieldProps} />
          {differs && <ZoneName moment={moment} zone={timeZone} />}
        </>
      }
      description={
        note || description ? (
          <>
            {note}
            {description}
          </>
        ) : null
      }
      errorMessage={errorMessage ?? rangeError}
      calendar={{ calendar: 'single', calendarProps: aria.calendarProps }}
    />
  );
}

/** Whether the reader's clock reads differently from the school's at that moment. */
function clocksDiffer(moment: string, timeZone: string, viewerZone: string): boolean {
  return viewerZone !== timeZone && instantInZone(moment, viewerZone).offset !== instantInZone(moment, timeZone).offset;
}

/** The school's zone in the field, short ("GMT+8"), once the reader's clock differs. */
function ZoneName({ moment, zone }: { moment: string; zone: string }) {
  const formatter = useDateFormatter({ timeZone: zone, timeZoneName: 'short' });
  const name = formatter.formatToParts(new Date(moment)).find((part) => part.type === 'timeZoneName')?.value ?? zone;
  return <span className={styles.zoneName}>{name}</span>;
}

/** "= 02:30 in your time zone (Europe/Berlin)"; with the date when the reader's day is another one. */
function ViewerTime({ value, zone, schoolZone }: { value: string; zone: string; schoolZone: string }) {
  const intl = useIntl();
  const here = instantInZone(value, schoolZone);
  const there = instantInZone(value, zone);
  const sameDay = there.year === here.year && there.month === here.month && there.day === here.day;
  const formatter = useDateFormatter(sameDay ? { timeZone: zone, timeStyle: 'short' } : { timeZone: zone, dateStyle: 'medium', timeStyle: 'short' });
  return (
    <span className={styles.viewerTime} data-testid="viewer-time">
      <Icon name="globe" size="sm" className={styles.viewerTimeIcon} />
      {/* The zone id is isolated so its slash and the brackets around it keep their place in right to left. */}
      <span>{intl.formatMessage(dateTimeFieldMessages.viewerTime, { time: formatter.format(new Date(value)), zone: isolate(zone) })}</span>
    </span>
  );
}
