// The topology's PostgreSQL cluster in .prod/pg/data: created once (kept across up/down), listening on 127.0.0.1
// only, password authentication over TCP (the application connects as the "academy" role, which owns the
// "academy" database and is not a superuser); the superuser is reached through the cluster's own Unix socket.
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ensurePgBin, runAsPostgres } from '../postgres.mjs';
import { DATABASE, DB_USER, paths, ports } from './paths.mjs';

const pgCtl = (...args) => runAsPostgres(join(ensurePgBin(), 'pg_ctl'), ['-D', paths.pgData, ...args]);

/** psql as the superuser over the cluster's socket; returns its output (unaligned, tuples only). */
export function superSql(sql, database = 'postgres') {
  return runAsPostgres(join(ensurePgBin(), 'psql'), ['-h', paths.pgSocket, '-p', String(ports.postgres), '-U', 'postgres', '-d', database, '-v', 'ON_ERROR_STOP=1', '-Atc', sql]).trim();
}

export function postgresRunning() {
  if (!existsSync(join(paths.pgData, 'PG_VERSION'))) return false;
  try {
    pgCtl('status');
    return true;
  } catch {
    return false;
  }
}

/** The postmaster's pid (first line of postmaster.pid), when it runs. */
export function postgresPid() {
  const file = join(paths.pgData, 'postmaster.pid');
  return existsSync(file) ? Number(readFileSync(file, 'utf8').split('\n')[0]) : undefined;
}

function initCluster() {
  const folder = join(paths.pgData, '..');
  mkdirSync(folder, { recursive: true });
  if (process.getuid?.() === 0) {
    try {
      runAsPostgres('test', ['-w', folder], { owns: folder });
    } catch {
      throw new Error(`The postgres user cannot reach ${folder} (a parent folder is private): set PROD_DIR to a folder it can reach.`);
    }
  }
  console.log(`postgres: creating the cluster in ${paths.pgData} (once)`);
  runAsPostgres(join(ensurePgBin(), 'initdb'), ['-D', paths.pgData, '-U', 'postgres', '-E', 'UTF8', '--locale=C.UTF-8', '--auth-local=peer', '--auth-host=scram-sha-256', '--no-instructions'], { owns: folder });
  // Local connections by socket for the superuser (peer = the postgres OS user); TCP needs a password.
  writeFileSync(paths.dbPassword, randomBytes(24).toString('base64url'), { mode: 0o600 });
}

export function startPostgres() {
  if (!existsSync(join(paths.pgData, 'PG_VERSION'))) initCluster();
  if (postgresRunning()) return postgresPid();
  const settings = [
    `-p ${ports.postgres}`,
    `-k ${paths.pgSocket}`,
    '-c listen_addresses=127.0.0.1',
    '-c max_connections=200',
    '-c shared_buffers=256MB',
    // Slow statements name themselves in the log.
    '-c log_min_duration_statement=250',
  ].join(' ');
  pgCtl('-w', '-t', '60', '-l', paths.pgLog, '-o', settings, 'start');
  return postgresPid();
}

/** The academy role (password in .prod/db-password) and its database, when missing. */
export function ensureDatabase() {
  const password = readFileSync(paths.dbPassword, 'utf8').trim();
  if (!superSql(`select 1 from pg_roles where rolname = '${DB_USER}'`)) superSql(`create role ${DB_USER} login password '${password}'`);
  if (!superSql(`select 1 from pg_database where datname = '${DATABASE}'`)) superSql(`create database ${DATABASE} owner ${DB_USER}`);
}

/** Fast shutdown: open transactions roll back, connections close, the data stays (the fault script relies on it). */
export function stopPostgres() {
  if (postgresRunning()) pgCtl('-w', '-m', 'fast', 'stop');
}
