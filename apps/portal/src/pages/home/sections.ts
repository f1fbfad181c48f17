import type { PageComposition, Resource, Section } from '@academy/contract';
import { api } from '../../app/api.ts';

export type CardsData = { status: 'ready'; items: Resource[] } | { status: 'error' };
export type RankingData = Record<string, { status: 'ready'; entries: { rank: number; id: string; name?: string | null; nameEn?: string | null; value: number; isMe: boolean }[] } | { status: 'error' }>;
export type SectionData = { section: Section; cards?: CardsData; rankings?: RankingData };

/**
 * A section's order as a resource sort. Sections order latest 0, hottest 1, smart 2, but resources sort newest 0,
 * hottest 1, downloads 2 (spec enumerations): smart has no resource sort of its own and lists the hottest.
 */
function resourceSort(sectionSort: 0 | 1 | 2): 0 | 1 {
  return sectionSort === 2 ? 1 : sectionSort;
}

/** The all-in-one section (card kind 1) shows a tab per kind of learning resource, each with its own top items. */
const ALL_IN_ONE_KINDS = ['course', 'exam', 'knowledge', 'live'] as const;

/** Loads what every section of a composition shows, in parallel; a failing section fails alone. */
export async function loadSections(schoolId: string, composition: PageComposition): Promise<SectionData[]> {
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
        const cards = await Promise.all(queries.map((query) => api.resources({ query })))
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

/** Where a card leads: classes to their class page; other resources to a search for them in the school. */
export function resourceHref(schoolId: string, resource: Pick<Resource, 'id' | 'contentKind' | 'name' | 'nameEn'>): string {
  if (resource.contentKind === 'class') return `/portal/${schoolId}/class-view/${encodeURIComponent(resource.id)}`;
  return `/portal/${schoolId}/search?${new URLSearchParams({ keyword: resource.name || resource.nameEn || resource.id })}`;
}

export function moreHref(schoolId: string, section: Extract<Section, { type: 'cards' }>): string {
  const { source } = section;
  const params = new URLSearchParams({ type: String(source.resourceType), sort: String(resourceSort(source.sort)), zone: String(source.zone) });
  if (source.contentKind) params.set('contentKind', source.contentKind);
  return `/portal/${schoolId}/more?${params}`;
}
