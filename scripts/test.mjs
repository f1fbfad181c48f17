#!/usr/bin/env node
// The one test command: prepares generated files, a browser and a PostgreSQL server, then runs the vitest projects
// (server on PGlite, stories: every story in Chromium with its play function and axe, again in Arabic and dark, and
// its screenshot matrix), then the end-to-end suite (Playwright) and, beside it at the lowest CPU priority, the server
// tests again on PostgreSQL, the installable packages (scripts/package-test.mjs) and the unit projects (unit,
// unit-node, unit-mocks): one Playwright worker leaves part of the two cores idle, and they fill it (decision 0035,
// issue 30); then a smoke test of the same
// build in Firefox ESR (scripts/firefox-smoke.mjs). Prints how long each phase
// took and how busy the cores were. --update rewrites the visual baselines only. Other arguments go to vitest (one
// project, a file): then only that vitest run happens (and the PostgreSQL pass when the server project is asked for).
// The PostgreSQL pass runs the server test files marked `// @postgres-pass: <why>`.
import { spawn, spawnSync } from 'node:child_process';
import { closeSync, openSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ensureChromium } from './ensure-chromium.mjs';
import { ensurePdftotext } from './ensure-pdftotext.mjs';
import { busyPercent, machineTicks } from './machine.mjs';
import { startPostgres } from './postgres.mjs';
import { testFilesSaying } from './test-files.mjs';

const update = process.argv.includes('--update');
const extra = process.argv.slice(2).filter((arg) => arg !== '--update');

/**
 * [phase, seconds, passed, busy %] in the order run, printed as a table at the end (also when a phase fails). How busy
 * the two cores were shows which phases leave room (issue 30's CI budget).
 */
const phases = [];
const testStarted = performance.now();
function printPhases() {
  if (phases.length === 0) return;
  // From start to end: phases that ran beside another are not added twice.
  const total = (performance.now() - testStarted) / 1000;
  console.log('\nnpm test phases (seconds, result, how busy the cores were)');
  for (const [name, seconds, passed, busy] of [...phases, ['total', total, phases.every(([, , ok]) => ok)]]) {
    console.log(`  ${name.padEnd(34)} ${seconds.toFixed(0).padStart(5)} s  ${passed ? 'ok' : 'FAILED'}${busy === undefined ? '' : `  ${busy.toFixed(0).padStart(3)} % busy`}`);
  }
}

/** Runs one phase; returns its exit status. */
function attempt(name, command, args, env = {}) {
  const started = performance.now();
  const ticks = machineTicks();
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, FORCE_COLOR: process.env.FORCE_COLOR ?? '1', ...env } });
  const status = result.status ?? 1;
  phases.push([name, (performance.now() - started) / 1000, status === 0, busyPercent(ticks)]);
  return status;
}
function stopOnFailure(status) {
  if (status === 0) return;
  printPhases();
  process.exit(status);
}
const run = (name, command, args, env) => stopOnFailure(attempt(name, command, args, env));

/** Runs one phase without blocking this process (another may run beside it); resolves to its exit status. */
async function attemptBeside(name, command, args, env = {}, stdio = 'inherit') {
  const started = performance.now();
  const ticks = machineTicks();
  const child = spawn(command, args, { stdio, env: { ...process.env, FORCE_COLOR: process.env.FORCE_COLOR ?? '1', ...env } });
  const status = await new Promise((resolve) => child.on('close', (code) => resolve(code ?? 1)));
  phases.push([name, (performance.now() - started) / 1000, status === 0, busyPercent(ticks)]);
  return status;
}
const vitest = (name, args, env) => run(name, 'npx', ['vitest', 'run', ...args], env);

const prepareStarted = performance.now();
ensureChromium();
ensurePdftotext();
phases.push(['browser (find or install Chromium, pdftotext)', (performance.now() - prepareStarted) / 1000, true]);
run('message catalogues compiled', 'node', ['scripts/compile-catalogs.mjs']);
run('tokens up to date', 'node', ['scripts/build-tokens.mjs', '--check']);
if (update) {
  vitest('stories (update the baselines)', ['--update', '--project', 'stories', ...extra]);
  process.exit(0);
}

if (extra.length > 0) {
  vitest(`vitest ${extra.join(' ')}`, extra);
  if (extra.includes('server')) stopOnFailure(await postgresPass((name, command, args, env) => attemptBeside(name, command, args, env)));
  printPhases();
  process.exit(0);
}

vitest('server on PGlite', ['--project', 'server']);
vitest('stories (play, axe, Arabic + dark, screenshots)', ['--project', 'stories']);
// End to end last: the built portal and a server per worker on spare ports, driven in Chromium (scripts/e2e.mjs).
// Beside it, at the lowest priority (`nice -n 19`: they get a core only when the e2e run leaves it idle), the
// PostgreSQL pass, the installable packages and the unit tests; their output follows the e2e run's.
const besideLog = join(tmpdir(), `academy-beside-e2e-${process.pid}.log`);
console.log(`\nBeside the end-to-end run, at the lowest priority: the PostgreSQL pass, the installable packages and the unit tests (output in ${besideLog}, shown after the e2e run)`);
const beside = besideEndToEnd(besideLog);
const e2eStatus = await attemptBeside('end to end (build and Playwright)', 'node', ['scripts/e2e.mjs']);
const besideStatus = await beside;
console.log(`\n--- beside the end-to-end run: the PostgreSQL pass, the installable packages and the unit tests ---\n${readFileSync(besideLog, 'utf8')}`);
stopOnFailure(e2eStatus || besideStatus);
// The same build in Firefox ESR over WebDriver BiDi: a few pages, fonts, banner, console (scripts/firefox-smoke.mjs).
run('Firefox ESR smoke test', 'node', ['scripts/firefox-smoke.mjs', '--no-build']);
printPhases();

/**
 * The PostgreSQL pass, the installable packages (decision 0031) and the unit tests, one after another at the lowest
 * priority, output to `logPath`. One Playwright worker leaves about a fifth of the two cores idle for the whole e2e
 * run (about 18 minutes, so some 8 minutes of one core): these three need about that, and run there instead of before it
 * (issue 30: the unit tests had 139 s of their own before the e2e run).
 */
async function besideEndToEnd(logPath) {
  const log = openSync(logPath, 'w');
  try {
    const lowPriority = (name, command, args, env) => attemptBeside(`${name} (beside e2e)`, 'nice', ['-n', '19', command, ...args], env, ['ignore', log, log]);
    const postgresStatus = await postgresPass(lowPriority);
    // The library as an adopter installs it: built, packed, installed into a new Vite app, rendered.
    const packageStatus = await lowPriority('installable packages', 'node', ['scripts/package-test.mjs']);
    const unitStatus = await lowPriority('unit (jsdom), unit-node and unit-mocks', 'npx', ['vitest', 'run', '--project', 'unit', '--project', 'unit-node', '--project', 'unit-mocks']);
    return postgresStatus || packageStatus || unitStatus;
  } finally {
    closeSync(log);
  }
}

/**
 * The server test files that run again on PostgreSQL: those where a server behaves differently from PGlite — things
 * done at once on a pool of connections (PGlite has one), LISTEN/NOTIFY, timeouts, pg_dump, the database upload store.
 * Each says why in its first lines (`// @postgres-pass: …`). Every file's schema comes from the migrations applied on
 * PostgreSQL once per run (apps/server/test/globalSetup.ts), so a migration PostgreSQL refuses fails here too.
 */
function postgresPassFiles() {
  return testFilesSaying('apps/server/test', /^\/\/ @postgres-pass: /m);
}

/** Starts a throwaway PostgreSQL server and runs the marked files on it with `runPhase`; resolves to the status. */
async function postgresPass(runPhase) {
  const started = performance.now();
  const postgres = await startPostgres();
  phases.push(['PostgreSQL server (install, start)', (performance.now() - started) / 1000, true]);
  try {
    const files = postgresPassFiles();
    console.log(`Server tests again on PostgreSQL (${postgres.url}): ${files.length} server test files marked @postgres-pass`);
    return await runPhase(`server on PostgreSQL (${files.length} files)`, 'npx', ['vitest', 'run', '--project', 'server', ...files], { TEST_DATABASE_URL: postgres.url });
  } finally {
    postgres.stop();
  }
}
