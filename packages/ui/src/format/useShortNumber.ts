import { useIntl, type FormatNumberOptions } from 'react-intl';
import { SHORT_NUMBER_CAP, shortNumber } from '@academy/rules';

/** The compact form: one decimal at most, rounded down (1,999 reads 1.9 thousand, never an inflated 2). */
// roundingMode (Intl.NumberFormat v3) is passed through to Intl; react-intl's option type does not list it yet.
const COMPACT = { notation: 'compact', maximumFractionDigits: 1, roundingMode: 'trunc' } as FormatNumberOptions;

/**
 * Spec §5 short form — whole numbers below 1,000, shorter from 1,000 on, capped at 9,999 thousand — in the
 * locale's own compact notation and digits: 12.3K in English, 1.2万 in Chinese and Japanese, 1.2만 in Korean,
 * ١٢٫٣ ألف in Arabic, 12,3 tys. in Polish. A locale that does not shorten thousands (Chinese below 万, German)
 * shows them whole, as its readers expect.
 */
export function useShortNumber(): (value: number) => string {
  const intl = useIntl();
  return (value) => {
    const short = shortNumber(value);
    if (short.unit === '') return intl.formatNumber(short.value);
    return intl.formatNumber(Math.min(Math.floor(value), SHORT_NUMBER_CAP * 1000), COMPACT);
  };
}
