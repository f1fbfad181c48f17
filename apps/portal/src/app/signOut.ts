import { signOutDestination, type LocaleCode } from '@academy/rules';
import { api } from './api.ts';
import { resetSession } from './session.ts';

/**
 * Spec §6 local storage: how the user signed in. Kept for the spec's record only; sign-out no longer reads it — a
 * script could change it, so where sign-out goes comes from the server's session row (decision 0019).
 */
export const LOGIN_METHOD_KEY = 'login_method';

/** Only an http(s) address the server answered is followed (never `javascript:` or a relative trick). */
function providerAddress(next: string | null | undefined): string | null {
  if (!next) return null;
  try {
    const url = new URL(next);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
}

/**
 * Spec §4 sign-out: the logout call ends the session and answers where to go — the provider's end-session address
 * for a session begun at an enterprise OAuth2 / SSO provider — else the login page; local user data is cleared.
 */
export async function signOut(from: string, locale: LocaleCode, go: 'assign' | 'replace' = 'assign') {
  const answer = await api.logout().catch(() => null);
  resetSession();
  localStorage.removeItem(LOGIN_METHOD_KEY);
  sessionStorage.clear();
  window.location[go](providerAddress(answer?.next) ?? signOutDestination(undefined, {}, from, locale));
}
