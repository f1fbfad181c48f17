import type { Hono } from 'hono';
import { getConnInfo } from '@hono/node-server/conninfo';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import type { AppEnv } from '../http/context.ts';
import type { Config } from '../config.ts';
import type { Database } from '../db/index.ts';
import type { MicroCache } from '../http/microCache.ts';
import { queueStats } from '../jobs/queue.ts';

/**
 * Prometheus metrics of one server (a registry of its own, so several servers in one test process do not mix):
 * request rate and latency by route pattern, the database pool, the read cache, and the process defaults.
 */
export function createMetrics() {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const requests = new Counter({ name: 'http_requests_total', help: 'Requests answered, by method, route pattern and status', labelNames: ['method', 'route', 'status'], registers: [registry] });
  const latency = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time to answer, by method and route pattern',
    labelNames: ['method', 'route'],
    buckets: [0.001, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
    registers: [registry],
  });
  return {
    registry,
    observeRequest(method: string, route: string, status: number, seconds: number) {
      requests.inc({ method, route, status: String(status) });
      latency.observe({ method, route }, seconds);
    },
    /** Gauges read when Prometheus scrapes: nothing to keep up to date in between. */
    watch(db: Database, cache: MicroCache) {
      registry.registerMetric(new Gauge({
        name: 'db_pool_connections',
        help: 'Database pool connections by state (PostgreSQL; embedded PGlite has one)',
        labelNames: ['state'],
        registers: [],
        collect() {
          const stats = db.poolStats?.() ?? { total: 1, idle: 0, waiting: 0 };
          this.set({ state: 'total' }, stats.total);
          this.set({ state: 'idle' }, stats.idle);
          this.set({ state: 'waiting' }, stats.waiting);
        },
      }));
      registry.registerMetric(new Gauge({
        name: 'read_cache_lookups',
        help: 'Anonymous read cache lookups since start, by result',
        labelNames: ['result'],
        registers: [],
        collect() {
          this.set({ result: 'hit' }, cache.hits);
          this.set({ result: 'miss' }, cache.misses);
        },
      }));
      registry.registerMetric(new Gauge({
        name: 'job_runs',
        help: 'Background job runs across all instances: waiting (due, not taken) and failed for good',
        labelNames: ['state'],
        registers: [],
        async collect() {
          // A scrape while the database is away still answers the other metrics.
          const stats = await queueStats(db).catch(() => null);
          if (!stats) return;
          this.set({ state: 'waiting' }, stats.waiting);
          this.set({ state: 'failed' }, stats.failed);
        },
      }));
    },
  };
}

export type Metrics = ReturnType<typeof createMetrics>;

const LOOPBACK = /^(127\.|::1$|::ffff:127\.)/;

/**
 * GET /metrics for Prometheus. With METRICS_TOKEN set it takes that bearer token; without, only callers on this
 * machine (a scraper beside the server, or nginx, which does not route /metrics outward).
 */
export function metricsRoute(app: Hono<AppEnv>, metrics: Metrics, config: Pick<Config, 'metricsToken'>) {
  app.get('/metrics', async (c) => {
    const token = config.metricsToken;
    let allowed = false;
    if (token) allowed = c.req.header('authorization') === `Bearer ${token}`;
    else {
      try {
        allowed = LOOPBACK.test(getConnInfo(c).remote.address ?? '');
      } catch {
        allowed = false; // no socket (an in-process request): only a token opens it
      }
    }
    if (!allowed) return c.json({ code: 403, message: 'Metrics are for the operator only.' }, 403);
    return c.body(await metrics.registry.metrics(), 200, { 'content-type': metrics.registry.contentType, 'cache-control': 'no-store' });
  });
}
