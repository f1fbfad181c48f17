import { RegistrationForm } from '@academy/contract';
import type { Kind } from './registrationData.ts';

/**
 * What the user typed in the registration form, kept in this browser at once: the server's copy follows a moment
 * later (debounced), and a reload in between would lose the last words. Removed once the server holds the same.
 * Per account and kind, so another account on this browser never resumes it.
 */
const keyOf = (userId: string, kind: Kind) => `academy.registration.typed.${userId}.${kind}`;

export function keepTyped(userId: string, kind: Kind, form: RegistrationForm) {
  try {
    localStorage.setItem(keyOf(userId, kind), JSON.stringify(form));
  } catch {
    // Storage full or refused: the server's copy still follows.
  }
}

/** What was typed here and not yet saved on the server, or null. */
export function typedNotSaved(userId: string, kind: Kind): RegistrationForm | null {
  try {
    const parsed = RegistrationForm.safeParse(JSON.parse(localStorage.getItem(keyOf(userId, kind)) ?? 'null'));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** The server saved `form`: the local copy goes, unless more was typed meanwhile. */
export function savedOnServer(userId: string, kind: Kind, form: RegistrationForm) {
  try {
    if (localStorage.getItem(keyOf(userId, kind)) === JSON.stringify(form)) localStorage.removeItem(keyOf(userId, kind));
  } catch {
    // Nothing kept.
  }
}
