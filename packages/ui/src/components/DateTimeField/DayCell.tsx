import { useContext, useRef } from 'react';
import { CalendarStateContext, RangeCalendarStateContext } from 'react-aria-components';
import { mergeProps, useCalendarCell, useFocusRing, useHover } from 'react-aria';
import { isSameDay, isSameMonth, isToday, type CalendarDate } from '@internationalized/date';
import * as styles from '../MonthCalendar/MonthCalendar.css.ts';

export type DayCellProps = { date: CalendarDate };

/**
 * One day of a date picker's month grid, inside react-aria's Calendar or RangeCalendar, with the data attributes
 * the month calendar's day styles read (MonthCalendar.css.ts): selected, range ends, today, outside the month.
 */
export function DayCell({ date }: DayCellProps) {
  const calendarState = useContext(CalendarStateContext);
  const rangeState = useContext(RangeCalendarStateContext);
  const state = calendarState ?? rangeState;
  if (!state) throw new Error('DayCell belongs inside a Calendar or RangeCalendar');
  const ref = useRef<HTMLDivElement>(null);
  const isOutsideMonth = !isSameMonth(state.visibleRange.start, date);
  const { cellProps, buttonProps, formattedDate, isSelected, isDisabled, isUnavailable, isFocused } = useCalendarCell({ date, isOutsideMonth }, state, ref);
  const { focusProps, isFocusVisible } = useFocusRing();
  const { hoverProps, isHovered } = useHover({ isDisabled: isDisabled || isUnavailable });
  // undefined in a single-date calendar; the range being selected (or null) in a range calendar.
  const range = 'highlightedRange' in state ? state.highlightedRange : undefined;
  return (
    <td {...cellProps} className={styles.cell}>
      <div
        {...mergeProps(buttonProps, focusProps, hoverProps)}
        ref={ref}
        className={range === undefined ? styles.day : `${styles.day} ${styles.rangeDay}`}
        data-date={date.toString()}
        data-selected={isSelected || undefined}
        data-selection-start={(range && isSameDay(date, range.start)) || undefined}
        data-selection-end={(range && isSameDay(date, range.end)) || undefined}
        data-today={isToday(date, state.timeZone) || undefined}
        data-disabled={isDisabled || undefined}
        data-unavailable={isUnavailable || undefined}
        data-outside-month={isOutsideMonth || undefined}
        data-focused={isFocused || undefined}
        data-focus-visible={(isFocusVisible && isFocused) || undefined}
        data-hovered={isHovered || undefined}
      >
        {formattedDate}
      </div>
    </td>
  );
}
