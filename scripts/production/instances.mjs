// The API server instances: the built apps/server/dist/main.mjs in production mode, one process per port, each
// writing its JSON log to .prod/logs/instance-N.log. Detached, so they outlive the command that started them.
import { spawn } from 'node:child_process';
import { closeSync, existsSync, openSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { alive, databaseUrl, paths, ports, ROOT, sleep } from './paths.mjs';

/** What every instance is given: the same database, secret and delivery, like a real deployment's env file. */
export function instanceEnv(port) {
  return {
    NODE_ENV: 'production',
    PORT: String(port),
    DATABASE_URL: databaseUrl(),
    SESSION_SECRET: readFileSync(paths.secret, 'utf8').trim(),
    // One issuer for every instance: the address clients reach the provider at, through nginx (decision 0028).
    OIDC_ISSUER: process.env.OIDC_ISSUER ?? `http://localhost:${ports.nginx}`,
    SMS_WEBHOOK_URL: `http://127.0.0.1:${ports.sinkHttp}/`,
    SMTP_URL: `smtp://127.0.0.1:${ports.sinkSmtp}`,
    UPLOAD_DIR: paths.uploads,
    PUBLIC_DIR: paths.portalDist,
    LOG_LEVEL: process.env.LOG_LEVEL ?? 'info',
  };
}

export function startInstance(n) {
  const port = ports.instance(n);
  const log = openSync(join(paths.logs, `instance-${n}.log`), 'a');
  // PATH etc. from here; nothing else of this shell's environment leaks into a production process.
  const child = spawn(process.execPath, ['--enable-source-maps', paths.serverBundle], {
    cwd: ROOT,
    env: { PATH: process.env.PATH, HOME: process.env.HOME, ...instanceEnv(port) },
    stdio: ['ignore', log, log],
    detached: true,
  });
  child.unref();
  closeSync(log);
  return { n, port, pid: child.pid };
}

/** Resolves once GET /readyz answers 200 (database reachable, migrations current); rejects after `ms`. */
export async function waitReady(origin, ms = 60_000, pid) {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    if (pid && !alive(pid)) throw new Error(`${origin}: the process ended before it was ready (see its log in ${paths.logs})`);
    try {
      const response = await fetch(`${origin}/readyz`, { signal: AbortSignal.timeout(2_000) });
      if (response.status === 200) return;
    } catch {
      // not listening yet
    }
    await sleep(250);
  }
  throw new Error(`${origin}/readyz did not answer 200 within ${ms / 1000} s`);
}

/** SIGTERM (the server stops accepting and lets requests finish), then waits; SIGKILL after the grace time. */
export async function stopProcess(pid, graceMs = 15_000) {
  if (!alive(pid)) return;
  process.kill(pid, 'SIGTERM');
  const deadline = Date.now() + graceMs;
  while (alive(pid) && Date.now() < deadline) await sleep(100);
  if (alive(pid)) process.kill(pid, 'SIGKILL');
}

/** Resident memory in MB (Linux /proc), or null when the process is gone. */
export function residentMb(pid) {
  const file = `/proc/${pid}/status`;
  if (!pid || !existsSync(file)) return null;
  const kb = /VmRSS:\s+(\d+)/.exec(readFileSync(file, 'utf8'))?.[1];
  return kb ? Math.round(Number(kb) / 1024) : null;
}
