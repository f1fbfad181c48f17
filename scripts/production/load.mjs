#!/usr/bin/env node
// Load figures on the running local topology (npm run prod:up first), printed, not asserted:
//   1. anonymous portal HTML and two signed-in API paths, each on one instance (direct, and alone behind nginx)
//      and on two instances behind nginx, with where the CPU went;
//   2. the anonymous page while other users write (each write clears every instance's read cache);
//   3. a soak at half the two-instance peak of the signed-in class search: errors, and the RSS of each process
//      before and after.
//   node scripts/production/load.mjs [--seconds 8] [--rounds 3] [--connections 32] [--soak 60] [--no-soak] [--no-writes]
//     [--instance-cpu F]   each instance limited to F of one core (cpuCap.mjs): on a machine with fewer cores than
//                          instances + PostgreSQL + nginx + the load generator, what one more instance adds
//   (npm run prod:load; about 6 minutes with the defaults)
// autocannon is fetched by npx at a pinned version on first use (as scripts/bench-portal.mjs does).
import { spawn } from 'node:child_process';
import { cpus, loadavg } from 'node:os';
import { Client } from 'pg';
import { accessToken, CLASS_SEARCH, FEEDBACK, HOME, LECTURER, ME, SCHOOL } from './client.mjs';
import { postgresPid } from './cluster.mjs';
import { measureCpu, withDescendants } from './cpu.mjs';
import { capCpu } from './cpuCap.mjs';
import { residentMb, waitReady } from './instances.mjs';
import { nginxPid, reloadNginx, writeConfig } from './nginx.mjs';
import { alive, databaseUrl, ports, readPids, sleep } from './paths.mjs';

const option = (name, fallback) => {
  const index = process.argv.indexOf(name);
  return index === -1 ? fallback : Number(process.argv[index + 1]);
};
const SECONDS = option('--seconds', 8);
const CONNECTIONS = option('--connections', 32);
const SOAK = process.argv.includes('--no-soak') ? 0 : option('--soak', 60);
const ROUNDS = option('--rounds', 3);
const WRITE_RATES = process.argv.includes('--no-writes') ? [] : [5, 50];
const BROWSER_ENCODING = 'accept-encoding=gzip, deflate, br';
const INSTANCE_CPU = option('--instance-cpu', 0);

const pids = readPids();
const instances = pids.instances.filter((instance) => alive(instance.pid));
if (instances.length < 2 || !nginxPid()) {
  console.error('Needs the topology with two instances: npm run prod:up (then npm run prod:status).');
  process.exit(1);
}
if (INSTANCE_CPU > 0) {
  const release = capCpu(instances.map((instance) => instance.pid), INSTANCE_CPU);
  process.on('exit', release);
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => process.exit(130));
}
const nginx = `http://127.0.0.1:${pids.nginx?.port ?? ports.nginx}`;
const first = `http://127.0.0.1:${instances[0].port}`;

/** One autocannon run; with `rate`, a fixed overall request rate instead of as fast as it goes. */
async function autocannon(url, headers, { seconds = SECONDS, connections = CONNECTIONS, rate } = {}) {
  const args = ['-y', 'autocannon@8.0.0', '--json', '-c', String(connections), '-d', String(seconds), ...(rate ? ['-R', String(rate)] : [])];
  for (const header of headers) args.push('-H', header);
  // Asynchronous, so this process can send other traffic meanwhile (the run with writes).
  const child = spawn('npx', [...args, url], { stdio: ['ignore', 'pipe', 'pipe'] });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk) => (stdout += chunk));
  child.stderr.on('data', (chunk) => (stderr += chunk));
  const status = await new Promise((resolve) => child.on('close', resolve));
  if (status !== 0) throw new Error(`autocannon failed: ${stderr.trim().split('\n').at(-1)}`);
  const run = { stdout };
  const result = JSON.parse(run.stdout);
  return { rps: Math.round(result.requests.average), p50: result.latency.p50, p99: result.latency.p99, errors: result.errors, timeouts: result.timeouts, non2xx: result.non2xx, total: result.requests.total };
}

function cpuGroups() {
  return { instances: instances.map((instance) => instance.pid), nginx: [nginxPid()], postgres: [postgresPid()] };
}

/** Runs one measurement with CPU accounting; a short warm-up first so caches and pools are filled. */
async function measure(label, url, headers) {
  await autocannon(url, headers, { seconds: 2 });
  const stop = measureCpu(cpuGroups());
  const load = loadavg()[0].toFixed(2);
  const result = await autocannon(url, headers);
  const cpu = stop();
  // CPU the instances spent per request: constant per request means capacity grows with the cores they are given.
  const instanceMsPerRequest = Math.round(((cpu.instances / 100) * SECONDS * 1000 * 100) / Math.max(1, result.total)) / 100;
  return { run: label, 'req/s': result.rps, 'p50 ms': result.p50, 'p99 ms': result.p99, 'errors (timeouts)': `${result.errors} (${result.timeouts})`, 'non-2xx': result.non2xx, 'CPU % inst': cpu.instances, nginx: cpu.nginx, pg: cpu.postgres, 'other (autocannon…)': cpu.other, 'inst CPU ms/req': instanceMsPerRequest, 'load before': load };
}

async function withUpstreams(upstreamPorts, work) {
  writeConfig(upstreamPorts, pids.nginx?.port ?? ports.nginx);
  reloadNginx();
  await sleep(1_000);
  try {
    return await work();
  } finally {
    writeConfig(instances.map((instance) => instance.port), pids.nginx?.port ?? ports.nginx);
    reloadNginx();
    await sleep(1_000);
  }
}

/** Feedback writes through nginx at a steady rate until the returned function is called (their rows removed then). */
function writesAt(perSecond) {
  const runId = `load${Date.now().toString(36)}`;
  const counts = { sent: 0, failed: 0 };
  const pending = new Set();
  const timer = setInterval(() => {
    counts.sent += 1;
    const body = JSON.stringify({ feedbackType: 0, feedbackContent: `${runId}-${counts.sent}`, allowContact: 0, tenantId: SCHOOL, clientType: '1' });
    const request = fetch(nginx + FEEDBACK, { method: 'POST', headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' }, body })
      .then((response) => (response.ok ? response.arrayBuffer() : Promise.reject(new Error(String(response.status)))))
      .catch(() => (counts.failed += 1))
      .finally(() => pending.delete(request));
    pending.add(request);
  }, 1000 / perSecond);
  return async () => {
    clearInterval(timer);
    await Promise.all(pending);
    const client = new Client({ connectionString: databaseUrl() });
    await client.connect();
    await client.query('delete from feedback where content like $1', [`${runId}-%`]);
    await client.end();
    return counts;
  };
}

const token = await accessToken(nginx, LECTURER, 10);
const signedIn = [`authorization=Bearer ${token}`, `tenantId=${SCHOOL}`, BROWSER_ENCODING];
const paths = [
  { name: 'portal HTML (anonymous)', path: HOME, headers: [BROWSER_ENCODING] },
  { name: 'class search (lecturer)', path: CLASS_SEARCH, headers: signedIn },
  { name: 'users/me (lecturer)', path: ME, headers: signedIn },
];

console.log(`Load: autocannon, ${CONNECTIONS} connections, ${SECONDS} s per run (after a 2 s warm-up), ${ROUNDS} rounds alternating the set-ups (medians shown: other work on the machine drifts), PostgreSQL, ${instances.length} instances${INSTANCE_CPU > 0 ? `, each limited to ${INSTANCE_CPU * 100} % of one core` : ''}; CPU in % of one core (this machine: ${cpus().length * 100} % in all)`);
const rows = [];
const peaks = {};
/** The run with the median req/s, and the range seen over the rounds. */
const median = (runs) => {
  const sorted = [...runs].sort((a, b) => a['req/s'] - b['req/s']);
  return { ...sorted[Math.floor(sorted.length / 2)], 'req/s range': `${sorted[0]['req/s']}–${sorted.at(-1)['req/s']}` };
};
for (const { name, path, headers } of paths) {
  const runs = { direct: [], alone: [], both: [] };
  for (let round = 0; round < ROUNDS; round += 1) {
    runs.direct.push(await measure(`${name}: 1 instance, direct`, first + path, headers));
    runs.alone.push(await withUpstreams([instances[0].port], async () => measure(`${name}: 1 instance behind nginx`, nginx + path, headers)));
    runs.both.push(await measure(`${name}: 2 instances behind nginx`, nginx + path, headers));
  }
  const [direct, alone, both] = [median(runs.direct), median(runs.alone), median(runs.both)];
  rows.push(direct, alone, both);
  peaks[name] = { path, headers, rps: both['req/s'], ratio: Math.round((both['req/s'] / alone['req/s']) * 100) / 100 };
}
console.table(rows);
for (const [name, peak] of Object.entries(peaks)) console.log(`${name}: two instances / one instance behind nginx = ${peak.ratio}×`);

// Any write clears the read cache on every instance (decision 0008, cacheBus.ts): the anonymous page is then made
// afresh. How far it falls with a steady trickle of writes elsewhere in the product:
const withWrites = [];
for (const perSecond of WRITE_RATES) {
  const stopWrites = writesAt(perSecond);
  const row = await measure(`portal HTML (anonymous) with ${perSecond} writes/s: 2 instances behind nginx`, nginx + HOME, [BROWSER_ENCODING]);
  const writes = await stopWrites();
  withWrites.push({ ...row, 'writes sent': writes.sent, 'writes failed': writes.failed });
}
if (withWrites.length) console.table(withWrites);

if (SOAK > 0) {
  const { path, headers, rps } = peaks['class search (lecturer)'];
  const rate = Math.max(1, Math.round(rps / 2));
  await waitReady(nginx, 10_000);
  const rss = () => Object.fromEntries([...instances.map((instance) => [`instance ${instance.n}`, residentMb(instance.pid)]), ['nginx (master + workers)', withDescendants([nginxPid()]).reduce((sum, pid) => sum + (residentMb(pid) ?? 0), 0)]]);
  const before = rss();
  console.log(`\nSoak: class search (lecturer) through nginx at ${rate} req/s (half the two-instance peak of ${rps}) for ${SOAK} s …`);
  const stop = measureCpu(cpuGroups());
  const result = await autocannon(nginx + path, headers, { seconds: SOAK, connections: CONNECTIONS, rate });
  const cpu = stop();
  const after = rss();
  console.log(`sent ${result.total}, ${result.rps} req/s, p50 ${result.p50} ms, p99 ${result.p99} ms, errors ${result.errors} (timeouts ${result.timeouts}), non-2xx ${result.non2xx}; CPU % instances ${cpu.instances}, nginx ${cpu.nginx}, postgres ${cpu.postgres}, other ${cpu.other}`);
  console.table(Object.keys(before).map((name) => ({ process: name, 'RSS MB before': before[name], 'RSS MB after': after[name] })));
}
