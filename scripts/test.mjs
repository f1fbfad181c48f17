#!/usr/bin/env node
// The one test command: prepares generated files, a browser and a PostgreSQL server, then runs the vitest projects
// (unit and unit-node, server on PGlite, stories: every story in Chromium with its play function and axe, again in
// Arabic and dark, and its screenshot matrix), the server tests again on PostgreSQL, the installable packages
// (scripts/package-test.mjs), then the end-to-end suite
// (Playwright), and prints how long each phase took. --update rewrites the visual baselines only. Other arguments go to vitest (one project, a file):
// then only that vitest run happens (and the PostgreSQL pass when the server project is asked for). The PostgreSQL
// pass runs the server test files marked `// @postgres-pass: <why>`.
import { spawnSync } from 'node:child_process';
import { ensureChromium } from './ensure-chromium.mjs';
import { ensurePdftotext } from './ensure-pdftotext.mjs';
import { startPostgres } from './postgres.mjs';
import { testFilesSaying } from './test-files.mjs';

const update = process.argv.includes('--update');
const extra = process.argv.slice(2).filter((arg) => arg !== '--update');

/** [phase, seconds, passed] in the order run, printed as a table at the end (also when a phase fails). */
const phases = [];
function printPhases() {
  if (phases.length === 0) return;
  const total = phases.reduce((sum, [, seconds]) => sum + seconds, 0);
  console.log('\nnpm test phases');
  for (const [name, seconds, passed] of [...phases, ['total', total, phases.every(([, , ok]) => ok)]]) console.log(`  ${name.padEnd(34)} ${seconds.toFixed(0).padStart(5)} s  ${passed ? 'ok' : 'FAILED'}`);
}

/** Runs one phase; returns its exit status. */
function attempt(name, command, args, env = {}) {
  const started = performance.now();
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, FORCE_COLOR: process.env.FORCE_COLOR ?? '1', ...env } });
  const status = result.status ?? 1;
  phases.push([name, (performance.now() - started) / 1000, status === 0]);
  return status;
}
function stopOnFailure(status) {
  if (status === 0) return;
  printPhases();
  process.exit(status);
}
const run = (name, command, args, env) => stopOnFailure(attempt(name, command, args, env));
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
  if (extra.includes('server')) await postgresPass();
  printPhases();
  process.exit(0);
}

vitest('unit (jsdom), unit-node and unit-mocks', ['--project', 'unit', '--project', 'unit-node', '--project', 'unit-mocks']);
vitest('server on PGlite', ['--project', 'server']);
await postgresPass();
vitest('stories (play, axe, Arabic + dark, screenshots)', ['--project', 'stories']);
// The library as an adopter installs it: built, packed, installed into a new Vite app, rendered (decision 0031).
run('installable packages (pack, install, render)', 'node', ['scripts/package-test.mjs']);
// End to end last: the built portal and a server per worker on spare ports, driven in Chromium (scripts/e2e.mjs).
run('end to end (build and Playwright)', 'node', ['scripts/e2e.mjs']);
printPhases();

/**
 * The server test files that run again on PostgreSQL: those where a server behaves differently from PGlite — things
 * done at once on a pool of connections (PGlite has one), LISTEN/NOTIFY, timeouts, pg_dump, the database upload store.
 * Each says why in its first lines (`// @postgres-pass: …`). Every file's schema comes from the migrations applied on
 * PostgreSQL once per run (apps/server/test/globalSetup.ts), so a migration PostgreSQL refuses fails here too.
 */
function postgresPassFiles() {
  return testFilesSaying('apps/server/test', /^\/\/ @postgres-pass: /m);
}

async function postgresPass() {
  const started = performance.now();
  const postgres = await startPostgres();
  phases.push(['PostgreSQL server (install, start)', (performance.now() - started) / 1000, true]);
  let status = 1;
  try {
    console.log(`\nServer tests again on PostgreSQL (${postgres.url})`);
    const files = postgresPassFiles();
    console.log(`${files.length} server test files marked @postgres-pass`);
    status = attempt(`server on PostgreSQL (${files.length} files)`, 'npx', ['vitest', 'run', '--project', 'server', ...files], { TEST_DATABASE_URL: postgres.url });
  } finally {
    postgres.stop();
  }
  stopOnFailure(status);
}
