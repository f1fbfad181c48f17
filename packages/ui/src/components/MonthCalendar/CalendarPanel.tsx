import { CalendarGrid, CalendarGridBody, CalendarGridHeader, CalendarHeaderCell, Heading } from 'react-aria-components';
import { Button } from '../Button/index.ts';
import { iconButtonParts } from '../IconButton/iconButtonParts.tsx';
import { DayCell } from './DayCell.tsx';
import * as styles from './MonthCalendar.css.ts';

export type CalendarPanelProps = {
  /** Days ('YYYY-MM-DD') to mark with a dot and the description `markedDescriptionId`. */
  markedDays?: ReadonlySet<string> | undefined;
  markedDescriptionId?: string | undefined;
};

/**
 * The inside of a react-aria Calendar or RangeCalendar: previous / month and year / next, then the month grid.
 * react-aria names the buttons, mirrors the arrow keys in right-to-left and takes week start and names from the
 * locale; the chevrons mirror with the direction.
 */
export function CalendarPanel({ markedDays, markedDescriptionId }: CalendarPanelProps) {
  return (
    <>
      <div className={styles.header}>
        <Button slot="previous" data-testid="calendar-previous" variant="quiet" size="sm" {...iconButtonParts('chevronBack', 'sm', undefined)} />
        <Heading className={styles.heading} />
        <Button slot="next" data-testid="calendar-next" variant="quiet" size="sm" {...iconButtonParts('chevronForward', 'sm', undefined)} />
      </div>
      <CalendarGrid className={styles.grid} weekdayStyle="short">
        <CalendarGridHeader>{(day) => <CalendarHeaderCell className={styles.weekday}>{day}</CalendarHeaderCell>}</CalendarGridHeader>
        <CalendarGridBody>
          {(date) => <DayCell date={date} markedDescriptionId={markedDays?.has(date.toString()) ? markedDescriptionId : undefined} />}
        </CalendarGridBody>
      </CalendarGrid>
    </>
  );
}
