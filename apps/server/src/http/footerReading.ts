import { COOKIE_NAMES, HELP_GUIDES, helpCenterUrl, type LocaleCode } from '@academy/rules';
import type { Queryable } from '../db/index.ts';
import { agreementDocument } from '../modules/agreements/store.ts';
import { escapeMarkup } from './markup.ts';
import { portalIntl } from './portalCatalogs.ts';
import { link, list, note } from './readingView.ts';

/**
 * The footer's pages as a reader without the script (a search engine, a link preview) gets them: the help center and
 * its guides, the terms of service and privacy policy (the current published version, or `?version=`), the cookie
 * policy — in the portal's own words (the pages' messages, apps/portal/src/pages/info), with the title the page sets.
 */
export type FooterReading = { title: string; view: string };

const heading = (level: 1 | 2, text: string) => `<h${level}>${escapeMarkup(text)}</h${level}>`;
const paragraph = (text: string) => `<p>${escapeMarkup(text)}</p>`;
const AGREEMENT_PAGES: Record<string, 'service' | 'privacy'> = { '/service': 'service', '/privacy': 'privacy' };

export async function footerPageReading(db: Queryable, pathname: string, params: URLSearchParams, locale: LocaleCode, requested: LocaleCode | null): Promise<FooterReading | null> {
  const intl = portalIntl(locale);
  const say = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const titled = (titleId: string, body: string[]): FooterReading => ({ title: `${say(titleId)} · ${say('portal.shell.siteName')}`, view: ['<main>', heading(1, say(titleId)), note(locale), ...body, '</main>'].join('') });
  const path = pathname.replace(/\/$/, '') || '/';

  if (path === '/helpCenter/helpPage.htm') {
    const type = params.get('type');
    const guides = { '1': 'portal.title.studentGuide', '2': 'portal.title.managerGuide' } as const;
    if (type !== '1' && type !== '2') {
      const links = (['1', '2'] as const).map((each) => link(helpCenterUrl({ lang: requested ?? locale, type: Number(each) as 1 | 2 }), say(guides[each]), null));
      return titled('portal.title.helpCenter', [paragraph(say('portal.help.intro')), list(links)]);
    }
    const topics = HELP_GUIDES[type].map((topic) => `<section>${heading(2, say(`portal.help.${topic}Title`))}${paragraph(say(`portal.help.${topic}`))}</section>`);
    return titled(guides[type], [...topics, `<p>${link(helpCenterUrl({ lang: requested ?? locale }), say('portal.help.allTopics'), null)}</p>`]);
  }

  if (path === '/commonUsage/cookiePolicy.htm') {
    const categories = (['essential', 'analytics'] as const).map((category) =>
      `<section>${heading(2, say(`ui.cookies.${category}Tab`))}${paragraph(say(`ui.cookies.${category}Body`))}${paragraph(say('ui.cookies.cookieNames'))}${list(COOKIE_NAMES[category].map((name) => `<code dir="ltr">${escapeMarkup(name)}</code>`))}</section>`);
    return titled('portal.title.cookiePolicy', [paragraph(say('ui.cookies.privacyBody')), ...categories]);
  }

  const kind = AGREEMENT_PAGES[path];
  if (!kind) return null;
  const version = Number(params.get('version')) || undefined;
  // An unknown version is the page's own "not found"; the script says so.
  const document = await agreementDocument(db, kind, version, locale).catch(() => null);
  if (!document) return null;
  const date = intl.formatDate(document.publishedAt, { dateStyle: 'long' });
  const sections = document.body.sections.map((section) => `<section>${heading(2, section.heading)}${paragraph(section.text)}</section>`);
  const body = `<div dir="auto" lang="${escapeMarkup(String(document.locale).replace('_', '-'))}">${paragraph(document.body.intro)}${sections.join('')}</div>`;
  return titled(`portal.title.${kind}`, [paragraph(say('portal.agreements.versionLine', { version: document.version, date })), body]);
}
