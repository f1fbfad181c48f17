import type { ReactElement } from 'react';
import { render, type RenderResult } from '@testing-library/react';
import { loadMessages } from '@academy/i18n';
import type { LocaleCode } from '@academy/rules';
import type { SchoolTheme, ThemeMode } from '@academy/tokens';
import { AppProvider } from '../provider/AppProvider.tsx';
import './lazyParts.ts';

export type RenderInAppOptions = { locale?: LocaleCode; theme?: ThemeMode; school?: SchoolTheme };

/** Renders a component the way the portal does: inside AppProvider with the locale's real catalog. */
export async function renderInApp(ui: ReactElement, { locale = 'en_US', theme = 'light', school }: RenderInAppOptions = {}): Promise<RenderResult> {
  const messages = await loadMessages(locale);
  return render(
    <AppProvider locale={locale} messages={messages} theme={theme} school={school}>
      {ui}
    </AppProvider>,
  );
}
