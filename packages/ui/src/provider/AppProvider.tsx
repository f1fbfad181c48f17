import { useCallback, useEffect, useMemo, useRef, type ReactNode } from 'react';
import { IntlProvider, type MessageFormatElement } from 'react-intl';
import { I18nProvider } from 'react-aria-components';
import { UNSAFE_PortalProvider } from 'react-aria';
import { assignInlineVars } from '@vanilla-extract/dynamic';
import { LOCALES, type Direction, type LocaleCode } from '@academy/rules';
import type { SchoolTheme, ThemeMode } from '@academy/tokens';
import { themeClass, vars } from '../theme/theme.css.ts';
import { themeRoot } from '../theme/root.css.ts';
import { schoolThemeStyle } from '../theme/school.ts';
import { AppContext, type AppContextValue } from './LocaleContext.ts';

export type AppProviderProps = {
  locale: LocaleCode;
  /**
   * The locale's messages, compiled to ICU ASTs: the portal's whole catalogue (@academy/i18n `loadMessages`), or the
   * library's own from the package (`@academy/ui/messages/ar_SA.json`).
   */
  messages: Record<string, MessageFormatElement[]>;
  theme?: ThemeMode;
  /** A school's brand overrides, applied at run time. */
  school?: SchoolTheme | undefined;
  /** Forces a direction (Storybook's direction toolbar); by default the locale's. */
  dir?: Direction | undefined;
  /** Sets <html lang dir> too. Off when several providers share a page (the visual test matrix). */
  syncDocument?: boolean;
  className?: string;
  children: ReactNode;
};

function reportIntlError(error: { code?: string; message: string }) {
  // Every locale has every id (the catalog check), so a missing message means its part of the catalogue was not
  // loaded (the portal loads areas with their pages); anything else (bad ICU, bad arguments) is a bug too.
  console.error(error.message);
}

/**
 * Sets up everything a component needs to look and read right: theme class and school variables, the font stack
 * of the locale's script, lang and dir, react-intl, react-aria's locale, and a portal container inside the themed
 * root so dialogs and popovers keep the theme and the direction.
 */
export function AppProvider({ locale, messages, theme = 'light', school, dir, syncDocument = true, className, children }: AppProviderProps) {
  const info = LOCALES[locale];
  const direction = dir ?? info.dir;
  const rootRef = useRef<HTMLDivElement>(null);
  const getContainer = useCallback(() => rootRef.current, []);

  useEffect(() => {
    if (!syncDocument) return;
    document.documentElement.lang = info.tag;
    document.documentElement.dir = direction;
  }, [syncDocument, info.tag, direction]);

  // react-aria takes its direction (arrow keys, popover sides, drag and drop) from the locale alone: a forced
  // direction (Storybook's toolbar: English right to left) reaches it as the language in a script of that direction.
  const ariaLocale = useMemo(() => (direction === info.dir ? info.tag : new Intl.Locale(info.tag, { script: direction === 'rtl' ? 'Arab' : 'Latn' }).toString()), [direction, info.dir, info.tag]);
  const context = useMemo<AppContextValue>(() => ({ locale: info, dir: direction, theme, school }), [info, direction, theme, school]);
  const style = useMemo(
    () => ({ ...schoolThemeStyle(school, theme), ...assignInlineVars({ [vars.font.family.body]: vars.font.family.script[info.script] }) }),
    [school, theme, info.script],
  );

  return (
    <div ref={rootRef} className={[themeRoot, themeClass[theme], className].filter(Boolean).join(' ')} lang={info.tag} dir={direction} style={style} data-theme={theme}>
      <AppContext.Provider value={context}>
        <IntlProvider locale={info.tag} messages={messages} defaultLocale="en-US" onError={reportIntlError}>
          <I18nProvider locale={ariaLocale}>
            <UNSAFE_PortalProvider getContainer={getContainer}>{children}</UNSAFE_PortalProvider>
          </I18nProvider>
        </IntlProvider>
      </AppContext.Provider>
    </div>
  );
}
