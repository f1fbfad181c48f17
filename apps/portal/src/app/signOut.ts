import { LOGIN_METHOD, signOutDestination, type LocaleCode } from '@academy/rules';
import { api } from './api.ts';
import { resetSession } from './session.ts';

/** Spec §6 local storage: how the user signed in, which decides where sign-out goes. */
export const LOGIN_METHOD_KEY = 'login_method';

/** Spec §4 sign-out: the logout call, local user data cleared, then where the stored login method says. */
export async function signOut(from: string, locale: LocaleCode, go: 'assign' | 'replace' = 'assign') {
  await api.logout().catch(() => undefined);
  resetSession();
  const method = Number(localStorage.getItem(LOGIN_METHOD_KEY) ?? LOGIN_METHOD.account);
  localStorage.removeItem(LOGIN_METHOD_KEY);
  sessionStorage.clear();
  window.location[go](signOutDestination(method, {}, from, locale));
}
