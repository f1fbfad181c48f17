import { lazy, Suspense, useState, type ReactNode, type RefObject } from 'react';
import { ButtonContext, FieldError, FieldErrorContext, Group, GroupContext, Label, LabelContext, Provider, Text, TextContext } from 'react-aria-components';
import type { ValidationResult } from 'react-aria-components';
import type { DatePickerAria } from 'react-aria';
import { Button } from '../Button/index.ts';
import { iconButtonParts } from '../IconButton/iconButtonParts.tsx';
import * as field from '../../styles/field.css.ts';
import { RequiredMark } from '../../styles/RequiredMark.tsx';
import * as styles from './DateTimeField.css.ts';
import { LazyPending } from '../../overlays/LazyPending.tsx';
import type { PickerCalendar } from './PickerPopover.tsx';

/** What react-aria's useDatePicker or useDateRangePicker gives the parts around the inputs. */
export type PickerParts = {
  groupProps: DatePickerAria['groupProps'];
  groupRef: RefObject<HTMLDivElement | null>;
  labelProps: DatePickerAria['labelProps'];
  buttonProps: DatePickerAria['buttonProps'];
  descriptionProps: DatePickerAria['descriptionProps'];
  errorMessageProps: DatePickerAria['errorMessageProps'];
  validation: ValidationResult;
  isInvalid: boolean;
  isOpen: boolean;
};

export type PickerShellProps = {
  label: ReactNode;
  isRequired?: boolean | undefined;
  isDisabled?: boolean | undefined;
  className?: string | undefined;
  parts: PickerParts;
  /** The typed parts (SegmentedInput), and what goes with them. */
  inputs: ReactNode;
  description?: ReactNode;
  errorMessage?: ReactNode;
  /** The pop-over's calendar and its props (without the trigger, which is the group). */
  popover: PickerCalendar;
};

const PickerPopover = lazy(() => import('./PickerPopover.tsx').then((module) => ({ default: module.PickerPopover })));

/**
 * What the date pickers share around react-aria's date-picker hooks: label, input box with the calendar button,
 * help, error, pop-over. Built on the hooks rather than react-aria's DatePicker component, whose module brings the
 * pop-over, dialog and menu code with it: here those load only with the pop-over.
 */
export function PickerShell({ label, isRequired, isDisabled, className, parts, inputs, description, errorMessage, popover }: PickerShellProps) {
  // The pop-over (overlay, dialog, calendar grid: ~40 KB gzip) loads once the field is hovered or focused, before
  // its button can be pressed or Alt+ArrowDown typed; opened earlier, it shows as soon as it has loaded.
  const [wanted, setWanted] = useState(false);
  const want = () => setWanted(true);
  return (
    <>
      <Provider
        values={[
          [GroupContext, { ...parts.groupProps, ref: parts.groupRef, isInvalid: parts.isInvalid, isDisabled }],
          [ButtonContext, { ...parts.buttonProps, isPressed: parts.isOpen }],
          [LabelContext, { ...parts.labelProps, elementType: 'span' }],
          [TextContext, { slots: { description: parts.descriptionProps, errorMessage: parts.errorMessageProps } }],
          [FieldErrorContext, parts.validation],
        ]}
      >
        <div
          className={[field.field, className].filter(Boolean).join(' ')}
          data-invalid={parts.isInvalid || undefined}
          data-disabled={isDisabled || undefined}
          data-required={isRequired || undefined}
          data-open={parts.isOpen || undefined}
        >
          <Label className={field.label}>
            {label}
            <RequiredMark isRequired={isRequired} />
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
        </div>
      </Provider>
      {wanted && (
        <Suspense fallback={<LazyPending />}>
          <PickerPopover {...popover} triggerRef={parts.groupRef} />
        </Suspense>
      )}
    </>
  );
}
