import type { PageComposition, Resource, Section } from '@academy/contract';
import { loadSections as loadWith, resourceSort, type SectionData } from '@academy/api-client';
import { api } from '../../app/api.ts';

export type { CardsData, RankingData, SectionData } from '@academy/api-client';

/** Loads what every section of a composition shows, in parallel; a failing section fails alone. */
export function loadSections(schoolId: string, composition: PageComposition): Promise<SectionData[]> {
  return loadWith(api, schoolId, composition);
}

/** Where a card leads: a class card to its class's page; other resources (and a class card with no class) to a search for them in the school. */
export function resourceHref(schoolId: string, resource: Pick<Resource, 'id' | 'contentKind' | 'name' | 'nameEn' | 'classId'>): string {
  if (resource.contentKind === 'class' && resource.classId) return `/portal/${schoolId}/class-view/${encodeURIComponent(resource.classId)}`;
  return `/portal/${schoolId}/search?${new URLSearchParams({ keyword: resource.name || resource.nameEn || resource.id })}`;
}

export function moreHref(schoolId: string, section: Extract<Section, { type: 'cards' }>): string {
  const { source } = section;
  const params = new URLSearchParams({ type: String(source.resourceType), sort: String(resourceSort(source.sort)), zone: String(source.zone) });
  if (source.contentKind) params.set('contentKind', source.contentKind);
  return `/portal/${schoolId}/more?${params}`;
}
