#!/usr/bin/env node
// The main job: build the portal and serve it with the API on one origin (http://localhost:3000, PORT overrides),
// on embedded PostgreSQL with the demo data — nothing else to install or start.
import { spawnSync, spawn } from 'node:child_process';

const run = (command, args) => {
  const result = spawnSync(command, args, { stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
};

run('node', ['scripts/compile-catalogs.mjs']);
if (!process.argv.includes('--no-build')) run('npx', ['vite', 'build', '--config', 'apps/portal/vite.config.ts', 'apps/portal', '--logLevel', 'warn']);
const server = spawn('npx', ['tsx', 'apps/server/src/main.ts'], { stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
