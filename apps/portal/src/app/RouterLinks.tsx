import type { ReactNode } from 'react';
import { useHref, useNavigate } from 'react-router';
import { LinkRouterProvider } from '@academy/ui';

/** Library links navigate with React Router: no full page loads inside the app. */
export function RouterLinks({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  // react-aria calls useHref as a hook inside its links, which is exactly how it is meant to be passed.
  // oxlint-disable-next-line react-hooks/rules-of-hooks
  return <LinkRouterProvider navigate={(to) => void navigate(to)} useHref={useHref}>{children}</LinkRouterProvider>;
}
