// Where the tools find Chromium: CHROMIUM_PATH, else Debian's packages. No tool downloads its own browser.
import { existsSync } from 'node:fs';

export const DEFAULT_CHROMIUM = '/usr/bin/chromium';
/**
 * Debian's "old headless shell" (package chromium-headless-shell, built from the same source as `chromium`): the
 * engine without the browser around it, as Playwright itself runs headless tests. A fresh browser context loads the
 * portal in about half the time of the full browser (1.2 s instead of 2.3 s, measured on the demo home), and every
 * e2e test starts one (decision 0030).
 */
export const DEFAULT_HEADLESS_SHELL = '/usr/lib/chromium/chromium-headless-shell';

/** The full browser: what Lighthouse measures and a person runs. */
export function chromiumPath() {
  return process.env.CHROMIUM_PATH || DEFAULT_CHROMIUM;
}

/** What the tests drive: the headless shell, or CHROMIUM_PATH when set. */
export function testChromiumPath() {
  return process.env.CHROMIUM_PATH || DEFAULT_HEADLESS_SHELL;
}

export function hasChromium() {
  return existsSync(chromiumPath()) && existsSync(testChromiumPath());
}

/** Flags that work on these machines (closed network, root, no GPU) and give stable screenshots. */
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-quic',
  '--no-first-run',
  '--font-render-hinting=none',
  '--disable-lcd-text',
  '--force-color-profile=srgb',
  '--hide-scrollbars',
];
