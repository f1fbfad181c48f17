#!/usr/bin/env node
// The local production topology, from Debian packages: a PostgreSQL cluster (.prod/pg, kept across up/down), N API
// server instances running the built JavaScript in production mode, a code sink standing in for the SMS gateway
// and mail server, and nginx in front on :8080. Nothing of the system's own services is touched.
//   node scripts/production/topology.mjs up [--instances N] [--port 8080] [--no-build]   (npm run prod:up)
//   node scripts/production/topology.mjs down                                           (npm run prod:down)
//   node scripts/production/topology.mjs status                                         (npm run prod:status)
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { closeSync, existsSync, openSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { buildPortal } from '../serve.mjs';
import { ensurePgBin } from '../postgres.mjs';
import { ensureDatabase, postgresPid, postgresRunning, startPostgres, stopPostgres } from './cluster.mjs';
import { residentMb, startInstance, stopProcess, waitReady } from './instances.mjs';
import { ensureNginx, nginxPid, startNginx, stopNginx, writeConfig } from './nginx.mjs';
import { alive, databaseUrl, ensureDirs, paths, ports, PROD, readPids, ROOT, writePids } from './paths.mjs';

const [command = 'status', ...args] = process.argv.slice(2);
const option = (name, fallback) => {
  const index = args.indexOf(name);
  return index === -1 ? fallback : args[index + 1];
};

function run(commandName, commandArgs, env = {}) {
  const result = spawnSync(commandName, commandArgs, { stdio: 'inherit', cwd: ROOT, env: { ...process.env, ...env } });
  if (result.status !== 0) throw new Error(`${commandName} ${commandArgs.join(' ')} failed (${result.status})`);
}

/** nginx serves /assets/ with gzip_static: a .gz next to each compressible hashed file, made once per build. */
function precompressAssets() {
  const dir = join(paths.portalDist, 'assets');
  let count = 0;
  for (const file of readdirSync(dir)) {
    if (!/\.(js|css|svg|json|txt|map)$/.test(file) || existsSync(join(dir, `${file}.gz`))) continue;
    const body = readFileSync(join(dir, file));
    if (body.length < 1024) continue;
    writeFileSync(join(dir, `${file}.gz`), gzipSync(body, { level: 9 }));
    count += 1;
  }
  return count;
}

function startSink() {
  const log = openSync(join(paths.logs, 'sink.log'), 'a');
  const child = spawn(process.execPath, [join(ROOT, 'scripts/production/sink.mjs')], { stdio: ['ignore', log, log], detached: true, env: { ...process.env, PROD_DIR: PROD } });
  child.unref();
  closeSync(log);
  return child.pid;
}

async function up() {
  const count = Number(option('--instances', 2));
  const listen = Number(option('--port', ports.nginx));
  const pids = readPids();
  if (pids.instances.some((instance) => alive(instance.pid)) || nginxPid()) {
    console.log('The topology already runs (npm run prod:status); `npm run prod:down` first to start it again.');
    return;
  }
  ensurePgBin();
  ensureNginx();
  ensureDirs();
  if (!args.includes('--no-build') || !existsSync(join(paths.portalDist, 'index.html'))) buildPortal(spawnSync);
  if (!args.includes('--no-build') || !existsSync(paths.serverBundle)) run('node', ['scripts/build-server.mjs']);
  console.log(`portal: ${precompressAssets()} assets pre-compressed for nginx`);

  if (!existsSync(paths.secret)) writeFileSync(paths.secret, randomBytes(48).toString('base64url'), { mode: 0o600 });
  const postgres = startPostgres();
  ensureDatabase();
  console.log(`postgres: pid ${postgres}, 127.0.0.1:${ports.postgres}, database academy`);
  if (!existsSync(paths.seeded) || args.includes('--seed')) {
    run(process.execPath, ['--import', 'tsx', 'scripts/production/seed.ts'], { DATABASE_URL: databaseUrl() });
    writeFileSync(paths.seeded, new Date().toISOString());
  }

  const sink = alive(pids.sink?.pid) ? pids.sink.pid : startSink();
  const instances = Array.from({ length: count }, (_, index) => startInstance(index + 1));
  writePids({ postgres: { pid: postgres, port: ports.postgres }, sink: { pid: sink }, instances });
  await Promise.all(instances.map((instance) => waitReady(`http://127.0.0.1:${instance.port}`, 60_000, instance.pid)));
  console.log(`instances: ${instances.map((instance) => `:${instance.port} (pid ${instance.pid})`).join(', ')} ready`);

  writeConfig(instances.map((instance) => instance.port), listen);
  const nginx = await startNginx();
  writePids({ postgres: { pid: postgres, port: ports.postgres }, sink: { pid: sink }, nginx: { pid: nginx, port: listen }, instances });
  await waitReady(`http://127.0.0.1:${listen}`, 10_000);
  console.log(`nginx: pid ${nginx}, http://localhost:${listen}/portal/1000000000000000001 (ready: /readyz answered 200 through nginx)`);
  console.log(`logs in ${paths.logs} and ${join(paths.nginxPrefix, 'logs')}; sign-in codes in ${paths.outbox}`);
}

async function down() {
  const pids = readPids();
  await stopNginx();
  await Promise.all(pids.instances.map((instance) => stopProcess(instance.pid)));
  if (pids.sink) await stopProcess(pids.sink.pid, 2_000);
  stopPostgres();
  writePids({ instances: [] });
  console.log('stopped: nginx, instances, sink, PostgreSQL (data kept in .prod/pg)');
}

async function readyz(origin) {
  try {
    const response = await fetch(`${origin}/readyz`, { signal: AbortSignal.timeout(3_000) });
    return `${response.status}`;
  } catch {
    return 'no answer';
  }
}

async function status() {
  const pids = readPids();
  const rows = [];
  const postgres = postgresRunning() ? postgresPid() : undefined;
  rows.push({ process: 'postgresql', pid: postgres ?? '-', running: Boolean(postgres), address: `127.0.0.1:${ports.postgres}`, 'RSS MB': residentMb(postgres) ?? '-', readyz: '' });
  rows.push({ process: 'sink', pid: pids.sink?.pid ?? '-', running: alive(pids.sink?.pid), address: `:${ports.sinkHttp} :${ports.sinkSmtp}`, 'RSS MB': residentMb(pids.sink?.pid) ?? '-', readyz: '' });
  for (const instance of pids.instances) {
    rows.push({ process: `instance ${instance.n}`, pid: instance.pid, running: alive(instance.pid), address: `127.0.0.1:${instance.port}`, 'RSS MB': residentMb(instance.pid) ?? '-', readyz: await readyz(`http://127.0.0.1:${instance.port}`) });
  }
  const nginx = nginxPid();
  const listen = pids.nginx?.port ?? ports.nginx;
  rows.push({ process: 'nginx', pid: nginx ?? '-', running: Boolean(nginx), address: `:${listen}`, 'RSS MB': residentMb(nginx) ?? '-', readyz: nginx ? await readyz(`http://127.0.0.1:${listen}`) : '' });
  console.table(rows);
  if (existsSync(paths.pgData)) console.log(`data: ${paths.pgData} (created ${statSync(paths.pgData).birthtime.toISOString().slice(0, 10)})`);
}

const commands = { up, down, status };
if (!commands[command]) {
  console.error(`usage: topology.mjs up [--instances N] [--port 8080] [--no-build] [--seed] | down | status`);
  process.exit(64);
}
try {
  await commands[command]();
} catch (error) {
  console.error(`prod:${command}: ${error.message}`);
  process.exit(1);
}
