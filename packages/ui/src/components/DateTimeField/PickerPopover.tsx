import { Calendar, Dialog, Popover, RangeCalendar } from 'react-aria-components';
import { CalendarPanel } from './CalendarPanel.tsx';
import * as styles from './DateTimeField.css.ts';

// Loaded when a date field is first hovered or focused (PickerShell.tsx): most visits to a form never open a calendar.

/** The pop-over calendar of a DatePicker (`single`) or a DateRangePicker (`range`), from the picker's context. */
export function PickerPopover({ calendar }: { calendar: 'single' | 'range' }) {
  return (
    <Popover className={styles.popover} placement="bottom end">
      <Dialog className={styles.dialog}>
        {calendar === 'single' ? (
          <Calendar className={styles.calendar}>
            <CalendarPanel />
          </Calendar>
        ) : (
          <RangeCalendar className={styles.calendar}>
            <CalendarPanel />
          </RangeCalendar>
        )}
      </Dialog>
    </Popover>
  );
}
