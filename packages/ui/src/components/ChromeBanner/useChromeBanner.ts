import { useCallback, useState } from 'react';
import { isChromeBrowser } from '@academy/rules';

/** Where the portal remembers that this browser's visitor closed the banner. */
export const CHROME_BANNER_KEY = 'chrome_banner_closed';

const browserAgent = () => (typeof navigator === 'undefined' ? null : navigator.userAgent);

/**
 * Whether to show the Chrome recommendation (spec §2): in a browser that is not Chrome, until its visitor closes
 * it; the choice is kept in localStorage. `userAgent` is the visitor's browser (stories and tests pass one).
 */
export function useChromeBanner(userAgent: string | null = browserAgent()): { visible: boolean; close: () => void } {
  const [closed, setClosed] = useState(() => typeof localStorage !== 'undefined' && localStorage.getItem(CHROME_BANNER_KEY) === '1');
  const close = useCallback(() => {
    localStorage.setItem(CHROME_BANNER_KEY, '1');
    setClosed(true);
  }, []);
  return { visible: !closed && userAgent !== null && !isChromeBrowser(userAgent), close };
}
