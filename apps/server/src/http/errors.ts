import type { ZodError } from 'zod';
import type { LocaleCode } from '@academy/rules';
import { defineMessages, say, wordsIn, type Words } from './words.ts';

const refusals = defineMessages({
  signIn: { id: 'server.http.signIn', defaultMessage: 'Sign in to continue.' },
  noAccess: { id: 'server.http.noAccess', defaultMessage: 'You do not have access to this school.' },
  notFound: { id: 'server.http.notFound', defaultMessage: 'Not found.' },
  invalid: { id: 'server.http.invalid', defaultMessage: 'Invalid request: {details}' },
  idDigits: { id: 'server.http.idDigits', defaultMessage: '{name} must be 19 digits.' },
});

/**
 * A failure the caller can act on: always a 4xx with a message (and field details for validation). The message is
 * worded in the reader's language when the answer is written (`in`); `message` is the English, for logs.
 */
export class ApiError extends Error {
  constructor(
    readonly status: 400 | 401 | 403 | 404 | 409 | 410 | 413 | 415 | 422 | 429,
    readonly words: Words,
    readonly details?: { path: string; message: string }[],
  ) {
    super(wordsIn('en_US', words));
  }

  /** The message in the reader's language. */
  in(locale: LocaleCode): string {
    return wordsIn(locale, this.words);
  }
}

export const badRequest = (words: Words) => new ApiError(400, words);
export const unauthorized = (words: Words = refusals.signIn) => new ApiError(401, words);
export const forbidden = (words: Words = refusals.noAccess) => new ApiError(403, words);
export const notFound = (words: Words = refusals.notFound) => new ApiError(404, words);
export const tooMany = (words: Words) => new ApiError(429, words);
/** An id (school, class, …) that is not the platform's 19 digits; `name` is the parameter's name. */
export const notAnId = (name: string) => badRequest(say(refusals.idDigits, { name }));

/** A validation failure: the fields' own messages stay as the schema words them (the portal checks them first). */
export function invalidRequest(details: { path: string; message: string }[]): ApiError {
  return new ApiError(400, say(refusals.invalid, { details: details.map((d) => `${d.path}: ${d.message}`).join('; ') }), details);
}

export function fromZod(error: ZodError): ApiError {
  return invalidRequest(error.issues.map((issue) => ({ path: issue.path.join('.') || '(root)', message: issue.message })));
}
