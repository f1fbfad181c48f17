import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { DateInput, DateRangePicker, DateSegment } from 'react-aria-components';
import { parseDate } from '@internationalized/date';
import { GregorianCalendar } from '../../format/gregorianLocale.tsx';
import * as field from '../../styles/field.css.ts';
import { dateTimeFieldMessages } from './DateTimeField.messages.ts';
import { PickerShell } from './PickerShell.tsx';
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
  return (
    <DateRangePicker
      value={value ? { start: parseDate(value.start), end: parseDate(value.end) } : null}
      onChange={(next) => onChange(next ? { start: next.start.toString(), end: next.end.toString() } : null)}
      minValue={min ? parseDate(min) : undefined}
      maxValue={max ? parseDate(max) : undefined}
      isRequired={isRequired}
      isDisabled={isDisabled}
      isInvalid={errorMessage ? true : undefined}
      validationBehavior="aria"
      className={[field.field, className].filter(Boolean).join(' ')}
    >
      <PickerShell
        label={label}
        isRequired={isRequired}
        inputs={
          <>
            <DateInput slot="start" className={styles.input}>
              {(segment) => <DateSegment segment={segment} className={styles.segment} />}
            </DateInput>
            <span aria-hidden="true" className={styles.rangeDash}>
              –
            </span>
            <DateInput slot="end" className={styles.input}>
              {(segment) => <DateSegment segment={segment} className={styles.segment} />}
            </DateInput>
          </>
        }
        description={description}
        errorMessage={errorMessage ?? reversed ?? startError ?? endError}
        calendar="range"
      />
    </DateRangePicker>
  );
}
