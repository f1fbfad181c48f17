import type { Context } from 'hono';
import { LANG_COOKIE, LANG_HEADER, LOCALE_CODES, toLocaleCode, type LocaleCode } from '@academy/rules';
import { readCookie } from './cookies.ts';
import type { AppEnv } from './context.ts';
import type { Queryable } from '../db/index.ts';

/**
 * The first language of an Accept-Language header the platform speaks: the exact tag (pt-BR), else its language
 * (zh-TW reads Chinese best, pt-PT the Brazilian Portuguese) — the rule of the production 503 pages
 * (scripts/production/unavailablePages.mjs). Entries are taken by their q weight, ties in header order.
 */
export function localeFromAcceptLanguage(header: string | undefined): LocaleCode | undefined {
  if (!header) return undefined;
  const ranges = header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((param) => /^\s*q=([\d.]+)\s*$/.exec(param)?.[1]).find(Boolean);
      return { tag: tag.trim(), q: q === undefined ? 1 : Number(q), index };
    })
    .filter((range) => range.tag && range.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  for (const { tag } of ranges) {
    const exact = toLocaleCode(tag);
    if (exact) return exact;
    const language = tag.slice(0, 2).toLowerCase();
    const byLanguage = LOCALE_CODES.find((code) => code.startsWith(`${language}_`));
    if (byLanguage) return byLanguage;
  }
  return undefined;
}

/** The language a file the server writes is in: what the page asked for, else the sxz_lang cookie, else the browser's, else English. */
export function requestLocale(c: Context<AppEnv>, asked: LocaleCode | undefined): LocaleCode {
  return asked ?? toLocaleCode(readCookie(c, LANG_COOKIE)) ?? localeFromAcceptLanguage(c.req.header('accept-language')) ?? 'en_US';
}

/** The language to word an answer's message in: the page's (it may differ from the cookie: a preview), else as for a file. */
export function readerLocale(c: Context<AppEnv>): LocaleCode {
  return toLocaleCode(c.req.header(LANG_HEADER)) ?? requestLocale(c, undefined);
}

/**
 * Keeps the language a person reads the portal in (users.locale: the language of their e-mails, migration 0031),
 * on a write of theirs — signing in, renewing the session, choosing a language in the menu (`chosen`) — never on a
 * read. Only a language the request names (chosen, the page's header, the sxz_lang cookie, the browser's) counts:
 * no signal keeps what is stored.
 */
export async function rememberReaderLocale(c: Context<AppEnv>, db: Queryable, userId: string, chosen?: LocaleCode): Promise<void> {
  const named = chosen ?? toLocaleCode(c.req.header(LANG_HEADER)) ?? toLocaleCode(readCookie(c, LANG_COOKIE)) ?? localeFromAcceptLanguage(c.req.header('accept-language'));
  if (named) await db.query('update users set locale = $2 where id = $1 and locale is distinct from $2', [userId, named]);
}
