import type { ReactNode } from 'react';
import { I18nProvider, useLocale } from 'react-aria-components';

/**
 * The locale's tag with the Gregorian calendar. Sessions, the server's months ("2026-11") and ISO dates are
 * Gregorian, while some browsers and ICU versions default ar-SA to the Umm al-Qura calendar (and fa-IR to the
 * Persian one); digits, month names, week start and direction stay the locale's.
 */
export function gregorianLocale(tag: string): string {
  const locale = new Intl.Locale(tag);
  return locale.calendar === 'gregory' ? tag : new Intl.Locale(tag, { calendar: 'gregory' }).toString();
}

/** Gives react-aria's date components below it the Gregorian calendar of the current locale. */
export function GregorianCalendar({ children }: { children: ReactNode }) {
  const { locale } = useLocale();
  return <I18nProvider locale={gregorianLocale(locale)}>{children}</I18nProvider>;
}
