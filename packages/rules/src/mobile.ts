import { LANG_QUERY_PARAM, type LocaleCode } from './locales.ts';

/** Phones (not tablets): spec §2 sends them to the separate mobile portal. */
export function isMobileUserAgent(userAgent: string): boolean {
  if (/iPad|Tablet/i.test(userAgent)) return false;
  return /Android.+Mobile|iPhone|iPod|Windows Phone|HarmonyOS.*Mobile|Mobile Safari|\bMobile\b/i.test(userAgent);
}

/** Search parameters the mobile portal understands (spec §2). */
export const MOBILE_KEPT_PARAMS = ['keyword', 'categoryIds', 'sort', 'member', 'vipPackageId', 'cardType', 'from'] as const;

export type MobilePortalConfig = {
  /** Base URL of the mobile portal, e.g. https://m.example.com/h5. No redirect when absent. */
  mobileBaseUrl?: string | null;
  /** A school may send phones to an external URL instead. */
  externalUrl?: string | null;
};

/**
 * Spec §2: a mobile browser on a portal path goes to the mobile portal — home, or the search result keeping
 * keyword, categoryIds, sort, member, vipPackageId, cardType, from and the language — or to the configured
 * external URL, unless noRedirect=1. Returns null when the visitor stays.
 */
export function mobileRedirectTarget(pathname: string, search: string, lang: LocaleCode, config: MobilePortalConfig): string | null {
  const params = new URLSearchParams(search);
  if (params.get('noRedirect') === '1') return null;
  const portal = /^\/portal\/(\d{19})(\/search)?\/?/.exec(pathname);
  if (!portal) return null;
  if (config.externalUrl) return config.externalUrl;
  if (!config.mobileBaseUrl) return null;
  const kept = new URLSearchParams();
  if (portal[2]) for (const name of MOBILE_KEPT_PARAMS) for (const value of params.getAll(name)) kept.append(name, value);
  kept.set(LANG_QUERY_PARAM, lang);
  const base = config.mobileBaseUrl.replace(/\/+$/, '');
  return `${base}/portal/${portal[1]}${portal[2] ? '/search' : ''}?${kept.toString()}`;
}
