import { useState, type ReactNode } from 'react';
import { FieldError, Label, Text, TextArea as AriaTextArea, TextField as AriaTextField, type TextFieldProps } from 'react-aria-components';
import * as field from '../../styles/field.css.ts';
import { RequiredMark } from '../../styles/RequiredMark.tsx';
import * as styles from './TextArea.css.ts';
import { CharacterCount, CharactersLeft } from './CharacterCount.tsx';
import * as countStyles from '../../styles/characterCount.css.ts';

export type TextAreaProps = Omit<TextFieldProps, 'className' | 'style' | 'children' | 'maxLength'> & {
  label: ReactNode;
  description?: ReactNode;
  errorMessage?: ReactNode;
  placeholder?: string;
  /** Maximum characters; shows an n/max counter (spec §2 feedback: n/200). */
  maxLength?: number;
  rows?: number;
  className?: string;
};

/** Remaining characters at which screen readers hear a countdown. */

/** A multi-line input with an n/max counter that screen readers hear only when the limit is near. */
export function TextArea({ label, description, errorMessage, placeholder, maxLength, rows = 4, className, isInvalid, isRequired, value, defaultValue, onChange, ...props }: TextAreaProps) {
  const [typed, setTyped] = useState(defaultValue ?? '');
  const count = (value ?? typed).length;
  const remaining = maxLength === undefined ? undefined : Math.max(0, maxLength - count);
  return (
    <AriaTextField
      {...props}
      value={value}
      defaultValue={defaultValue}
      onChange={(next) => {
        setTyped(next);
        onChange?.(next);
      }}
      maxLength={maxLength}
      isRequired={isRequired}
      isInvalid={isInvalid ?? Boolean(errorMessage)}
      className={[field.field, className].filter(Boolean).join(' ')}
    >
      <Label className={field.label}>
        {label}
        <RequiredMark isRequired={isRequired} />
      </Label>
      {/* What is typed takes its own direction (feedback in English on an Arabic page reads left to right); empty, the page's. */}
      <AriaTextArea className={[field.input, styles.area].join(' ')} placeholder={placeholder} rows={rows} dir={count > 0 ? 'auto' : undefined} />
      <div className={countStyles.footer}>
        <div>
          {description && !errorMessage && (
            <Text slot="description" className={field.description}>
              {description}
            </Text>
          )}
          <FieldError className={field.error}>{errorMessage}</FieldError>
        </div>
        {maxLength !== undefined && <CharacterCount count={count} maxLength={maxLength} />}
      </div>
      {remaining !== undefined && <CharactersLeft remaining={remaining} />}
    </AriaTextField>
  );
}
