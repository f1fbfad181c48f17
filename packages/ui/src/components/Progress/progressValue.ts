import type { IntlShape } from 'react-intl';

export type ProgressTone = 'default' | 'success';

/** A percentage kept between 0 and 100 (a rounding server or a late tick never draws outside the track). */
export function clampPercent(value: number): number {
  return Number.isFinite(value) ? Math.min(100, Math.max(0, value)) : 0;
}

/** The tone asked for, else success once complete. */
export function toneOf(value: number, tone?: ProgressTone): ProgressTone {
  return tone ?? (value >= 100 ? 'success' : 'default');
}

/** "42 %", "٤٢٪", "42%": the locale's percent, rounded to whole percents. */
export function formatPercent(intl: IntlShape, value: number): string {
  return intl.formatNumber(clampPercent(value) / 100, { style: 'percent', maximumFractionDigits: 0 });
}
