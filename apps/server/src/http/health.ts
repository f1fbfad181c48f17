import type { Hono } from 'hono';
import type { Database } from '../db/index.ts';
import { pendingMigrations } from '../db/migrate.ts';
import type { AppEnv } from './context.ts';

/** How long readiness waits for the database before it says no (a load balancer must not hang on it). */
const READY_TIMEOUT_MS = 2_000;

function within<T>(promise: Promise<T>, ms: number): Promise<T> {
  return Promise.race([promise, new Promise<never>((_, reject) => setTimeout(() => reject(new Error(`no answer in ${ms} ms`)), ms).unref())]);
}

/**
 * For load balancers: /healthz says the process answers; /readyz says it can serve — the database answers and its
 * schema is the one this build expects. Neither is cached, neither reveals more than that.
 */
export function healthRoutes(app: Hono<AppEnv>, db: Database) {
  const noStore = { 'cache-control': 'no-store' };
  app.get('/healthz', (c) => c.json({ status: 'ok' }, 200, noStore));
  app.get('/readyz', async (c) => {
    try {
      const pending = await within(pendingMigrations(db), READY_TIMEOUT_MS);
      if (pending.length > 0) return c.json({ status: 'unavailable', reason: 'migrations pending' }, 503, { ...noStore, 'retry-after': '5' });
      return c.json({ status: 'ready', database: db.kind }, 200, noStore);
    } catch {
      return c.json({ status: 'unavailable', reason: 'database unreachable' }, 503, { ...noStore, 'retry-after': '5' });
    }
  });
}
