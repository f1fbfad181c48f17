import type { ReactNode } from 'react';
import { Dialog, FieldError, Group, Label, Popover, Text } from 'react-aria-components';
import { Button } from '../Button/index.ts';
import { iconButtonParts } from '../IconButton/iconButtonParts.tsx';
import * as field from '../../styles/field.css.ts';
import * as styles from './DateTimeField.css.ts';

export type PickerShellProps = {
  label: ReactNode;
  isRequired?: boolean | undefined;
  /** The DateInput(s). */
  inputs: ReactNode;
  description?: ReactNode;
  errorMessage?: ReactNode;
  /** The Calendar or RangeCalendar of the pop-over. */
  calendar: ReactNode;
};

/** What the date pickers share inside react-aria's DatePicker or DateRangePicker: label, input box, help, error, pop-over. */
export function PickerShell({ label, isRequired, inputs, description, errorMessage, calendar }: PickerShellProps) {
  return (
    <>
      <Label className={field.label}>
        {label}
        {isRequired && (
          <span className={field.requiredMark} aria-hidden="true">
            *
          </span>
        )}
      </Label>
      <Group className={styles.group}>
        <div className={styles.inputs}>{inputs}</div>
        <Button variant="quiet" size="sm" {...iconButtonParts('calendar', 'sm', undefined)} />
      </Group>
      {/* Kept with an error too: the help (the time on the reader's clock) still applies. */}
      {description && (
        <Text slot="description" className={[field.description, styles.description].join(' ')}>
          {description}
        </Text>
      )}
      <FieldError className={field.error}>{errorMessage}</FieldError>
      <Popover className={styles.popover} placement="bottom end">
        <Dialog className={styles.dialog}>{calendar}</Dialog>
      </Popover>
    </>
  );
}
