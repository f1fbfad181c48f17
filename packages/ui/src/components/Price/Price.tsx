import { useIntl, type IntlShape } from 'react-intl';
import * as styles from './Price.css.ts';

export type PriceCurrency = 'CNY' | 'EUR' | 'GBP' | 'JPY' | 'USD';
export type PriceProps = {
  /** Integer minor units (cents, fen…; the yen has none), as orders store amounts. */
  amountMinor: number;
  currency: PriceCurrency;
  className?: string;
};

/** How many minor units a currency has (ISO 4217, as Intl knows it: the yen 0, the others here 2). */
export const minorDigits = (currency: string) => new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ?? 2;

/** An amount in minor units in the page's locale and the currency's own decimals (never string concatenation). */
export const formatMinorAmount = (intl: IntlShape, amountMinor: number, currency: string) => intl.formatNumber(amountMinor / 10 ** minorDigits(currency), { style: 'currency', currency });

/** A price or an order amount: formatted per locale, digits aligned in tables. */
export function Price({ amountMinor, currency, className }: PriceProps) {
  const intl = useIntl();
  return (
    <span className={[styles.root, className].filter(Boolean).join(' ')} data-currency={currency}>
      {formatMinorAmount(intl, amountMinor, currency)}
    </span>
  );
}
