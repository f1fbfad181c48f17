/** Decimal places of each sold currency (ISO 4217): the yen has none. Amounts are stored in these minor units. */
export const MINOR_DIGITS: Record<string, number> = { CNY: 2, EUR: 2, GBP: 2, JPY: 0, USD: 2 };

/** A catalogue price (numeric in major units, as resources.price holds it) in integer minor units. */
export const toMinor = (price: number | string, currency: string) => Math.round(Number(price) * 10 ** (MINOR_DIGITS[currency] ?? 2));
