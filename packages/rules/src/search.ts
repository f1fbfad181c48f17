// Which searched words may be shown to everybody (a school's "popular searches"). Its own module: the server filters
// with it, and a module is bundled whole.
import { CONTROL_CHARACTERS } from './controlCharacters.ts';
import { characterCount } from './text.ts';

/** Distinct people (signed-in users, or visitors told apart by a hashed key) who must have searched a term. */
export const HOT_SEARCH_MIN_PEOPLE = 5;
/** A popular search is a few words: a longer text is more likely a message or an address than a topic. */
export const PUBLIC_SEARCH_TERM_MAX = 32;
/**
 * Digits in a row, spaces, dots, dashes, slashes and brackets between them ignored: a phone number (7 and more),
 * an ID, card or account number, a one-time code (6). A year range such as "2023-2024" is hidden too: rather a
 * topic missing from the chips than someone's number in them.
 */
const LONG_DIGITS = /\d(?:[\s.\-/()]*\d){5,}/;
const EMAIL_OR_HANDLE = /@/;
/** A web address may carry a person's page or a token; a bare name with a dot (ASP.NET, Node.js) is a topic. */
const ADDRESS = /:\/\/|\bwww\./i;

/**
 * Whether a searched term may be shown publicly (as a popular search): short, and free of what identifies a person —
 * no phone, ID or card number (a long digit string), no e-mail address or @handle, no web address, no control
 * characters. It says nothing of names; that enough distinct people searched it (HOT_SEARCH_MIN_PEOPLE) is the
 * other half of the rule.
 */
export function isPublicSearchTerm(term: string): boolean {
  const text = term.trim();
  if (!text || characterCount(text) > PUBLIC_SEARCH_TERM_MAX) return false;
  return !CONTROL_CHARACTERS.test(text) && !LONG_DIGITS.test(text) && !EMAIL_OR_HANDLE.test(text) && !ADDRESS.test(text);
}
