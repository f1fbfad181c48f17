import { createContext, useContext, type AnchorHTMLAttributes, type MouseEvent, type ReactNode } from 'react';
import { RouterProvider } from 'react-aria-components';

type Navigate = (href: string) => void;
const NavigateContext = createContext<Navigate | null>(null);

export type LinkRouterProviderProps = { navigate: Navigate; useHref?: (href: string) => string; children: ReactNode };

/**
 * The app's router for every library link: react-aria's (the items of a menu, which also ask for useHref) and the
 * plain links below (Link, the header, cards, rankings), which take the app's own absolute paths.
 */
export function LinkRouterProvider({ navigate, useHref, children }: LinkRouterProviderProps) {
  return (
    <NavigateContext.Provider value={navigate}>
      <RouterProvider navigate={navigate} useHref={useHref}>
        {children}
      </RouterProvider>
    </NavigateContext.Provider>
  );
}

/** What a browser would open itself: a new tab or window, a download, another site, another button than the main one. */
function opensElsewhere(event: MouseEvent<HTMLAnchorElement>): boolean {
  const link = event.currentTarget;
  const target = link.getAttribute('target');
  return event.button !== 0 || event.metaKey || event.ctrlKey || event.altKey || event.shiftKey || (target !== null && target !== '_self') || link.hasAttribute('download') || link.origin !== window.location.origin;
}

export type PlainLinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & { href: string };

/**
 * A link as the browser knows it, navigating with the app's router. For the many links of a listing (cards,
 * rankings): react-aria's Link adds press, hover and focus-ring state to each, which costs render time on a phone
 * and is not needed where CSS :hover and :focus-visible style the link. Without a router it is an ordinary link.
 */
export function PlainLink({ href, onClick, children, ...props }: PlainLinkProps) {
  const navigate = useContext(NavigateContext);
  return (
    <a
      {...props}
      href={href}
      onClick={(event) => {
        onClick?.(event);
        if (event.defaultPrevented || !navigate || opensElsewhere(event)) return;
        event.preventDefault();
        navigate(href);
      }}
    >
      {children}
    </a>
  );
}
