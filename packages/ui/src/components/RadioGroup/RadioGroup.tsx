import type { ReactNode } from 'react';
import { Label, Radio, RadioGroup as AriaRadioGroup, type RadioGroupProps as AriaRadioGroupProps } from 'react-aria-components';
import * as styles from './RadioGroup.css.ts';

export type RadioOption = { value: string; label: ReactNode; isDisabled?: boolean };
export type RadioGroupProps = Omit<AriaRadioGroupProps, 'className' | 'style' | 'children'> & { label: ReactNode; options: readonly RadioOption[] };

/** One choice among a few, shown as pills; arrow keys move between them (reversed in RTL, by react-aria). */
export function RadioGroup({ label, options, ...props }: RadioGroupProps) {
  return (
    <AriaRadioGroup {...props} className={styles.group}>
      <Label className={styles.label}>{label}</Label>
      <div className={styles.options}>
        {options.map((option) => (
          <Radio key={option.value} value={option.value} isDisabled={option.isDisabled} className={styles.radio}>
            {option.label}
          </Radio>
        ))}
      </div>
    </AriaRadioGroup>
  );
}
