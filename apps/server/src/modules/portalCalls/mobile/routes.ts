import type { Context, Hono } from 'hono';
import { html } from 'hono/html';
import { isSchoolId, resourcePath, LANG_QUERY_PARAM, LOCALE_CODES, LOCALES, toLocaleCode, type LocaleCode } from '@academy/rules';
import type { AppEnv } from '../../../http/context.ts';
import { htmlSecurityHeaders } from '../../../http/securityHeaders.ts';
import { listResources } from '../../resources.ts';
import { notFound } from '../../../http/errors.ts';
import { readerLocale } from '../../../http/requestLocale.ts';
import { wordsIn } from '../../../http/words.ts';
import { mobileWords } from './words.ts';

/**
 * The demo's mobile portal (spec §2): where a phone on /portal/{id} or /portal/{id}/search is sent when the school's
 * mobile_portal_url is this server's `/m`. A small server-rendered page — the school, its most viewed resources or
 * the results for the kept keyword — with a link back to the full site that does not send the phone here again.
 */
export function mobilePortalRoutes(app: Hono<AppEnv>) {
  const page = (search: boolean) => async (c: Context<AppEnv>) => {
    const schoolId = c.req.param('schoolId') ?? '';
    const db = c.get('services').db;
    const [school] = isSchoolId(schoolId) ? await db.query<{ name: string; name_en: string | null; default_locale: LocaleCode; open_school: boolean }>('select * from schools where id = $1', [schoolId]) : [];
    const asked = c.req.query(LANG_QUERY_PARAM);
    if (!school || !school.open_school) return c.text(notFound().in(toLocaleCode(asked) ?? readerLocale(c)), 404);
    const lang: LocaleCode = (LOCALE_CODES as readonly string[]).includes(asked ?? '') ? (asked as LocaleCode) : school.default_locale;
    const keyword = search ? c.req.query('keyword')?.trim().slice(0, 100) || undefined : undefined;
    const sort = Number(c.req.query('sort') ?? 1);
    const { list } = await listResources(db, { schoolId, type: 0, sort: sort === 0 || sort === 2 ? sort : 1, zone: 0, keyword, limit: 20, offset: 0 });
    const say = (message: (typeof mobileWords)[keyof typeof mobileWords]) => wordsIn(lang, message);
    const name = lang === 'zh_CN' ? school.name : (school.name_en ?? school.name);
    // Each item opens its own page on the full site (issue 31), which does not send the phone here again.
    const stay = new URLSearchParams({ noRedirect: '1', [LANG_QUERY_PARAM]: lang });
    const full = `/portal/${schoolId}${search ? '/search' : ''}?${new URLSearchParams({ ...(keyword ? { keyword } : {}), noRedirect: '1', [LANG_QUERY_PARAM]: lang })}`;
    const https = new URL(c.req.url).protocol === 'https:' || c.req.header('x-forwarded-proto') === 'https';
    const body = html`<!doctype html>
<html lang="${LOCALES[lang].tag}" dir="${LOCALES[lang].dir}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${name}</title></head>
<body style="font-family: system-ui, sans-serif; margin: 0; padding: 1rem; line-height: 1.5">
<header><h1 dir="auto" style="font-size: 1.25rem; margin: 0 0 .5rem">${name}</h1><a href="${full}">${say(mobileWords.fullSite)}</a></header>
<main><h2 style="font-size: 1rem">${keyword ? html`${say(mobileWords.results)}: <bdi>${keyword}</bdi>` : say(mobileWords.popular)}</h2>
${list.length === 0 ? html`<p>${say(keyword ? mobileWords.noResults : mobileWords.nothingYet)}</p>` : html`<ul style="padding-inline-start: 1.25rem">${list.map((item) => html`<li dir="auto"><a href="${resourcePath(schoolId, item)}?${stay}">${lang === 'zh_CN' ? item.name : (item.nameEn ?? item.name)}</a></li>`)}</ul>`}</main>
</body></html>`;
    return c.html(body, 200, { ...htmlSecurityHeaders({ https }), 'cache-control': 'no-cache' });
  };
  app.get('/m/portal/:schoolId', page(false));
  app.get('/m/portal/:schoolId/search', page(true));
}
