#!/usr/bin/env node
// End-to-end run: builds the portal, starts the API server that serves it on a spare port with a fresh in-memory
// database and upload folder, runs Playwright (Debian Chromium) against it, then stops the server.
// Extra arguments go to `playwright test` (e.g. a file or `-g "feedback"`). `--no-build` reuses apps/portal/dist.
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ensureChromium } from './ensure-chromium.mjs';

const args = process.argv.slice(2).filter((arg) => arg !== '--no-build');

function must(command, commandArgs) {
  const result = spawnSync(command, commandArgs, { stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

function sparePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer().once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

/** Starts the server and resolves once it listens (it prints its URL), rejecting if it exits first. */
function startServer(env) {
  const child = spawn('npx', ['tsx', 'apps/server/src/main.ts'], { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'inherit'] });
  let output = '';
  const ready = new Promise((resolve, reject) => {
    child.stdout.on('data', (chunk) => {
      output += chunk;
      if (output.includes('Academy Portal on')) resolve();
    });
    child.once('exit', (code) => reject(new Error(`server exited (${code}) before listening:\n${output}`)));
  });
  return { child, ready };
}

ensureChromium();
if (!process.argv.includes('--no-build')) {
  must('node', ['scripts/compile-catalogs.mjs']);
  must('npx', ['vite', 'build', '--config', 'apps/portal/vite.config.ts', 'apps/portal', '--logLevel', 'warn']);
}

const port = await sparePort();
const uploads = mkdtempSync(join(tmpdir(), 'academy-e2e-uploads-'));
const server = startServer({ PORT: String(port), DATA_DIR: ':memory:', UPLOAD_DIR: uploads, NODE_ENV: 'development' });
let status = 1;
try {
  await server.ready;
  const result = spawnSync('npx', ['playwright', 'test', ...args], { stdio: 'inherit', env: { ...process.env, E2E_BASE_URL: `http://localhost:${port}` } });
  status = result.status ?? 1;
} finally {
  server.child.kill('SIGTERM');
  rmSync(uploads, { recursive: true, force: true });
}
process.exit(status);
