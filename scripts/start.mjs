#!/usr/bin/env node
// The main job: build the portal and serve it with the API on one origin (http://localhost:3000, PORT overrides),
// on embedded PostgreSQL with the demo data — nothing else to install or start. --no-build reuses apps/portal/dist.
// The built Storybook is served under /storybook/ (decision 0032); the first start builds it in the background, at
// low priority, while the portal already answers (--no-storybook skips that).
import { spawnSync, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { buildPortal } from './serve.mjs';

if (!process.argv.includes('--no-build')) buildPortal(spawnSync);
const server = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], { stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));

if (!process.argv.includes('--no-storybook') && !existsSync('storybook-static/index.html')) {
  console.log('Storybook: building it in the background for /storybook/ (a few minutes; the portal is up meanwhile)');
  const build = spawn('nice', ['-n', '10', 'npm', 'run', 'build-storybook'], { stdio: 'ignore' });
  build.on('exit', (code) => console.log(code === 0 ? 'Storybook: built, at /storybook/' : `Storybook: the build failed (exit ${code}); run npm run build-storybook to see why`));
  process.on('exit', () => build.kill());
}
