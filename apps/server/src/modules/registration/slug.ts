import type { Endpoints, ResponseOf } from '@academy/contract';
import { defineMessages, say, type Words } from '../../http/words.ts';

export type SlugProblem = NonNullable<ResponseOf<Endpoints['checkSlug']>['problem']>;

/**
 * A school's address (`/s/{slug}`-style, part of its links): `[a-z0-9-]`, 3–40, no leading, trailing or double
 * hyphen, never a word our own routes or staff names use. What the user types is NFKC-normalized and lower-cased
 * first (so "ＡＤＭＩＮ" is "admin"); letters that only look Latin (Cyrillic "а", Greek "ο") are refused with their
 * own reason rather than folded, so nobody can register a look-alike of another school or of "admin".
 */
export const SLUG_MIN = 3;
export const SLUG_MAX = 40;

/** Paths and names of the platform itself, and words that would mislead visitors. */
export const RESERVED_SLUGS = new Set([
  'admin', 'administrator', 'api', 'app', 'apps', 'assets', 'auth', 'blog', 'center', 'community', 'dashboard', 'design',
  'dev', 'docs', 'download', 'errors', 'feedback', 'help', 'home', 'index', 'info', 'login', 'logout', 'mail', 'market',
  'metrics', 'mobile', 'more', 'oauth', 'official', 'portal', 'privacy', 'register', 'root', 'school', 'schools', 'search',
  'security', 'service', 'signin', 'signup', 'sso', 'static', 'status', 'store', 'support', 'system', 'test', 'www',
  'abnormal', 'health', 'null', 'undefined',
]);

/** Zero-width characters, bidirectional overrides and isolates, the BOM, soft hyphen and control characters. */
// eslint-disable-next-line no-control-regex -- control characters are what we look for
const INVISIBLE = /[\u0000-\u001f\u007f-\u009f\u00ad\u061c\u115f\u1160\u180e\u200b-\u200f\u202a-\u202e\u2060-\u2069\ufeff]/u;
/** Letters of scripts with Latin look-alikes, and Latin letters outside a–z (ı, ɑ, ꞵ …). */
const CONFUSABLE = /[\p{Script=Cyrillic}\p{Script=Greek}\p{Script=Armenian}\p{Script=Cherokee}\p{Script=Coptic}]|(?![a-z])\p{Script=Latin}/u;

const slugMessages = defineMessages({
  length: { id: 'server.registration.slug.length', defaultMessage: 'The address must be {min}–{max} characters long.' },
  characters: { id: 'server.registration.slug.characters', defaultMessage: 'The address may contain only the letters a–z, digits and hyphens.' },
  confusable: { id: 'server.registration.slug.confusable', defaultMessage: 'The address contains a letter that only looks like a Latin letter (for example Cyrillic or Greek): type it with a–z.' },
  invisible: { id: 'server.registration.slug.invisible', defaultMessage: 'The address contains an invisible or direction-changing character.' },
  hyphen: { id: 'server.registration.slug.hyphen', defaultMessage: 'The address cannot start or end with a hyphen or contain two hyphens in a row.' },
  reserved: { id: 'server.registration.slug.reserved', defaultMessage: 'This address is reserved for the platform.' },
  taken: { id: 'server.registration.slug.taken', defaultMessage: 'Another school already uses this address.' },
});

/** Why an address cannot be used, in the reader's words (the check's answer and the create refusal say the same). */
export const SLUG_MESSAGES: Record<SlugProblem, Words> = { ...slugMessages, length: say(slugMessages.length, { min: SLUG_MIN, max: SLUG_MAX }) };

/** The address as it would be stored, and the first reason it cannot be used (null: fine, unless taken). */
export function checkSlug(typed: string): { slug: string; problem: Exclude<SlugProblem, 'taken'> | null } {
  const slug = typed.trim().normalize('NFKC').toLowerCase();
  const problem = (() => {
    if (INVISIBLE.test(slug)) return 'invisible' as const;
    if (CONFUSABLE.test(slug)) return 'confusable' as const;
    if (!/^[a-z0-9-]*$/.test(slug)) return 'characters' as const;
    if (slug.length < SLUG_MIN || slug.length > SLUG_MAX) return 'length' as const;
    if (slug.startsWith('-') || slug.endsWith('-') || slug.includes('--')) return 'hyphen' as const;
    if (RESERVED_SLUGS.has(slug) || RESERVED_SLUGS.has(slug.replace(/-/g, ''))) return 'reserved' as const;
    return null;
  })();
  return { slug: problem ? slug.slice(0, 200) : slug, problem };
}
