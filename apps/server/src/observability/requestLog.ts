import type { MiddlewareHandler } from 'hono';
import { randomId } from '../auth/crypto.ts';
import type { AppEnv } from '../http/context.ts';

/** A request id nginx passes through (`proxy_set_header X-Request-Id $request_id`) is kept when it looks like one. */
const REQUEST_ID = /^[A-Za-z0-9._-]{1,64}$/;
const SCHOOL_ID = /^\d{19}$/;

/**
 * Logs each request once it is answered and counts it for /metrics: request id (sent back as X-Request-Id), method,
 * path without the query, the route pattern, school and user ids, status and duration.
 */
export function requestLog(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const started = performance.now();
    const given = c.req.header('x-request-id');
    const requestId = given && REQUEST_ID.test(given) ? given : randomId();
    c.header('x-request-id', requestId);
    let failed = false;
    try {
      await next();
    } catch (error) {
      failed = true;
      throw error;
    } finally {
      const { log, metrics } = c.get('services');
      const seconds = (performance.now() - started) / 1000;
      const status = failed ? 500 : c.res.status;
      const route = c.req.routePath && c.req.routePath !== '*' && c.req.routePath !== '/*' ? c.req.routePath : c.req.path.startsWith('/api/') ? 'unmatched' : 'page';
      const school = c.req.header('tenantid') ?? c.req.header('schoolid') ?? c.req.query('schoolId') ?? c.req.query('tenantId');
      metrics.observeRequest(c.req.method, route, status, seconds);
      log.info({
        reqId: requestId,
        method: c.req.method,
        path: c.req.path,
        route,
        status,
        ms: Math.round(seconds * 10_000) / 10,
        schoolId: school && SCHOOL_ID.test(school) ? school : undefined,
        userId: c.get('user')?.userId,
      });
    }
  };
}
