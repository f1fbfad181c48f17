import type { MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { Config } from '../config.ts';
import type { AppEnv } from './context.ts';

/** Multipart overhead above a file's own size (boundaries, part headers, other fields). */
const FORM_OVERHEAD = 64 * 1024;
/** Every JSON or form call: the largest legitimate body is a page composition, well under this. */
export const DEFAULT_BODY_LIMIT = 1024 * 1024;

type Rule = { test: (path: string) => boolean; maxSize: (config: Config) => number; what: string };

/** Calls that take a file, each with its own ceiling; everything else gets DEFAULT_BODY_LIMIT. */
const UPLOAD_RULES: Rule[] = [
  { test: (path) => path.startsWith('/api/manager/v1/uploadFile/'), maxSize: (config) => config.maxAttachmentBytes + FORM_OVERHEAD, what: 'class file' },
  { test: (path) => path === '/api/portal/api/v1/portal/uploadFile', maxSize: (config) => config.maxUploadBytes + FORM_OVERHEAD, what: 'image' },
  { test: (path) => path === '/api/manager/v1/class/attendance-attachments', maxSize: (config) => config.maxUploadBytes + FORM_OVERHEAD, what: 'photo' },
];

const megabytes = (bytes: number) => `${Math.floor(bytes / (1024 * 1024))} MB`;

/**
 * Refuses a body larger than its route allows before it is read (Content-Length) or as soon as a streamed body
 * passes the ceiling: 413 with a message, so a client cannot make the server buffer gigabytes. The upload handlers
 * still check the file's own size and say so in their words.
 */
export function bodyLimits(config: Config): MiddlewareHandler<AppEnv> {
  const limiters = new Map<Rule | null, MiddlewareHandler>();
  const limiterFor = (rule: Rule | null) => {
    let limiter = limiters.get(rule);
    if (!limiter) {
      const maxSize = rule ? rule.maxSize(config) : DEFAULT_BODY_LIMIT;
      const message = rule ? `The ${rule.what} is too large: at most ${megabytes(maxSize - FORM_OVERHEAD)}.` : `The request is too large: at most ${megabytes(maxSize)}.`;
      limiter = bodyLimit({ maxSize, onError: (c) => c.json({ code: 413, message }, 413) });
      limiters.set(rule, limiter);
    }
    return limiter;
  };
  return (c, next) => {
    if (['GET', 'HEAD', 'OPTIONS'].includes(c.req.method)) return next();
    const rule = UPLOAD_RULES.find((candidate) => candidate.test(c.req.path)) ?? null;
    return limiterFor(rule)(c, next) as ReturnType<MiddlewareHandler<AppEnv>>;
  };
}
