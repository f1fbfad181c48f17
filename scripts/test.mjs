#!/usr/bin/env node
// The one test command: prepares generated files, a browser and a PostgreSQL server, then runs every vitest
// project (unit, server on PGlite, storybook stories in Chromium with axe, visual screenshots) and the server
// tests again on PostgreSQL, then the end-to-end suite (Playwright). --update rewrites the visual baselines only.
import { spawnSync } from 'node:child_process';
import { ensureChromium } from './ensure-chromium.mjs';
import { startPostgres } from './postgres.mjs';

const update = process.argv.includes('--update');
const extra = process.argv.slice(2).filter((arg) => arg !== '--update');

function run(command, args, env = {}) {
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, FORCE_COLOR: process.env.FORCE_COLOR ?? '1', ...env } });
  return result.status ?? 1;
}
const must = (status) => {
  if (status !== 0) process.exit(status);
};

ensureChromium();
must(run('node', ['scripts/build-tokens.mjs', '--check']));
must(run('node', ['scripts/compile-catalogs.mjs']));
if (update) process.exit(run('npx', ['vitest', 'run', '--update', '--project', 'visual', ...extra]));
must(run('npx', ['vitest', 'run', ...extra]));

if (extra.length === 0 || extra.includes('server')) {
  const postgres = await startPostgres();
  try {
    console.log(`\nServer tests again on PostgreSQL (${postgres.url})`);
    must(run('npx', ['vitest', 'run', '--project', 'server'], { TEST_DATABASE_URL: postgres.url }));
  } finally {
    postgres.stop();
  }
}

// End to end last: the built portal and the server on a spare port, driven in Chromium (scripts/e2e.mjs).
if (extra.length === 0) must(run('node', ['scripts/e2e.mjs']));
