import type { PageComposition, Section } from '@academy/contract';
import { loadSections as loadWith, resourceSort, type SectionData } from '@academy/api-client';
import { api } from '../../app/api.ts';

export type { CardsData, RankingData, SectionData } from '@academy/api-client';

/** Loads what every section of a composition shows, in parallel; a failing section fails alone. */
export function loadSections(schoolId: string, composition: PageComposition): Promise<SectionData[]> {
  return loadWith(api, schoolId, composition);
}

export function moreHref(schoolId: string, section: Extract<Section, { type: 'cards' }>): string {
  const { source } = section;
  const params = new URLSearchParams({ type: String(source.resourceType), sort: String(resourceSort(source.sort)), zone: String(source.zone) });
  if (source.contentKind) params.set('contentKind', source.contentKind);
  return `/portal/${schoolId}/more?${params}`;
}
