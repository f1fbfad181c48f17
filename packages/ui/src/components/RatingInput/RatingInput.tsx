import { useState, type ReactNode } from 'react';
import { FieldError, Label, RadioButton, RadioField, RadioGroup, Text } from 'react-aria-components';
import { useIntl } from 'react-intl';
import { visuallyHidden } from '../../styles/shared.css.ts';
import * as field from '../../styles/field.css.ts';
import { RequiredMark } from '../../styles/RequiredMark.tsx';
import { icons } from '../Icon/index.ts';
import * as styles from './RatingInput.css.ts';
import { ratingInputMessages } from './RatingInput.messages.ts';

/** The highest rating: spec ratings are 1–5. */
export const RATING_MAX = 5;

export type RatingInputProps = {
  /** What is rated (a question's title). */
  label: ReactNode;
  /** The rating, 1–5, or null when none is chosen yet. */
  value: number | null;
  onChange?: (value: number) => void;
  isRequired?: boolean;
  description?: ReactNode;
  /** Shown under the stars, announced with the group (aria-describedby), and marks the stars invalid. */
  errorMessage?: ReactNode;
  isInvalid?: boolean;
  /** Shows a given rating: still read by screen readers and reachable by keyboard, not changeable. */
  isReadOnly?: boolean;
  isDisabled?: boolean;
  /** Form field name, when it is sent with a native form. */
  name?: string;
  className?: string;
};

const STAR_PATH = icons.star.path;

/**
 * A 1–5 rating as a radio group of stars: arrow keys move and choose (in the reading direction, by react-aria),
 * each star is named "3 of 5" in the locale's digits, and the stars up to the one under the pointer light up.
 */
export function RatingInput({ label, value, onChange, isRequired, description, errorMessage, isInvalid, isReadOnly, isDisabled, name, className }: RatingInputProps) {
  const intl = useIntl();
  const [hovered, setHovered] = useState<number | null>(null);
  const interactive = !isReadOnly && !isDisabled;
  const shown = (interactive ? hovered : null) ?? value ?? 0;
  const nameOf = (n: number) => intl.formatMessage(ratingInputMessages.star, { n, max: RATING_MAX });
  return (
    <RadioGroup
      value={value === null ? null : String(value)}
      onChange={(next) => onChange?.(Number(next))}
      isRequired={isRequired}
      isInvalid={isInvalid ?? Boolean(errorMessage)}
      isReadOnly={isReadOnly}
      isDisabled={isDisabled}
      name={name}
      orientation="horizontal"
      validationBehavior="aria"
      className={[styles.group, className].filter(Boolean).join(' ')}
    >
      <Label className={field.label}>
        {label}
        <RequiredMark isRequired={isRequired} />
      </Label>
      <div className={styles.row}>
        <div className={styles.stars} onPointerLeave={() => setHovered(null)}>
          {Array.from({ length: RATING_MAX }, (_, index) => index + 1).map((n) => (
            <RadioField key={n} value={String(n)}>
              <RadioButton className={styles.star} onHoverStart={() => setHovered(n)} onHoverEnd={() => setHovered((current) => (current === n ? null : current))}>
                <svg className={[styles.starSvg, n <= shown && styles.filled].filter(Boolean).join(' ')} viewBox="0 0 24 24" aria-hidden="true" focusable="false" data-filled={n <= shown || undefined}>
                  <path d={STAR_PATH} />
                </svg>
                <span className={visuallyHidden}>{nameOf(n)}</span>
              </RadioButton>
            </RadioField>
          ))}
        </div>
        {(value !== null || isReadOnly) && (
          <span className={styles.valueText} aria-hidden="true">
            {value !== null ? nameOf(value) : intl.formatMessage(ratingInputMessages.none)}
          </span>
        )}
      </div>
      {description && !errorMessage && (
        <Text slot="description" className={field.description}>
          {description}
        </Text>
      )}
      <FieldError className={field.error}>{errorMessage}</FieldError>
    </RadioGroup>
  );
}
