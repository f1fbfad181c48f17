import { createContext, useContext } from 'react';
import { LOCALES, type Direction, type LocaleInfo } from '@academy/rules';
import type { SchoolTheme, ThemeMode } from '@academy/tokens';

export type AppContextValue = { locale: LocaleInfo; dir: Direction; theme: ThemeMode; school: SchoolTheme | undefined };

export const AppContext = createContext<AppContextValue | null>(null);

/** The locale, direction and theme the nearest AppProvider set up (en_US, ltr, light outside any provider). */
export function useAppContext(): AppContextValue {
  return useContext(AppContext) ?? { locale: LOCALES.en_US, dir: 'ltr', theme: 'light', school: undefined };
}

/** True inside an AppProvider: Storybook's decorator uses it to avoid wrapping a story twice. */
export function useHasAppProvider(): boolean {
  return useContext(AppContext) !== null;
}
