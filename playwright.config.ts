import { defineConfig } from '@playwright/test';
// @ts-expect-error -- plain ESM helper shared with the scripts, no types
import { chromiumArgs, testChromiumPath } from './scripts/chromium.mjs';
import { serverUrls, workerBaseUrl } from './apps/portal/e2e/workerServer.ts';

/**
 * End-to-end tests: the built portal and the API server on one origin, driven in Debian's Chromium like a user.
 * scripts/e2e.mjs builds the portal and starts one server per worker, each on a spare port with a fresh database, then
 * runs this: spec files are spread over the workers, the tests of one file run in order in one worker.
 */
export default defineConfig({
  testDir: 'apps/portal/e2e',
  outputDir: 'test-results/e2e',
  fullyParallel: false,
  workers: serverUrls.length,
  retries: 0,
  timeout: 60_000,
  reporter: [['list']],
  use: {
    baseURL: workerBaseUrl,
    launchOptions: { executablePath: testChromiumPath(), args: chromiumArgs },
    locale: 'en-US',
    // A trace records the page at every step: about a fifth of the suite's time on these machines. Failures still
    // leave their error-context.md (the page's accessibility snapshot); E2E_TRACE=1 keeps a full trace of each.
    trace: process.env.E2E_TRACE === '1' ? 'retain-on-failure' : 'off',
  },
});
