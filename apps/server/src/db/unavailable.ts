/**
 * Is this error the database being away, slow or locked rather than a bug? Those answer 503 with Retry-After (the
 * client may try again shortly), never a hung request and never a 500 that reads like our fault.
 */
const UNAVAILABLE_SQLSTATES = new Set([
  '57014', // query_canceled: statement_timeout
  '55P03', // lock_not_available: lock_timeout
  '57P01', // admin_shutdown
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now: starting up or in recovery
  '53300', // too_many_connections
  '40001', // serialization_failure
  '40P01', // deadlock_detected
]);
const UNAVAILABLE_NODE_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'ENOTFOUND', 'EAI_AGAIN']);
/** node-postgres' own words for a pool or connection that gave up. */
const UNAVAILABLE_MESSAGES = [/timeout exceeded when trying to connect/i, /connection terminated/i, /query read timeout/i, /client has encountered a connection error/i, /connection is closed/i];

export function isDatabaseUnavailable(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string' && (UNAVAILABLE_SQLSTATES.has(code) || code.startsWith('08') || UNAVAILABLE_NODE_CODES.has(code))) return true;
  if (UNAVAILABLE_MESSAGES.some((pattern) => pattern.test(error.message))) return true;
  // An AggregateError (every address refused) or a wrapped cause.
  const inner = (error as { errors?: unknown[]; cause?: unknown }).errors ?? [(error as { cause?: unknown }).cause];
  return inner.some((cause) => cause !== error && isDatabaseUnavailable(cause));
}

/** Seconds a client should wait before trying again. */
export const RETRY_AFTER_SECONDS = 5;
