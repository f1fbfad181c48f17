import { describe, expect, expectTypeOf, test } from 'vitest';
// Types only: @academy/rules has no runtime dependency on the contract; this checks the local mirror stays in step.
import type { PageComposition as ContractPageComposition, Section as ContractSection } from '@academy/contract';
import {
  addSection,
  canRedo,
  canUndo,
  commit,
  createHistory,

  defaultSection,
  distinctTitle,
  dropIndex,
  duplicateSection,
  HISTORY_LIMIT,
  MAX_SECTIONS,
  moveSection,
  redo,
  removeSection,
  resourceTypeChange,
  SECTION_KINDS,
  undo,
  updateSection,
  validateComposition,
  type BannerSection,
  type CardSection,
  type PageComposition,
  type RankingSection,
  type Section,
} from './composition.ts';
import { deepEqual } from './deepEqual.ts';
import { isSlideAddress } from './redirect.ts';

const page = (...sections: Section[]): PageComposition => ({ sections });
const cards = (id: string, overrides: Partial<CardSection> = {}): CardSection => ({ ...(defaultSection(4, id) as CardSection), ...overrides });
const ranking = (id: string, overrides: Partial<RankingSection> = {}): RankingSection => ({ ...(defaultSection('ranking', id) as RankingSection), ...overrides });
const ids = (comp: PageComposition) => comp.sections.map((section) => section.id);
const codes = (comp: PageComposition) => validateComposition(comp).map((problem) => `${problem.sectionId}:${problem.field}:${problem.code}`);

describe('types mirror @academy/contract', () => {
  test('the contract Section and PageComposition are assignable to the local ones, and back', () => {
    // Checked by `npm run typecheck`: each function only compiles if its argument is assignable to its return type.
    const toLocal = (comp: ContractPageComposition): PageComposition => comp;
    const toContract = (comp: PageComposition): ContractPageComposition => comp;
    const sectionToLocal = (section: ContractSection): Section => section;
    const sectionToContract = (section: Section): ContractSection => section;
    expectTypeOf(toLocal).returns.toEqualTypeOf<PageComposition>();
    expectTypeOf(toContract).returns.toEqualTypeOf<ContractPageComposition>();
    expectTypeOf(sectionToLocal).parameter(0).toEqualTypeOf<ContractSection>();
    expectTypeOf(sectionToContract).parameter(0).toEqualTypeOf<Section>();
  });
});

describe('addSection', () => {
  test('a card kind gets its spec name in zh/en, title shown, 4 columns, everyone, 8 items of every zone and category', () => {
    const comp = addSection(page(), 4);
    expect(comp.sections).toEqual([
      {
        id: 'cards-1',
        type: 'cards',
        cardKind: 4,
        title: { name: '最多浏览', nameEn: 'Most viewed' },
        titleMode: 1,
        columns: 4,
        audience: 1,
        source: { resourceType: 1, contentKind: 'course', sort: 1, zone: 0, categoryIds: [], count: 8 },
      },
    ]);
  });

  test('sort follows the kind: newest Q&A and newest articles newest first, most viewed and hottest articles hottest', () => {
    const sortOf = (kind: 4 | 7 | 8 | 9) => (addSection(page(), kind).sections[0] as CardSection).source.sort;
    expect([sortOf(4), sortOf(7), sortOf(8), sortOf(9)]).toEqual([1, 1, 0, 0]);
  });

  test('every kind of the Add menu gives a valid section, except that a new banner waits for its image', () => {
    let comp = page();
    for (const kind of SECTION_KINDS) comp = addSection(comp, kind);
    expect(comp.sections).toHaveLength(12);
    expect(new Set(ids(comp)).size).toBe(12);
    expect(validateComposition(comp)).toEqual([{ sectionId: 'banner-1', field: 'slides', code: 'slideNeedsImage' }]);
  });

  test('a banner added with the school banner image is valid at once', () => {
    const comp = addSection(page(), 'banner', undefined, { bannerImageUrl: '/static/covers/banner-1.svg' });
    expect((comp.sections[0] as BannerSection).slides[0]!.imageUrl).toBe('/static/covers/banner-1.svg');
    expect(validateComposition(comp)).toEqual([]);
  });

  test('a banner starts with one placeholder slide; ranking with one list; navigation with everyone', () => {
    const comp = addSection(addSection(addSection(page(), 'banner'), 'ranking'), 'navigation');
    expect(comp.sections[0]).toMatchObject({ type: 'banner', slides: [{ imageUrl: '', href: null }] });
    expect(comp.sections[1]).toMatchObject({ type: 'ranking', period: 2, kind: 1, range: 2, lists: ['hotCourses'] });
    expect(comp.sections[2]).toEqual({ id: 'navigation-1', type: 'navigation', audience: 1 });
  });

  test('at inserts at an index, clamped to the list; ids stay unique', () => {
    const base = page(cards('a'), cards('b'));
    expect(ids(addSection(base, 1, 0))).toEqual(['cards-1', 'a', 'b']);
    expect(ids(addSection(base, 1, 1))).toEqual(['a', 'cards-1', 'b']);
    expect(ids(addSection(base, 1, 99))).toEqual(['a', 'b', 'cards-1']);
    expect(ids(addSection(base, 1, -3))).toEqual(['cards-1', 'a', 'b']);
    expect(ids(addSection(page(cards('cards-1')), 2))).toEqual(['cards-1', 'cards-2']);
  });

  test('the input is not changed', () => {
    const base = page(cards('a'));
    const copy = structuredClone(base);
    addSection(base, 'banner');
    expect(base).toEqual(copy);
  });
});

describe('distinct titles', () => {
  test('a new section of a kind already on the page is numbered, in both languages, skipping numbers in use', () => {
    const comp = addSection(addSection(addSection(page(), 6), 6), 6);
    expect(comp.sections.map((section) => (section as CardSection).title)).toEqual([
      { name: '最高评分', nameEn: 'Highest rated' },
      { name: '最高评分 2', nameEn: 'Highest rated 2' },
      { name: '最高评分 3', nameEn: 'Highest rated 3' },
    ]);
  });

  test('a title taken in one language only, in another case or with spaces, counts as taken', () => {
    expect(distinctTitle(page(cards('a', { title: { name: '', nameEn: ' highest RATED ' } })), { name: '最高评分', nameEn: 'Highest rated' })).toEqual({ name: '最高评分 2', nameEn: 'Highest rated 2' });
    expect(distinctTitle(page(ranking('r')), { name: '最高评分', nameEn: 'Highest rated' })).toEqual({ name: '最高评分', nameEn: 'Highest rated' });
  });
});

describe('removeSection and duplicateSection', () => {
  test('remove drops the section; an unknown id returns the same composition', () => {
    const base = page(cards('a'), cards('b'));
    expect(ids(removeSection(base, 'a'))).toEqual(['b']);
    expect(removeSection(base, 'zzz')).toBe(base);
  });

  test('duplicate inserts a deep copy right after the original with a new unique id', () => {
    const base = page(cards('cards-1'), cards('b'));
    const comp = duplicateSection(base, 'cards-1');
    expect(ids(comp)).toEqual(['cards-1', 'cards-2', 'b']);
    const [original, copy] = comp.sections as [CardSection, CardSection];
    expect({ ...copy, id: original.id, title: original.title }).toEqual(original);
    expect(copy.title).toEqual({ name: '最多浏览 2', nameEn: 'Most viewed 2' });
    expect(copy.source).not.toBe(original.source);
    expect(duplicateSection(base, 'zzz')).toBe(base);
  });
});

describe('moveSection', () => {
  const base = page(cards('a'), cards('b'), cards('c'), cards('d'));
  test('to first and to last', () => {
    expect(ids(moveSection(base, 'c', 0))).toEqual(['c', 'a', 'b', 'd']);
    expect(ids(moveSection(base, 'a', 3))).toEqual(['b', 'c', 'd', 'a']);
  });
  test('one up and one down', () => {
    expect(ids(moveSection(base, 'c', 1))).toEqual(['a', 'c', 'b', 'd']);
    expect(ids(moveSection(base, 'b', 2))).toEqual(['a', 'c', 'b', 'd']);
  });
  test('out of range is clamped to the first or last place', () => {
    expect(ids(moveSection(base, 'b', -1))).toEqual(['b', 'a', 'c', 'd']);
    expect(ids(moveSection(base, 'b', 4))).toEqual(['a', 'c', 'd', 'b']);
    expect(ids(moveSection(base, 'b', 400))).toEqual(['a', 'c', 'd', 'b']);
  });
  test('to its own place, past the end from the last place, or an unknown id: the same composition', () => {
    expect(moveSection(base, 'b', 1)).toBe(base);
    expect(moveSection(base, 'd', 9)).toBe(base);
    expect(moveSection(base, 'a', -9)).toBe(base);
    expect(moveSection(base, 'zzz', 0)).toBe(base);
  });
});

describe('dropIndex (drag and drop target → moveSection index)', () => {
  const order = ['a', 'b', 'c', 'd'];
  test('before and after a later or earlier row', () => {
    expect(dropIndex(order, 'a', 'c', 'before')).toBe(1);
    expect(dropIndex(order, 'a', 'c', 'after')).toBe(2);
    expect(dropIndex(order, 'a', 'd', 'after')).toBe(3);
    expect(dropIndex(order, 'd', 'a', 'before')).toBe(0);
    expect(dropIndex(order, 'd', 'b', 'after')).toBe(2);
  });
  test('next to itself it stays; unknown ids give -1', () => {
    expect(dropIndex(order, 'b', 'c', 'before')).toBe(1);
    expect(dropIndex(order, 'b', 'a', 'after')).toBe(1);
    expect(dropIndex(order, 'b', 'b', 'on')).toBe(1);
    expect(dropIndex(order, 'x', 'a', 'before')).toBe(-1);
    expect(dropIndex(order, 'a', 'x', 'before')).toBe(-1);
  });
  test('applied with moveSection it gives the order the drop showed', () => {
    const base = page(cards('a'), cards('b'), cards('c'), cards('d'));
    expect(ids(moveSection(base, 'a', dropIndex(order, 'a', 'c', 'after')))).toEqual(['b', 'c', 'a', 'd']);
    expect(ids(moveSection(base, 'd', dropIndex(order, 'd', 'b', 'before')))).toEqual(['a', 'd', 'b', 'c']);
  });
});

describe('updateSection', () => {
  test('title and source are merged; other keys replace', () => {
    const comp = updateSection(page(cards('a')), 'a', { title: { nameEn: 'Popular' }, source: { count: 12 }, columns: 3 });
    expect(comp.sections[0]).toMatchObject({ title: { name: '最多浏览', nameEn: 'Popular' }, source: { count: 12, sort: 1 }, columns: 3 });
  });
  test('keys the type does not have are ignored; id and type cannot change', () => {
    const base = page(defaultSection('navigation', 'n'));
    const patch = { columns: 3, id: 'x', type: 'cards' } as unknown as Parameters<typeof updateSection>[2];
    expect(updateSection(base, 'n', patch)).toBe(base);
  });
  test('a patch that changes nothing, or an unknown id, returns the same composition', () => {
    const base = page(cards('a'));
    expect(updateSection(base, 'a', { columns: 4 })).toBe(base);
    expect(updateSection(base, 'zzz', { columns: 3 })).toBe(base);
  });
  test('out-of-range values are kept (and reported), never dropped', () => {
    const comp = updateSection(page(cards('a')), 'a', { columns: 6, source: { count: 21 } });
    expect(comp.sections[0]).toMatchObject({ columns: 6, source: { count: 21 } });
    expect(codes(comp)).toEqual(['a:columns:columnsOutOfRange', 'a:source.count:countOutOfRange']);
  });
});

describe('resourceTypeChange', () => {
  test('a content kind that is a resource type follows the new type; articles, Q&A and short videos stay', () => {
    expect(resourceTypeChange({ contentKind: 'course' }, 2)).toEqual({ resourceType: 2, contentKind: 'exam' });
    expect(resourceTypeChange({ contentKind: 'course' }, 0)).toEqual({ resourceType: 0, contentKind: undefined });
    expect(resourceTypeChange({}, 17)).toEqual({ resourceType: 17, contentKind: 'topic' });
    expect(resourceTypeChange({ contentKind: 'article' }, 1)).toEqual({ resourceType: 1, contentKind: 'article' });
    expect(resourceTypeChange({ contentKind: 'shortVideo' }, 10)).toEqual({ resourceType: 10, contentKind: 'shortVideo' });
  });
});

describe('validateComposition', () => {
  test('columns: 1 and 6 are out of range, 2 and 5 are fine, 3.5 is not a whole number', () => {
    expect(codes(page(cards('a', { columns: 1 })))).toEqual(['a:columns:columnsOutOfRange']);
    expect(codes(page(cards('a', { columns: 2 })))).toEqual([]);
    expect(codes(page(cards('a', { columns: 5 })))).toEqual([]);
    expect(codes(page(cards('a', { columns: 6 })))).toEqual(['a:columns:columnsOutOfRange']);
    expect(codes(page(cards('a', { columns: 3.5 })))).toEqual(['a:columns:columnsOutOfRange']);
  });

  test('count: 0 and 21 are out of range, 1 and 20 are fine', () => {
    const withCount = (count: number) => page(cards('a', { source: { ...cards('a').source, count } }));
    expect(codes(withCount(0))).toEqual(['a:source.count:countOutOfRange']);
    expect(codes(withCount(1))).toEqual([]);
    expect(codes(withCount(20))).toEqual([]);
    expect(codes(withCount(21))).toEqual(['a:source.count:countOutOfRange']);
    expect(codes(withCount(Number.NaN))).toEqual(['a:source.count:countOutOfRange']);
  });

  test('40 sections are fine, 41 are too many', () => {
    const many = (n: number) => page(...Array.from({ length: n }, (_, index) => cards(`s${index}`)));
    expect(MAX_SECTIONS).toBe(40);
    expect(codes(many(40))).toEqual([]);
    expect(codes(many(41))).toEqual(['null:sections:tooManySections']);
  });

  test('categories: 20 are fine, 21 are too many', () => {
    const withCategories = (n: number) => page(cards('a', { source: { ...cards('a').source, categoryIds: Array.from({ length: n }, (_, index) => index) } }));
    expect(codes(withCategories(20))).toEqual([]);
    expect(codes(withCategories(21))).toEqual(['a:source.categoryIds:tooManyCategories']);
  });

  test('a title is required when it is shown (title or search mode), in either language; blank counts as empty', () => {
    const untitled = { name: ' ', nameEn: '' };
    expect(codes(page(cards('a', { title: untitled, titleMode: 1 })))).toEqual(['a:title:titleRequired']);
    expect(codes(page(cards('a', { title: untitled, titleMode: 2 })))).toEqual(['a:title:titleRequired']);
    expect(codes(page(cards('a', { title: untitled, titleMode: 0 })))).toEqual([]);
    expect(codes(page(cards('a', { title: { nameEn: 'Only English' } })))).toEqual([]);
    expect(codes(page(cards('a', { title: { name: '只有中文', nameEn: null } })))).toEqual([]);
  });

  test('a banner needs 1 to 8 slides', () => {
    const banner = (count: number): Section => ({ id: 'b', type: 'banner', audience: 1, slides: Array.from({ length: count }, () => ({ imageUrl: 'x.png', href: null })) });
    expect(codes(page(banner(0)))).toEqual(['b:slides:bannerNeedsSlide']);
    expect(codes(page(banner(1)))).toEqual([]);
    expect(codes(page(banner(8)))).toEqual([]);
    expect(codes(page(banner(9)))).toEqual(['b:slides:tooManySlides']);
  });

  test('ranking: at least one list; every period × kind × range of the spec is allowed (the spec names no forbidden combination)', () => {
    expect(codes(page(ranking('r', { lists: [] })))).toEqual(['r:lists:rankingNeedsList']);
    for (const period of [2, 3, 4, 5] as const)
      for (const kind of [1, 2, 3] as const) for (const range of [1, 2, 3, 4] as const) expect(codes(page(ranking('r', { period, kind, range })))).toEqual([]);
  });

  test('values outside the spec enumerations (old data) are invalidValue', () => {
    const bad = ranking('r', { period: 1 as never, kind: 4 as never, range: 0 as never, lists: ['topAuthors' as never] });
    expect(codes(page(bad))).toEqual(['r:period:invalidValue', 'r:kind:invalidValue', 'r:range:invalidValue', 'r:lists:invalidValue']);
    const card = cards('a', { audience: 4 as never, titleMode: 3 as never, cardKind: 10 as never, source: { ...cards('a').source, resourceType: 6 as never, sort: 3 as never, zone: 3 as never } });
    expect(codes(page(card))).toEqual([
      'a:audience:invalidValue',
      'a:cardKind:invalidValue',
      'a:titleMode:invalidValue',
      'a:source.resourceType:invalidValue',
      'a:source.sort:invalidValue',
      'a:source.zone:invalidValue',
    ]);
  });

  test('a repeated id is reported on the second section', () => {
    expect(codes(page(cards('a'), cards('a')))).toEqual(['a:id:duplicateId']);
  });
});

describe('history (undo / redo)', () => {
  test('commit records, undo and redo walk back and forth', () => {
    let history = createHistory(1);
    expect([canUndo(history), canRedo(history)]).toEqual([false, false]);
    history = commit(commit(history, 2), 3);
    expect(history.present).toBe(3);
    history = undo(history);
    expect([history.present, canUndo(history), canRedo(history)]).toEqual([2, true, true]);
    history = undo(history);
    expect([history.present, canUndo(history)]).toEqual([1, false]);
    expect(undo(history)).toBe(history);
    history = redo(redo(history));
    expect([history.present, canRedo(history)]).toEqual([3, false]);
    expect(redo(history)).toBe(history);
  });

  test('a commit after an undo clears the redo stack', () => {
    const history = commit(undo(commit(commit(createHistory('a'), 'b'), 'c')), 'd');
    expect(history).toEqual({ past: ['a', 'b'], present: 'd', future: [] });
    expect(canRedo(history)).toBe(false);
  });

  test('committing a state equal to the present is a no-op (deep equality)', () => {
    const history = createHistory(page(cards('a')));
    expect(commit(history, page(cards('a')))).toBe(history);
    expect(commit(history, page(cards('b')))).not.toBe(history);
  });

  test('the past is capped at 100 states: the oldest go first', () => {
    expect(HISTORY_LIMIT).toBe(100);
    let history = createHistory(0);
    for (let n = 1; n <= 100; n += 1) history = commit(history, n);
    expect(history.past).toHaveLength(100);
    expect(history.past[0]).toBe(0);
    history = commit(history, 101);
    expect(history.past).toHaveLength(100);
    expect(history.past[0]).toBe(1);
    for (let n = 0; n < 100; n += 1) history = undo(history);
    expect([history.present, canUndo(history)]).toEqual([1, false]);
  });
});

describe('deepEqual', () => {
  test('compares structure, not identity; undefined keys count as absent', () => {
    expect(deepEqual({ a: [1, { b: 2 }] }, { a: [1, { b: 2 }] })).toBe(true);
    expect(deepEqual({ a: 1, b: undefined }, { a: 1 })).toBe(true);
    expect(deepEqual({ a: [1, 2] }, { a: [2, 1] })).toBe(false);
    expect(deepEqual([1], { 0: 1 })).toBe(false);
    expect(deepEqual(null, {})).toBe(false);
  });
});

describe('banner slides', () => {
  const banner = (slides: BannerSection['slides']): PageComposition => ({ sections: [{ id: 'banner-1', type: 'banner', audience: 1, slides }] });
  const slide = (overrides: Partial<BannerSection['slides'][number]> = {}) => ({ name: '', nameEn: '', imageUrl: '/static/covers/banner-1.svg', href: null, ...overrides });
  test('every slide needs an image', () => {
    expect(validateComposition(banner([slide()]))).toEqual([]);
    expect(validateComposition(banner([slide(), slide({ imageUrl: '  ' })]))).toEqual([{ sectionId: 'banner-1', field: 'slides', code: 'slideNeedsImage' }]);
  });
  test('a link leads to a page of this site or an https address, nothing else', () => {
    for (const href of ['/portal/1000000000000000001/more?type=1', 'https://example.com/a']) expect(isSlideAddress(href)).toBe(true);
    for (const href of ['//evil.example', '/\\evil.example', 'javascript:alert(1)', 'http://example.com', 'example.com', '']) expect(isSlideAddress(href)).toBe(false);
    // A browser drops tabs and line breaks inside an address: each of these is followed to evil.example.
    for (const href of ['/\t/evil.example', '/\n/evil.example', '/\r\n/evil.example/x']) {
      expect(new URL(href, 'https://school.example').host).toBe('evil.example');
      expect(isSlideAddress(href)).toBe(false);
    }
    expect(validateComposition(banner([slide({ href: 'javascript:alert(1)' })]))).toEqual([{ sectionId: 'banner-1', field: 'slides', code: 'slideLinkInvalid' }]);
  });
});
