/** The spec's 12 languages (§1) in one registry: spec code ↔ BCP 47, direction, native name, script, name fields. */

export const LOCALE_CODES = ['zh_CN', 'en_US', 'es_ES', 'ru_RU', 'ar_SA', 'pl_PL', 'de_DE', 'tr_TR', 'fr_FR', 'ja_JP', 'ko_KR', 'pt_BR'] as const;
export type LocaleCode = (typeof LOCALE_CODES)[number];
export type Direction = 'ltr' | 'rtl';
/** Which web font leads the stack: Han characters look different in Chinese, Japanese and Korean. */
export type Script = 'latin' | 'arabic' | 'sc' | 'jp' | 'kr';

export type LocaleInfo = {
  code: LocaleCode;
  /** BCP 47 tag for Intl, react-intl, react-aria and <html lang>. */
  tag: string;
  dir: Direction;
  nativeName: string;
  script: Script;
};

export const LOCALES: Record<LocaleCode, LocaleInfo> = {
  zh_CN: { code: 'zh_CN', tag: 'zh-CN', dir: 'ltr', nativeName: '简体中文', script: 'sc' },
  en_US: { code: 'en_US', tag: 'en-US', dir: 'ltr', nativeName: 'English', script: 'latin' },
  es_ES: { code: 'es_ES', tag: 'es-ES', dir: 'ltr', nativeName: 'Español', script: 'latin' },
  ru_RU: { code: 'ru_RU', tag: 'ru-RU', dir: 'ltr', nativeName: 'Русский', script: 'latin' },
  ar_SA: { code: 'ar_SA', tag: 'ar-SA', dir: 'rtl', nativeName: 'العربية', script: 'arabic' },
  pl_PL: { code: 'pl_PL', tag: 'pl-PL', dir: 'ltr', nativeName: 'Polski', script: 'latin' },
  de_DE: { code: 'de_DE', tag: 'de-DE', dir: 'ltr', nativeName: 'Deutsch', script: 'latin' },
  tr_TR: { code: 'tr_TR', tag: 'tr-TR', dir: 'ltr', nativeName: 'Türkçe', script: 'latin' },
  fr_FR: { code: 'fr_FR', tag: 'fr-FR', dir: 'ltr', nativeName: 'Français', script: 'latin' },
  ja_JP: { code: 'ja_JP', tag: 'ja-JP', dir: 'ltr', nativeName: '日本語', script: 'jp' },
  ko_KR: { code: 'ko_KR', tag: 'ko-KR', dir: 'ltr', nativeName: '한국어', script: 'kr' },
  pt_BR: { code: 'pt_BR', tag: 'pt-BR', dir: 'ltr', nativeName: 'Português (Brasil)', script: 'latin' },
};

export type Region = 'mainland' | 'overseas';

/** A deployment's region from its build setting (VITE_REGION): overseas only when it says so. */
export function regionFromSetting(value: string | undefined): Region {
  return value === 'overseas' ? 'overseas' : 'mainland';
}

/** Spec §1: zh_CN for mainland schools, en_US for overseas ones. */
export const DEFAULT_LOCALE: Record<Region, LocaleCode> = { mainland: 'zh_CN', overseas: 'en_US' };

/** The query parameter and cookie that carry the language (spec §1, §3 Cookies). */
export const LANG_QUERY_PARAM = 'sxz-lang';
export const LANG_COOKIE = 'sxz_lang';
/** The request header the portal names the page's language in: the server words its refusals in it (decision 0025). */
export const LANG_HEADER = 'sxz-lang';

/** Accepts a spec code (ar_SA) or a BCP 47 tag in any case (ar-SA, ar-sa); anything else is undefined. */
export function toLocaleCode(value: string | null | undefined): LocaleCode | undefined {
  if (!value) return undefined;
  const normalized = value.trim().replace('-', '_').toLowerCase();
  return LOCALE_CODES.find((code) => code.toLowerCase() === normalized);
}

export function localeInfo(value: LocaleCode): LocaleInfo {
  return LOCALES[value];
}

export type LocaleSources = {
  /** Value of the sxz-lang query parameter. */
  query?: string | null;
  /** Value of the sxz_lang cookie (the remembered choice). */
  stored?: string | null;
  region: Region;
};

/** Spec §1 resolution: query parameter → stored choice → regional default. Unknown values are skipped. */
export function resolveLocale({ query, stored, region }: LocaleSources): LocaleCode {
  return toLocaleCode(query) ?? toLocaleCode(stored) ?? DEFAULT_LOCALE[region];
}

