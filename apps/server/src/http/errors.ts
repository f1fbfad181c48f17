import type { ZodError } from 'zod';

/** A failure the caller can act on: always a 4xx with a message (and field details for validation). */
export class ApiError extends Error {
  constructor(
    readonly status: 400 | 401 | 403 | 404 | 409 | 410 | 413 | 415 | 422 | 429,
    message: string,
    readonly details?: { path: string; message: string }[],
  ) {
    super(message);
  }
}

export const badRequest = (message: string) => new ApiError(400, message);
export const unauthorized = (message = 'Sign in to continue.') => new ApiError(401, message);
export const forbidden = (message = 'You do not have access to this school.') => new ApiError(403, message);
export const notFound = (message = 'Not found.') => new ApiError(404, message);
export const tooMany = (message: string) => new ApiError(429, message);

export function fromZod(error: ZodError): ApiError {
  const details = error.issues.map((issue) => ({ path: issue.path.join('.') || '(root)', message: issue.message }));
  return new ApiError(400, `Invalid request: ${details.map((d) => `${d.path}: ${d.message}`).join('; ')}`, details);
}
