import type { PageComposition, Resource, Section } from '@academy/contract';
import type { Api } from './client.ts';

// What a school home's sections show, loaded with a given client: the portal's home loader uses it, and the server
// uses it to send those answers with the home's HTML (decision 0014), so both ask for exactly the same calls.

export type CardsData = { status: 'ready'; items: Resource[] } | { status: 'error' };
export type RankingData = Record<string, { status: 'ready'; entries: { rank: number; id: string; name?: string | null; nameEn?: string | null; value: number; isMe: boolean }[] } | { status: 'error' }>;
export type SectionData = { section: Section; cards?: CardsData; rankings?: RankingData };

/**
 * A section's order as a resource sort. Sections order latest 0, hottest 1, smart 2, but resources sort newest 0,
 * hottest 1, downloads 2 (spec enumerations): smart has no resource sort of its own and lists the hottest.
 */
export function resourceSort(sectionSort: 0 | 1 | 2): 0 | 1 {
  return sectionSort === 2 ? 1 : sectionSort;
}

/** The all-in-one section (card kind 1) shows a tab per kind of learning resource, each with its own top items. */
const ALL_IN_ONE_KINDS = ['course', 'exam', 'knowledge', 'live'] as const;

/**
 * Loads what every section of a composition shows, in parallel; a failing section fails alone. Sections that list
 * the same resources (same query) share one request: the answer primed in the home's HTML serves one call only.
 */
export async function loadSections(api: Api, schoolId: string, composition: PageComposition): Promise<SectionData[]> {
  const requests = new Map<string, ReturnType<Api['resources']>>();
  const resources = (query: NonNullable<Parameters<Api['resources']>[0]>['query']) => {
    const key = JSON.stringify(query);
    if (!requests.has(key)) requests.set(key, api.resources({ query }));
    return requests.get(key)!;
  };
  return Promise.all(
    composition.sections.map(async (section): Promise<SectionData> => {
      if (section.type === 'cards') {
        const { source } = section;
        const base = { schoolId, sort: resourceSort(source.sort), zone: source.zone, pageSize: source.count };
        const queries =
          section.cardKind === 1
            ? ALL_IN_ONE_KINDS.map((contentKind) => ({ ...base, contentKind }))
            : [{ ...base, type: source.resourceType, contentKind: source.contentKind, categoryIds: source.categoryIds.join(',') || undefined }];
        // The all-in-one section's tabs show their items together.
        const cards = await Promise.all(queries.map(resources))
          .then((pages): CardsData => ({ status: 'ready', items: pages.flatMap((page) => page.list) }))
          .catch((): CardsData => ({ status: 'error' }));
        return { section, cards };
      }
      if (section.type === 'ranking') {
        const lists = await Promise.all(
          section.lists.map(async (list) => [
            list,
            await api
              .leaderboard({ params: { list }, query: { schoolId, period: section.period, range: section.range } })
              .then((board) => ({ status: 'ready' as const, entries: board.entries }))
              .catch(() => ({ status: 'error' as const })),
          ]),
        );
        return { section, rankings: Object.fromEntries(lists) as RankingData };
      }
      return { section };
    }),
  );
}
