import { useId, useState, type ComponentType } from 'react';
import type { Key } from 'react-aria-components';
import type { TabsProps } from './Tabs.tsx';
import { firstEnabledKey } from './selection.ts';
import * as styles from './Tabs.css.ts';

type TabsComponent = ComponentType<TabsProps>;

// One load for every deferred tab list on the page; later mounts find the component already here.
let loadedTabs: TabsComponent | null = null;
let loadingTabs: Promise<TabsComponent> | null = null;
const loadTabs = () => (loadingTabs ??= import('./Tabs.tsx').then((module) => (loadedTabs = module.Tabs)));

export type DeferredTabsProps = Pick<TabsProps, 'items' | 'aria-label' | 'className'> & { defaultSelectedKey?: Key };

/**
 * `Tabs` for pages that must show quickly (the home page's all-in-one section): until the reader points at, touches
 * or focuses the tab list, it renders the markup react-aria's tabs render (roles, ids, roving tab stop, selected
 * tab and its panel — same classes, so it looks the same) without react-aria's collection and keyboard code, about
 * 20 KB gzip. On that first interaction `Tabs` loads and takes over with the same selection; a keyboard user's
 * focus moves onto its selected tab. A click before it has loaded still selects.
 * Use `Tabs` where the tab panels hold form state: taking over mounts the panels afresh.
 */
export function DeferredTabs({ items, 'aria-label': ariaLabel, className, defaultSelectedKey }: DeferredTabsProps) {
  const [Loaded, setLoaded] = useState<TabsComponent | null>(() => loadedTabs);
  const [selectedKey, setSelectedKey] = useState<Key | undefined>(() => defaultSelectedKey ?? firstEnabledKey(items));
  const [focusOnLoad, setFocusOnLoad] = useState(false);
  const id = useId();

  if (Loaded) {
    return <Loaded autoFocusSelected={focusOnLoad} items={items} aria-label={ariaLabel} className={className} selectedKey={selectedKey} onSelectionChange={setSelectedKey} />;
  }

  const engage = () => void loadTabs().then((component) => setLoaded(() => component));
  const selectedIndex = Math.max(0, items.findIndex((item) => item.id === selectedKey));
  const tabId = (index: number) => `${id}-tab-${index}`;
  const panelId = `${id}-panel`;
  return (
    <div className={[styles.tabs, className].filter(Boolean).join(' ')} data-orientation="horizontal">
      <div
        role="tablist"
        aria-label={ariaLabel}
        aria-orientation="horizontal"
        className={styles.list}
        data-orientation="horizontal"
        onPointerEnter={engage}
        onTouchStart={engage}
        onFocus={() => {
          setFocusOnLoad(true);
          engage();
        }}
      >
        {items.map((item, index) => {
          const selected = index === selectedIndex;
          return (
            <div
              key={item.id}
              id={tabId(index)}
              role="tab"
              aria-selected={selected}
              aria-controls={selected ? panelId : undefined}
              aria-disabled={item.isDisabled || undefined}
              tabIndex={selected ? 0 : -1}
              className={[styles.tab, styles.restingTab].join(' ')}
              data-selected={selected || undefined}
              data-disabled={item.isDisabled || undefined}
              onClick={() => !item.isDisabled && setSelectedKey(item.id)}
              // Focus has already asked for react-aria; until it is here, Enter and Space select as they will then.
              onKeyDown={(event) => {
                if ((event.key !== 'Enter' && event.key !== ' ') || item.isDisabled) return;
                event.preventDefault(); // Space would scroll the page
                setSelectedKey(item.id);
              }}
            >
              {item.label}
            </div>
          );
        })}
      </div>
      <div id={panelId} role="tabpanel" aria-labelledby={tabId(selectedIndex)} className={styles.panel}>
        {items[selectedIndex]?.content}
      </div>
    </div>
  );
}
