import type { Context } from 'hono';
import type { AppEnv } from './context.ts';
import type { ApiError } from './errors.ts';
import { readerLocale } from './requestLocale.ts';

/** The JSON answer of a refusal, its message in the reader's language: `{ code, message, details? }` with the status. */
export function refusalAnswer(c: Context<AppEnv>, failure: ApiError) {
  return c.json({ code: failure.status, message: failure.in(readerLocale(c)), ...(failure.details ? { details: failure.details } : {}) }, failure.status);
}
