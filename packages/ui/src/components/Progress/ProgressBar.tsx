import type { ReactNode } from 'react';
import { Label, ProgressBar as AriaProgressBar } from 'react-aria-components';
import { useIntl } from 'react-intl';
import * as styles from './Progress.css.ts';
import { clampPercent, formatPercent, toneOf, type ProgressTone } from './progressValue.ts';

/** A visible label, or only an accessible name (when the text next to the bar already says what it measures). */
export type ProgressLabelProps = { label: ReactNode; 'aria-label'?: never } | { label?: never; 'aria-label': string };

export type ProgressBarProps = ProgressLabelProps & {
  /** Percent done, 0–100 (clamped). Ignored while `isIndeterminate`. */
  value?: number;
  /** Work of unknown length (loading): a segment runs along the track, and no value is announced. */
  isIndeterminate?: boolean;
  /** Replaces the shown and announced percentage ("3 of 5 answered"). */
  valueLabel?: string;
  /** Show the value at the end of the label's line (default true). */
  showValue?: boolean;
  size?: 'sm' | 'md';
  /** `success` colours the fill green; by default it turns green at 100. */
  tone?: ProgressTone;
  className?: string;
};

/**
 * How far along something is (a course, a survey): a track filled from the reading direction's start, with its
 * label and the locale's percentage. role="progressbar" with aria-valuenow (react-aria).
 */
export function ProgressBar({ label, 'aria-label': ariaLabel, value = 0, isIndeterminate = false, valueLabel, showValue = true, size = 'md', tone, className }: ProgressBarProps) {
  const intl = useIntl();
  const percent = clampPercent(value);
  const text = valueLabel ?? formatPercent(intl, percent);
  return (
    <AriaProgressBar
      value={percent}
      isIndeterminate={isIndeterminate}
      valueLabel={isIndeterminate ? undefined : text}
      aria-label={ariaLabel}
      className={[styles.bar, className].filter(Boolean).join(' ')}
    >
      {(label !== undefined || (showValue && !isIndeterminate)) && (
        <span className={styles.header}>
          {label !== undefined && <Label className={styles.label}>{label}</Label>}
          {showValue && !isIndeterminate && (
            <span className={styles.value} aria-hidden="true">
              {text}
            </span>
          )}
        </span>
      )}
      <span className={[styles.track, styles.trackSize[size]].join(' ')}>
        <span
          className={[styles.fill, styles.tone[toneOf(isIndeterminate ? 0 : percent, tone)], isIndeterminate && styles.indeterminate].filter(Boolean).join(' ')}
          style={isIndeterminate ? undefined : { inlineSize: `${percent}%` }}
          data-testid="progress-fill"
        />
      </span>
    </AriaProgressBar>
  );
}
