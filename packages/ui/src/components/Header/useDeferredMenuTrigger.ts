import { useCallback, useRef, useState, type ContextType, type RefObject } from 'react';
import { useMenuTrigger } from 'react-aria';
import { useMenuTriggerState, type RootMenuTriggerState } from 'react-stately';
import type { ButtonContext, MenuContext } from 'react-aria-components';

type ButtonContextProps = Extract<NonNullable<ContextType<typeof ButtonContext>>, { isPressed?: boolean }>;
type MenuContextProps = Extract<NonNullable<ContextType<typeof MenuContext>>, { autoFocus?: unknown }>;

/** What the lazily loaded popover needs from the eager trigger: the values react-aria's `MenuTrigger` provides. */
export type DeferredMenuBinding = { state: RootMenuTriggerState; triggerRef: RefObject<HTMLButtonElement | null>; menuProps: MenuContextProps };

/**
 * react-aria-components' `MenuTrigger`, split in two. The trigger is wired here from the first render, with the same
 * hook (`useMenuTrigger`): ids, `aria-haspopup`/`aria-expanded`, press handling, and Enter, Space, ArrowDown (first
 * item) and ArrowUp (last item). The popover and the menu — collections, overlays, focus scope: most of react-aria's
 * weight on a page — render from `binding` in a lazily loaded module once `wanted` (first hover, focus or press).
 * Give `buttonContext` to the trigger button through react-aria-components' `ButtonContext`.
 */
export function useDeferredMenuTrigger() {
  const state = useMenuTriggerState({});
  const triggerRef = useRef<HTMLButtonElement>(null);
  const { menuTriggerProps, menuProps } = useMenuTrigger({ type: 'menu' }, state, triggerRef);
  const [wanted, setWanted] = useState(false);
  const want = useCallback(() => setWanted(true), []);
  const buttonContext: ButtonContextProps = { ...(menuTriggerProps as ButtonContextProps), ref: triggerRef, isPressed: state.isOpen };
  const binding: DeferredMenuBinding = { state, triggerRef, menuProps: menuProps as MenuContextProps };
  return { buttonContext, binding, wanted: wanted || state.isOpen, want };
}
