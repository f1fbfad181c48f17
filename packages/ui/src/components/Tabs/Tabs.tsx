import { useRef, type ReactNode } from 'react';
import { Tab as AriaTab, TabList as AriaTabList, TabPanel as AriaTabPanel, Tabs as AriaTabs, type Key, type TabsProps as AriaTabsProps } from 'react-aria-components';
import { firstEnabledKey } from './selection.ts';
import * as styles from './Tabs.css.ts';

export type TabItem = { id: Key; label: ReactNode; content: ReactNode; isDisabled?: boolean };

export type TabsProps = Omit<AriaTabsProps, 'className' | 'style' | 'children'> & {
  /** Accessible name of the tab list. */
  'aria-label': string;
  /** The tabs in reading order: an id, the tab's label, its panel's content, and whether it is disabled. */
  items: ReadonlyArray<TabItem>;
  /** The selected tab's id when the page holds the selection (with onSelectionChange); the first enabled tab by default. */
  selectedKey?: Key | null;
  /** The tab selected at first when the tabs hold their selection themselves. */
  defaultSelectedKey?: Key;
  /** Called with the id of the tab a reader selects (click, arrow keys, Home, End). */
  onSelectionChange?: (key: Key) => void;
  /** `automatic` (default): arrow keys select as they move; `manual`: they move focus, Enter or Space selects. */
  keyboardActivation?: 'automatic' | 'manual';
  /** An extra class on the tabs' outer box (its place in a page layout). */
  className?: string;
  /** Focus the selected tab as it first appears (DeferredTabs hands a keyboard user's focus over this way). */
  autoFocusSelected?: boolean;
};

/**
 * Tabs with keyboard support from react-aria: arrow keys move along the reading direction (reversed in RTL),
 * Home/End jump, the selected panel follows.
 */
export function Tabs({ items, className, 'aria-label': ariaLabel, autoFocusSelected = false, ...props }: TabsProps) {
  const focusPending = useRef(autoFocusSelected);
  const disabledKeys = items.filter((item) => item.isDisabled).map((item) => item.id);
  // Known from the first render (react-aria would pick it only once the tab collection is built, a frame later):
  // the selected panel then paints with the tabs and nothing below it jumps (layout shift).
  const defaultSelectedKey = props.selectedKey === undefined ? (props.defaultSelectedKey ?? firstEnabledKey(items)) : undefined;
  return (
    <AriaTabs {...props} defaultSelectedKey={defaultSelectedKey} disabledKeys={disabledKeys} className={[styles.tabs, className].filter(Boolean).join(' ')}>
      <AriaTabList aria-label={ariaLabel} className={styles.list}>
        {items.map((item) => (
          <AriaTab
            key={item.id}
            id={item.id}
            className={styles.tab}
            ref={(element) => {
              if (!focusPending.current || element?.getAttribute('aria-selected') !== 'true') return;
              focusPending.current = false;
              element.focus();
            }}
          >
            {item.label}
          </AriaTab>
        ))}
      </AriaTabList>
      {items.map((item) => (
        <AriaTabPanel key={item.id} id={item.id} className={styles.panel}>
          {item.content}
        </AriaTabPanel>
      ))}
    </AriaTabs>
  );
}
