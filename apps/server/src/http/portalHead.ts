import { html } from 'hono/html';
import { isDraftPreview, isMobileUserAgent, isSchoolId, isSectionVisible, isSlideAddress, mobileRedirectTarget } from '@academy/rules';
import type { Queryable } from '../db/index.ts';
import { findPage } from '../modules/portal.ts';
import { findSchool } from '../modules/schools.ts';

const HOME_PATH = /^\/portal\/(\d+)\/?$/;

export type PageRequest = { pathname: string; search: string; userAgent: string; signedIn: boolean };

/**
 * What the HTML of a page can announce before its script runs. On a school's home the largest picture is the first
 * banner slide, and the script learns its address only after two requests: a preload starts it with the HTML
 * (Lighthouse's LCP on the demo home: issue 5). Announced only when this page will show it: not in the editor's
 * preview frame (this browser's draft), not to a phone leaving for the mobile portal, not to an anonymous visitor of
 * a closed school (sent to sign in), and a members-only banner not to visitors.
 */
export async function portalHeadTags(db: Queryable, request: PageRequest): Promise<string> {
  const schoolId = HOME_PATH.exec(request.pathname)?.[1];
  if (!schoolId || !isSchoolId(schoolId) || isDraftPreview(request.search)) return '';
  // An unknown school gets its 404 page from the script; nothing to announce.
  const school = await findSchool(db, schoolId).catch(() => null);
  if (!school || (!school.open_school && !request.signedIn)) return '';
  // The portal layout's rule (spec §2), with the school's mobile portal.
  if (isMobileUserAgent(request.userAgent) && mobileRedirectTarget(request.pathname, request.search, school.default_locale, { mobileBaseUrl: school.mobile_portal_url })) return '';
  const page = await findPage(db, schoolId, 'released');
  const banner = page?.composition.sections.find((section) => section.type === 'banner' && isSectionVisible(section.audience, false));
  const address = banner?.type === 'banner' ? banner.slides[0]?.imageUrl : undefined;
  // The same address rule as the slide's link: a page of this site or https (a slide's address is the school's input).
  if (!address || !isSlideAddress(address)) return '';
  return String(html`<link rel="preload" as="image" href="${address}" fetchpriority="high">`);
}
