import { createApi, createClient } from '@academy/api-client';
import { loginUrl } from '@academy/rules';
import { currentLocale } from './currentLocale.ts';

/**
 * The one API client of the portal. When a token refresh fails, the session is over: go to the login page with
 * the current address and language (spec §8).
 */
export const client = createClient({
  onSessionExpired: () => {
    window.location.assign(loginUrl(`${window.location.pathname}${window.location.search}`, currentLocale()));
  },
});
export const api = createApi(client);
