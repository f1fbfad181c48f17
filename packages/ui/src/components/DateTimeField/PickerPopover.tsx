import type { RefObject } from 'react';
import { Calendar, Dialog, Popover, RangeCalendar } from 'react-aria-components';
import type { CalendarProps, RangeCalendarProps } from 'react-aria-components';
import type { AriaDialogProps } from 'react-aria';
import type { DateValue } from '@internationalized/date';
import type { OverlayTriggerState } from 'react-stately';
import { CalendarPanel } from './CalendarPanel.tsx';
import * as styles from './DateTimeField.css.ts';

// Loaded when a date field is first hovered or focused (PickerShell.tsx): most visits to a form never open a calendar.

/** The calendar in the pop-over: one day or a range of days, with its hook's props (useDatePicker, useDateRangePicker). */
export type PickerCalendar = { calendar: 'single'; calendarProps: CalendarProps<DateValue> } | { calendar: 'range'; calendarProps: RangeCalendarProps<DateValue> };

export type PickerPopoverProps = {
  /** The field's group, which the pop-over is placed against. */
  triggerRef: RefObject<HTMLDivElement | null>;
  /** The picker's open state (useDatePickerState or useDateRangePickerState). */
  state: OverlayTriggerState;
  dialogProps: AriaDialogProps;
} & PickerCalendar;

/** The pop-over calendar of a date picker (`single`) or a date range picker (`range`), from the pickers' hooks. */
export function PickerPopover(props: PickerPopoverProps) {
  const { triggerRef, state, dialogProps } = props;
  return (
    <Popover triggerRef={triggerRef} isOpen={state.isOpen} onOpenChange={state.setOpen} className={styles.popover} placement="bottom end">
      <Dialog {...dialogProps} className={styles.dialog}>
        {props.calendar === 'single' ? (
          <Calendar {...props.calendarProps} className={styles.calendar}>
            <CalendarPanel />
          </Calendar>
        ) : (
          <RangeCalendar {...props.calendarProps} className={styles.calendar}>
            <CalendarPanel />
          </RangeCalendar>
        )}
      </Dialog>
    </Popover>
  );
}
