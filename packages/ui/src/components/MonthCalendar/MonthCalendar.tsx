import { useId, useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { Calendar } from 'react-aria-components';
import { isSameMonth, parseDate, type CalendarDate } from '@internationalized/date';
import { GregorianCalendar } from '../../format/gregorianLocale.tsx';
import { CalendarPanel } from './CalendarPanel.tsx';
import { monthCalendarMessages } from './MonthCalendar.messages.ts';
import * as styles from './MonthCalendar.css.ts';
import { visuallyHidden } from '../../styles/shared.css.ts';

export type MonthCalendarProps = {
  /** The month shown, 'YYYY-MM'. Controlled: the page loads that month's session days when it changes. */
  month: string;
  /** Called with the new month ('YYYY-MM') when the reader pages or arrows out of the shown one. */
  onMonthChange: (month: string) => void;
  /** Days that have sessions, 'YYYY-MM-DD' (days of other months are ignored). */
  markedDays?: readonly string[];
  /** The chosen day, 'YYYY-MM-DD'. */
  selectedDay?: string | null;
  /** Called with the day ('YYYY-MM-DD') the reader picks. */
  onSelect?: (day: string) => void;
  /** While the month's days load: the calendar says it is busy. */
  isLoading?: boolean;
  /** Accessible name; "Session calendar" by default (screen readers add the month). */
  'aria-label'?: string;
  className?: string;
};

/**
 * A month of days in the reader's calendar language (week start, month and day names, digits, direction), with
 * the days that have sessions marked by a dot and a description. Keyboard: arrows move by day and week (mirrored in
 * right to left), Page Up/Down by month, Home/End to the week's ends, Enter picks. Gregorian in every locale.
 */
export function MonthCalendar({ month, onMonthChange, markedDays = [], selectedDay = null, onSelect, isLoading = false, 'aria-label': ariaLabel, className }: MonthCalendarProps) {
  const intl = useIntl();
  const descriptionId = useId();
  const monthStart = parseDate(`${month}-01`);
  const selected = selectedDay ? parseDate(selectedDay) : null;
  const [focused, setFocused] = useState<CalendarDate>(selected && isSameMonth(selected, monthStart) ? selected : monthStart);
  // The focused day stays where the reader left it while that month is shown; another month starts at its first day.
  const focusedValue = isSameMonth(focused, monthStart) ? focused : selected && isSameMonth(selected, monthStart) ? selected : monthStart;
  const marked = useMemo(() => new Set(markedDays), [markedDays]);

  return (
    <div className={[styles.root, className].filter(Boolean).join(' ')} aria-busy={isLoading || undefined}>
      <GregorianCalendar>
        <Calendar
          aria-label={ariaLabel ?? intl.formatMessage(monthCalendarMessages.label)}
          value={selected}
          onChange={(day) => onSelect?.(day.toString())}
          focusedValue={focusedValue}
          onFocusChange={(day) => {
            setFocused(day);
            const shown = day.toString().slice(0, 7);
            if (shown !== month) onMonthChange(shown);
          }}
          className={styles.calendar}
        >
          <CalendarPanel markedDays={marked} markedDescriptionId={descriptionId} />
        </Calendar>
      </GregorianCalendar>
      <span id={descriptionId} className={visuallyHidden}>
        {intl.formatMessage(monthCalendarMessages.hasSessions)}
      </span>
      <p className={styles.legend}>
        <span className={styles.legendDot} />
        {intl.formatMessage(monthCalendarMessages.legend)}
      </p>
    </div>
  );
}
