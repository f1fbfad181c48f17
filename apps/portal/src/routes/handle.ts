import type { MessageDescriptor } from 'react-intl';

/** What a route tells the shell: its title (spec §2 "Page title comes from route metadata"). */
export type RouteHandle = {
  /** A title, or a function of the URL for routes with a variant title (create-store). */
  title?: MessageDescriptor | ((url: URL) => MessageDescriptor);
  /** A layout whose data holds the page's school (layouts/portalLoader.ts `schoolChrome`): the shell takes its theme. */
  school?: true;
};

export function titleOf(handle: unknown, url: URL): MessageDescriptor | undefined {
  const title = (handle as RouteHandle | undefined)?.title;
  return typeof title === 'function' ? title(url) : title;
}

/** Route ids of the class pages whose loader holds the class (pages/classInfo/classLoader.ts). */
export const CLASS_ROUTE_IDS = ['class', 'portal-class'] as const;
