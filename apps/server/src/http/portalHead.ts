import { html } from 'hono/html';
import type { Hono } from 'hono';
import { isDraftPreview, isMobileUserAgent, isSchoolId, isSectionVisible, isSlideAddress, LANG_QUERY_PARAM, mobileRedirectTarget, regionFromSetting, resolveLocale, toLocaleCode } from '@academy/rules';
import type { Queryable } from '../db/index.ts';
import { findPage } from '../modules/portal.ts';
import { findSchool } from '../modules/schools.ts';
import { homeScriptFiles, pageTableFiles } from './assetManifest.ts';
import type { AppEnv } from './context.ts';
import { homeAnswers, primedAnswersElement } from './primedAnswers.ts';
import { schoolHomeTags, type PageIdentity } from './seo.ts';

const HOME_PATH = /^\/portal\/(\d+)\/?$/;

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
export type PageHints = { head: string; body: string; identity?: PageIdentity };

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
  if (!schoolId && request.pathname !== '/') return { ...NONE, head: modulePreloads(pageTableFiles(publicDir, locale, request.pathname)) };
  if (!schoolId || !isSchoolId(schoolId) || isDraftPreview(request.search)) return NONE;
  // An unknown school gets its 404 page from the script; nothing to announce.
  const school = await findSchool(db, schoolId).catch(() => null);
  if (!school || (!school.open_school && !request.signedIn)) return NONE;
  // The portal layout's rule (spec §2), with the school's mobile portal.
  if (isMobileUserAgent(request.userAgent) && mobileRedirectTarget(request.pathname, request.search, school.default_locale, { mobileBaseUrl: school.mobile_portal_url })) return NONE;
  const [page, answers] = await Promise.all([findPage(db, schoolId, 'released'), homeAnswers(app, schoolId, request)]);
  const scripts = modulePreloads(homeScriptFiles(publicDir, locale));
  const banner = page?.composition.sections.find((section) => section.type === 'banner' && isSectionVisible(section.audience, false));
  const address = banner?.type === 'banner' ? banner.slides[0]?.imageUrl : undefined;
  // The same address rule as the slide's link: a page of this site or https (a slide's address is the school's input).
  const picture = address && isSlideAddress(address) ? String(html`<link rel="preload" as="image" href="${address}" fetchpriority="high">`) : '';
  const seo = schoolHomeTags(request.origin, school, locale, toLocaleCode(requested) ?? null);
  return { head: seo.tags + picture + scripts, body: primedAnswersElement(answers), identity: seo.identity };
}

const modulePreloads = (files: string[]) => files.map((file) => String(html`<link rel="modulepreload" href="${file}">`)).join('');
