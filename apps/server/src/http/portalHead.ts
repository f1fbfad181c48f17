import { html } from 'hono/html';
import type { Hono } from 'hono';
import { isDraftPreview, isMobileUserAgent, isSchoolId, LIST_KEYWORD_MAX, pageNumberFrom, isSectionVisible, isSlideAddress, LANG_QUERY_PARAM, localizedName, mobileRedirectTarget, regionFromSetting, RESOURCE_SEGMENTS, resolveLocale, toLocaleCode, type LocaleCode } from '@academy/rules';
import type { Queryable } from '../db/index.ts';
import { findPage } from '../modules/portal.ts';
import { findSchool } from '../modules/schools.ts';
import { homeScriptFiles, pageTableFiles } from './assetManifest.ts';
import type { AppEnv } from './context.ts';
import { homeAnswers, inProcessApi, primedAnswersElement } from './primedAnswers.ts';
import { resourcePage } from '../modules/learning/resourcePage.ts';
import { listResources } from '../modules/resources.ts';
import { loadSections } from '@academy/api-client';
import { footerPageReading } from './footerReading.ts';
import { homeReadingView, resourceReadingView, resultsReadingView } from './readingView.ts';
import { resourcePageTags, schoolHomeTags, subSchoolHomeTags, type PageIdentity } from './seo.ts';

const HOME_PATH = /^\/portal\/(\d+)\/?$/;
const RESOURCE_PAGE_PATH = new RegExp(`^/portal/(\\d+)/(?:${RESOURCE_SEGMENTS.join('|')})/([^/]+)/?$`);
const RESULTS_PATH = /^\/portal\/(\d+)\/(search|more)\/?$/;
const SUB_SCHOOL_PATH = /^\/portal\/(\d+)\/sub-school\/(\d+)\/?$/;
/** The kinds a list page may be asked for (`contentKind=`); anything else lists every kind, as the page does. */
const LISTED_KINDS = new Set(['course', 'shortVideo', 'exam', 'knowledge', 'live', 'class', 'topic']);
/** The results page's page size (apps/portal/src/pages/results/ResultsPage.tsx). */
const RESULTS_PAGE_SIZE = 20;

export type PageRequest = {
  /** The site's address as the visitor reached it (canonical and alternate addresses are absolute). */
  origin: string;
  pathname: string;
  search: string;
  userAgent: string;
  /** The request's Cookie header, passed on to the in-process API calls. */
  cookie: string;
  signedIn: boolean;
  /** The remembered language (sxz_lang cookie). */
  storedLocale: string | undefined;
};

/**
 * What the server adds to the portal's HTML: tags for `<head>`, elements for the end of `<body>`, and what the page
 * says of itself (its language and direction, from the first byte: no flash of the wrong ones; a title).
 */
export type PageHints = { head: string; body: string; identity?: PageIdentity; readingView?: string };

/**
 * What the HTML of a page can announce or carry before its script runs. A school's home otherwise waits for its
 * entry script, then its chunks and messages, then two rounds of API requests (the page, then each section's
 * lists): the HTML preloads the first banner slide (the largest picture) and the home's chunks and messages, and
 * carries the API answers the home starts with (decision 0014). Only when this page will show the home: not in the
 * editor's preview frame (this browser's draft), not to a phone leaving for the mobile portal, not to an anonymous
 * visitor of a closed school (sent to sign in); a members-only banner is not announced to visitors.
 */
export async function portalPageHints(db: Queryable, app: Hono<AppEnv>, publicDir: string, request: PageRequest): Promise<PageHints> {
  const schoolId = HOME_PATH.exec(request.pathname)?.[1];
  const requested = new URLSearchParams(request.search).get(LANG_QUERY_PARAM);
  const locale = resolveLocale({ query: requested, stored: request.storedLocale, region: regionFromSetting(process.env.VITE_REGION) });
  const NONE: PageHints = { head: '', body: '', identity: { locale } };
  const resourceMatch = RESOURCE_PAGE_PATH.exec(request.pathname);
  if (resourceMatch) return resourcePageHints(db, request, locale, resourceMatch[1]!, resourceMatch[2]!, modulePreloads(pageTableFiles(publicDir, locale, request.pathname)));
  const resultsMatch = RESULTS_PATH.exec(request.pathname);
  if (resultsMatch) return resultsPageHints(db, request, locale, resultsMatch[1]!, resultsMatch[2] === 'search', modulePreloads(pageTableFiles(publicDir, locale, request.pathname)));
  const subSchoolMatch = SUB_SCHOOL_PATH.exec(request.pathname);
  if (subSchoolMatch) return subSchoolPageHints(db, app, request, locale, subSchoolMatch[1]!, subSchoolMatch[2]!, modulePreloads(pageTableFiles(publicDir, locale, request.pathname)));
  if (!schoolId && request.pathname !== '/') {
    const scripts = modulePreloads(pageTableFiles(publicDir, locale, request.pathname));
    const footer = await footerPageReading(db, request.pathname, new URLSearchParams(request.search), locale, toLocaleCode(requested) ?? null);
    return footer ? { head: scripts, body: '', identity: { locale, title: footer.title }, readingView: footer.view } : { ...NONE, head: scripts };
  }
  if (!schoolId || !isSchoolId(schoolId) || isDraftPreview(request.search)) return NONE;
  // An unknown school gets its 404 page from the script; nothing to announce.
  const school = await findSchool(db, schoolId).catch(() => null);
  if (!school || (!school.open_school && !request.signedIn)) return NONE;
  // The portal layout's rule (spec §2), with the school's mobile portal.
  if (isMobileUserAgent(request.userAgent) && mobileRedirectTarget(request.pathname, request.search, school.default_locale, { mobileBaseUrl: school.mobile_portal_url })) return NONE;
  const [page, { answers, sections }] = await Promise.all([findPage(db, schoolId, 'released'), homeAnswers(app, schoolId, request)]);
  const scripts = modulePreloads(homeScriptFiles(publicDir, locale));
  const banner = page?.composition.sections.find((section) => section.type === 'banner' && isSectionVisible(section.audience, false));
  const address = banner?.type === 'banner' ? banner.slides[0]?.imageUrl : undefined;
  // The same address rule as the slide's link: a page of this site or https (a slide's address is the school's input).
  const picture = address && isSlideAddress(address) ? String(html`<link rel="preload" as="image" href="${address}" fetchpriority="high">`) : '';
  const seo = schoolHomeTags(request.origin, school, locale, toLocaleCode(requested) ?? null);
  // A visitor's: a signed-in reader's sections depend on their membership, and their page needs its script anyway.
  const readingView = request.signedIn ? undefined : homeReadingView({ id: school.id, name: seo.identity.title ?? school.name }, sections, locale, toLocaleCode(requested) ?? null);
  return { head: seo.tags + picture + scripts, body: primedAnswersElement(answers), identity: seo.identity, readingView };
}

/**
 * A resource page as a visitor sees it (the resource page's own access rule: a hidden one, or any of a closed
 * school, says nothing here): its tags and reading view. The page's script loads as on any other page.
 */
async function resourcePageHints(db: Queryable, request: PageRequest, locale: LocaleCode, schoolId: string, resourceId: string, scripts: string): Promise<PageHints> {
  const none: PageHints = { head: scripts, body: '', identity: { locale } };
  // The path is decoded already (the server's static lookup decodes it once).
  const school = await findSchool(db, schoolId).catch(() => null);
  if (!school) return none;
  const page = await resourcePage(db, schoolId, resourceId, { userId: null, role: null }).catch(() => null);
  if (!page) return none;
  const requested = toLocaleCode(new URLSearchParams(request.search).get(LANG_QUERY_PARAM)) ?? null;
  const seo = resourcePageTags(request.origin, school, page, locale, requested);
  const schoolName = localizedName({ name: school.name, nameEn: school.name_en }, locale);
  return { head: seo.tags + scripts, body: '', identity: seo.identity, readingView: resourceReadingView({ id: school.id, name: schoolName, timeZone: school.time_zone }, page, locale, requested) };
}

/**
 * A list page (search, more) as a visitor reads it without the script: the same query as the page's (keyword cut to
 * what the search takes, kind, sort, page), the school's visible resources only. A crawler's visit is not a search:
 * nothing is recorded. A closed school's list says nothing to a visitor.
 */
async function resultsPageHints(db: Queryable, request: PageRequest, locale: LocaleCode, schoolId: string, search: boolean, scripts: string): Promise<PageHints> {
  const none: PageHints = { head: scripts, body: '', identity: { locale } };
  if (request.signedIn || !isSchoolId(schoolId)) return none;
  const school = await findSchool(db, schoolId).catch(() => null);
  if (!school || !school.open_school) return none;
  const params = new URLSearchParams(request.search);
  const keyword = params.get('keyword')?.trim().slice(0, LIST_KEYWORD_MAX).trim() || null;
  const kind = params.get('contentKind');
  const listedKind = kind && LISTED_KINDS.has(kind) ? kind : null;
  const sort = Number(params.get('sort'));
  const pageNumber = pageNumberFrom(params.get('page'));
  const { list, total } = search && !keyword
    ? { list: [], total: 0 }
    : await listResources(db, { schoolId, type: 0, contentKind: listedKind ?? undefined, sort: sort === 1 || sort === 2 ? sort : 0, zone: 0, keyword: keyword ?? undefined, limit: RESULTS_PAGE_SIZE, offset: (pageNumber - 1) * RESULTS_PAGE_SIZE });
  const next = new URLSearchParams(params);
  next.set('page', String(pageNumber + 1));
  next.delete(LANG_QUERY_PARAM);
  const nextPage = pageNumber * RESULTS_PAGE_SIZE < total ? `${request.pathname}?${next}` : null;
  const requested = toLocaleCode(params.get(LANG_QUERY_PARAM)) ?? null;
  const schoolName = localizedName({ name: school.name, nameEn: school.name_en }, locale);
  const view = resultsReadingView({ id: school.id, name: schoolName }, { keyword, kind: listedKind, list, total, pageNumber, pageSize: RESULTS_PAGE_SIZE, nextPage }, locale, requested);
  return { ...none, readingView: view };
}

/**
 * A sub-school's home as a visitor reads it: the page the server chooses (its own or its parent's, asked in-process
 * as the page asks) with the sections a visitor sees, cards linking to the resources of the school whose they are.
 * A signed-in reader's sections depend on their membership, as on the school home: no reading view for them.
 */
async function subSchoolPageHints(db: Queryable, app: Hono<AppEnv>, request: PageRequest, locale: LocaleCode, schoolId: string, subSchoolId: string, scripts: string): Promise<PageHints> {
  const none: PageHints = { head: scripts, body: '', identity: { locale } };
  if (request.signedIn) return none;
  const school = await findSchool(db, schoolId).catch(() => null);
  if (!school || !school.open_school) return none;
  const api = inProcessApi(app, request);
  const home = await api.subSchoolHome({ params: { subSchoolId }, query: { schoolId } }).catch(() => null);
  if (!home) return none;
  // The page's own rule (pages/subSchool/SubSchoolHomePage.tsx): the sub-school's audience, a visitor's sections.
  const sections = home.composition.sections.filter((section) => isSectionVisible(section.audience, false)).map((section) => ({ ...section, audience: 1 as const }));
  const loaded = await loadSections(api, home.contentSchoolId, { ...home.composition, sections }).catch(() => []);
  const requested = toLocaleCode(new URLSearchParams(request.search).get(LANG_QUERY_PARAM)) ?? null;
  const seo = subSchoolHomeTags(request.origin, school, home.subSchool, locale, requested);
  const view = homeReadingView({ id: home.contentSchoolId, name: seo.identity.title ?? home.subSchool.name }, loaded, locale, requested);
  return { head: seo.tags + scripts, body: '', identity: seo.identity, readingView: view };
}

const modulePreloads = (files: string[]) => files.map((file) => String(html`<link rel="modulepreload" href="${file}">`)).join('');
