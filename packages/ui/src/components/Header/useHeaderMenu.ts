import { useEffect, useId, useRef, useState, type FocusEvent, type KeyboardEvent, type MouseEvent } from 'react';

/**
 * The phone header's menu (a disclosure: the button names the panel it shows and says whether it is open). Opening
 * moves focus to the panel's first control; Escape, choosing a link, searching, or focus or a press outside the
 * header close it; Escape gives focus back to the button.
 */
export function useHeaderMenu(initiallyOpen = false) {
  const [open, setOpen] = useState(initiallyOpen);
  // Focus follows the reader's own opening only: a menu drawn open (a story's picture) must not take the page's focus.
  const openedByReader = useRef(false);
  const panelId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const headerRef = useRef<HTMLElement>(null);

  useEffect(() => {
    if (!open) return;
    if (openedByReader.current) panelRef.current?.querySelector<HTMLElement>('a[href], input, button')?.focus();
    const pressOutside = (event: PointerEvent) => {
      if (!headerRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', pressOutside);
    return () => document.removeEventListener('pointerdown', pressOutside);
  }, [open]);

  const close = (refocus: boolean) => {
    setOpen(false);
    if (refocus) buttonRef.current?.focus();
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !open) return;
    event.stopPropagation();
    close(true);
  };

  return {
    open,
    headerRef,
    headerProps: {
      ref: headerRef,
      onKeyDown,
      onBlur: (event: FocusEvent) => {
        if (open && !event.currentTarget.contains(event.relatedTarget as Node | null)) setOpen(false);
      },
    },
    buttonProps: { ref: buttonRef, type: 'button' as const, 'aria-expanded': open, 'aria-controls': panelId, onClick: () => {
        openedByReader.current = true;
        setOpen((value) => !value);
      },
    },
    panelProps: {
      ref: panelRef,
      id: panelId,
      'data-open': open || undefined,
      // A followed link or a search leaves the panel's content behind: the page below is what the reader wants now.
      onClick: (event: MouseEvent) => {
        if ((event.target as Element).closest('a[href]')) close(false);
      },
      onSubmit: () => close(false),
    },
  };
}
