// Where the local production topology keeps its state (.prod/, PROD_DIR overrides), its fixed ports, and the
// record of what runs (pids.json). Shared by topology, load, faults and backup.
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = join(dirname(fileURLToPath(import.meta.url)), '../..');
export const PROD = process.env.PROD_DIR ?? join(ROOT, '.prod');

export const paths = {
  pgData: join(PROD, 'pg/data'),
  pgLog: join(PROD, 'pg/postgresql.log'),
  pgSocket: join(PROD, 'pg'),
  logs: join(PROD, 'logs'),
  pids: join(PROD, 'pids.json'),
  secret: join(PROD, 'secret'),
  dbPassword: join(PROD, 'db-password'),
  outbox: join(PROD, 'outbox.json'),
  uploads: join(PROD, 'uploads'),
  nginxPrefix: join(PROD, 'nginx'),
  nginxConf: join(PROD, 'nginx.conf'),
  backups: join(PROD, 'backups'),
  seeded: join(PROD, 'seeded'),
  serverBundle: join(ROOT, 'apps/server/dist/main.mjs'),
  portalDist: join(ROOT, 'apps/portal/dist'),
  template: join(ROOT, 'deploy/nginx.conf.template'),
  unavailableMessages: join(ROOT, 'deploy/unavailable-messages.json'),
};

export const ports = {
  postgres: Number(process.env.PROD_PG_PORT ?? 5433),
  nginx: 8080,
  /** Instance n (1, 2, …) listens on 3100 + n. */
  instance: (n) => 3100 + n,
  sinkHttp: 3190,
  sinkSmtp: 3125,
};

export const DATABASE = 'academy';
export const DB_USER = 'academy';

export function ensureDirs() {
  for (const dir of [PROD, paths.logs, paths.uploads, paths.nginxPrefix, join(paths.nginxPrefix, 'logs'), paths.backups]) mkdirSync(dir, { recursive: true });
}

/** { postgres?: {pid, port}, sink?: {pid}, nginx?: {pid, port}, instances: [{n, port, pid}] } */
export function readPids() {
  if (!existsSync(paths.pids)) return { instances: [] };
  return { instances: [], ...JSON.parse(readFileSync(paths.pids, 'utf8')) };
}

export function writePids(pids) {
  mkdirSync(dirname(paths.pids), { recursive: true });
  writeFileSync(`${paths.pids}.tmp`, `${JSON.stringify(pids, null, 2)}\n`);
  renameSync(`${paths.pids}.tmp`, paths.pids);
}

/** Is the process running? An exited one that its parent has not reaped yet (a zombie) is not. */
export function alive(pid) {
  if (!pid) return false;
  try {
    process.kill(pid, 0);
  } catch {
    return false;
  }
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2, stat.lastIndexOf(')') + 3) !== 'Z';
  } catch {
    return true; // no /proc: kill(0) answered
  }
}

/** The application's connection string (the academy role, password kept in .prod/db-password). */
export function databaseUrl(database = DATABASE) {
  const password = readFileSync(paths.dbPassword, 'utf8').trim();
  return `postgres://${DB_USER}:${encodeURIComponent(password)}@127.0.0.1:${ports.postgres}/${database}`;
}

export const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
