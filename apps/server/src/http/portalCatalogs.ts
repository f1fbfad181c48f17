import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createIntl, createIntlCache, type IntlShape } from '@formatjs/intl';
import { LOCALES, type LocaleCode } from '@academy/rules';

/**
 * The message catalogues as written (packages/i18n/catalogs: id → ICU text, one file per language), for the words of
 * the portal's own pages the server says too (the agreements' first version, the footer pages' reading views). The
 * built server (apps/server/dist) reads the copy scripts/build-server.mjs puts next to it.
 */
const CATALOG_DIR = [join(import.meta.dirname, 'catalogs'), join(import.meta.dirname, '../../../../packages/i18n/catalogs')].find((dir) => existsSync(dir))!;

const catalogs = new Map<LocaleCode, Record<string, string>>();

/** One language's catalogue (read once). */
export function catalogOf(locale: LocaleCode): Record<string, string> {
  let catalog = catalogs.get(locale);
  if (!catalog) {
    catalog = JSON.parse(readFileSync(join(CATALOG_DIR, `${locale}.json`), 'utf8')) as Record<string, string>;
    catalogs.set(locale, catalog);
  }
  return catalog;
}

const cache = createIntlCache();
const intls = new Map<LocaleCode, IntlShape>();

/** The portal's words in a language, formatted as the portal formats them; a message the language lacks in English. */
export function portalIntl(locale: LocaleCode): IntlShape {
  let intl = intls.get(locale);
  if (!intl) {
    intl = createIntl({ locale: LOCALES[locale].tag, defaultLocale: 'en-US', messages: { ...catalogOf('en_US'), ...catalogOf(locale) }, onError: () => {} }, cache);
    intls.set(locale, intl);
  }
  return intl;
}
