export { Tabs, type TabsProps, type TabItem } from './Tabs.tsx';
export { DeferredTabs, type DeferredTabsProps } from './DeferredTabs.tsx';
