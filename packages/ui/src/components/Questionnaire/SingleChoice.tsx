import type { ReactNode } from 'react';
import { FieldError, Label, RadioButton, RadioField, RadioGroup } from 'react-aria-components';
import { contentProps } from '../../content/contentProps.ts';
import * as field from '../../styles/field.css.ts';
import { RequiredMark } from '../../styles/RequiredMark.tsx';
import * as styles from './Questionnaire.css.ts';
import type { QuestionOption } from './answers.ts';

export type SingleChoiceProps = {
  label: ReactNode;
  options: readonly QuestionOption[];
  value: string | null;
  onChange: (value: string) => void;
  isRequired: boolean;
  errorMessage?: ReactNode;
  isReadOnly?: boolean;
};

/** One answer among a question's options: radios one per line, each label in its own direction (user content). */
export function SingleChoice({ label, options, value, onChange, isRequired, errorMessage, isReadOnly }: SingleChoiceProps) {
  return (
    <RadioGroup
      value={value}
      onChange={onChange}
      isRequired={isRequired}
      isInvalid={Boolean(errorMessage)}
      isReadOnly={isReadOnly}
      validationBehavior="aria"
      className={styles.choiceGroup}
    >
      <Label className={field.label}>
        {label}
        <RequiredMark isRequired={isRequired} />
      </Label>
      <div className={styles.choices}>
        {options.map((option) => (
          <RadioField key={option.id} value={option.id}>
            <RadioButton className={styles.choice}>
              <span className={styles.circle}>
                <span className={styles.dot} />
              </span>
              <span {...contentProps(styles.choiceLabel)}>{option.label}</span>
            </RadioButton>
          </RadioField>
        ))}
      </div>
      <FieldError className={field.error}>{errorMessage}</FieldError>
    </RadioGroup>
  );
}
