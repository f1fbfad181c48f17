import type { IntlShape } from 'react-intl';

const UNITS = ['byte', 'kilobyte', 'megabyte', 'gigabyte'] as const;

/**
 * A file size with the locale's digits and unit name: 980 bytes, 12 kB, 3.4 MB (steps of 1024, as file managers
 * count). Bytes take the long name: the short one is "byte" in English and Japanese ("95 byte").
 */
export function formatFileSize(intl: IntlShape, bytes: number): string {
  let value = Math.max(0, bytes);
  let unit = 0;
  while (value >= 1024 && unit < UNITS.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return intl.formatNumber(value, { style: 'unit', unit: UNITS[unit], unitDisplay: unit === 0 ? 'long' : 'short', maximumFractionDigits: unit < 2 ? 0 : 1 });
}
