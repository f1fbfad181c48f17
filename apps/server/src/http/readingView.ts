import type { SectionData } from '@academy/api-client';
import type { Resource, ResourcePage } from '@academy/contract';
import { isSectionVisible, LANG_QUERY_PARAM, LOCALES, localizedName, RANKING_KIND, resourcePath, type LocaleCode } from '@academy/rules';
import { sanitizeDescription } from '../modules/classes/sanitize.ts';
import { escapeMarkup } from './markup.ts';
import { defineMessages, say, wordsIn } from './words.ts';

/**
 * What a public page says before, or without, its script (decision 0029): the school home's sections with their
 * cards' titles, a resource page's title, lecturers and description — as plain HTML links a reader without
 * JavaScript, a search engine or a link preview can follow. It is written into the page's <noscript>: a browser that
 * runs the script never lays it out, so it costs no layout shift, and one that does not shows it instead of a blank.
 */
const readingMessages = defineMessages({
  needsScript: { id: 'server.reading.needsScript', defaultMessage: 'Turn on JavaScript to sign in, enrol and learn. Meanwhile, here is what the page holds.' },
  lecturers: { id: 'server.reading.lecturers', defaultMessage: 'Lecturers: {names}' },
  lessons: { id: 'server.reading.lessons', defaultMessage: '{count, plural, one {# lesson} other {# lessons}}' },
  home: { id: 'server.reading.home', defaultMessage: 'The school’s home page' },
  startsAt: { id: 'server.reading.startsAt', defaultMessage: 'Starts {time}' },
  results: { id: 'server.reading.results', defaultMessage: 'Results for “{keyword}”' },
  browse: { id: 'server.reading.browse', defaultMessage: '{kind, select, course {Courses} shortVideo {Short videos} exam {Exams} knowledge {Articles} live {Live lectures} class {Classes} topic {Topics} other {Everything the school offers}}' },
  count: { id: 'server.reading.count', defaultMessage: '{count, plural, =0 {No results} one {# result} other {# results}}' },
  nextPage: { id: 'server.reading.nextPage', defaultMessage: 'Next page' },
});

/** The line that says the page needs its script to do more than read. */
export const note = (locale: LocaleCode) => `<p>${escapeMarkup(wordsIn(locale, say(readingMessages.needsScript, {})))}</p>`;
/** A link to a page of the site, in the language the reader asked for in the address (when they did). */
export const link = (path: string, text: string, requested: LocaleCode | null) =>
  `<a href="${escapeMarkup(requested ? `${path}${path.includes('?') ? '&' : '?'}${LANG_QUERY_PARAM}=${requested}` : path)}">${escapeMarkup(text)}</a>`;
export const list = (items: string[]) => (items.length ? `<ul>${items.map((item) => `<li>${item}</li>`).join('')}</ul>` : '');

/** The school home's sections a visitor sees (the portal's audience rule), each with its cards or ranked entries. */
export function homeReadingView(school: { id: string; name: string }, sections: SectionData[], locale: LocaleCode, requested: LocaleCode | null): string {
  const parts = sections.flatMap(({ section, cards, rankings }) => {
    if (section.type !== 'cards' && section.type !== 'ranking') return [];
    if (!isSectionVisible(section.audience, false)) return [];
    const title = `<h2>${escapeMarkup(localizedName(section.title, locale))}</h2>`;
    if (section.type === 'cards') {
      const items = cards?.status === 'ready' ? cards.items.map((resource) => link(resourcePath(school.id, resource), localizedName(resource, locale), requested)) : [];
      return [`<section>${title}${list(items)}</section>`];
    }
    const entries = Object.entries(rankings ?? {}).flatMap(([name, board]) => {
      const kind = RANKING_KIND[name as keyof typeof RANKING_KIND];
      if (!kind || board.status !== 'ready') return [];
      return board.entries.map((entry) => link(resourcePath(school.id, { id: entry.id, contentKind: kind }), localizedName(entry, locale), requested));
    });
    return [`<section>${title}${list(entries)}</section>`];
  });
  return `<main><h1>${escapeMarkup(school.name)}</h1>${note(locale)}${parts.join('')}</main>`;
}

/**
 * A resource page: its title, when a live lecture starts, its lecturers, number of lessons and description. The
 * description is the server's sanitized rich text (the allow-list of every description), the rest is escaped.
 */
export function resourceReadingView(school: { id: string; name: string; timeZone: string }, page: ResourcePage, locale: LocaleCode, requested: LocaleCode | null): string {
  const { resource } = page;
  const names = page.lecturers.map((lecturer) => lecturer.name).filter((name): name is string => Boolean(name));
  const facts = [
    // In the school's time zone, named: the reader may be elsewhere.
    resource.liveStartAt ? wordsIn(locale, say(readingMessages.startsAt, { time: new Intl.DateTimeFormat(LOCALES[locale].tag, { year: 'numeric', month: 'long', day: 'numeric', hour: 'numeric', minute: '2-digit', timeZone: school.timeZone, timeZoneName: 'short' }).format(new Date(resource.liveStartAt)) })) : null,
    names.length ? wordsIn(locale, say(readingMessages.lecturers, { names: new Intl.ListFormat(LOCALES[locale].tag).format(names) })) : null,
    page.lessonCount ? wordsIn(locale, say(readingMessages.lessons, { count: page.lessonCount })) : null,
  ].filter((fact): fact is string => fact !== null);
  return [
    '<main>',
    `<p>${link(`/portal/${school.id}`, `${school.name} · ${wordsIn(locale, say(readingMessages.home, {}))}`, requested)}</p>`,
    `<h1>${escapeMarkup(localizedName(resource, locale))}</h1>`,
    note(locale),
    facts.map((fact) => `<p>${escapeMarkup(fact)}</p>`).join(''),
    `<div>${sanitizeDescription(page.descriptionHtml)}</div>`,
    '</main>',
  ].join('');
}

/** What a list page of the portal (search, more) lists: its keyword or kind, the page of results and the rest. */
export type ResultsReading = { keyword: string | null; kind: string | null; list: Resource[]; total: number; pageNumber: number; pageSize: number; nextPage: string | null };

/**
 * A list page (search results, a kind's "more" list): what was asked, how many there are, and this page's resources
 * as links to their pages, with a link to the next page. A search with no keyword lists nothing, as the page does.
 */
export function resultsReadingView(school: { id: string; name: string }, results: ResultsReading, locale: LocaleCode, requested: LocaleCode | null): string {
  const title = results.keyword === null ? wordsIn(locale, say(readingMessages.browse, { kind: results.kind ?? 'all' })) : wordsIn(locale, say(readingMessages.results, { keyword: results.keyword }));
  const items = results.list.map((resource) => link(resourcePath(school.id, resource), localizedName(resource, locale), requested));
  return [
    '<main>',
    `<p>${link(`/portal/${school.id}`, `${school.name} · ${wordsIn(locale, say(readingMessages.home, {}))}`, requested)}</p>`,
    `<h1>${escapeMarkup(title)}</h1>`,
    note(locale),
    `<p>${escapeMarkup(wordsIn(locale, say(readingMessages.count, { count: results.total })))}</p>`,
    list(items),
    results.nextPage ? `<p>${link(results.nextPage, wordsIn(locale, say(readingMessages.nextPage, {})), requested)}</p>` : '',
    '</main>',
  ].join('');
}

/** The shell's <noscript> with a page's reading view in place of its "needs JavaScript" line (or a new one). */
export function withReadingView(shell: string, view: string): string {
  const element = `<noscript>${view}</noscript>`;
  return /<noscript>[\s\S]*?<\/noscript>/.test(shell) ? shell.replace(/<noscript>[\s\S]*?<\/noscript>/, () => element) : shell.replace('</body>', () => `${element}</body>`);
}
