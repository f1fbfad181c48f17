#!/usr/bin/env node
// Faults on the running local topology (npm run prod:up first), each with mixed traffic running through nginx
// (traffic.mjs), printed as counts, not asserted:
//   a. SIGKILL one instance (restarted 7 s later): no GET may fail (proxy_next_upstream), every write is committed
//      or refused with a message;
//   b. PostgreSQL stopped for 10 s: 503 with Retry-After meanwhile, recovery by itself afterwards, nothing lost;
//   c. nginx reloaded: no request fails;
//   d. nginx stopped and started again: refused connections while nothing listens, then clients recover.
// Afterwards the database says which writes were committed: "lost" counts writes answered OK but missing,
// "committed, told refused" writes that were stored although the client was finally told otherwise, and
// "stored twice" writes whose resend (same Idempotency-Key, decision 0024) was done again. What was killed or
// stopped is started again.
//   node scripts/production/faults.mjs [--concurrency 16] [--only kill,postgres,reload,restart]   (npm run prod:faults)
import { Client } from 'pg';
import { accessToken, LECTURER } from './client.mjs';
import { postgresPid, startPostgres, stopPostgres } from './cluster.mjs';
import { startInstance, waitReady } from './instances.mjs';
import { nginxPid, reloadNginx, startNginx, stopNginx } from './nginx.mjs';
import { alive, databaseUrl, ports, readPids, sleep, writePids } from './paths.mjs';
import { startTraffic } from './traffic.mjs';

const option = (name, fallback) => {
  const index = process.argv.indexOf(name);
  return index === -1 ? fallback : process.argv[index + 1];
};
const CONCURRENCY = Number(option('--concurrency', 16));
const ONLY = option('--only', 'kill,postgres,reload,restart').split(',');

const pids = readPids();
const live = pids.instances.filter((instance) => alive(instance.pid));
if (live.length < 2 || !nginxPid()) {
  console.error('Needs the topology with two instances: npm run prod:up (then npm run prod:status).');
  process.exit(1);
}
const origin = `http://127.0.0.1:${pids.nginx?.port ?? ports.nginx}`;
const token = await accessToken(origin, LECTURER, 10);
const log = (message) => console.log(`  ${new Date().toISOString().slice(11, 23)} ${message}`);

async function committedMarkers(runId) {
  const client = new Client({ connectionString: databaseUrl() });
  await client.connect();
  try {
    const { rows } = await client.query('select content, count(*)::int as n from feedback where content like $1 group by content', [`fault-${runId}-%`]);
    // The fault writes are test data: counted, then removed.
    await client.query('delete from feedback where content like $1', [`fault-${runId}-%`]);
    return new Map(rows.map((row) => [row.content, row.n]));
  } finally {
    await client.end();
  }
}

/** The first moment after `since` from which a signed-in read succeeded, in ms after `since`. */
function recoveredAfter(outcomes, since) {
  const first = outcomes.filter((o) => o.kind === 'search' && o.at >= since && o.status === 200).sort((a, b) => a.at - b.at)[0];
  return first ? first.at - since : null;
}

async function summarize(name, outcomes, runId, extra = {}) {
  const committed = await committedMarkers(runId);
  const row = { scenario: name, sent: outcomes.length, succeeded: 0, 'refused cleanly': 0, '…503+Retry-After': 0, 'failed GETs': 0, 'writes committed': 0, 'writes refused': 0, 'writes not delivered': 0, 'committed, told refused': 0, 'stored twice': 0, lost: 0, 'GET retried': 0, 'write resent': 0 };
  for (const outcome of outcomes) {
    if (outcome.retried) row[outcome.method === 'GET' ? 'GET retried' : 'write resent'] += 1;
    const ok = outcome.status >= 200 && outcome.status < 300;
    const clean = !ok && outcome.status >= 400 && outcome.readable;
    if (clean) {
      row['refused cleanly'] += 1;
      if (outcome.status === 503 && outcome.retryAfter) row['…503+Retry-After'] += 1;
    }
    if (ok) row.succeeded += 1;
    if (outcome.method === 'GET') {
      if (!ok && !clean) row['failed GETs'] += 1;
      continue;
    }
    const stored = committed.has(outcome.marker);
    if ((committed.get(outcome.marker) ?? 0) > 1) row['stored twice'] += 1;
    if (ok && stored) row['writes committed'] += 1;
    else if (clean && !stored) row['writes refused'] += 1;
    else if (outcome.error && !stored) row['writes not delivered'] += 1;
    // The instance committed and died before it answered: the client was told it failed (a retry would repeat it).
    else if (!ok && stored) row['committed, told refused'] += 1;
    else row.lost += 1;
  }
  return { ...row, ...extra };
}

async function killInstance() {
  const runId = `kill${Date.now().toString(36)}`;
  const victim = pids.instances.filter((instance) => alive(instance.pid)).at(-1);
  console.log(`\na. SIGKILL instance ${victim.n} (pid ${victim.pid}) under load, restart it 7 s later`);
  const traffic = startTraffic(origin, token, { concurrency: CONCURRENCY, runId });
  await sleep(5_000);
  process.kill(victim.pid, 'SIGKILL');
  log(`killed instance ${victim.n}`);
  await sleep(7_000);
  const restarted = startInstance(victim.n);
  pids.instances = pids.instances.map((instance) => (instance.n === victim.n ? restarted : instance));
  writePids(pids);
  await waitReady(`http://127.0.0.1:${restarted.port}`, 60_000, restarted.pid);
  log(`instance ${victim.n} back (pid ${restarted.pid}) and ready`);
  await sleep(3_000);
  return summarize('kill one instance', await traffic.stop(), runId);
}

async function stopDatabase() {
  const runId = `pg${Date.now().toString(36)}`;
  console.log('\nb. PostgreSQL stopped (pg_ctl stop -m fast) for 10 s under load');
  const traffic = startTraffic(origin, token, { concurrency: CONCURRENCY, runId });
  await sleep(5_000);
  const stoppedAt = Date.now();
  stopPostgres();
  log('PostgreSQL stopped');
  await sleep(Math.max(0, 10_000 - (Date.now() - stoppedAt)));
  const postgres = startPostgres();
  const startedAt = Date.now();
  pids.postgres = { pid: postgres, port: ports.postgres };
  writePids(pids);
  log(`PostgreSQL started again (pid ${postgres}) after ${Math.round((startedAt - stoppedAt) / 100) / 10} s`);
  for (let i = 0; i < 60 && recoveredAfter(traffic.outcomes, startedAt) === null; i += 1) await sleep(500);
  await sleep(5_000);
  const outcomes = await traffic.stop();
  const during = outcomes.filter((o) => o.at >= stoppedAt + 500 && o.at < startedAt);
  const api = during.filter((o) => o.kind !== 'html');
  const html = during.filter((o) => o.kind === 'html');
  log(`while it was away: ${api.filter((o) => o.status === 503 && o.retryAfter).length}/${api.length} API calls answered 503 with Retry-After; portal HTML: ${html.filter((o) => o.status === 200).length} × 200 (the page without its primed answers), ${html.filter((o) => o.status === 503 && o.readable).length} × readable 503 page, ${html.filter((o) => o.status !== 200 && !(o.status === 503 && o.readable)).length} other`);
  return summarize('PostgreSQL away 10 s', outcomes, runId, { 'recovered after ms': recoveredAfter(outcomes, startedAt) });
}

async function reloadUnderLoad() {
  const runId = `reload${Date.now().toString(36)}`;
  console.log('\nc. nginx -s reload under load (new workers take over, old ones finish)');
  const traffic = startTraffic(origin, token, { concurrency: CONCURRENCY, runId });
  await sleep(3_000);
  reloadNginx();
  log('nginx reloaded');
  await sleep(4_000);
  return summarize('nginx reload', await traffic.stop(), runId);
}

async function restartNginx() {
  const runId = `restart${Date.now().toString(36)}`;
  console.log('\nd. nginx stopped (quit: graceful) and started again under load');
  const traffic = startTraffic(origin, token, { concurrency: CONCURRENCY, runId });
  await sleep(3_000);
  const stopping = Date.now();
  await stopNginx();
  const nginx = await startNginx();
  const startedAt = Date.now();
  pids.nginx = { pid: nginx, port: pids.nginx?.port ?? ports.nginx };
  writePids(pids);
  log(`nginx restarted (pid ${nginx}); ${startedAt - stopping} ms without a listener`);
  await sleep(4_000);
  const outcomes = await traffic.stop();
  return summarize('nginx restart', outcomes, runId, { 'recovered after ms': recoveredAfter(outcomes, startedAt) });
}

const scenarios = { kill: killInstance, postgres: stopDatabase, reload: reloadUnderLoad, restart: restartNginx };
const rows = [];
console.log(`Faults through nginx (${origin}), ${CONCURRENCY} concurrent clients looping over portal HTML, class search, users/me and a feedback write`);
for (const name of ONLY) rows.push(await scenarios[name]());
console.table(rows);
console.log('refused cleanly: an answer ≥ 400 with a message the client shows (JSON message or an HTML page); not delivered: no connection (nothing reached the server, nothing stored); lost: answered OK but not stored.');
if (postgresPid() === undefined) console.warn('PostgreSQL is not running: npm run prod:up');
