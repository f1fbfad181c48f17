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
 * the current address and language (spec §8).
 */
export const client = createClient({
  primed: readPrimedAnswers(),
  language: currentLocale,
  onSessionExpired: () => {
    window.location.assign(loginUrl(`${window.location.pathname}${window.location.search}`, currentLocale()));
  },
});
export const api = createApi(client);
