import { useLayoutEffect, useState, type RefObject } from 'react';

/**
 * True while an element's content is taller than the element (or, with `axis: 'both'`, wider or taller). A
 * scrolling region must then be reachable by keyboard (WCAG 2.1.1; axe's scrollable-region-focusable), so callers
 * make it focusable only when it scrolls: a long list, a table that scrolls sideways on a phone.
 */
export function useOverflows(ref: RefObject<HTMLElement | null>, { axis = 'block' }: { axis?: 'block' | 'both' } = {}): boolean {
  const [overflows, setOverflows] = useState(false);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const measure = () => setOverflows(element.scrollHeight > element.clientHeight + 1 || (axis === 'both' && element.scrollWidth > element.clientWidth + 1));
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    for (const child of Array.from(element.children)) observer.observe(child);
    return () => observer.disconnect();
  }, [ref, axis]);
  return overflows;
}
