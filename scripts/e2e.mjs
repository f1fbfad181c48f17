#!/usr/bin/env node
// End-to-end run: builds the portal, starts one API server per Playwright worker (each on a spare port with a fresh
// in-memory database and upload folder), runs Playwright (Debian Chromium) against them, then stops the servers.
// Extra arguments go to `playwright test` (e.g. a file or `-g "feedback"`). `--no-build` reuses apps/portal/dist.
// E2E_WORKERS sets how many workers (and servers): 1 by default — one worker already keeps both cores of our machines
// about 80 % busy (Chromium and the server), and two finished no sooner (decision 0027).
import { spawn, spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ensureChromium } from './ensure-chromium.mjs';
import { ensurePdftotext } from './ensure-pdftotext.mjs';
import { findLogSecrets } from './log-secrets.mjs';
import { busyPercent, machineTicks } from './machine.mjs';
import { buildPortal, startThrowawayServer } from './serve.mjs';

const args = process.argv.slice(2).filter((arg) => arg !== '--no-build');
const workers = Math.max(1, Number(process.env.E2E_WORKERS ?? 1));

ensureChromium();
ensurePdftotext();
if (!process.argv.includes('--no-build')) buildPortal(spawnSync);

// Every request is logged (info) to a file per server: after the run each log is searched for the codes that server
// sent and for anything shaped like a token (scripts/log-secrets.mjs, issue 23).
const logFiles = Array.from({ length: workers }, (_, index) => join(tmpdir(), `academy-e2e-${process.pid}-${index}.log`));
const servers = await Promise.all(logFiles.map((logFile) => startThrowawayServer({ LOG_LEVEL: 'info' }, { logFile })));
let status = 1;
const codes = [];
const started = performance.now();
const machineAtStart = machineTicks();
try {
  // Not spawnSync: this process must keep reading the servers' output meanwhile, or a log stops once its pipe is full.
  const env = { ...process.env, E2E_BASE_URLS: servers.map((server) => server.url).join(','), E2E_RUN_ID: `${process.pid}-${Date.now()}` };
  const playwright = spawn('npx', ['playwright', 'test', ...args], { stdio: 'inherit', env });
  status = await new Promise((resolve) => playwright.on('close', (code) => resolve(code ?? 1)));
  for (const server of servers) codes.push((await (await fetch(`${server.url}/api/dev/outbox?limit=1000`)).json()).map((entry) => entry.code));
  // Where the machine's time went (issue 30's CI budget): the servers' share of the run, against the browser's.
  console.log(`the machine's cores were ${busyPercent(machineAtStart).toFixed(0)} % busy during the run`);
  for (const [index, server] of servers.entries()) console.log(`server ${index + 1} of ${workers}: ${cpuSeconds(server.pid).toFixed(0)} s of CPU in ${((performance.now() - started) / 1000).toFixed(0)} s of Playwright`);
} finally {
  for (const server of servers) server.stop();
}
let searched = 0;
for (const [index, logFile] of logFiles.entries()) {
  const { problems, lines, requests, lastTime } = findLogSecrets(readFileSync(logFile, 'utf8'), codes[index] ?? []);
  // A log must reach the end of the run: one that stopped early (a full pipe) would pass without searching it. A
  // server no spec file was given to (a run of one file) logs no request and is not judged.
  const stoppedEarly = requests > 0 && (!lastTime || Date.now() - Date.parse(lastTime) > 120_000);
  console.log(`log-secrets (server ${index + 1} of ${workers}): ${lines} log lines (${requests} requests, the last at ${lastTime}) searched for ${codes[index]?.length ?? 0} sign-in codes and token shapes: ${problems.length ? 'LEAKS' : stoppedEarly ? 'THE LOG STOPPED EARLY' : 'clean'}`);
  for (const problem of problems.slice(0, 20)) console.error(`  ${problem}`);
  if (problems.length || stoppedEarly) status ||= 1;
  searched += requests;
}
// No request in any log: the search found nothing because there was nothing to search.
if (searched === 0) status ||= 1;
process.exit(status);

/** CPU time (user + system) a process has used so far, from /proc (Linux; 100 clock ticks a second). */
function cpuSeconds(pid) {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

