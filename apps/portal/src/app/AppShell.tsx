import { lazy, Suspense, useCallback, useEffect, useMemo, useState } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { AppProvider, ToastProvider } from '@academy/ui';
import { RouterLinks } from './RouterLinks.tsx';
import type { CompiledMessages } from '@academy/i18n';
import { catalogFor, showCatalog, useShownCatalog } from './catalog.ts';
import { localizedName, type LocaleCode } from '@academy/rules';
import { usePageSchool } from '../layouts/pageSchool.ts';
import { LocaleControlContext } from './localeControl.ts';
import { rememberLocale, withLocale, type LocaleChoice } from './locale.ts';
import { recordLanguage } from './recordLanguage.ts';
import { loadScriptFonts } from './fonts.ts';
import { previewColorScheme, useColorScheme } from './colorScheme.ts';
import { useDocumentTitle } from './title.ts';
import { setCurrentLocale } from './currentLocale.ts';

// Development builds only: the site-map drawer (spec §2); production builds leave it out entirely.
const SiteMapDrawer = import.meta.env.DEV ? lazy(() => import('../dev/SiteMapDrawer.tsx').then((module) => ({ default: module.SiteMapDrawer }))) : null;

export type ShellBoot = { locale: LocaleChoice; messages: CompiledMessages };

/**
 * The root of every page: locale (with live switching that keeps the page), messages, colour scheme, the
 * school's theme when the page is a school's (any layout that loads one: layouts/pageSchool.ts), the document title, and the page outlet.
 */
export function AppShell({ boot }: { boot: ShellBoot }) {
  const [choice, setChoice] = useState(boot.locale);
  const messages = useShownCatalog();
  const school = usePageSchool();
  const systemScheme = useColorScheme();
  const navigate = useNavigate();
  const location = useLocation();
  const theme = previewColorScheme(location.search) ?? systemScheme;

  // A school's own default language applies when the visitor has not chosen one (spec §1).
  const schoolDefault = school?.defaultLocale;
  const locale = choice.source === 'default' && schoolDefault ? schoolDefault : choice.code;
  setCurrentLocale(locale);

  useEffect(() => {
    let current = true;
    void Promise.all([catalogFor(locale), loadScriptFonts(locale)]).then(([loaded]) => current && showCatalog(locale, loaded));
    return () => {
      current = false;
    };
  }, [locale]);

  const changeLocale = useCallback(
    (code: LocaleCode) => {
      rememberLocale(code);
      // Signed in: the server keeps it too, for the e-mails it sends (issue 31).
      void recordLanguage(code);
      setChoice({ code, source: 'stored' });
      void navigate(withLocale(location.pathname, location.search, location.hash, code), { replace: true, preventScrollReset: true });
    },
    [navigate, location.pathname, location.search, location.hash],
  );
  const control = useMemo(() => ({ locale, changeLocale }), [locale, changeLocale]);

  return (
    <LocaleControlContext.Provider value={control}>
      <AppProvider locale={locale} messages={messages} theme={theme} school={school?.theme ?? undefined}>
        <TitleFromRoutes schoolName={school ? localizedName(school, locale) : undefined} />
        <RouterLinks>
          <ToastProvider>
            <Outlet />
            {SiteMapDrawer && (
              <Suspense fallback={null}>
                <SiteMapDrawer />
              </Suspense>
            )}
          </ToastProvider>
        </RouterLinks>
      </AppProvider>
    </LocaleControlContext.Provider>
  );
}

function TitleFromRoutes({ schoolName }: { schoolName: string | undefined }) {
  useDocumentTitle(schoolName);
  return null;
}
