import type { ReactNode } from 'react';
import { FieldError, Label, Radio, RadioGroup as AriaRadioGroup, Text, type RadioGroupProps as AriaRadioGroupProps } from 'react-aria-components';
import * as field from '../../styles/field.css.ts';
import { RequiredMark } from '../../styles/RequiredMark.tsx';
import * as styles from './RadioGroup.css.ts';

export type RadioOption = { value: string; label: ReactNode; isDisabled?: boolean };
export type RadioGroupProps = Omit<AriaRadioGroupProps, 'className' | 'style' | 'children'> & {
  label: ReactNode;
  options: readonly RadioOption[];
  description?: ReactNode;
  /** Shown under the choices and announced with the group; also marks the group and its choices invalid. */
  errorMessage?: ReactNode;
};

/** One choice among a few, shown as pills; arrow keys move between them (reversed in RTL, by react-aria). */
export function RadioGroup({ label, options, description, errorMessage, isInvalid, isRequired, ...props }: RadioGroupProps) {
  return (
    <AriaRadioGroup {...props} isRequired={isRequired} isInvalid={isInvalid ?? (errorMessage ? true : undefined)} className={styles.group}>
      <Label className={styles.label}>
        {label}
        <RequiredMark isRequired={isRequired} />
      </Label>
      <div className={styles.options}>
        {options.map((option) => (
          <Radio key={option.value} value={option.value} isDisabled={option.isDisabled} className={styles.radio}>
            {option.label}
          </Radio>
        ))}
      </div>
      {description && !errorMessage && (
        <Text slot="description" className={field.description}>
          {description}
        </Text>
      )}
      <FieldError className={field.error}>{errorMessage}</FieldError>
    </AriaRadioGroup>
  );
}
