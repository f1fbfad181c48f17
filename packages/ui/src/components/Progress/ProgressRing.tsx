import { Label, ProgressBar as AriaProgressBar } from 'react-aria-components';
import { useIntl } from 'react-intl';
import * as styles from './Progress.css.ts';
import type { ProgressLabelProps } from './ProgressBar.tsx';
import { clampPercent, formatPercent, toneOf, type ProgressTone } from './progressValue.ts';

export type ProgressRingProps = ProgressLabelProps & {
  /** Percent done, 0–100 (clamped). */
  value: number;
  /** Replaces the shown and announced percentage. */
  valueLabel?: string;
  /** `sm`: an icon-sized ring with the value beside it; `md`: a large ring with the value inside. */
  size?: 'sm' | 'md';
  tone?: ProgressTone;
  className?: string;
};

// The circle in a 36-unit box: radius and stroke chosen so the ring keeps its weight at both sizes.
const BOX = 36;
const STROKE = 4;
const RADIUS = (BOX - STROKE) / 2;
const CIRCUMFERENCE = 2 * Math.PI * RADIUS;

/**
 * Progress as a ring (a course's total progress in a card or header): clockwise from the top, counter-clockwise in
 * RTL, with the locale's percentage. Same semantics as ProgressBar (role="progressbar", aria-valuenow).
 */
export function ProgressRing({ label, 'aria-label': ariaLabel, value, valueLabel, size = 'md', tone, className }: ProgressRingProps) {
  const intl = useIntl();
  const percent = clampPercent(value);
  const text = valueLabel ?? formatPercent(intl, percent);
  return (
    <AriaProgressBar value={percent} valueLabel={text} aria-label={ariaLabel} className={[styles.ring, className].filter(Boolean).join(' ')}>
      <span className={[styles.ringBox, styles.ringSize[size]].join(' ')}>
        <svg className={styles.ringSvg} viewBox={`0 0 ${BOX} ${BOX}`} aria-hidden="true" focusable="false">
          <circle className={styles.ringTrack} cx={BOX / 2} cy={BOX / 2} r={RADIUS} strokeWidth={STROKE} />
          {percent > 0 && (
            <circle
              className={[styles.ringFill, styles.ringTone[toneOf(percent, tone)]].join(' ')}
              cx={BOX / 2}
              cy={BOX / 2}
              r={RADIUS}
              strokeWidth={STROKE}
              strokeDasharray={CIRCUMFERENCE}
              strokeDashoffset={CIRCUMFERENCE * (1 - percent / 100)}
              data-testid="progress-fill"
            />
          )}
        </svg>
        {size === 'md' && (
          <span className={styles.ringValue} aria-hidden="true">
            {text}
          </span>
        )}
      </span>
      {(label !== undefined || size === 'sm') && (
        <span className={styles.ringText}>
          {label !== undefined && <Label className={styles.label}>{label}</Label>}
          {size === 'sm' && (
            <span className={styles.value} aria-hidden="true">
              {text}
            </span>
          )}
        </span>
      )}
    </AriaProgressBar>
  );
}
