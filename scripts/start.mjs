#!/usr/bin/env node
// The main job: build the portal and serve it with the API on one origin (http://localhost:3000, PORT overrides),
// on embedded PostgreSQL with the demo data — nothing else to install or start. --no-build reuses apps/portal/dist.
import { spawnSync, spawn } from 'node:child_process';
import { buildPortal } from './serve.mjs';

if (!process.argv.includes('--no-build')) buildPortal(spawnSync);
const server = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], { stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
