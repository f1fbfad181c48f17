import type { ReactNode } from 'react';
import { FieldError, Input, Label, Text, TextField as AriaTextField, type TextFieldProps as AriaTextFieldProps } from 'react-aria-components';
import * as field from '../../styles/field.css.ts';

export type TextFieldProps = Omit<AriaTextFieldProps, 'className' | 'style' | 'children'> & {
  label: ReactNode;
  description?: ReactNode;
  /** Shown under the field and announced; also marks the field invalid. */
  errorMessage?: ReactNode;
  placeholder?: string;
  className?: string;
  /** Left-to-right content (phone numbers, e-mail, codes) stays LTR inside RTL pages. */
  inputDir?: 'ltr' | 'rtl' | 'auto';
};

/** A single-line text input with its label, help text and error message wired for assistive technology. */
export function TextField({ label, description, errorMessage, placeholder, className, inputDir, isInvalid, isRequired, ...props }: TextFieldProps) {
  return (
    <AriaTextField {...props} isRequired={isRequired} isInvalid={isInvalid ?? Boolean(errorMessage)} className={[field.field, className].filter(Boolean).join(' ')}>
      <Label className={field.label}>
        {label}
        {isRequired && <span className={field.requiredMark} aria-hidden="true">*</span>}
      </Label>
      <Input className={field.input} placeholder={placeholder} dir={inputDir} />
      {description && !errorMessage && (
        <Text slot="description" className={field.description}>
          {description}
        </Text>
      )}
      <FieldError className={field.error}>{errorMessage}</FieldError>
    </AriaTextField>
  );
}
