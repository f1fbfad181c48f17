import { createContext, useContext } from 'react';
import type { LocaleCode } from '@academy/rules';

export type LocaleControl = { locale: LocaleCode; changeLocale: (code: LocaleCode) => void };

export const LocaleControlContext = createContext<LocaleControl | null>(null);

/** The current language and the switcher the header uses (switching keeps the page, spec §1). */
export function useLocaleControl(): LocaleControl {
  const control = useContext(LocaleControlContext);
  if (!control) throw new Error('useLocaleControl outside AppShell');
  return control;
}
