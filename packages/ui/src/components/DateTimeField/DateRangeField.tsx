import { useRef, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { useDateRangePicker } from 'react-aria';
import { useDateRangePickerState } from 'react-stately';
import { parseDate } from '@internationalized/date';
import { GregorianCalendar } from '../../format/gregorianLocale.tsx';
import { dateTimeFieldMessages } from './DateTimeField.messages.ts';
import { PickerShell } from './PickerShell.tsx';
import { SegmentedInput } from './SegmentedInput.tsx';
import { useRangeError } from './useRangeError.ts';
import * as styles from './DateTimeField.css.ts';

/** A range of whole days, 'YYYY-MM-DD', both ends included. */
export type DateRangeValue = { start: string; end: string };

export type DateRangeFieldProps = {
  label: ReactNode;
  value: DateRangeValue | null;
  /** The new range, or null once cleared. */
  onChange: (value: DateRangeValue | null) => void;
  description?: ReactNode;
  errorMessage?: ReactNode;
  isRequired?: boolean;
  isDisabled?: boolean;
  /** Earliest and latest allowed days, 'YYYY-MM-DD'. */
  min?: string | null;
  max?: string | null;
  className?: string;
};

/** From one day to another (a filter's date range), typed or picked on a range calendar; Gregorian in every locale. */
export function DateRangeField(props: DateRangeFieldProps) {
  return (
    <GregorianCalendar>
      <DayRangePicker {...props} />
    </GregorianCalendar>
  );
}

const DAY_FORMAT = { dateStyle: 'medium', timeZone: 'UTC' } as const;

function DayRangePicker({ label, value, onChange, description, errorMessage, isRequired, isDisabled, min, max, className }: DateRangeFieldProps) {
  const intl = useIntl();
  const startError = useRangeError(value?.start ?? null, min, null, DAY_FORMAT);
  const endError = useRangeError(value?.end ?? null, null, max, DAY_FORMAT);
  // react-aria's own message for a reversed range follows the browser's language, not the page's.
  const reversed = value && value.end < value.start ? intl.formatMessage(dateTimeFieldMessages.endBeforeStart) : undefined;
  const pickerProps = {
    label,
    value: value ? { start: parseDate(value.start), end: parseDate(value.end) } : null,
    onChange: (next: { start: { toString(): string }; end: { toString(): string } } | null) => onChange(next ? { start: next.start.toString(), end: next.end.toString() } : null),
    minValue: min ? parseDate(min) : undefined,
    maxValue: max ? parseDate(max) : undefined,
    isRequired,
    isDisabled,
    isInvalid: errorMessage ? true : undefined,
    validationBehavior: 'aria' as const,
  };
  const state = useDateRangePickerState(pickerProps);
  const groupRef = useRef<HTMLDivElement>(null);
  const aria = useDateRangePicker(pickerProps, state, groupRef);
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
          <SegmentedInput fieldProps={aria.startFieldProps} />
          <span aria-hidden="true" className={styles.rangeDash}>
            –
          </span>
          <SegmentedInput fieldProps={aria.endFieldProps} />
        </>
      }
      description={description}
      errorMessage={errorMessage ?? reversed ?? startError ?? endError}
      calendar={{ calendar: 'range', calendarProps: aria.calendarProps }}
    />
  );
}
