import { serve } from '@hono/node-server';
import { loadConfig } from './config.ts';
import { createServer } from './server.ts';
import { startupProblems } from './startupChecks.ts';

/** In-flight requests get this long to finish after SIGTERM; then the process ends anyway. */
const SHUTDOWN_GRACE_MS = Number(process.env.SHUTDOWN_GRACE_MS ?? 10_000);

const config = loadConfig();
const problems = startupProblems(config, process.env);
if (problems.length > 0) {
  for (const problem of problems) console.error(`Cannot start: ${problem}`);
  process.exit(78); // EX_CONFIG
}

const { app, db, services } = await createServer(config);
const server = serve({ fetch: app.fetch, port: config.port }, (info) => {
  services.log.info({ port: info.port, database: db.kind, demo: config.demo }, 'listening');
  if (config.demo) console.log(`Academy Portal on http://localhost:${info.port} (${db.kind}, demo data)\n  demo school: http://localhost:${info.port}/portal/1000000000000000001`);
});

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
    void db.close().finally(() => process.exit(0));
  });
  (server as { closeIdleConnections?: () => void }).closeIdleConnections?.();
}
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => shutdown(signal));
