import { useState, type ReactNode } from 'react';
import { FieldError, Input, Label, Text, TextField as AriaTextField, type TextFieldProps as AriaTextFieldProps } from 'react-aria-components';
import * as field from '../../styles/field.css.ts';
import { RequiredMark } from '../../styles/RequiredMark.tsx';

export type TextFieldProps = Omit<AriaTextFieldProps, 'className' | 'style' | 'children'> & {
  label: ReactNode;
  description?: ReactNode;
  /** Shown under the field and announced; also marks the field invalid. */
  errorMessage?: ReactNode;
  placeholder?: string;
  className?: string;
  /**
   * What is typed takes its own direction by default (an English title in an Arabic form reads left to right);
   * `ltr` keeps phone numbers, e-mail addresses and codes left to right whatever they start with.
   */
  inputDir?: 'ltr' | 'rtl' | 'auto';
};

/** A single-line text input with its label, help text and error message wired for assistive technology. */
export function TextField({ label, description, errorMessage, placeholder, className, inputDir = 'auto', isInvalid, isRequired, value, defaultValue, onChange, ...props }: TextFieldProps) {
  const [typed, setTyped] = useState(defaultValue ?? '');
  // An empty field has no letter to take a direction from (Chromium would make it left to right): it keeps the page's.
  const dir = inputDir === 'auto' && !(value ?? typed) ? undefined : inputDir;
  return (
    <AriaTextField
      {...props}
      value={value}
      defaultValue={defaultValue}
      onChange={(next) => {
        setTyped(next);
        onChange?.(next);
      }}
      isRequired={isRequired}
      isInvalid={isInvalid ?? Boolean(errorMessage)}
      className={[field.field, className].filter(Boolean).join(' ')}
    >
      <Label className={field.label}>
        {label}
        <RequiredMark isRequired={isRequired} />
      </Label>
      <Input className={field.input} placeholder={placeholder} dir={dir} />
      {description && !errorMessage && (
        <Text slot="description" className={field.description}>
          {description}
        </Text>
      )}
      <FieldError className={field.error}>{errorMessage}</FieldError>
    </AriaTextField>
  );
}
