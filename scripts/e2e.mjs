#!/usr/bin/env node
// End-to-end run: builds the portal, starts the API server that serves it on a spare port with a fresh in-memory
// database and upload folder, runs Playwright (Debian Chromium) against it, then stops the server.
// Extra arguments go to `playwright test` (e.g. a file or `-g "feedback"`). `--no-build` reuses apps/portal/dist.
import { spawn, spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ensureChromium } from './ensure-chromium.mjs';
import { findLogSecrets } from './log-secrets.mjs';
import { buildPortal, startThrowawayServer } from './serve.mjs';

const args = process.argv.slice(2).filter((arg) => arg !== '--no-build');

ensureChromium();
if (!process.argv.includes('--no-build')) buildPortal(spawnSync);

// Every request is logged (info) to a file: after the run the log is searched for the codes the run sent and for
// anything shaped like a token (scripts/log-secrets.mjs, issue 23).
const logFile = join(tmpdir(), `academy-e2e-${process.pid}.log`);
const server = await startThrowawayServer({ LOG_LEVEL: 'info' }, { logFile });
let status = 1;
let codes = [];
try {
  // Not spawnSync: this process must keep reading the server's output meanwhile, or its log stops once the pipe is full.
  const playwright = spawn('npx', ['playwright', 'test', ...args], { stdio: 'inherit', env: { ...process.env, E2E_BASE_URL: server.url, E2E_RUN_ID: `${server.pid}-${Date.now()}` } });
  status = await new Promise((resolve) => playwright.on('close', (code) => resolve(code ?? 1)));
  codes = (await (await fetch(`${server.url}/api/dev/outbox?limit=1000`)).json()).map((entry) => entry.code);
} finally {
  server.stop();
}
const { problems, lines, requests, lastTime } = findLogSecrets(readFileSync(logFile, 'utf8'), codes);
// The log must reach the end of the run: one that stopped early (a full pipe) would pass without searching it.
const stoppedEarly = !lastTime || Date.now() - Date.parse(lastTime) > 120_000;
console.log(`log-secrets: ${lines} log lines (${requests} requests, the last at ${lastTime}) searched for ${codes.length} sign-in codes and token shapes: ${problems.length ? 'LEAKS' : stoppedEarly ? 'THE LOG STOPPED EARLY' : 'clean'}`);
for (const problem of problems.slice(0, 20)) console.error(`  ${problem}`);
if (problems.length || requests === 0 || stoppedEarly) status ||= 1;
process.exit(status);
