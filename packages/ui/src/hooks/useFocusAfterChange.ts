import { useCallback, useLayoutEffect, useRef } from 'react';

const FOCUS_TARGET = 'button:not([disabled]), [data-focus-target]';
/** How many frames to keep trying while the page is still inert. */
const MAX_FRAMES = 10;

/**
 * Keeps keyboard focus in a component whose controls change with its state (Enrol becomes Un-enrol, Check in
 * becomes the attachments): when the focused control disappears with a new `state`, focus moves to the first
 * control (or `[data-focus-target]`) now inside, instead of falling to the page's start. Only if focus was in the
 * component (or `claim()` says the change came from it, e.g. from its dialog) and has not moved elsewhere since.
 */
export function useFocusAfterChange<T extends HTMLElement>(state: unknown) {
  const ref = useRef<T>(null);
  const owned = useRef(false);

  useLayoutEffect(() => {
    const root = ref.current;
    if (!root) return;
    const enter = () => {
      owned.current = true;
    };
    const leave = (event: FocusEvent) => {
      const next = event.relatedTarget;
      if (next instanceof Node) {
        owned.current = root.contains(next);
        return;
      }
      // Focus went nowhere: the reader clicked the page (the element is still there), or the element was removed.
      const left = event.target as Element;
      requestAnimationFrame(() => {
        if (left.isConnected) owned.current = false;
      });
    };
    root.addEventListener('focusin', enter);
    root.addEventListener('focusout', leave);
    return () => {
      root.removeEventListener('focusin', enter);
      root.removeEventListener('focusout', leave);
    };
  }, []);

  useLayoutEffect(() => {
    const root = ref.current;
    if (!root || !owned.current) return;
    // From the next frame on, for a few frames: a modal that closed with this change (the un-enrol confirmation)
    // keeps the page inert until its own cleanup has run, and focus cannot land there before.
    const document = root.ownerDocument;
    let tries = 0;
    let frame = 0;
    const place = () => {
      const active = document.activeElement;
      if (!root.isConnected || (active && active !== document.body)) return;
      root.querySelector<HTMLElement>(FOCUS_TARGET)?.focus();
      if (document.activeElement === document.body && ++tries < MAX_FRAMES) frame = requestAnimationFrame(place);
    };
    frame = requestAnimationFrame(place);
    return () => cancelAnimationFrame(frame);
    // oxlint-disable-next-line react/exhaustive-effect-dependencies -- runs on each change of state, which it does not read
  }, [state]);

  const claim = useCallback(() => {
    owned.current = true;
  }, []);
  return { ref, claim };
}
