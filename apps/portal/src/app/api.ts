import { createApi, createClient, PRIMED_ANSWERS_ID } from '@academy/api-client';
import { loginUrl } from '@academy/rules';
import { currentLocale } from './currentLocale.ts';

/** The answers the server sent with this page (apps/server/src/http/primedAnswers.ts), read once (a malformed block only costs the requests). */
function readPrimedAnswers(): Record<string, unknown> | undefined {
  const element = typeof document === 'undefined' ? null : document.getElementById(PRIMED_ANSWERS_ID);
  if (!element) return undefined;
  element.remove();
  try {
    return JSON.parse(element.textContent ?? '') as Record<string, unknown>;
  } catch {
    return undefined;
  }
}

/**
 * The one API client of the portal. When a token refresh fails, the session is over: go to the login page with
 * the current address and language (spec §8). A 403 may be a write refused because newer terms wait for the user
 * (issue 32): termsRefusal.ts then brings the acceptance prompt back. It loads on a 403, not with the entry (budget).
 */
export const client = createClient({
  primed: readPrimedAnswers(),
  language: currentLocale,
  onSessionExpired: () => {
    window.location.assign(loginUrl(`${window.location.pathname}${window.location.search}`, currentLocale()));
  },
  onRefusal: (error) => {
    if (error.status === 403) void import('./termsRefusal.ts').then((module) => module.answerRefusal(error), () => undefined);
  },
});
export const api = createApi(client);
