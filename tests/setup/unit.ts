import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// `npm test` runs the unit projects beside the e2e run at the lowest CPU priority (scripts/test.mjs): a wait for what
// a component shows next may see no core for seconds. A longer limit costs nothing when the test passes.
configure({ asyncUtilTimeout: 10_000 });

// The test files of a worker share one document (vitest.config.ts, isolate: false): after each test, what it rendered
// goes, and so does whatever it left in the body (an overlay's portal, a toast region), and the language and
// direction a provider wrote on <html>. React Aria's live announcer stays: it keeps its node for the whole run; what
// it was announcing goes (as its clearAnnouncer does), or its role="img" announcements of one test are found by the
// next test's getByRole('img') until their 7 s timeout.
afterEach(() => {
  cleanup();
  if (typeof document === 'undefined') return;
  for (const node of document.body.querySelectorAll(':scope > :not([data-live-announcer])')) node.remove();
  for (const log of document.body.querySelectorAll('[data-live-announcer] > [aria-live]')) log.replaceChildren();
  document.documentElement.removeAttribute('lang');
  document.documentElement.removeAttribute('dir');
});
