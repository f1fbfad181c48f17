import { lazy, Suspense, useState, type ReactNode } from 'react';
import { FieldError, Group, Label, Text } from 'react-aria-components';
import { Button } from '../Button/index.ts';
import { iconButtonParts } from '../IconButton/iconButtonParts.tsx';
import * as field from '../../styles/field.css.ts';
import * as styles from './DateTimeField.css.ts';
import { LazyPending } from '../../overlays/LazyPending.tsx';

export type PickerShellProps = {
  label: ReactNode;
  isRequired?: boolean | undefined;
  /** The DateInput(s). */
  inputs: ReactNode;
  description?: ReactNode;
  errorMessage?: ReactNode;
  /** The pop-over's calendar: one day or a range of days. */
  calendar: 'single' | 'range';
};

const PickerPopover = lazy(() => import('./PickerPopover.tsx').then((module) => ({ default: module.PickerPopover })));

/** What the date pickers share inside react-aria's DatePicker or DateRangePicker: label, input box, help, error, pop-over. */
export function PickerShell({ label, isRequired, inputs, description, errorMessage, calendar }: PickerShellProps) {
  // The pop-over (overlay, dialog, calendar grid: ~40 KB gzip) loads once the field is hovered or focused, before
  // its button can be pressed or Alt+ArrowDown typed; opened earlier, it shows as soon as it has loaded.
  const [wanted, setWanted] = useState(false);
  const want = () => setWanted(true);
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
      <Group className={styles.group} onPointerEnter={want} onFocus={want}>
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
      {wanted && (
        <Suspense fallback={<LazyPending />}>
          <PickerPopover calendar={calendar} />
        </Suspense>
      )}
    </>
  );
}
