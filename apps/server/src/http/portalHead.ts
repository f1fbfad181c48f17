import { html } from 'hono/html';
import { isSchoolId, isSectionVisible, isSlideAddress } from '@academy/rules';
import type { Queryable } from '../db/index.ts';
import { findPage } from '../modules/portal.ts';

const HOME_PATH = /^\/portal\/(\d+)\/?$/;

/**
 * What the HTML of a page can announce before its script runs. On a school's home the largest picture is the first
 * banner slide, and the script learns its address only after two requests: a preload starts it with the HTML
 * (Lighthouse's LCP on the demo home: issue 5). Visitors' view: a members-only banner is not announced.
 */
export async function portalHeadTags(db: Queryable, pathname: string): Promise<string> {
  const schoolId = HOME_PATH.exec(pathname)?.[1];
  if (!schoolId || !isSchoolId(schoolId)) return '';
  const page = await findPage(db, schoolId, 'released');
  const banner = page?.composition.sections.find((section) => section.type === 'banner' && isSectionVisible(section.audience, false));
  const address = banner?.type === 'banner' ? banner.slides[0]?.imageUrl : undefined;
  // The same address rule as the slide's link: a page of this site or https (a slide's address is the school's input).
  if (!address || !isSlideAddress(address)) return '';
  return String(html`<link rel="preload" as="image" href="${address}" fetchpriority="high">`);
}
