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
import type { OverlayTriggerState } from 'react-stately';

/** What useDatePicker and useDateRangePicker both give the parts around the inputs. */
type PickerAria = Pick<DatePickerAria, 'groupProps' | 'labelProps' | 'buttonProps' | 'descriptionProps' | 'errorMessageProps' | 'dialogProps' | keyof ValidationResult>;

export type PickerShellProps = {
  label: ReactNode;
  isRequired?: boolean | undefined;
  isDisabled?: boolean | undefined;
  className?: string | undefined;
  /** The picker hook's result, its state and the group it was given. */
  aria: PickerAria;
  state: OverlayTriggerState & { isInvalid: boolean };
  groupRef: RefObject<HTMLDivElement | null>;
  /** The typed parts (SegmentedInput), and what goes with them. */
  inputs: ReactNode;
  description?: ReactNode;
  errorMessage?: ReactNode;
  /** The pop-over's calendar. */
  calendar: PickerCalendar;
};

const PickerPopover = lazy(() => import('./PickerPopover.tsx').then((module) => ({ default: module.PickerPopover })));

/**
 * What the date pickers share around react-aria's date-picker hooks: label, input box with the calendar button,
 * help, error, pop-over. Built on the hooks rather than react-aria's DatePicker component, whose module brings the
 * pop-over, dialog and menu code with it: here those load only with the pop-over.
 */
export function PickerShell({ label, isRequired, isDisabled, className, aria, state, groupRef, inputs, description, errorMessage, calendar }: PickerShellProps) {
  // The pop-over (overlay, dialog, calendar grid: ~40 KB gzip) loads once the field is hovered or focused, before
  // its button can be pressed or Alt+ArrowDown typed; opened earlier, it shows as soon as it has loaded.
  const [wanted, setWanted] = useState(false);
  const want = () => setWanted(true);
  return (
    <>
      <Provider
        values={[
          [GroupContext, { ...aria.groupProps, ref: groupRef, isInvalid: state.isInvalid, isDisabled }],
          [ButtonContext, { ...aria.buttonProps, isPressed: state.isOpen }],
          [LabelContext, { ...aria.labelProps, elementType: 'span' }],
          [TextContext, { slots: { description: aria.descriptionProps, errorMessage: aria.errorMessageProps } }],
          [FieldErrorContext, { isInvalid: aria.isInvalid, validationErrors: aria.validationErrors, validationDetails: aria.validationDetails }],
        ]}
      >
        <div
          className={[field.field, className].filter(Boolean).join(' ')}
          data-invalid={state.isInvalid || undefined}
          data-disabled={isDisabled || undefined}
          data-required={isRequired || undefined}
          data-open={state.isOpen || undefined}
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
          <PickerPopover {...calendar} triggerRef={groupRef} state={state} dialogProps={aria.dialogProps} />
        </Suspense>
      )}
    </>
  );
}
