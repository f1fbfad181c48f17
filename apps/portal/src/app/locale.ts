import { DEFAULT_LOCALE, LANG_COOKIE, LANG_QUERY_PARAM, toLocaleCode, type LocaleCode, type Region } from '@academy/rules';
import { readCookie, writeCookie } from './cookies.ts';

export type LocaleChoice = { code: LocaleCode; source: 'query' | 'stored' | 'default' };

/** Where this deployment is: decides the default language before a school says otherwise (spec §1). */
export const DEPLOYMENT_REGION: Region = import.meta.env.VITE_REGION === 'overseas' ? 'overseas' : 'mainland';

/** Spec §1: sxz-lang query → remembered choice (cookie sxz_lang) → regional default. A query value is remembered, except in a preview. */
export function resolveInitialLocale(search: string, cookies?: string): LocaleChoice {
  const params = new URLSearchParams(search);
  const query = toLocaleCode(params.get(LANG_QUERY_PARAM));
  if (query) {
    // A preview (the editor's frame) shows a language without changing the reader's own choice.
    if (params.get('isVisit') !== 'true') rememberLocale(query);
    return { code: query, source: 'query' };
  }
  const stored = toLocaleCode(readCookie(LANG_COOKIE, cookies));
  if (stored) return { code: stored, source: 'stored' };
  return { code: DEFAULT_LOCALE[DEPLOYMENT_REGION], source: 'default' };
}

export function rememberLocale(code: LocaleCode) {
  if (typeof document !== 'undefined') writeCookie(LANG_COOKIE, code);
}

/** The URL of the current page in another language: the page stays, only sxz-lang changes. */
export function withLocale(path: string, search: string, hash: string, code: LocaleCode): string {
  const params = new URLSearchParams(search);
  params.set(LANG_QUERY_PARAM, code);
  return `${path}?${params.toString()}${hash}`;
}
