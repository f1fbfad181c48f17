import type { ReactElement } from 'react';
import { render, type RenderResult } from '@testing-library/react';
import { loadMessages } from '@academy/i18n';
import type { LocaleCode } from '@academy/rules';
import type { SchoolTheme, ThemeMode } from '@academy/tokens';
import { AppProvider } from '../provider/AppProvider.tsx';
// The parts that load on first use (a Select's list, a row menu, a dialog, a date field's calendar), imported with
// the tests as they were before they became lazy: a test's first press then waits a microtask, not a module
// transform inside the test's time limit (seconds on a cold, busy machine).
import '../components/Select/SelectField.tsx';
import '../components/DataTable/RowActionsMenu.tsx';
import '../components/ConfirmDialog/ConfirmDialogModal.tsx';
import '../components/DateTimeField/PickerPopover.tsx';

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
