import type { LocaleCode } from '@academy/rules';
import { api } from './api.ts';
import { readCookie } from './cookies.ts';

/**
 * A signed-in reader chose a language: the server records it (users.locale) so that their e-mails go out in it
 * before the next session renewal would. Without the user_id cookie nobody is signed in and nothing is sent; a
 * failure costs nothing (sign-in and renewal record it too).
 */
export function recordLanguage(code: LocaleCode): Promise<void> {
  if (!readCookie('user_id')) return Promise.resolve();
  return api.rememberLanguage({ body: { locale: code }, silent: true }).then(
    () => undefined,
    () => undefined,
  );
}
