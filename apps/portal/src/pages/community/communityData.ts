import { data } from 'react-router';
import { ApiError, refusalDetails, refusalReason } from '@academy/api-client';
import { ENROL_REFUSALS, type EnrolRefusal } from '@academy/contract';
import { isSchoolId } from '@academy/rules';

export const PAGE_SIZE = 10;

export function communitySchoolId(value: string | undefined): string {
  if (!isSchoolId(value)) throw data('Not found', { status: 404 });
  return value;
}

/** A school the visitor may not read, or a post that is not there (or not theirs while waiting): the error pages. */
export function asRoutingError(error: unknown): never {
  if (error instanceof ApiError && (error.status === 404 || error.status === 403)) throw data(error.message, { status: error.status });
  throw error;
}

/** The words the moderation list refused (a 422 names each in its details), or null for any other failure. */
export function refusedWords(error: unknown): string[] | null {
  if (!(error instanceof ApiError) || error.status !== 422) return null;
  return refusalDetails(error).map((detail) => detail.message);
}

/** Why an enrolment was refused (409), when the server said. */
export function enrolRefusal(error: unknown): EnrolRefusal | null {
  if (!(error instanceof ApiError) || error.status !== 409) return null;
  return ENROL_REFUSALS.find((known) => known === refusalReason(error)) ?? null;
}
