import { ApiError } from '@academy/api-client';
import { safeRedirectPath } from '@academy/rules';
import { resetSession } from '../../app/session.ts';

/** Where bind-account, bound-account and bound-account-verify keep what they pass on: history state, not the address. */
export type BindState = {
  bindToken: string;
  /**
   * Set once the proved account turned out to hold another identity of the provider (bound-account). `resendAt` (epoch ms): when that
   * phone or e-mail may get the next code (the code just used was asked for by this browser).
   */
  move?: { moveToken: string; providerName: string; maskedSubject: string; maskedEmail: string | null; maskedAccount: string; channel: 'sms' | 'email'; account: string; resendAt: number };
};

export const BIND_ACCOUNT_PATH = '/uniportal/bind-account';
export const BOUND_ACCOUNT_PATH = '/uniportal/bound-account';
export const BOUND_ACCOUNT_VERIFY_PATH = '/uniportal/bound-account-verify';

export function bindStateOf(state: unknown): BindState | null {
  const value = state as Partial<BindState> | null;
  return value && typeof value.bindToken === 'string' ? (value as BindState) : null;
}

/**
 * A provider vouched and the server started the session (its cookies are set): forget the cached "nobody signed
 * in" and answer where to go, still checked to be same-origin. How the user signed in stays on the server (sign-out
 * reads it there).
 */
export function signedInDestination(returnPath: string): string {
  resetSession();
  return safeRedirectPath(returnPath);
}

/** The server's message for a refusal; anything else (the network) is rethrown. */
export function refusalMessage(error: unknown): string {
  if (error instanceof ApiError) return error.message;
  throw error;
}

/** When the next code may be asked for, `seconds` from now (epoch ms, kept in history state). */
export const resendAtAfter = (seconds: number) => Date.now() + seconds * 1000;

/** Whole seconds left until `resendAt`. */
export const secondsUntil = (resendAt: number | undefined) => Math.max(0, Math.ceil(((resendAt ?? 0) - Date.now()) / 1000));

/**
 * A phone number, e-mail or identifier (masked or not) inside a translated sentence: always left to right, between
 * LEFT-TO-RIGHT ISOLATE and POP DIRECTIONAL ISOLATE. `isolate` (first strong) would lay out `139****1793` right to
 * left in an Arabic sentence, as it has no strong character.
 */
export const ltrIsolate = (text: string) => `\u2066${text}\u2069`;
