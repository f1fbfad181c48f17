import type { ReactNode } from 'react';
import { useHref, useNavigate, type NavigateOptions } from 'react-router';
import { RouterProvider } from 'react-aria-components';

declare module 'react-aria-components' {
  interface RouterConfig {
    routerOptions: NavigateOptions;
  }
}

/** Library links (react-aria) navigate with React Router: no full page loads inside the app. */
export function RouterLinks({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  return (
    // react-aria calls useHref as a hook inside its links, which is exactly how it is meant to be passed.
    // oxlint-disable-next-line react-hooks/rules-of-hooks
    <RouterProvider navigate={(to, options) => void navigate(to, options)} useHref={useHref}>
      {children}
    </RouterProvider>
  );
}
