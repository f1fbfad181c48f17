import { defineConfig } from '@playwright/test';
// @ts-expect-error -- plain ESM helper shared with the scripts, no types
import { chromiumArgs, chromiumPath } from './scripts/chromium.mjs';

/**
 * End-to-end tests: the built portal and the API server on one origin, driven in Debian's Chromium like a user.
 * scripts/e2e.mjs builds the portal and starts the server on a spare port with a fresh database, then runs this.
 */
export default defineConfig({
  testDir: 'apps/portal/e2e',
  outputDir: 'test-results/e2e',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 60_000,
  reporter: [['list']],
  use: {
    baseURL: process.env.E2E_BASE_URL ?? 'http://localhost:3000',
    launchOptions: { executablePath: chromiumPath(), args: chromiumArgs },
    locale: 'en-US',
    trace: 'retain-on-failure',
  },
});
