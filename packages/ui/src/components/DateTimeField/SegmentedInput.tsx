import { useRef } from 'react';
import { mergeProps, useDateField, useDateSegment, useFocusRing, useHover, useLocale, type AriaDateFieldOptions } from 'react-aria';
import { useDateFieldState, type DateFieldState, type DateSegment } from 'react-stately';
import { GregorianCalendar, type DateValue } from '@internationalized/date';
import * as styles from './DateTimeField.css.ts';

// Every picker here is Gregorian in every locale (format/gregorianLocale.tsx): only that calendar is built, and the
// other calendars of @internationalized/date stay out of the page's code.
const gregorian = () => new GregorianCalendar();

/**
 * The typed part of a date picker: one spin button per part of the date and time, in the locale's order, from
 * react-aria's date-field hooks (the field props come from useDatePicker or useDateRangePicker).
 */
export function SegmentedInput<T extends DateValue>({ fieldProps }: { fieldProps: AriaDateFieldOptions<T> }) {
  const { locale } = useLocale();
  const state = useDateFieldState({ ...fieldProps, locale, createCalendar: gregorian });
  const ref = useRef<HTMLDivElement>(null);
  const { fieldProps: inputProps } = useDateField(fieldProps, state, ref);
  return (
    <div {...inputProps} ref={ref} className={styles.input}>
      {state.segments.map((segment, index) => (
        <Segment key={index} segment={segment} state={state} />
      ))}
    </div>
  );
}

/** One part (year, month, day, hour, minute, AM/PM) or a literal between parts, with react-aria's keys and announcements. */
function Segment({ segment, state }: { segment: DateSegment; state: DateFieldState }) {
  const ref = useRef<HTMLSpanElement>(null);
  const { segmentProps } = useDateSegment(segment, state, ref);
  const { focusProps, isFocused, isFocusVisible } = useFocusRing();
  const { hoverProps, isHovered } = useHover({ isDisabled: state.isDisabled || segment.type === 'literal' });
  return (
    <span
      {...mergeProps(segmentProps, focusProps, hoverProps)}
      ref={ref}
      className={styles.segment}
      data-placeholder={segment.isPlaceholder || undefined}
      data-invalid={state.isInvalid || undefined}
      data-readonly={state.isReadOnly || undefined}
      data-disabled={state.isDisabled || undefined}
      data-type={segment.type}
      data-hovered={isHovered || undefined}
      data-focused={isFocused || undefined}
      data-focus-visible={isFocusVisible || undefined}
    >
      {segment.text}
    </span>
  );
}
