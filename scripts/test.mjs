#!/usr/bin/env node
// The one test command: prepares generated files and a browser, then runs every vitest project
// (unit, storybook stories in Chromium with axe, visual screenshots). --update rewrites the visual baselines.
import { spawnSync } from 'node:child_process';
import { ensureChromium } from './ensure-chromium.mjs';

const update = process.argv.includes('--update');
const extra = process.argv.slice(2).filter((arg) => arg !== '--update');

function run(command, args) {
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, FORCE_COLOR: process.env.FORCE_COLOR ?? '1' } });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

ensureChromium();
run('node', ['scripts/build-tokens.mjs', '--check']);
run('node', ['scripts/compile-catalogs.mjs']);
run('npx', ['vitest', 'run', ...(update ? ['--update', '--project', 'visual'] : []), ...extra]);
