/**
 * The decoration editor's rules (issue 6): pure functions over a page composition (add, remove, duplicate, move,
 * update sections), its validation, and an undo/redo history. No framework; shared by the library and the portal.
 *
 * @academy/rules has no dependencies, so the composition is declared here structurally. It mirrors
 * @academy/contract's PageComposition exactly (composition.test.ts checks both directions of assignability), so the
 * portal passes the contract's values in and stores the results without casts.
 */

import { deepEqual } from './deepEqual.ts';
import { isSlideAddress } from './redirect.ts';
import { textsOf, type LocalizedTexts } from './localizedText.ts';

// ── Types (mirror packages/contract/src/portal.ts) ──────────────────────────────────────────────────────────────

/** The spec's zh/en fields, and `names` in every language the school wrote (decision 0040). */
export type LocalizedTitle = { name?: string | null | undefined; nameEn?: string | null | undefined; names?: LocalizedTexts | null | undefined };

/** Spec §3 resource types: all 0, course 1, exam 2, knowledge 3, live 4, class 5, purchase course 10, share course 11, share exam 12, topic 17. */
export type ResourceTypeCode = 0 | 1 | 2 | 3 | 4 | 5 | 10 | 11 | 12 | 17;
export const RESOURCE_TYPE_CODES: readonly ResourceTypeCode[] = [0, 1, 2, 3, 4, 5, 10, 11, 12, 17];

export type ContentKindName = 'course' | 'exam' | 'knowledge' | 'live' | 'class' | 'article' | 'question' | 'shortVideo' | 'topic';

/** Spec §3 card kinds: all-in-one 1, single page 2, short videos 3, most viewed 4, most downloads 5, highest rated 6, hottest articles 7, newest Q&A 8, newest articles 9. */
export type CardKindCode = 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9;
export const CARD_KIND_CODES: readonly CardKindCode[] = [1, 2, 3, 4, 5, 6, 7, 8, 9];

/** Spec §3 audience: all 1, members 2, visitors 3. */
export type AudienceCode = 1 | 2 | 3;
/** Spec §3 title or search mode: none 0, title 1, search 2. */
export type TitleModeCode = 0 | 1 | 2;
/** Spec §3 zone: all 0, VIP 1, free 2. */
export type ZoneCode = 0 | 1 | 2;
/** Spec §3 "Sort": latest 0, hottest 1, smart 2 (the portal maps smart to hottest when it asks for resources). */
export type SourceSortCode = 0 | 1 | 2;
/** Spec §3 ranking periods: latest month 2, total 3, last year 4, this year 5. */
export type RankingPeriodCode = 2 | 3 | 4 | 5;
/** Spec §3 ranking kinds: default 1, custom 2, recommended 3. */
export type RankingKindCode = 1 | 2 | 3;
/** Spec §3 ranking range: week 1, month 2, year 3, all 4. */
export type RankingRangeCode = 1 | 2 | 3 | 4;
export type RankingListName = 'newCourses' | 'hotCourses' | 'hotKnowledge' | 'traineePoints';
export const RANKING_LIST_NAMES: readonly RankingListName[] = ['newCourses', 'hotCourses', 'hotKnowledge', 'traineePoints'];

export type DataSource = {
  resourceType: ResourceTypeCode;
  contentKind?: ContentKindName | undefined;
  sort: SourceSortCode;
  zone: ZoneCode;
  categoryIds: number[];
  /** 1–20; a plain number so an out-of-range value can be held and reported. */
  count: number;
};

export type CardSection = {
  id: string;
  type: 'cards';
  /** 1–9 (CardKindCode); a plain number like the contract's, so an unknown kind from old data can be reported. */
  cardKind: number;
  title: LocalizedTitle;
  titleMode: TitleModeCode;
  /** 2–5; a plain number so an out-of-range value can be held and reported. */
  columns: number;
  audience: AudienceCode;
  source: DataSource;
};
export type RankingSection = {
  id: string;
  type: 'ranking';
  title: LocalizedTitle;
  audience: AudienceCode;
  period: RankingPeriodCode;
  kind: RankingKindCode;
  range: RankingRangeCode;
  lists: RankingListName[];
};
export type BannerSlide = LocalizedTitle & { imageUrl: string; href: string | null };
export type BannerSection = { id: string; type: 'banner'; audience: AudienceCode; slides: BannerSlide[] };
export type NavigationSection = { id: string; type: 'navigation'; audience: AudienceCode };
export type Section = CardSection | RankingSection | BannerSection | NavigationSection;
export type SectionType = Section['type'];
/** The school's brand colours edited with the page (whitelisted token path → #rrggbb); released with it. */
export type PageTheme = { light: Record<string, string>; dark?: Record<string, string> | undefined };
export type PageComposition = { sections: Section[]; theme?: PageTheme | undefined };

/** What the "Add section" menu offers: the nine card kinds, then ranking, banner and navigation. */
export type SectionKind = CardKindCode | 'ranking' | 'banner' | 'navigation';
export const SECTION_KINDS: readonly SectionKind[] = [...CARD_KIND_CODES, 'ranking', 'banner', 'navigation'];

// ── Limits (contract schema and spec §9) ─────────────────────────────────────────────────────────────────────────

export const MAX_SECTIONS = 40;
/** Spec §3/§9: columns per line 2 to 5, default 4. */
export const MIN_COLUMNS = 2;
export const MAX_COLUMNS = 5;
export const DEFAULT_COLUMNS = 4;
export const MIN_COUNT = 1;
export const MAX_COUNT = 20;
export const DEFAULT_COUNT = 8;
export const MAX_CATEGORIES = 20;
export const MAX_SLIDES = 8;
/** A slide's caption and link as long as the editor's fields let them be; the contract refuses longer ones. */
export const MAX_SLIDE_CAPTION = 60;
export const MAX_SLIDE_LINK = 500;
export const HISTORY_LIMIT = 100;

// ── Defaults per kind ────────────────────────────────────────────────────────────────────────────────────────────

/** Spec §3 card-kind names as default titles, in Chinese and English. */
export const CARD_KIND_TITLES: Readonly<Record<CardKindCode, { name: string; nameEn: string }>> = {
  1: { name: '综合', nameEn: 'All-in-one' },
  2: { name: '单页', nameEn: 'Single page' },
  3: { name: '短视频', nameEn: 'Short videos' },
  4: { name: '最多浏览', nameEn: 'Most viewed' },
  5: { name: '最多下载', nameEn: 'Most downloads' },
  6: { name: '最高评分', nameEn: 'Highest rated' },
  7: { name: '最热文章', nameEn: 'Hottest articles' },
  8: { name: '最新问答', nameEn: 'Newest Q&A' },
  9: { name: '最新文章', nameEn: 'Newest articles' },
};

/**
 * What each card kind lists by default. The source's sort is the spec's "Sort" (latest 0, hottest 1, smart 2), which
 * has no "downloads" or "rating" value: most downloads and highest rated start from hottest and the card kind itself
 * says how the items are ranked. A single page shows one item, so it asks for one.
 */
const CARD_KIND_SOURCES: Readonly<Record<CardKindCode, Omit<DataSource, 'zone' | 'categoryIds'>>> = {
  1: { resourceType: 0, sort: 2, count: DEFAULT_COUNT },
  2: { resourceType: 17, contentKind: 'topic', sort: 0, count: 1 },
  3: { resourceType: 0, contentKind: 'shortVideo', sort: 0, count: DEFAULT_COUNT },
  4: { resourceType: 1, contentKind: 'course', sort: 1, count: DEFAULT_COUNT },
  5: { resourceType: 3, contentKind: 'knowledge', sort: 1, count: DEFAULT_COUNT },
  6: { resourceType: 1, contentKind: 'course', sort: 1, count: DEFAULT_COUNT },
  7: { resourceType: 0, contentKind: 'article', sort: 1, count: DEFAULT_COUNT },
  8: { resourceType: 0, contentKind: 'question', sort: 0, count: DEFAULT_COUNT },
  9: { resourceType: 0, contentKind: 'article', sort: 0, count: DEFAULT_COUNT },
};

const ID_PREFIX: Record<SectionType, string> = { cards: 'cards', ranking: 'ranking', banner: 'banner', navigation: 'navigation' };

/** The first `<prefix>-<n>` (n = 1, 2, …) no section of the page uses yet. */
export function newSectionId(comp: PageComposition, type: SectionType): string {
  const taken = new Set(comp.sections.map((section) => section.id));
  for (let n = 1; ; n += 1) {
    const id = `${ID_PREFIX[type]}-${n}`;
    if (!taken.has(id)) return id;
  }
}

export function isCardKind(kind: unknown): kind is CardKindCode {
  return typeof kind === 'number' && (CARD_KIND_CODES as readonly number[]).includes(kind);
}

/** A new section of a kind with the editor's defaults: title from the kind's name, title shown, 4 columns, for everyone. */
/** What the school supplies for a new section: the image a new banner starts with (its default banner). */
export type SectionDefaults = { bannerImageUrl?: string | undefined };

export function defaultSection(kind: SectionKind, id: string, defaults: SectionDefaults = {}): Section {
  if (isCardKind(kind)) {
    return {
      id,
      type: 'cards',
      cardKind: kind,
      title: { ...CARD_KIND_TITLES[kind] },
      titleMode: 1,
      columns: DEFAULT_COLUMNS,
      audience: 1,
      source: { ...CARD_KIND_SOURCES[kind], zone: 0, categoryIds: [] },
    };
  }
  switch (kind) {
    case 'ranking':
      return { id, type: 'ranking', title: { name: '排行榜', nameEn: 'Rankings' }, audience: 1, period: 2, kind: 1, range: 2, lists: ['hotCourses'] };
    case 'banner':
      // The schema wants at least one slide; without a school image it waits for one (validation: slideNeedsImage).
      return { id, type: 'banner', audience: 1, slides: [{ name: '', nameEn: '', imageUrl: defaults.bannerImageUrl ?? '', href: null }] };
    case 'navigation':
      return { id, type: 'navigation', audience: 1 };
  }
}

/** The kind of an existing section, as the "Add section" menu names it; undefined for an unknown card kind. */
export function sectionKind(section: Section): SectionKind | undefined {
  if (section.type !== 'cards') return section.type;
  return isCardKind(section.cardKind) ? section.cardKind : undefined;
}

// ── Edits ────────────────────────────────────────────────────────────────────────────────────────────────────────

const titleKey = (value: string | null | undefined) => (value ?? '').trim().toLowerCase();

/**
 * A title no other section of the page uses in either language: the kind's name, else the name with " 2", " 3"…
 * Two sections called the same would confuse visitors, and their page regions would share one accessible name.
 */
export function distinctTitle(comp: PageComposition, title: LocalizedTitle): LocalizedTitle {
  const taken = new Set(comp.sections.flatMap((section) => ('title' in section ? [titleKey(section.title.name), titleKey(section.title.nameEn)] : [])).filter(Boolean));
  const free = (candidate: LocalizedTitle) => !taken.has(titleKey(candidate.name)) && !taken.has(titleKey(candidate.nameEn));
  if (free(title)) return title;
  for (let n = 2; ; n += 1) {
    const candidate = { name: title.name ? `${title.name} ${n}` : title.name, nameEn: title.nameEn ? `${title.nameEn} ${n}` : title.nameEn };
    if (free(candidate)) return candidate;
  }
}

/** A section as placed on a page: its title made distinct from the others'. */
const withDistinctTitle = (comp: PageComposition, section: Section): Section => ('title' in section ? ({ ...section, title: distinctTitle(comp, section.title) } as Section) : section);

const clampIndex = (index: number, length: number) => Math.min(Math.max(Math.trunc(Number.isFinite(index) ? index : length), 0), length);

/**
 * Inserts a new section of `kind` at `at` (default: the end; clamped to the list), titled with the kind's name
 * made distinct from the other sections' titles (distinctTitle). It is added even past the
 * 40-section limit, so nothing the administrator does disappears: validateComposition reports tooManySections.
 */
export function addSection(comp: PageComposition, kind: SectionKind, at?: number, defaults: SectionDefaults = {}): PageComposition {
  const section = withDistinctTitle(comp, defaultSection(kind, newSectionId(comp, isCardKind(kind) ? 'cards' : kind), defaults));
  const index = at === undefined ? comp.sections.length : clampIndex(at, comp.sections.length);
  return { ...comp, sections: [...comp.sections.slice(0, index), section, ...comp.sections.slice(index)] };
}

/** Removes a section; an unknown id returns the same composition. */
export function removeSection(comp: PageComposition, id: string): PageComposition {
  if (!comp.sections.some((section) => section.id === id)) return comp;
  return { ...comp, sections: comp.sections.filter((section) => section.id !== id) };
}

/** Inserts a deep copy right after the original, with a new unique id and title; an unknown id returns the same composition. */
export function duplicateSection(comp: PageComposition, id: string): PageComposition {
  const index = comp.sections.findIndex((section) => section.id === id);
  const original = comp.sections[index];
  if (!original) return comp;
  const copy = withDistinctTitle(comp, { ...structuredClone(original), id: newSectionId(comp, original.type) } as Section);
  return { ...comp, sections: [...comp.sections.slice(0, index + 1), copy, ...comp.sections.slice(index + 1)] };
}

/**
 * Moves a section to `toIndex` in the resulting list. An index past either end is clamped to the first or last
 * place; moving to the current place, or an unknown id, returns the same composition.
 */
export function moveSection(comp: PageComposition, id: string, toIndex: number): PageComposition {
  const from = comp.sections.findIndex((section) => section.id === id);
  if (from < 0) return comp;
  const to = clampIndex(toIndex, comp.sections.length - 1);
  if (to === from) return comp;
  const rest = comp.sections.filter((section) => section.id !== id);
  return { ...comp, sections: [...rest.slice(0, to), comp.sections[from]!, ...rest.slice(to)] };
}

/**
 * Where a dragged section lands when dropped before or after another one (react-aria's reorder target), as the
 * index moveSection expects. Unknown ids give -1.
 */
export function dropIndex(ids: readonly string[], draggedId: string, targetId: string, position: 'before' | 'after' | 'on'): number {
  const from = ids.indexOf(draggedId);
  const target = ids.indexOf(targetId);
  if (from < 0 || target < 0) return -1;
  if (position === 'on' || draggedId === targetId) return from;
  const insertAt = position === 'before' ? target : target + 1;
  return insertAt > from ? insertAt - 1 : insertAt;
}

const TYPE_CONTENT_KIND: Partial<Record<ResourceTypeCode, ContentKindName>> = { 1: 'course', 2: 'exam', 3: 'knowledge', 4: 'live', 5: 'class', 17: 'topic' };
const TYPE_BOUND_KINDS: readonly ContentKindName[] = ['course', 'exam', 'knowledge', 'live', 'class', 'topic'];

/**
 * The source fields to change when the administrator picks another resource type. A content kind that is itself a
 * resource type (course, exam…) follows the new type, so the two never contradict each other; one that is not
 * (articles, Q&A, short videos) is kept.
 */
export function resourceTypeChange(source: Pick<DataSource, 'contentKind'>, resourceType: ResourceTypeCode): Pick<DataSource, 'resourceType' | 'contentKind'> {
  const kind = source.contentKind;
  if (kind && !TYPE_BOUND_KINDS.includes(kind)) return { resourceType, contentKind: kind };
  return { resourceType, contentKind: TYPE_CONTENT_KIND[resourceType] };
}

/**
 * A change from the settings form. `title` and `source` are merged into the section's own; keys a section's type
 * does not have (columns on a banner…) and `id`/`type` are ignored.
 */
export type SectionPatch = {
  title?: Partial<LocalizedTitle>;
  titleMode?: TitleModeCode;
  columns?: number;
  audience?: AudienceCode;
  cardKind?: CardKindCode;
  source?: Partial<DataSource>;
  period?: RankingPeriodCode;
  kind?: RankingKindCode;
  range?: RankingRangeCode;
  lists?: RankingListName[];
  slides?: BannerSlide[];
};

const PATCHABLE: Record<SectionType, readonly (keyof SectionPatch)[]> = {
  cards: ['title', 'titleMode', 'columns', 'audience', 'cardKind', 'source'],
  ranking: ['title', 'audience', 'period', 'kind', 'range', 'lists'],
  banner: ['audience', 'slides'],
  navigation: ['audience'],
};

/** Applies a patch to one section; an unknown id, or a patch that changes nothing, returns the same composition. */
export function updateSection(comp: PageComposition, id: string, patch: SectionPatch): PageComposition {
  const index = comp.sections.findIndex((section) => section.id === id);
  const section = comp.sections[index];
  if (!section) return comp;
  const next: Record<string, unknown> = { ...section };
  for (const key of PATCHABLE[section.type]) {
    if (!(key in patch) || patch[key] === undefined) continue;
    const value = patch[key];
    next[key] = key === 'title' || key === 'source' ? { ...(next[key] as object), ...(value as object) } : value;
  }
  if (deepEqual(next, section)) return comp;
  const sections = comp.sections.slice();
  sections[index] = next as Section;
  return { ...comp, sections };
}

// ── Validation ───────────────────────────────────────────────────────────────────────────────────────────────────

/** Stable codes the editor translates; never shown raw. */
export type ProblemCode =
  | 'tooManySections'
  | 'duplicateId'
  | 'columnsOutOfRange'
  | 'countOutOfRange'
  | 'titleRequired'
  | 'tooManyCategories'
  | 'bannerNeedsSlide'
  | 'tooManySlides'
  | 'rankingNeedsList'
  | 'slideNeedsImage'
  | 'slideLinkInvalid'
  | 'invalidValue';

export type ProblemField =
  | 'sections'
  | 'id'
  | 'title'
  | 'titleMode'
  | 'columns'
  | 'audience'
  | 'cardKind'
  | 'source.resourceType'
  | 'source.sort'
  | 'source.zone'
  | 'source.count'
  | 'source.categoryIds'
  | 'period'
  | 'kind'
  | 'range'
  | 'lists'
  | 'slides';

/** One thing to fix; `sectionId` is null for a problem of the whole page. */
export type CompositionProblem = { sectionId: string | null; field: ProblemField; code: ProblemCode };

const isIntegerIn = (value: unknown, min: number, max: number) => typeof value === 'number' && Number.isInteger(value) && value >= min && value <= max;
const isOneOf = (value: unknown, allowed: readonly unknown[]) => allowed.includes(value);
const isBlank = (value: string | null | undefined) => !value || value.trim() === '';

/**
 * Everything that keeps a composition from being saved, in page order. The ranking rules are the spec's
 * enumerations only: §3 lists the periods, kinds and ranges but says nothing about which combine, so every
 * combination of valid values is allowed and only what the contract schema forbids is reported (an unknown value,
 * no list). Enumerations outside the spec's values (from old data) are reported as invalidValue.
 */
export function validateComposition(comp: PageComposition): CompositionProblem[] {
  const problems: CompositionProblem[] = [];
  if (comp.sections.length > MAX_SECTIONS) problems.push({ sectionId: null, field: 'sections', code: 'tooManySections' });
  const seen = new Set<string>();
  for (const section of comp.sections) {
    const add = (field: ProblemField, code: ProblemCode) => problems.push({ sectionId: section.id, field, code });
    if (seen.has(section.id)) add('id', 'duplicateId');
    seen.add(section.id);
    if (!isOneOf(section.audience, [1, 2, 3])) add('audience', 'invalidValue');
    switch (section.type) {
      case 'cards': {
        if (!isCardKind(section.cardKind)) add('cardKind', 'invalidValue');
        if (!isOneOf(section.titleMode, [0, 1, 2])) add('titleMode', 'invalidValue');
        else if (section.titleMode !== 0 && Object.keys(textsOf(section.title)).length === 0) add('title', 'titleRequired');
        if (!isIntegerIn(section.columns, MIN_COLUMNS, MAX_COLUMNS)) add('columns', 'columnsOutOfRange');
        const { source } = section;
        if (!isOneOf(source.resourceType, RESOURCE_TYPE_CODES)) add('source.resourceType', 'invalidValue');
        if (!isOneOf(source.sort, [0, 1, 2])) add('source.sort', 'invalidValue');
        if (!isOneOf(source.zone, [0, 1, 2])) add('source.zone', 'invalidValue');
        if (!isIntegerIn(source.count, MIN_COUNT, MAX_COUNT)) add('source.count', 'countOutOfRange');
        if (source.categoryIds.length > MAX_CATEGORIES) add('source.categoryIds', 'tooManyCategories');
        break;
      }
      case 'ranking':
        if (!isOneOf(section.period, [2, 3, 4, 5])) add('period', 'invalidValue');
        if (!isOneOf(section.kind, [1, 2, 3])) add('kind', 'invalidValue');
        if (!isOneOf(section.range, [1, 2, 3, 4])) add('range', 'invalidValue');
        if (section.lists.length === 0) add('lists', 'rankingNeedsList');
        else if (section.lists.some((list) => !isOneOf(list, RANKING_LIST_NAMES))) add('lists', 'invalidValue');
        break;
      case 'banner':
        if (section.slides.length === 0) add('slides', 'bannerNeedsSlide');
        else if (section.slides.length > MAX_SLIDES) add('slides', 'tooManySlides');
        if (section.slides.some((slide) => isBlank(slide.imageUrl))) add('slides', 'slideNeedsImage');
        if (section.slides.some((slide) => slide.href !== null && !isSlideAddress(slide.href))) add('slides', 'slideLinkInvalid');
        break;
      case 'navigation':
        break;
    }
  }
  return problems;
}

// ── Undo / redo ──────────────────────────────────────────────────────────────────────────────────────────────────

export type History<T> = { readonly past: readonly T[]; readonly present: T; readonly future: readonly T[] };

export function createHistory<T>(initial: T): History<T> {
  return { past: [], present: initial, future: [] };
}

/** Records a new state: drops the redo stack, keeps the latest 100 past states; a state equal to the present is a no-op. */
export function commit<T>(history: History<T>, next: T): History<T> {
  if (deepEqual(next, history.present)) return history;
  return { past: [...history.past, history.present].slice(-HISTORY_LIMIT), present: next, future: [] };
}

export function canUndo(history: History<unknown>): boolean {
  return history.past.length > 0;
}

export function canRedo(history: History<unknown>): boolean {
  return history.future.length > 0;
}

export function undo<T>(history: History<T>): History<T> {
  if (!canUndo(history)) return history;
  return { past: history.past.slice(0, -1), present: history.past[history.past.length - 1]!, future: [history.present, ...history.future] };
}

export function redo<T>(history: History<T>): History<T> {
  if (!canRedo(history)) return history;
  return { past: [...history.past, history.present], present: history.future[0]!, future: history.future.slice(1) };
}
