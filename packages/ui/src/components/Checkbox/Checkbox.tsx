import type { ReactNode } from 'react';
import {
  CheckboxButton,
  CheckboxField,
  CheckboxGroup as AriaCheckboxGroup,
  FieldError,
  Label,
  Text,
  type CheckboxFieldProps,
  type CheckboxGroupProps as AriaCheckboxGroupProps,
} from 'react-aria-components';
import { useIntl } from 'react-intl';
import * as field from '../../styles/field.css.ts';
import { RequiredMark } from '../../styles/RequiredMark.tsx';
import * as styles from './Checkbox.css.ts';
import { checkboxMessages } from './Checkbox.messages.ts';

export type CheckboxProps = Omit<CheckboxFieldProps, 'className' | 'style' | 'children'> & {
  /** The label; pressing it toggles the box. */
  children: ReactNode;
  description?: ReactNode;
  /** Shown under the checkbox and announced; also marks it invalid. Inside a CheckboxGroup the group shows errors. */
  errorMessage?: ReactNode;
  className?: string;
};

/** The box: a tick when selected, a bar when indeterminate, drawn in currentColor. */
function Mark() {
  return (
    <svg className={styles.mark} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path className={styles.tick} d="M5 12.5l4.5 4.5L19 7.5" />
      <path className={styles.bar} d="M6 12h12" />
    </svg>
  );
}

/**
 * A yes/no choice that is sent with a form, or one of several in a CheckboxGroup. `isIndeterminate` shows a bar
 * for a “select all” box whose items are partly chosen (screen readers hear “mixed”). Space toggles it.
 */
export function Checkbox({ children, description, errorMessage, className, isInvalid, ...props }: CheckboxProps) {
  const intl = useIntl();
  return (
    <CheckboxField {...props} isInvalid={isInvalid ?? (errorMessage ? true : undefined)} className={[styles.field, className].filter(Boolean).join(' ')}>
      <CheckboxButton className={styles.checkbox}>
        <span className={styles.box}>
          <Mark />
        </span>
        <span className={styles.label}>{children}</span>
      </CheckboxButton>
      {description && !errorMessage && (
        <Text slot="description" className={[field.description, styles.indented].join(' ')}>
          {description}
        </Text>
      )}
      <FieldError className={[field.error, styles.indented].join(' ')}>
        {errorMessage ?? ((validation) => (validation.validationDetails.valueMissing ? intl.formatMessage(checkboxMessages.required) : validation.validationErrors.join(' ') || null))}
      </FieldError>
    </CheckboxField>
  );
}

export type CheckboxOption = { value: string; label: ReactNode; isDisabled?: boolean };

export type CheckboxGroupProps = Omit<AriaCheckboxGroupProps, 'className' | 'style' | 'children'> & {
  /** The group's visible label; without one, give an `aria-label` (e.g. when a “select all” box heads the group). */
  label?: ReactNode;
  options: readonly CheckboxOption[];
  description?: ReactNode;
  /** Shown under the group and announced; also marks the group and its boxes invalid. */
  errorMessage?: ReactNode;
  /** `row` wraps the boxes along the line (short labels); `column` stacks them (default). */
  orientation?: 'row' | 'column';
  className?: string;
};

/** Several independent choices under one label; `value` is the list of chosen option values. */
export function CheckboxGroup({ label, options, description, errorMessage, orientation = 'column', className, isInvalid, isRequired, ...props }: CheckboxGroupProps) {
  const intl = useIntl();
  return (
    <AriaCheckboxGroup
      {...props}
      isRequired={isRequired}
      isInvalid={isInvalid ?? (errorMessage ? true : undefined)}
      className={[field.field, className].filter(Boolean).join(' ')}
    >
      {label && (
        <Label className={field.label}>
          {label}
          <RequiredMark isRequired={isRequired} />
        </Label>
      )}
      <div className={styles.options[orientation]}>
        {options.map((option) => (
          <Checkbox key={option.value} value={option.value} isDisabled={option.isDisabled}>
            {option.label}
          </Checkbox>
        ))}
      </div>
      {description && !errorMessage && (
        <Text slot="description" className={field.description}>
          {description}
        </Text>
      )}
      <FieldError className={field.error}>
        {errorMessage ?? ((validation) => (validation.validationDetails.valueMissing ? intl.formatMessage(checkboxMessages.groupRequired) : validation.validationErrors.join(' ') || null))}
      </FieldError>
    </AriaCheckboxGroup>
  );
}
