import { createIntl, createIntlCache, type IntlShape, type MessageDescriptor } from '@formatjs/intl';
import { serverMessages } from '@academy/i18n/server';
import type { LocaleCode } from '@academy/rules';

export { defineMessages } from '@formatjs/intl';

type Values = Record<string, string | number | boolean | Date | null | undefined>;

/**
 * What the server says to a reader: a message of the catalogues (id 'server.…', English in the code, 11 more
 * languages in packages/i18n/catalogs) with its values — or, for words no reader sees in the portal (a protocol
 * partner's error), a plain English sentence.
 */
export type Words = string | (MessageDescriptor & { defaultMessage: string; values?: Values });

/** A catalogue message with the values it names. */
export const say = (message: MessageDescriptor & { defaultMessage: string }, values: Values): Words => ({ ...message, values });

const cache = createIntlCache();
const intls = new Map<LocaleCode, IntlShape>();

function intlFor(locale: LocaleCode): IntlShape {
  let intl = intls.get(locale);
  if (!intl) {
    // A missing translation falls back to the English in the code (i18n:check keeps the catalogues complete).
    intl = createIntl({ locale: locale.replace('_', '-'), defaultLocale: 'en-US', messages: serverMessages[locale], onError: () => {} }, cache);
    intls.set(locale, intl);
  }
  return intl;
}

/** The words in a language (English for the logs and for callers that name no language). */
export function wordsIn(locale: LocaleCode, words: Words): string {
  if (typeof words === 'string') return words;
  const { values, ...message } = words;
  return intlFor(locale).formatMessage(message, values);
}
