import { CalendarGrid, CalendarGridBody, CalendarGridHeader, CalendarHeaderCell, Heading } from 'react-aria-components';
import { Button } from '../Button/index.ts';
import { iconButtonParts } from '../IconButton/iconButtonParts.tsx';
import { DayCell } from './DayCell.tsx';
import * as styles from '../MonthCalendar/MonthCalendar.css.ts';

/**
 * The inside of the date pickers' react-aria Calendar or RangeCalendar: previous / month and year / next, then the
 * month grid, with the month calendar's look (MonthCalendar.css.ts).
 * react-aria names the buttons, mirrors the arrow keys in right-to-left and takes week start and names from the
 * locale; the chevrons mirror with the direction.
 */
export function CalendarPanel() {
  return (
    <>
      <div className={styles.header}>
        <Button slot="previous" data-testid="calendar-previous" variant="quiet" size="sm" {...iconButtonParts('chevronBack', 'sm', undefined)} />
        <Heading className={styles.heading} />
        <Button slot="next" data-testid="calendar-next" variant="quiet" size="sm" {...iconButtonParts('chevronForward', 'sm', undefined)} />
      </div>
      <CalendarGrid className={styles.grid} weekdayStyle="short">
        <CalendarGridHeader>{(day) => <CalendarHeaderCell className={styles.weekday}>{day}</CalendarHeaderCell>}</CalendarGridHeader>
        <CalendarGridBody>{(date) => <DayCell date={date} />}</CalendarGridBody>
      </CalendarGrid>
    </>
  );
}
