import { useLayoutEffect, useRef, useState, type RefObject } from 'react';

/**
 * Whether the header's row is too narrow for everything it holds (a long language, a school's long destinations, a
 * laptop's width): then the header folds the navigation and the search into the phone's menu (data-compact) instead
 * of wrapping or hiding destinations. Measured on the unfolded row each time the header, its parts or its content
 * (`content`) change size, and once the web fonts have loaded.
 */
export function useHeaderFit(headerRef: RefObject<HTMLElement | null>, content: string): boolean {
  const [compact, setCompact] = useState(false);
  const recheck = useRef<(() => void) | null>(null);
  const measured = useRef(content);

  useLayoutEffect(() => {
    const header = headerRef.current;
    const bar = header?.firstElementChild as HTMLElement | null | undefined;
    if (!header || !bar) return;
    let live = true;
    const check = () => {
      if (!live) return;
      // Unfolded for the measure and folded back before the browser paints: no reader sees the unfolded row.
      const folded = header.hasAttribute('data-compact');
      if (folded) header.removeAttribute('data-compact');
      const overflows = bar.scrollWidth - bar.clientWidth > 1;
      if (folded) header.setAttribute('data-compact', '');
      setCompact(overflows);
    };
    recheck.current = check;
    check();
    void document.fonts.ready.then(check);
    const observer = new ResizeObserver(check);
    observer.observe(header);
    for (const child of bar.children) observer.observe(child);
    return () => {
      live = false;
      observer.disconnect();
    };
  }, [headerRef]);

  // Folded, the navigation is hidden and its size is not observed: new content is measured here.
  useLayoutEffect(() => {
    if (measured.current === content) return;
    measured.current = content;
    recheck.current?.();
  }, [content]);

  return compact;
}
