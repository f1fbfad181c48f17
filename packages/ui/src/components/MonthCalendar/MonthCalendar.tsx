import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { useIntl } from 'react-intl';
import { Button } from '../Button/index.ts';
import { iconButtonParts } from '../IconButton/iconButtonParts.tsx';
import { useAppContext } from '../../provider/LocaleContext.ts';
import { gregorianLocale } from '../../format/gregorianTag.ts';
import { addDays, addMonths, dayToDate, lastDayOf, monthOf, today, weekStartOf, weeksOfMonth } from './monthGrid.ts';
import { monthCalendarMessages as messages } from './MonthCalendar.messages.ts';
import * as styles from './MonthCalendar.css.ts';
import { visuallyHidden } from '../../styles/shared.css.ts';

export type MonthCalendarProps = {
  /** The month shown, 'YYYY-MM'. Controlled: the page loads that month's session days when it changes. */
  month: string;
  /** Called with the new month ('YYYY-MM') when the reader pages or arrows out of the shown one. */
  onMonthChange: (month: string) => void;
  /** Days that have sessions, 'YYYY-MM-DD' (days of other months are ignored). */
  markedDays?: ReadonlyArray<string>;
  /** The chosen day, 'YYYY-MM-DD'. */
  selectedDay?: string | null;
  /** Called with the day ('YYYY-MM-DD') the reader picks. */
  onSelect?: (day: string) => void;
  /**
   * Today, 'YYYY-MM-DD', as the calendar's days are counted: the school's day when the marked days are in the
   * school's zone (a reader in New York at 21:00 is already on the next day in Shanghai). The reader's day by default.
   */
  today?: string;
  /** While the month's days load: the calendar says it is busy. */
  isLoading?: boolean;
  /** Accessible name; "Session calendar" by default (screen readers add the month). */
  'aria-label'?: string;
  /** An extra class on the calendar's outer box (its place in a page layout). */
  className?: string;
};

/** Where a key moves the focused day; `forward` is the reading direction's next day (ArrowRight in LTR). */
function movedDay(key: string, shiftKey: boolean, day: string, rtl: boolean): string | null {
  const forward = rtl ? 'ArrowLeft' : 'ArrowRight';
  const back = rtl ? 'ArrowRight' : 'ArrowLeft';
  if (key === forward) return addDays(day, 1);
  if (key === back) return addDays(day, -1);
  if (key === 'ArrowDown') return addDays(day, 7);
  if (key === 'ArrowUp') return addDays(day, -7);
  if (key === 'PageDown') return addMonths(day, shiftKey ? 12 : 1);
  if (key === 'PageUp') return addMonths(day, shiftKey ? -12 : -1);
  if (key === 'Home') return `${monthOf(day)}-01`;
  if (key === 'End') return lastDayOf(monthOf(day));
  return null;
}

/**
 * A month of days in the reader's calendar language (week start, month and day names, digits, direction), with
 * the days that have sessions marked by a dot and a description. Gregorian in every locale.
 *
 * The grid pattern of react-aria's Calendar, written out on Intl and UTC day arithmetic so the
 * lecturing center's first page does not load react-aria's calendar and @internationalized/date (~20 KB gzip):
 * an application named with the month; a grid whose one focusable day (the focused one) takes the Tab; arrows move
 * by day and week (mirrored in right to left), Page Up/Down by month (with Shift by year), Home/End to the
 * month's first and last day, Enter or Space picks. Each day is named in full ("Tuesday, September 9, 2025"),
 * today and the chosen day say so, and a month changed by the buttons or a pick is announced.
 */
export function MonthCalendar({ month, onMonthChange, markedDays = [], selectedDay = null, onSelect, today: todayDay = today(), isLoading = false, 'aria-label': ariaLabel, className }: MonthCalendarProps) {
  const intl = useIntl();
  const { locale, dir } = useAppContext();
  const descriptionId = useId();
  const tag = gregorianLocale(locale.tag);
  const formats = useMemo(
    () => ({
      month: new Intl.DateTimeFormat(tag, { month: 'long', year: 'numeric', timeZone: 'UTC' }),
      weekday: new Intl.DateTimeFormat(tag, { weekday: 'short', timeZone: 'UTC' }),
      dayNumber: new Intl.DateTimeFormat(tag, { day: 'numeric', timeZone: 'UTC' }),
      fullDay: new Intl.DateTimeFormat(tag, { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }),
    }),
    [tag],
  );
  const weeks = useMemo(() => weeksOfMonth(month, weekStartOf(tag)), [month, tag]);
  const marked = useMemo(() => new Set(markedDays), [markedDays]);
  const selected = selectedDay && monthOf(selectedDay) === month ? selectedDay : null;

  // The focused day stays where the reader left it while that month is shown; another month starts at the chosen
  // day if it is in that month, else at today if it is (the grid pattern's Tab stop), else at its first day.
  const startDay = selected ?? (monthOf(todayDay) === month ? todayDay : `${month}-01`);
  const [focused, setFocused] = useState(startDay);
  const focusedDay = monthOf(focused) === month ? focused : startDay;
  // A day the keyboard moved to: it takes the DOM focus once it is shown (after the page changed the month, if it had to).
  const focusPending = useRef(false);
  const gridRef = useRef<HTMLTableElement>(null);
  const [announcement, setAnnouncement] = useState('');

  const monthTitle = formats.month.format(dayToDate(`${month}-01`));
  // The day's number alone, in the locale's digits ('9', '٩'): Chinese and Japanese formats add 日.
  const dayNumber = (day: string) => formats.dayNumber.formatToParts(dayToDate(day)).find((part) => part.type === 'day')?.value ?? day.slice(8);
  const dayName = (day: string) => {
    const name = formats.fullDay.format(dayToDate(day));
    const isToday = day === todayDay;
    if (day === selected) return intl.formatMessage(isToday ? messages.todaySelected : messages.selected, { date: name });
    return isToday ? intl.formatMessage(messages.today, { date: name }) : name;
  };

  useEffect(() => {
    if (!focusPending.current || focused !== focusedDay) return;
    gridRef.current?.querySelector<HTMLElement>(`[data-date="${focusedDay}"]`)?.focus();
    focusPending.current = false;
  });

  const focusDay = (day: string) => {
    setFocused(day);
    focusPending.current = true;
    if (monthOf(day) !== month) onMonthChange(monthOf(day));
  };
  const pick = (day: string) => {
    onSelect?.(day);
    setAnnouncement(intl.formatMessage(messages.selected, { date: formats.fullDay.format(dayToDate(day)) }));
  };
  const page = (months: number) => {
    const next = monthOf(addMonths(`${month}-01`, months));
    onMonthChange(next);
    setAnnouncement(formats.month.format(dayToDate(`${next}-01`)));
  };
  const onGridKeyDown = (event: KeyboardEvent<HTMLTableElement>) => {
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      pick(focusedDay);
      return;
    }
    if (event.altKey || event.ctrlKey || event.metaKey) return;
    // From the day the keyboard last moved to, even while the page is still loading its month (keys pressed faster).
    const next = movedDay(event.key, event.shiftKey, focusPending.current ? focused : focusedDay, dir === 'rtl');
    if (!next) return;
    event.preventDefault();
    focusDay(next);
  };

  return (
    <div className={[styles.root, className].filter(Boolean).join(' ')} aria-busy={isLoading || undefined}>
      <div role="application" aria-label={`${ariaLabel ?? intl.formatMessage(messages.label)}, ${monthTitle}`} className={styles.calendar}>
        <div className={styles.header}>
          <Button data-testid="calendar-previous" variant="quiet" size="sm" aria-label={intl.formatMessage(messages.previous)} onPress={() => page(-1)} {...iconButtonParts('chevronBack', 'sm', undefined)} />
          <h2 className={styles.heading}>{monthTitle}</h2>
          <Button data-testid="calendar-next" variant="quiet" size="sm" aria-label={intl.formatMessage(messages.next)} onPress={() => page(1)} {...iconButtonParts('chevronForward', 'sm', undefined)} />
        </div>
        {/* oxlint-disable-next-line jsx-a11y/no-noninteractive-element-to-interactive-role -- the ARIA grid pattern on a table, as react-aria's calendar; its keys are handled here */}
        <table ref={gridRef} role="grid" aria-readonly="true" aria-label={monthTitle} className={styles.grid} cellPadding={0} onKeyDown={onGridKeyDown}>
          <thead aria-hidden="true">
            <tr>
              {weeks[0]!.map((day) => (
                <th key={day} className={styles.weekday}>
                  {formats.weekday.format(dayToDate(day))}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {weeks.map((week) => (
              <tr key={week[0]}>
                {week.map((day) => (
                  <DayButton key={day} day={day} label={dayNumber(day)} name={dayName(day)} inMonth={monthOf(day) === month} isFocused={day === focusedDay} isSelected={day === selected} isToday={day === todayDay} describedBy={marked.has(day) && monthOf(day) === month ? descriptionId : undefined} onFocusDay={setFocused} onPick={pick} />
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <span id={descriptionId} className={visuallyHidden}>
        {intl.formatMessage(messages.hasSessions)}
      </span>
      <span className={visuallyHidden} aria-live="polite">
        {announcement}
      </span>
      <p className={styles.legend}>
        <span className={styles.legendDot} />
        {intl.formatMessage(messages.legend)}
      </p>
    </div>
  );
}

type DayButtonProps = {
  day: string;
  /** The day's number in the locale's digits. */
  label: string;
  /** The full name screen readers read ("Today, Tuesday, September 9, 2025, selected"). */
  name: string;
  inMonth: boolean;
  isFocused: boolean;
  isSelected: boolean;
  isToday: boolean;
  /** The "has sessions" description's id, on marked days (the dot is not colour or shape only). */
  describedBy: string | undefined;
  onFocusDay: (day: string) => void;
  onPick: (day: string) => void;
};

/** One day: a grid cell holding a button; the neighbouring months' days keep their place but are hidden and inert. */
function DayButton({ day, label, name, inMonth, isFocused, isSelected, isToday, describedBy, onFocusDay, onPick }: DayButtonProps) {
  const [hovered, setHovered] = useState(false);
  return (
    <td aria-selected={isSelected || undefined} aria-disabled={!inMonth || undefined} className={styles.cell}>
      {/* oxlint-disable-next-line jsx-a11y/click-events-have-key-events -- Enter and Space reach the grid, which picks the focused day */}
      <div
        role="button"
        tabIndex={inMonth ? (isFocused ? 0 : -1) : undefined}
        aria-label={name}
        aria-disabled={!inMonth || undefined}
        aria-describedby={describedBy}
        className={styles.day}
        data-date={day}
        data-marked={describedBy ? true : undefined}
        data-selected={isSelected || undefined}
        data-today={isToday || undefined}
        data-disabled={!inMonth || undefined}
        data-outside-month={!inMonth || undefined}
        data-focused={(inMonth && isFocused) || undefined}
        data-hovered={(inMonth && hovered) || undefined}
        onFocus={() => inMonth && onFocusDay(day)}
        onClick={() => inMonth && onPick(day)}
        onPointerEnter={(event) => setHovered(event.pointerType !== 'touch')}
        onPointerLeave={() => setHovered(false)}
      >
        {label}
        {describedBy && <span className={styles.dot} aria-hidden="true" />}
      </div>
    </td>
  );
}
