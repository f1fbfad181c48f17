import type { ReactNode } from 'react';
import { I18nProvider, useLocale } from 'react-aria-components';
import { gregorianLocale } from './gregorianTag.ts';

/** Gives react-aria's date components below it the Gregorian calendar of the current locale. */
export function GregorianCalendar({ children }: { children: ReactNode }) {
  const { locale } = useLocale();
  return <I18nProvider locale={gregorianLocale(locale)}>{children}</I18nProvider>;
}
