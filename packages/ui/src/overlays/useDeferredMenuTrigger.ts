import { useCallback, useId, useRef, useState, type ButtonHTMLAttributes, type ContextType, type KeyboardEvent, type PointerEvent, type RefObject } from 'react';
import { useMenuTriggerState, type RootMenuTriggerState } from 'react-stately';
import type { MenuContext } from 'react-aria-components';

type MenuContextProps = Extract<NonNullable<ContextType<typeof MenuContext>>, { autoFocus?: unknown }>;
type FocusStrategy = 'first' | 'last';

/** What the lazily loaded popover needs from the eager trigger: the values react-aria's `MenuTrigger` provides. */
export type DeferredMenuBinding = { state: RootMenuTriggerState; triggerRef: RefObject<HTMLButtonElement | null>; menuProps: MenuContextProps };

export type MenuTriggerProps = Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'type'> & { ref: RefObject<HTMLButtonElement | null> };

const KEY_FOCUS: Record<string, FocusStrategy> = { Enter: 'first', ' ': 'first', ArrowDown: 'first', ArrowUp: 'last' };

/**
 * react-aria-components' `MenuTrigger`, split in two. The trigger is a native <button> wired here from the first
 * render the way react-aria's `useMenuTrigger` wires it: ids, `aria-haspopup`/`aria-expanded`/`aria-controls`; a
 * mouse opens on press down, touch on release; Enter, Space and ArrowDown open on the first item, ArrowUp on the
 * last; a screen reader's click opens on the first. Written out instead of calling `useMenuTrigger`, which needs
 * react-aria's press machinery on every page with a header (decision 0013), and a table's row menus, whose
 * overlay code (~30 KB gzip) most visits to a table never use. The popover and the menu —
 * collections, overlays, focus scope — render from `binding` in a lazily loaded module once `wanted` (first hover,
 * focus or press); their keyboard behaviour is react-aria's.
 */
export function useDeferredMenuTrigger({ defaultOpen }: { defaultOpen?: boolean } = {}) {
  const state = useMenuTriggerState({ defaultOpen });
  const triggerRef = useRef<HTMLButtonElement>(null);
  const triggerId = useId();
  const menuId = useId();
  const [wanted, setWanted] = useState(false);
  const want = useCallback(() => setWanted(true), []);
  // The pointer of the press under way: the click that ends it must not toggle the menu a second time.
  const pressPointer = useRef<string | null>(null);

  const triggerProps: MenuTriggerProps = {
    ref: triggerRef,
    id: triggerId,
    'aria-haspopup': 'true',
    'aria-expanded': state.isOpen,
    'aria-controls': state.isOpen ? menuId : undefined,
    onPointerEnter: want,
    onFocus: want,
    onPointerDown: (event: PointerEvent<HTMLButtonElement>) => {
      want();
      pressPointer.current = event.pointerType;
      if (event.pointerType === 'touch' || event.button !== 0) return;
      // Opens at once, and focuses the trigger without scrolling (the menu then takes focus), as react-aria does.
      event.preventDefault();
      event.currentTarget.focus({ preventScroll: true });
      state.open(null);
    },
    onClick: () => {
      const pointer = pressPointer.current;
      pressPointer.current = null;
      if (pointer === 'touch') state.toggle(null);
      else if (pointer === null) state.toggle('first'); // no pointer: a screen reader's or a script's click
    },
    onKeyDown: (event: KeyboardEvent<HTMLButtonElement>) => {
      const focus = KEY_FOCUS[event.key];
      if (!focus || event.ctrlKey || event.metaKey) return;
      // Handled here, so the browser's own Enter and Space click does not follow.
      event.preventDefault();
      want();
      state.toggle(focus);
    },
  };
  const menuProps: MenuContextProps = { id: menuId, 'aria-labelledby': triggerId, autoFocus: state.focusStrategy ?? true, onClose: state.close };
  return { triggerProps, binding: { state, triggerRef, menuProps }, wanted: wanted || state.isOpen };
}
