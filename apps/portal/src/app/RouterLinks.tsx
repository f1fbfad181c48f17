import { useCallback, type ReactNode } from 'react';
import { useHref, useNavigate } from 'react-router';
import { LinkRouterProvider } from '@academy/ui';

/** Library links navigate with React Router: no full page loads inside the app. */
export function RouterLinks({ children }: { children: ReactNode }) {
  const routerNavigate = useNavigate();
  // One function for the app's life: the links' router context does not change, so links do not re-render for it.
  const navigate = useCallback((to: string) => void routerNavigate(to), [routerNavigate]);
  // react-aria calls useHref as a hook inside its links, which is exactly how it is meant to be passed.
  // oxlint-disable-next-line react-hooks/rules-of-hooks
  return <LinkRouterProvider navigate={navigate} useHref={useHref}>{children}</LinkRouterProvider>;
}
