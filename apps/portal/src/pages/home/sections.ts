import type { PageComposition, Resource, Section } from '@academy/contract';
import { api } from '../../app/api.ts';

export type CardsData = { status: 'ready'; items: Resource[] } | { status: 'error' };
export type RankingData = Record<string, { status: 'ready'; entries: { rank: number; id: string; name?: string | null; nameEn?: string | null; value: number; isMe: boolean }[] } | { status: 'error' }>;
export type SectionData = { section: Section; cards?: CardsData; rankings?: RankingData };

/** Loads what every section of a composition shows, in parallel; a failing section fails alone. */
export async function loadSections(schoolId: string, composition: PageComposition): Promise<SectionData[]> {
  return Promise.all(
    composition.sections.map(async (section): Promise<SectionData> => {
      if (section.type === 'cards' && section.cardKind === 1) {
        // All-in-one: a tab per kind of learning resource, each filled with its own top items.
        const kinds = ['course', 'exam', 'knowledge', 'live'] as const;
        const { source } = section;
        const cards = await Promise.all(kinds.map((contentKind) => api.resources({ query: { schoolId, contentKind, sort: source.sort === 2 ? 1 : source.sort, zone: source.zone, pageSize: source.count } })))
          .then((pages): CardsData => ({ status: 'ready', items: pages.flatMap((page) => page.list) }))
          .catch((): CardsData => ({ status: 'error' }));
        return { section, cards };
      }
      if (section.type === 'cards') {
        const { source } = section;
        const cards = await api
          .resources({
            query: { schoolId, type: source.resourceType, contentKind: source.contentKind, sort: source.sort === 2 ? 1 : source.sort, zone: source.zone, categoryIds: source.categoryIds.join(',') || undefined, pageSize: source.count },
          })
          .then((page): CardsData => ({ status: 'ready', items: page.list }))
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
  const params = new URLSearchParams({ type: String(source.resourceType), sort: String(source.sort === 2 ? 1 : source.sort), zone: String(source.zone) });
  if (source.contentKind) params.set('contentKind', source.contentKind);
  return `/portal/${schoolId}/more?${params}`;
}
