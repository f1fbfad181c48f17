// Text rules every form and address shares, kept apart from the class rules: a module is bundled whole, and the
// class form's rules do not belong in every page's download.
import { CONTROL_CHARACTERS } from './controlCharacters.ts';

export { CONTROL_CHARACTERS };

/** The text without them: what a search from an address asks for, rather than an error page. */
export const withoutControlCharacters = (text: string): string => text.replace(new RegExp(CONTROL_CHARACTERS.source, 'g'), '');

/** Code points, as PostgreSQL's char_length counts them: 😀 is one (a UTF-16 length says two). */
export const characterCount = (text: string): number => [...text].length;
