import { ApiError } from '@academy/api-client';

/**
 * What a failed call says to the reader: the server's message when it answered (in the reader's language, spec
 * §8), else the page's own words for a failure that never reached it (the network, a bug).
 */
export function failureMessage<Otherwise>(error: unknown, otherwise: Otherwise): string | Otherwise {
  return error instanceof ApiError ? error.message : otherwise;
}
