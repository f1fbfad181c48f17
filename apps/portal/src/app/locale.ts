import { LANG_COOKIE, LANG_QUERY_PARAM, regionFromSetting, resolveLocale, toLocaleCode, type LocaleCode, type Region } from '@academy/rules';
import { readCookie, writeCookie } from './cookies.ts';

export type LocaleChoice = { code: LocaleCode; source: 'query' | 'stored' | 'default' };

/** Where this deployment is: decides the default language before a school says otherwise (spec §1). */
export const DEPLOYMENT_REGION: Region = regionFromSetting(import.meta.env.VITE_REGION);

/**
 * Spec §1: sxz-lang query → remembered choice (cookie sxz_lang) → regional default, by the rule the server also
 * uses to announce the language's messages (resolveLocale). A query value is remembered, except in a preview.
 */
export function resolveInitialLocale(search: string, cookies?: string): LocaleChoice {
  const params = new URLSearchParams(search);
  const query = params.get(LANG_QUERY_PARAM);
  const stored = readCookie(LANG_COOKIE, cookies);
  const code = resolveLocale({ query, stored, region: DEPLOYMENT_REGION });
  const source = toLocaleCode(query) ? 'query' : toLocaleCode(stored) ? 'stored' : 'default';
  // A preview (the editor's frame) shows a language without changing the reader's own choice.
  if (source === 'query' && params.get('isVisit') !== 'true') rememberLocale(code);
  return { code, source };
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
