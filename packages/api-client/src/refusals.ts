import { ApiError } from './client.ts';

/**
 * A failed call's `details` (`{ path, message }`): the fields refused, or a stable code at path 'reason'. In a module
 * of their own: the client's module is bundled whole into the home's entry, which is on a budget.
 */
export function refusalDetails(error: unknown): { path: string; message: string }[] {
  const details = error instanceof ApiError ? (error.body as { details?: unknown } | null)?.details : undefined;
  return Array.isArray(details) ? details.filter((detail) => typeof detail?.path === 'string' && typeof detail.message === 'string') : [];
}

/** A refusal's stable code, which a page decides by: its message is worded for reading, in the reader's language. */
export function refusalReason(error: unknown): string | undefined {
  return refusalDetails(error).find((detail) => detail.path === 'reason')?.message;
}
