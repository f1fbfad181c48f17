// Where the tools find Firefox: FIREFOX_PATH, else Debian's firefox-esr. Like Chromium (scripts/chromium.mjs), no
// tool downloads its own browser: puppeteer-core drives this one over WebDriver BiDi.
import { existsSync } from 'node:fs';

export const DEFAULT_FIREFOX = '/usr/bin/firefox-esr';

export function firefoxPath() {
  return process.env.FIREFOX_PATH || DEFAULT_FIREFOX;
}

export const hasFirefox = () => existsSync(firefoxPath());
