import type { Context, Hono } from 'hono';
import { LANG_QUERY_PARAM, LOCALES, localizedName, type LocaleCode } from '@academy/rules';
import type { Queryable } from '../db/index.ts';
import type { SchoolRow } from '../modules/schools.ts';
import type { AppEnv } from './context.ts';
import { notFound } from './errors.ts';
import { refusalAnswer } from './refusal.ts';
import { markShared } from './securityHeaders.ts';
import { defineMessages, say, wordsIn } from './words.ts';

const seoMessages = defineMessages({
  schoolHomeDescription: { id: 'server.seo.schoolHomeDescription', defaultMessage: '{school}: courses, exams, live lectures and articles to learn from, in one place.' },
});

const LOCALE_CODES = Object.keys(LOCALES) as LocaleCode[];

/** The site's own address as the visitor reached it (nginx in front says https with X-Forwarded-Proto). */
export function requestOrigin(c: Context): string {
  const url = new URL(c.req.url);
  const proto = c.req.header('x-forwarded-proto') === 'https' ? 'https:' : url.protocol;
  return `${proto}//${url.host}`;
}

/** A page's address in one language (the portal's `sxz-lang` parameter), or its language-neutral address. */
const inLanguage = (origin: string, path: string, locale?: LocaleCode) => `${origin}${path}${locale ? `?${LANG_QUERY_PARAM}=${locale}` : ''}`;

const escapeXml = (text: string) => text.replace(/[<>&'"]/g, (char) => `&#${char.charCodeAt(0)};`);

/**
 * The pages a search engine may read, in RFC 9309 terms (the longest matching rule wins): the school homes, their
 * "more" and search pages, the help centre, the cookie policy, the terms and privacy pages. Everything else is
 * somebody's own page or a step of signing in (packages/rules routes.ts lists what needs no sign-in).
 */
export function robotsTxt(origin: string): string {
  return [
    'User-agent: *',
    'Disallow: /',
    'Allow: /$',
    'Allow: /portal/',
    'Disallow: /portal/*/',
    'Allow: /portal/*/more',
    'Allow: /portal/*/search',
    'Allow: /portal/*/sitemap.xml',
    'Allow: /helpCenter/',
    'Allow: /commonUsage/',
    'Allow: /service$',
    'Allow: /privacy$',
    'Allow: /sitemap.xml',
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
}

/** The schools a visitor can open: top-level, open to visitors (a closed school's pages ask for a sign-in). */
const openSchools = (db: Queryable) => db.query<Pick<SchoolRow, 'id'>>('select id from schools where open_school and parent_id is null order by id');

/** A school's public pages, each with its address in every language (hreflang alternates, x-default without one). */
export function schoolSitemap(origin: string, schoolId: string): string {
  const urls = [`/portal/${schoolId}`, `/portal/${schoolId}/more`].map((path) => {
    const alternates = [
      ...LOCALE_CODES.map((code) => `<xhtml:link rel="alternate" hreflang="${LOCALES[code].tag}" href="${escapeXml(inLanguage(origin, path, code))}"/>`),
      `<xhtml:link rel="alternate" hreflang="x-default" href="${escapeXml(inLanguage(origin, path))}"/>`,
    ];
    return `<url><loc>${escapeXml(inLanguage(origin, path))}</loc>${alternates.join('')}</url>`;
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">${urls.join('')}</urlset>\n`;
}

export function seoRoutes(app: Hono<AppEnv>) {
  app.get('/robots.txt', (c) => {
    markShared(c);
    return c.text(robotsTxt(requestOrigin(c)), 200, { 'cache-control': 'public, max-age=3600' });
  });
  // The index of the schools' sitemaps: one per open school.
  app.get('/sitemap.xml', async (c) => {
    markShared(c);
    const origin = requestOrigin(c);
    const entries = (await openSchools(c.get('services').db)).map(({ id }) => `<sitemap><loc>${escapeXml(`${origin}/portal/${id}/sitemap.xml`)}</loc></sitemap>`);
    const body = `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${entries.join('')}</sitemapindex>\n`;
    return c.body(body, 200, { 'content-type': 'application/xml; charset=utf-8', 'cache-control': 'public, max-age=3600' });
  });
  app.get('/portal/:schoolId/sitemap.xml', async (c) => {
    markShared(c);
    const schoolId = c.req.param('schoolId');
    const open = (await openSchools(c.get('services').db)).some(({ id }) => id === schoolId);
    if (!open) return refusalAnswer(c, notFound());
    return c.body(schoolSitemap(requestOrigin(c), schoolId), 200, { 'content-type': 'application/xml; charset=utf-8', 'cache-control': 'public, max-age=3600' });
  });
}

/** What the first HTML of a page says of itself: its language and direction, title and description. */
export type PageIdentity = { locale: LocaleCode; title?: string; description?: string };

/**
 * A school home's tags for search engines and link previews: canonical address, the same page in each language
 * (hreflang), Open Graph, and the school as a schema.org EducationalOrganization (JSON-LD).
 */
export function schoolHomeTags(origin: string, school: Pick<SchoolRow, 'id' | 'name' | 'name_en' | 'logo_url'>, locale: LocaleCode, requestedLocale: LocaleCode | null): { tags: string; identity: PageIdentity } {
  const path = `/portal/${school.id}`;
  const title = localizedName({ name: school.name, nameEn: school.name_en }, locale);
  const description = wordsIn(locale, say(seoMessages.schoolHomeDescription, { school: title }));
  const canonical = inLanguage(origin, path, requestedLocale ?? undefined);
  const logo = school.logo_url ? new URL(school.logo_url, origin).href : undefined;
  const organization = { '@context': 'https://schema.org', '@type': 'EducationalOrganization', name: title, url: inLanguage(origin, path), description, ...(logo ? { logo } : {}) };
  const attribute = (text: string) => escapeXml(text);
  const tags = [
    `<link rel="canonical" href="${attribute(canonical)}">`,
    ...LOCALE_CODES.map((code) => `<link rel="alternate" hreflang="${LOCALES[code].tag}" href="${attribute(inLanguage(origin, path, code))}">`),
    `<link rel="alternate" hreflang="x-default" href="${attribute(inLanguage(origin, path))}">`,
    `<meta property="og:type" content="website">`,
    `<meta property="og:title" content="${attribute(title)}">`,
    `<meta property="og:description" content="${attribute(description)}">`,
    `<meta property="og:url" content="${attribute(canonical)}">`,
    `<meta property="og:locale" content="${locale}">`,
    ...(logo ? [`<meta property="og:image" content="${attribute(logo)}">`] : []),
    // `<` written as \u003c: a name holding "</script>" cannot end the element.
    `<script type="application/ld+json">${JSON.stringify(organization).replace(/</g, '\\u003c')}</script>`,
  ].join('');
  return { tags, identity: { locale, title, description } };
}

/** The portal's HTML shell with a page's language, direction, title and description in place. */
export function withIdentity(shell: string, identity: PageIdentity): string {
  const { tag, dir } = LOCALES[identity.locale];
  let page = shell.replace(/<html[^>]*>/, `<html lang="${tag}" dir="${dir}">`);
  if (identity.title) page = page.replace(/<title>[^<]*<\/title>/, `<title>${escapeXml(identity.title)}</title>`);
  if (identity.description) page = page.replace(/<meta name="description" content="[^"]*"/, `<meta name="description" content="${escapeXml(identity.description)}"`);
  return page;
}
