import type { IntlShape } from 'react-intl';

/** Minutes as the reader's language writes them ("90 min", "90 دقيقة"). */
export const formatMinutes = (intl: IntlShape, minutes: number, unitDisplay: 'short' | 'long' = 'short') => intl.formatNumber(minutes, { style: 'unit', unit: 'minute', unitDisplay });
