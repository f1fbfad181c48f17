#!/usr/bin/env node
// End-to-end run: builds the portal, starts the API server that serves it on a spare port with a fresh in-memory
// database and upload folder, runs Playwright (Debian Chromium) against it, then stops the server.
// Extra arguments go to `playwright test` (e.g. a file or `-g "feedback"`). `--no-build` reuses apps/portal/dist.
import { spawnSync } from 'node:child_process';
import { ensureChromium } from './ensure-chromium.mjs';
import { buildPortal, startThrowawayServer } from './serve.mjs';

const args = process.argv.slice(2).filter((arg) => arg !== '--no-build');

ensureChromium();
if (!process.argv.includes('--no-build')) buildPortal(spawnSync);

const server = await startThrowawayServer();
let status = 1;
try {
  const result = spawnSync('npx', ['playwright', 'test', ...args], { stdio: 'inherit', env: { ...process.env, E2E_BASE_URL: server.url, E2E_RUN_ID: `${server.pid}-${Date.now()}` } });
  status = result.status ?? 1;
} finally {
  server.stop();
}
process.exit(status);
