import { serve } from '@hono/node-server';
import { loadConfig } from './config.ts';
import { createServer } from './server.ts';
import { startupProblems } from './startupChecks.ts';
import { startJobRunner } from './jobs/runner.ts';
import { serverJobs } from './jobs/definitions.ts';
import { notificationJobs } from './modules/notifications/scheduled.ts';

/** How long an idle keep-alive connection stays open: longer than nginx's upstream keep-alive (60 s). */
const KEEP_ALIVE_MS = 65_000;
/** In-flight requests get this long to finish after SIGTERM; then the process ends anyway. */
const SHUTDOWN_GRACE_MS = Number(process.env.SHUTDOWN_GRACE_MS ?? 10_000);

const config = loadConfig();
const problems = startupProblems(config, process.env);
if (problems.length > 0) {
  for (const problem of problems) console.error(`Cannot start: ${problem}`);
  process.exit(78); // EX_CONFIG
}

const { app, db, services } = await createServer(config);
// Background work (clean-ups): every instance asks each minute, the jobs table makes each run happen once.
// Scheduled notifications (issue 31) need the mailer, so they are made with the services.
const jobs = startJobRunner(db, [...serverJobs, ...notificationJobs(services)], { tickMs: Number(process.env.JOB_TICK_MS ?? 60_000), log: services.log });
const server = serve({ fetch: app.fetch, port: config.port }, (info) => {
  services.log.info({ port: info.port, database: db.kind, demo: config.demo }, 'listening');
  if (config.demo) console.log(`Academy Portal on http://localhost:${info.port} (${db.kind}, demo data)\n  demo school: http://localhost:${info.port}/portal/1000000000000000001`);
  if (config.demo && process.env.DEMO_IDENTITY_PARTIES !== '0') demoParties = startIdentityParties(info.port);
  if (config.demo && process.env.DEMO_PAYMENT_PARTY !== '0') demoPayment = startPaymentParty(info.port);
});

// An idle keep-alive connection stays open longer than a client or proxy keeps it (nginx keeps its upstream ones 60 s,
// deploy/nginx.conf.template): a server that closes one first races the next request sent on it, which then fails
// (ECONNRESET; a 502 for a POST behind nginx). Node's default is 5 s; the e2e run met that race.
const httpServer = server as import('node:http').Server;
httpServer.keepAliveTimeout = KEEP_ALIVE_MS;
httpServer.headersTimeout = KEEP_ALIVE_MS + 1_000;

type DemoLauncher = typeof import('../dev-parties/demo.ts');
let demoParties: Promise<{ stop(): Promise<void> } | null> | null = null;

/**
 * The demo's identity providers (issue 20: OpenID parties, later SAML and the messaging app), on 127.0.0.1. The path
 * is a variable so esbuild leaves the import alone: the production bundle never contains the parties (or
 * oidc-provider); a built server started in demo mode just goes without them.
 */
async function startIdentityParties(port: number) {
  const launcher = '../dev-parties/demo.ts';
  try {
    const { startDemoParties } = (await import(launcher)) as DemoLauncher;
    const parties = await startDemoParties(services, [`http://localhost:${port}`, `http://127.0.0.1:${port}`]);
    for (const party of parties.running) console.log(`  demo ${party.label} for school ${party.schoolId}: ${party.url}`);
    for (const party of parties.failed) console.warn(`  demo ${party.label} for school ${party.schoolId} did not start: ${String(party.error)}`);
    return parties;
  } catch (error) {
    console.warn(`  demo identity providers unavailable (${String(error)}); DEMO_IDENTITY_PARTIES=0 silences this`);
    return null;
  }
}

let demoPayment: Promise<{ stop(): Promise<void> } | null> | null = null;

/** The demo's payment provider (issue 22, a test double: no real money), like the identity parties never bundled. */
async function startPaymentParty(port: number) {
  const launcher = '../dev-parties/paymentParty.ts';
  try {
    const { startDemoPayment } = (await import(launcher)) as typeof import('../dev-parties/paymentParty.ts');
    const party = await startDemoPayment(services, port);
    console.log(`  demo payment provider: ${party.url}`);
    return party;
  } catch (error) {
    console.warn(`  demo payment provider unavailable (${String(error)}); DEMO_PAYMENT_PARTY=0 silences this`);
    return null;
  }
}

/**
 * Graceful stop (a deploy or a scale-down): stop accepting, let in-flight requests finish (idle keep-alive
 * connections are closed at once), close the database pool, exit. A second signal or the grace time ends it now.
 */
let stopping = false;
function shutdown(signal: string) {
  if (stopping) process.exit(1);
  stopping = true;
  services.log.info({ signal }, 'shutting down');
  const deadline = setTimeout(() => {
    services.log.warn({ graceMs: SHUTDOWN_GRACE_MS }, 'requests still running at the deadline; exiting');
    process.exit(1);
  }, SHUTDOWN_GRACE_MS);
  deadline.unref();
  server.close(() => {
    void Promise.all([Promise.resolve(demoParties).then((parties) => parties?.stop()), Promise.resolve(demoPayment).then((party) => party?.stop())])
      .catch(() => undefined)
      .then(() => jobs.stop())
      .then(() => db.close())
      .finally(() => process.exit(0));
  });
  (server as { closeIdleConnections?: () => void }).closeIdleConnections?.();
}
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => shutdown(signal));
