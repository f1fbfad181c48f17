/**
 * Where a resource lives in the portal (issue 31): one scheme, /portal/{schoolId}/{segment}/{resourceId}, for every
 * kind a card shows; a class card with its class opens the class page (spec §2 class-view/{classId}). Shared by the
 * portal's cards, the server's feeds and the mobile portal, so no card ever leads to a search again.
 */
export const RESOURCE_SEGMENTS = ['course', 'exam', 'knowledge', 'live', 'topic', 'class'] as const;
export type ResourceSegment = (typeof RESOURCE_SEGMENTS)[number];

export type ResourceContentKind = 'course' | 'exam' | 'knowledge' | 'live' | 'class' | 'article' | 'question' | 'shortVideo' | 'topic';

const SEGMENT_OF: Record<ResourceContentKind, ResourceSegment> = {
  course: 'course',
  shortVideo: 'course',
  exam: 'exam',
  knowledge: 'knowledge',
  article: 'knowledge',
  question: 'knowledge',
  live: 'live',
  topic: 'topic',
  class: 'class',
};

/** The page segment of a content kind: videos open as courses, articles and questions as knowledge. */
export const resourceSegment = (kind: ResourceContentKind): ResourceSegment => SEGMENT_OF[kind];

export const isResourceSegment = (value: string | undefined): value is ResourceSegment => (RESOURCE_SEGMENTS as readonly string[]).includes(value ?? '');

/** Resource ids are short tokens (letters, digits, dash, underscore): anything else is not looked up. */
export const RESOURCE_ID_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;
export const isResourceId = (value: string | undefined | null): value is string => typeof value === 'string' && RESOURCE_ID_PATTERN.test(value);

/** A resource's own page; a class card with a class opens that class. */
export function resourcePath(schoolId: string, resource: { id: string; contentKind: ResourceContentKind; classId?: string | null | undefined }): string {
  if (resource.contentKind === 'class' && resource.classId) return `/portal/${schoolId}/class-view/${encodeURIComponent(resource.classId)}`;
  return `/portal/${schoolId}/${resourceSegment(resource.contentKind)}/${encodeURIComponent(resource.id)}`;
}

/** What a ranking list holds: its entries open as the resources they are. */
export const RANKING_KIND: Record<'newCourses' | 'hotCourses' | 'hotKnowledge', ResourceContentKind> = { newCourses: 'course', hotCourses: 'course', hotKnowledge: 'knowledge' };
