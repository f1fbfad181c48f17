import { useState, type ReactNode } from 'react';
import { FieldError, Input, Label, Text, TextField as AriaTextField, type TextFieldProps as AriaTextFieldProps } from 'react-aria-components';
import * as field from '../../styles/field.css.ts';
import { RequiredMark } from '../../styles/RequiredMark.tsx';

export type TextFieldProps = Omit<AriaTextFieldProps, 'className' | 'style' | 'children'> & {
  /** The visible label, always present (a placeholder is no label); screen readers read it as the field's name. */
  label: ReactNode;
  /** Help text under the field (the expected format), read after the label; hidden while an error shows. */
  description?: ReactNode;
  /** Shown under the field and announced; also marks the field invalid. */
  errorMessage?: ReactNode;
  /** An example of what to type, in the page's language; it disappears as soon as the reader types. */
  placeholder?: string;
  /** The value when the page holds it (with onChange). */
  value?: string;
  /** The value at first when the field holds it itself. */
  defaultValue?: string;
  /** Called with the whole new value on every change. */
  onChange?: (value: string) => void;
  /** Marks the label with a required sign and tells screen readers the field is required. */
  isRequired?: boolean;
  /** Not editable and skipped by Tab; its value is not submitted. */
  isDisabled?: boolean;
  /** The input's type: `text` (default), `email`, `tel`, `url`, `password`, `search`, `date`… */
  type?: string;
  /** The on-screen keyboard to show (`numeric` for codes and phone numbers). */
  inputMode?: 'none' | 'text' | 'tel' | 'url' | 'email' | 'numeric' | 'decimal' | 'search';
  /** The most characters the field takes. */
  maxLength?: number;
  /** The form field name, when the field is submitted by a form. */
  name?: string;
  /** An extra class on the field's outer box (its place in a page layout). */
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
