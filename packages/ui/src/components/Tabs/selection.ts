import type { Key } from 'react-aria-components';

/** The tab selected when nothing says otherwise: the first that is not disabled (Tabs and DeferredTabs alike). */
export function firstEnabledKey(items: readonly { id: Key; isDisabled?: boolean }[]): Key | undefined {
  return items.find((item) => !item.isDisabled)?.id;
}
