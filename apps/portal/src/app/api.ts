import { createApi, createClient, PRIMED_ANSWERS_ID, refusalReason } from '@academy/api-client';
import { loginUrl, TERMS_PENDING } from '@academy/rules';
import { currentLocale } from './currentLocale.ts';
import { recheckAgreements } from './agreementsRecheck.ts';

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
 * the current address and language (spec §8). A write refused because newer terms wait for the user (issue 32)
 * brings the acceptance prompt back, whichever page made it: the page shows the server's words, the prompt the way on.
 */
export const client = createClient({
  primed: readPrimedAnswers(),
  language: currentLocale,
  onSessionExpired: () => {
    window.location.assign(loginUrl(`${window.location.pathname}${window.location.search}`, currentLocale()));
  },
  onRefusal: (error) => {
    if (refusalReason(error) === TERMS_PENDING) recheckAgreements();
  },
});
export const api = createApi(client);
