import type { Context, Hono } from 'hono';
import type { z } from 'zod';
import type { Endpoint, ResponseOf } from '@academy/contract';
import type { AppEnv, Services, SessionUser } from './context.ts';
import { refuseCrossSite } from './csrf.ts';
import { refuseHostileInput } from './inputChecks.ts';
import { markShared } from './securityHeaders.ts';
import { ApiError, forbidden, fromZod, unauthorized } from './errors.ts';
import { idempotencyKeyOf, once, REPLAYED_HEADER, requestFingerprint } from './idempotency.ts';
import { defineMessages } from './words.ts';
import { requireTermsAccepted } from '../modules/agreements/gate.ts';

const refusals = defineMessages({
  notJson: { id: 'server.http.notJson', defaultMessage: 'The request body is not valid JSON.' },
  notForm: { id: 'server.http.notForm', defaultMessage: 'The request body is not a valid form.' },
  adminsOnly: { id: 'server.http.adminsOnly', defaultMessage: 'Only the school’s administrators may do this.' },
});

/** The refusal of a call only the school's administrators may make (also for checks a handler makes itself). */
export const ADMINS_ONLY = refusals.adminsOnly;

export type Role = 'learner' | 'lecturer' | 'admin' | 'classManager';

export type HandlerInput<E extends Endpoint> = {
  query: E extends Endpoint<infer Q, z.ZodType, z.ZodType> ? z.output<Q> : never;
  body: E extends Endpoint<z.ZodType, infer B, z.ZodType> ? z.output<B> : never;
  params: Record<string, string>;
  c: Context<AppEnv>;
  services: Services;
  user: SessionUser | null;
  /** The school the request is about (query schoolId/tenantId or header), checked for member/admin access. */
  schoolId: string | undefined;
  role: Role | null;
};

async function readBody(c: Context): Promise<unknown> {
  const type = c.req.header('content-type') ?? '';
  if (type.includes('application/x-www-form-urlencoded') || type.includes('multipart/form-data')) {
    // A broken multipart body (no closing boundary, a wrong boundary) makes the parser throw: the sender's mistake.
    const form = await c.req.parseBody().catch(() => {
      throw new ApiError(400, refusals.notForm);
    });
    return Object.fromEntries(Object.entries(form));
  }
  const text = await c.req.text();
  if (!text) return {};
  try {
    return JSON.parse(text);
  } catch {
    throw new ApiError(400, refusals.notJson);
  }
}

function schoolOf(c: Context, query: Record<string, unknown>): string | undefined {
  const value = query.schoolId ?? query.tenantId ?? c.req.header('schoolId') ?? c.req.header('tenantId');
  return typeof value === 'string' ? value : undefined;
}

/** Tenant authorization: a member/admin endpoint answers only for the schools the caller belongs to. */
async function roleIn(services: Services, userId: string, schoolId: string): Promise<Role | null> {
  const [row] = await services.db.query<{ role: Role }>('select role from members where school_id = $1 and user_id = $2 and is_valid', [schoolId, userId]);
  return row?.role ?? null;
}

/** Mounts one contract endpoint: validation in, access check, envelope out. */
export type RegisterOptions = {
  /** Anonymous calls may be answered from the one-second read cache (public, read-only, the same for every visitor). */
  microCache?: boolean;
  /**
   * A success changes what anonymous visitors read (a released page, a school's theme): the read cache starts over
   * on every instance. Other writes leave it alone — their effects show within the cache's second — so a stream of
   * learners' writes does not empty it for every visitor (decision 0008).
   */
  changesPublicReads?: boolean;
};

export function register<E extends Endpoint>(app: Hono<AppEnv>, definition: E, handler: (input: HandlerInput<E>) => Promise<ResponseOf<E>>, options: RegisterOptions = {}) {
  const method = definition.method.toLowerCase() as 'get' | 'post' | 'put' | 'delete';
  const cacheable = options.microCache === true && definition.method === 'GET' && definition.access === 'public';
  // A key is kept per user and its stored answer replayed as JSON: neither fits an open or a raw call.
  if (definition.idempotent && (definition.access === 'public' || definition.raw || definition.method === 'GET')) throw new Error(`${definition.path}: only a signed-in, enveloped write can be idempotent`);
  app[method](definition.path, async (c) => {
    // A GET that writes is guarded like a write: a link or redirect from another site must not do it (issue 32).
    if (definition.method === 'GET' && definition.changesState) refuseCrossSite(c);
    const services = c.get('services');
    const user = c.get('user');
    const cacheKey = cacheable && !user ? c.req.url : null;
    if (cacheKey) markShared(c);
    const cached = cacheKey ? services.cache.get(cacheKey) : undefined;
    if (cached !== undefined) return c.json(cached);
    if (definition.access !== 'public' && !user) throw unauthorized();
    const rawQuery = c.req.query();
    refuseHostileInput(c.req.param());
    refuseHostileInput(rawQuery);
    const query = definition.query ? definition.query.safeParse(rawQuery) : { success: true as const, data: {} };
    if (!query.success) throw fromZod(query.error);
    let body: unknown;
    if (definition.body) {
      const raw = await readBody(c);
      refuseHostileInput(raw);
      const parsed = definition.body.safeParse(raw);
      if (!parsed.success) throw fromZod(parsed.error);
      body = parsed.data;
    }
    const schoolId = schoolOf(c, query.data as Record<string, unknown>);
    let role: Role | null = null;
    if (user && schoolId) role = await roleIn(services, user.userId, schoolId);
    if (definition.access === 'member' && !role) throw forbidden();
    if (definition.access === 'admin' && role !== 'admin') throw forbidden(ADMINS_ONLY);
    // Issue 32: every signed-in write (a GET that changes state too) waits for the current terms, but those marked
    // beforeTerms (accepting them, reads sent as POST). One place, so a new write cannot forget it.
    const writes = definition.method !== 'GET' || definition.changesState === true;
    if (user && definition.access !== 'public' && writes && !definition.beforeTerms) await requireTermsAccepted(services.db, user.userId);
    const run = (withServices: Services) => handler({ query: query.data, body, params: c.req.param(), c, services: withServices, user, schoolId, role } as HandlerInput<E>);
    const key = definition.idempotent ? idempotencyKeyOf(c) : null;
    let data: ResponseOf<E>;
    if (key && user) {
      const fingerprint = requestFingerprint([definition.method, c.req.path, schoolId, query.data, body]);
      const result = await once(services, user.userId, key, fingerprint, run);
      data = result.answer;
      if (result.replayed) c.header(REPLAYED_HEADER, 'true');
    } else data = await run(services);
    // A raw endpoint may answer with a Response of its own (a streamed file download).
    if (definition.raw && data instanceof Response) return data;
    const answer = definition.raw ? data : { code: 200, message: 'OK', data };
    if (cacheKey) services.cache.set(cacheKey, answer);
    if (options.changesPublicReads) services.cache.clear();
    return c.json(answer);
  });
}
