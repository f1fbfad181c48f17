// Shared by the e2e runner and the benchmarks: start the API server (which serves apps/portal/dist) on a spare
// port with a throwaway in-memory database and upload folder.
import { spawn } from 'node:child_process';
import { createWriteStream, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export function sparePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer().once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

/** Resolves with { url, stop } once the server listens (it prints its URL); rejects if it exits first. */
/** `logFile`: the server's standard output (its JSON log) is also written there. */
export async function startThrowawayServer(env = {}, { logFile } = {}) {
  const port = await sparePort();
  const uploads = mkdtempSync(join(tmpdir(), 'academy-uploads-'));
  // Node itself with tsx's loader (no npx/tsx wrapper processes), in its own process group: stop() must end the
  // server, or it outlives the run and keeps the caller's output pipe open.
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    env: { ...process.env, PORT: String(port), DATA_DIR: ':memory:', UPLOAD_DIR: uploads, NODE_ENV: 'development', ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
    detached: true,
  });
  const stop = () => {
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      // already gone
    }
    rmSync(uploads, { recursive: true, force: true });
  };
  if (logFile) child.stdout.pipe(createWriteStream(logFile));
  let output = '';
  await new Promise((resolve, reject) => {
    const listen = (chunk) => {
      output += chunk;
      if (!output.includes('Academy Portal on')) return;
      // Listening: the rest of the output is the log (kept in logFile when asked), not ours to hold.
      child.stdout.off('data', listen);
      child.stdout.resume();
      resolve();
    };
    child.stdout.on('data', listen);
    child.once('exit', (code) => reject(new Error(`server exited (${code}) before listening:\n${output}`)));
  });
  return { url: `http://localhost:${port}`, stop, pid: child.pid };
}

export function buildPortal(spawnSync) {
  for (const [command, args] of [
    ['node', ['scripts/compile-catalogs.mjs']],
    ['npx', ['vite', 'build', '--config', 'apps/portal/vite.config.ts', 'apps/portal', '--logLevel', 'warn']],
  ]) {
    const result = spawnSync(command, args, { stdio: 'inherit' });
    if (result.status !== 0) process.exit(result.status ?? 1);
  }
}
