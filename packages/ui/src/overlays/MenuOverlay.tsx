import { useRef, type ReactNode } from 'react';
import { MenuContext, OverlayTriggerStateContext, PopoverContext, Provider, RootMenuTriggerStateContext } from 'react-aria-components';
import type { DeferredMenuBinding } from './useDeferredMenuTrigger.ts';

/** The contexts react-aria-components' `MenuTrigger` gives its popover and menu, from the eager trigger's state. */
export function MenuOverlay({ binding: { state, triggerRef, menuProps }, children }: { binding: DeferredMenuBinding; children: ReactNode }) {
  const scrollRef = useRef<HTMLDivElement>(null);
  return (
    <Provider
      values={[
        [MenuContext, { ...menuProps, ref: scrollRef }],
        [OverlayTriggerStateContext, state],
        [RootMenuTriggerStateContext, state],
        [PopoverContext, { trigger: 'MenuTrigger', triggerRef, scrollRef, placement: 'bottom start', 'aria-labelledby': menuProps['aria-labelledby'] }],
      ]}
    >
      {children}
    </Provider>
  );
}
