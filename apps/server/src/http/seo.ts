import type { Context, Hono } from 'hono';
import sanitizeHtml from 'sanitize-html';
import type { ResourcePage } from '@academy/contract';
import { LANG_QUERY_PARAM, LOCALES, localizedName, RESOURCE_SEGMENTS, resourcePath, type LocaleCode, type ResourceContentKind } from '@academy/rules';
import type { Queryable } from '../db/index.ts';
import type { SchoolRow } from '../modules/schools.ts';
import type { AppEnv } from './context.ts';
import { notFound } from './errors.ts';
import { escapeMarkup } from './markup.ts';
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


/**
 * The pages a search engine may read, in RFC 9309 terms (the longest matching rule wins): the school homes, their
 * "more" and search pages, the sub-school homes, the resource pages (not a course's player), the help centre, the cookie policy, the terms and privacy pages. Everything else is
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
    'Allow: /portal/*/sub-school/',
    ...RESOURCE_SEGMENTS.map((segment) => `Allow: /portal/*/${segment}/`),
    // A course's player is the learner's own.
    'Disallow: /portal/*/course/*/learn',
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

/**
 * A school's own resources a visitor may open (not hidden; members-only ones too: their page shows a visitor what
 * they are). A resource shared from another school is that school's page; a class card opens its class page, which
 * is for the class's people. The newest first, within a sitemap's size.
 */
const publicResources = (db: Queryable, schoolId: string) =>
  db.query<{ id: string; content_kind: ResourceContentKind; class_id: string | null }>(
    `select id, content_kind, class_id from resources where school_id = $1 and not hidden and origin_school_id is null and not (content_kind = 'class' and class_id is not null) order by created_at desc, id limit ${SITEMAP_RESOURCES}`,
    [schoolId],
  );

/** At most 50,000 addresses per sitemap (sitemaps.org): the home and "more" pages, then resources. */
const SITEMAP_RESOURCES = 49_000;

/** A school's public pages, each with its address in every language (hreflang alternates, x-default without one). */
export function schoolSitemap(origin: string, schoolId: string, resources: { id: string; content_kind: ResourceContentKind; class_id: string | null }[] = []): string {
  const paths = [`/portal/${schoolId}`, `/portal/${schoolId}/more`, ...resources.map((row) => resourcePath(schoolId, { id: row.id, contentKind: row.content_kind, classId: row.class_id }))];
  const urls = paths.map((path) => {
    const alternates = [
      ...LOCALE_CODES.map((code) => `<xhtml:link rel="alternate" hreflang="${LOCALES[code].tag}" href="${escapeMarkup(inLanguage(origin, path, code))}"/>`),
      `<xhtml:link rel="alternate" hreflang="x-default" href="${escapeMarkup(inLanguage(origin, path))}"/>`,
    ];
    return `<url><loc>${escapeMarkup(inLanguage(origin, path))}</loc>${alternates.join('')}</url>`;
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
    const entries = (await openSchools(c.get('services').db)).map(({ id }) => `<sitemap><loc>${escapeMarkup(`${origin}/portal/${id}/sitemap.xml`)}</loc></sitemap>`);
    const body = `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${entries.join('')}</sitemapindex>\n`;
    return c.body(body, 200, { 'content-type': 'application/xml; charset=utf-8', 'cache-control': 'public, max-age=3600' });
  });
  app.get('/portal/:schoolId/sitemap.xml', async (c) => {
    markShared(c);
    const schoolId = c.req.param('schoolId');
    const open = (await openSchools(c.get('services').db)).some(({ id }) => id === schoolId);
    if (!open) return refusalAnswer(c, notFound());
    return c.body(schoolSitemap(requestOrigin(c), schoolId, await publicResources(c.get('services').db, schoolId)), 200, { 'content-type': 'application/xml; charset=utf-8', 'cache-control': 'public, max-age=3600' });
  });
}

/** What the first HTML of a page says of itself: its language and direction, title and description. */
export type PageIdentity = { locale: LocaleCode; title?: string; description?: string };

type PageTagsInput = {
  origin: string;
  path: string;
  title: string;
  description: string;
  locale: LocaleCode;
  /** The language the address asked for (its canonical address keeps it), or null. */
  requestedLocale: LocaleCode | null;
  ogType: 'website' | 'article';
  image?: string | null;
  /** The schema.org description of the page (JSON-LD), without its @context. */
  jsonLd: Record<string, unknown>;
};

/** A public page's tags: canonical address, the same page in each language (hreflang), Open Graph and JSON-LD. */
function pageTags(input: PageTagsInput): { tags: string; identity: PageIdentity } {
  const { origin, path, title, description, locale } = input;
  const canonical = inLanguage(origin, path, input.requestedLocale ?? undefined);
  const image = input.image ? new URL(input.image, origin).href : undefined;
  const attribute = (text: string) => escapeMarkup(text);
  const tags = [
    `<link rel="canonical" href="${attribute(canonical)}">`,
    ...LOCALE_CODES.map((code) => `<link rel="alternate" hreflang="${LOCALES[code].tag}" href="${attribute(inLanguage(origin, path, code))}">`),
    `<link rel="alternate" hreflang="x-default" href="${attribute(inLanguage(origin, path))}">`,
    `<meta property="og:type" content="${input.ogType}">`,
    `<meta property="og:title" content="${attribute(title)}">`,
    `<meta property="og:description" content="${attribute(description)}">`,
    `<meta property="og:url" content="${attribute(canonical)}">`,
    `<meta property="og:locale" content="${locale}">`,
    ...(image ? [`<meta property="og:image" content="${attribute(image)}">`] : []),
    // `<` written as \u003c: a name holding "</script>" cannot end the element.
    `<script type="application/ld+json">${JSON.stringify({ '@context': 'https://schema.org', ...input.jsonLd }).replace(/</g, '\\u003c')}</script>`,
  ].join('');
  return { tags, identity: { locale, title, description } };
}

type SchoolNames = Pick<SchoolRow, 'id' | 'name' | 'name_en' | 'logo_url'>;

/** The school as a schema.org EducationalOrganization: what a home describes, and who provides a resource. */
function organization(origin: string, school: SchoolNames, locale: LocaleCode, description?: string) {
  const logo = school.logo_url ? new URL(school.logo_url, origin).href : undefined;
  const name = localizedName({ name: school.name, nameEn: school.name_en }, locale);
  return { '@type': 'EducationalOrganization', name, url: inLanguage(origin, `/portal/${school.id}`), ...(description ? { description } : {}), ...(logo ? { logo } : {}) };
}

/** A school home's tags for search engines and link previews; the school is an EducationalOrganization. */
export function schoolHomeTags(origin: string, school: SchoolNames, locale: LocaleCode, requestedLocale: LocaleCode | null): { tags: string; identity: PageIdentity } {
  const title = localizedName({ name: school.name, nameEn: school.name_en }, locale);
  const description = wordsIn(locale, say(seoMessages.schoolHomeDescription, { school: title }));
  return pageTags({ origin, path: `/portal/${school.id}`, title, description, locale, requestedLocale, ogType: 'website', image: school.logo_url, jsonLd: organization(origin, school, locale, description) });
}

/**
 * A sub-school's home (its page or its parent's): an EducationalOrganization that is part of its parent. Its name is
 * the sub-school's in the reader's language; the parent school provides the rest of the site.
 */
export function subSchoolHomeTags(origin: string, parent: SchoolNames, subSchool: { id: string; name: string; nameEn: string | null; logoUrl: string | null }, locale: LocaleCode, requestedLocale: LocaleCode | null): { tags: string; identity: PageIdentity } {
  const path = `/portal/${parent.id}/sub-school/${subSchool.id}`;
  const title = localizedName(subSchool, locale);
  const description = wordsIn(locale, say(seoMessages.schoolHomeDescription, { school: title }));
  const logo = subSchool.logoUrl ? new URL(subSchool.logoUrl, origin).href : undefined;
  const jsonLd = { '@type': 'EducationalOrganization', name: title, url: inLanguage(origin, path), description, ...(logo ? { logo } : {}), parentOrganization: organization(origin, parent, locale) };
  return pageTags({ origin, path, title, description, locale, requestedLocale, ogType: 'website', image: subSchool.logoUrl, jsonLd });
}

/** Rich text as one line of plain text, cut at a word near `max` characters (a description tag's length). */
export function plainSummary(html: string, max = 160): string {
  const text = sanitizeHtml(html, { allowedTags: [], allowedAttributes: {} })
    .replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&quot;/g, '"').replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ').trim();
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  return `${cut.slice(0, cut.lastIndexOf(' ') > max / 2 ? cut.lastIndexOf(' ') : cut.length)}…`;
}

/**
 * A resource page's tags: a course or class is a schema.org Course, a live lecture an online Event, an article an
 * Article, an exam a Quiz, a topic a LearningResource; each provided by its school.
 */
export function resourcePageTags(origin: string, school: SchoolNames, page: ResourcePage, locale: LocaleCode, requestedLocale: LocaleCode | null): { tags: string; identity: PageIdentity } {
  const { resource } = page;
  const path = resourcePath(school.id, resource);
  const title = localizedName(resource, locale);
  const description = plainSummary(page.descriptionHtml) || title;
  const url = inLanguage(origin, path);
  const provider = organization(origin, school, locale);
  const image = resource.coverUrl ? new URL(resource.coverUrl, origin).href : undefined;
  const common = { name: title, description, url, ...(image ? { image } : {}) };
  const lecturers = page.lecturers.flatMap((lecturer) => (lecturer.name ? [{ '@type': 'Person', name: lecturer.name }] : []));
  const jsonLd: Record<string, unknown> = (() => {
    switch (resource.contentKind) {
      case 'live': {
        const start = resource.liveStartAt ? new Date(resource.liveStartAt) : null;
        const end = start && resource.durationSeconds ? new Date(start.getTime() + resource.durationSeconds * 1000) : null;
        return {
          '@type': 'Event', ...common, organizer: provider,
          ...(start ? { startDate: start.toISOString() } : {}), ...(end ? { endDate: end.toISOString() } : {}),
          eventAttendanceMode: 'https://schema.org/OnlineEventAttendanceMode', eventStatus: 'https://schema.org/EventScheduled',
          location: { '@type': 'VirtualLocation', url },
          ...(lecturers.length ? { performer: lecturers } : {}),
        };
      }
      case 'knowledge': case 'article': case 'question':
        return { '@type': 'Article', headline: title, ...common, publisher: provider, datePublished: resource.createdAt, ...(lecturers.length ? { author: lecturers } : {}) };
      case 'exam':
        return { '@type': 'Quiz', ...common, provider };
      case 'topic':
        return { '@type': 'LearningResource', ...common, provider };
      default:
        return { '@type': 'Course', ...common, provider, ...(lecturers.length ? { instructor: lecturers } : {}) };
    }
  })();
  return pageTags({ origin, path, title, description, locale, requestedLocale, ogType: resource.contentKind === 'knowledge' ? 'article' : 'website', image: resource.coverUrl, jsonLd });
}

/** The portal's HTML shell with a page's language, direction, title and description in place. */
export function withIdentity(shell: string, identity: PageIdentity): string {
  const { tag, dir } = LOCALES[identity.locale];
  let page = shell.replace(/<html[^>]*>/, `<html lang="${tag}" dir="${dir}">`);
  if (identity.title) page = page.replace(/<title>[^<]*<\/title>/, `<title>${escapeMarkup(identity.title)}</title>`);
  if (identity.description) page = page.replace(/<meta name="description" content="[^"]*"/, `<meta name="description" content="${escapeMarkup(identity.description)}"`);
  return page;
}
