import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { AppShell, type ShellBoot } from './app/AppShell.tsx';
import { catalogFor, showCatalog } from './app/catalog.ts';
import { BootFallback } from './app/BootFallback.tsx';
import { RootErrorBoundary } from './app/RootErrorBoundary.tsx';
import { resolveInitialLocale } from './app/locale.ts';
import { loadScriptFonts } from './app/fonts.ts';
import { setCurrentLocale } from './app/currentLocale.ts';
import { guardMiddleware } from './routes/guard.ts';
import { appRoutes } from './routes/table.tsx';
import { client } from './app/api.ts';

async function start() {
  const locale = resolveInitialLocale(window.location.search);
  setCurrentLocale(locale.code);
  const loading = Promise.all([catalogFor(locale.code), loadScriptFonts(locale.code)]);
  // The router starts the first navigation when it is created: its route chunks and loaders' requests then load
  // while the messages do (nothing renders before the messages are in `boot`).
  const boot = { locale } as ShellBoot;
  const router = createBrowserRouter([
    {
      id: 'root',
      path: '/',
      element: <AppShell boot={boot} />,
      HydrateFallback: () => <BootFallback boot={boot} />,
      // The boundary and the guard sit below the shell, so error pages keep the providers, theme and language.
      children: [{ id: 'app', ErrorBoundary: RootErrorBoundary, middleware: [guardMiddleware], children: appRoutes }],
    },
  ]);
  // The answers the server sent with the page serve this first load only; later loads ask afresh.
  const stopPriming = router.subscribe((state) => {
    if (!state.initialized || state.navigation.state !== 'idle') return;
    client.forgetPrimed();
    stopPriming();
  });
  [boot.messages] = await loading;
  showCatalog(locale.code, boot.messages);
  if (import.meta.env.DEV) void import('./dev/axeReporter.ts').then((module) => module.startAxeReporter());
  // As a transition, the first render yields to the browser every few milliseconds (one long task otherwise,
  // when the route's data is already in, as with the answers primed in the HTML).
  const root = createRoot(document.getElementById('root')!);
  startTransition(() =>
    root.render(
      <StrictMode>
        <RouterProvider router={router} />
      </StrictMode>,
    ),
  );
}

void start();
