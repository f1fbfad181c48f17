import { z } from '../zod.ts';
import { LocalizedName, Paging } from '../common.ts';
import { endpoint } from '../endpoint.ts';
import { ContentKind, Resource } from '../portal.ts';
import { KeywordQuery, PORTAL, ResourceList, SchoolQuery } from './shared.ts';

/**
 * Search and per-kind lists of the portal (spec §7): each is the school's resources of one kind, searched by
 * keyword, sorted (0 newest, 1 most viewed, 2 most downloaded) and paged. Searches with a keyword count towards the
 * school's hot searches, like special-search-resource.
 */
const searched = (summary: string, path: string) =>
  endpoint({ tag: 'portal-search', method: 'GET', path: `${PORTAL}/${path}`, summary, access: 'public', query: KeywordQuery, response: ResourceList });

export const SearchFacet = z.object({ contentKind: ContentKind, count: z.number().int() });
export const LearningMap = LocalizedName.extend({
  id: z.string(),
  coverUrl: z.string().nullable(),
  steps: z.array(z.object({ position: z.number().int(), resource: Resource })),
});
export const ExamTicket = z.object({
  id: z.string(),
  exam: Resource,
  startsAt: z.string(),
  endsAt: z.string(),
  room: z.string(),
  seat: z.string(),
  status: z.enum(['issued', 'checkedIn', 'cancelled']),
});
export const CategoryNode = LocalizedName.extend({ id: z.number().int(), parentId: z.number().int().nullable() });
/** Who asks for the facets (the portal's search page, the decoration editor); the answer is the same for all. */
const FacetSource = z.enum(['portal', 'search', 'decoration']).default('portal');

export const searchEndpoints = {
  searchVideoResource: searched('Search every video of the school by keyword, sorted and paged: its courses (long videos) and its short videos together; other kinds (lives, exams, documents, articles…) are not listed', 'search-video-resource'),
  examSearchResource: searched('Search the school’s exams by keyword, sorted and paged', 'exam-search-resource'),
  examSearchResourceV2: searched('Search the school’s exams (v2): the same list, each exam with whether the signed-in user is enrolled', 'v2/exam-search-resource'),
  classSearchResource: searched('Search the school’s classes by keyword, sorted and paged; a class card opens its class view', 'class-search-resource'),
  searchKnowledgeResource: searched('Search the school’s knowledge (documents) by keyword, sorted and paged', 'search-knowledge-resource'),
  examResource: searched('The school’s exams, newest first by default, paged (no keyword needed)', 'exam-resource'),
  knowledgeResource: searched('The school’s knowledge (documents), paged (no keyword needed)', 'knowledge-resource'),
  specialSearchResourceV2: endpoint({
    tag: 'portal-search',
    method: 'GET',
    path: `${PORTAL}/v2/special-search-resource`,
    summary: 'Search every resource of the school (v2): the page of results plus, per kind of content, how many match the keyword (the search page’s tabs). Records the keyword as a hot search.',
    access: 'public',
    query: KeywordQuery.extend({ contentKind: ContentKind.optional() }),
    response: ResourceList.extend({ facets: z.array(SearchFacet) }),
  }),
  boutiqueLiveResource: endpoint({ tag: 'portal-search', method: 'GET', path: `${PORTAL}/boutique-live-resource`, summary: 'Featured lives: the school’s lives that are on now or coming, most viewed first (ended lives are left out)', access: 'public', query: SchoolQuery.extend({ count: z.coerce.number().int().min(1).max(20).default(8) }), response: z.array(Resource) }),
  learningMapResource: endpoint({ tag: 'portal-search', method: 'GET', path: `${PORTAL}/learning-map-resource`, summary: 'The school’s learning maps, each an ordered list of steps (one resource each)', access: 'public', query: SchoolQuery, response: z.array(LearningMap) }),
  managerResource: endpoint({ tag: 'portal-search', method: 'GET', path: `${PORTAL}/manager-resource`, summary: 'Resources the signed-in staff member manages: every resource of the school for an administrator or class manager, the ones they wrote for a lecturer; learners get 403', access: 'member', query: KeywordQuery, response: ResourceList }),
  publishResource: endpoint({ tag: 'portal-search', method: 'GET', path: `${PORTAL}/publish/resource`, summary: 'Resources the signed-in member published in this school, newest first', access: 'member', query: SchoolQuery.extend(Paging.shape), response: ResourceList }),
  hottestCards: endpoint({ tag: 'portal-search', method: 'GET', path: '/api/search/v1/search/hottest-cards', summary: 'Cards the search page shows before a keyword is typed: the school’s most viewed resources of every kind', access: 'public', query: SchoolQuery.extend({ count: z.coerce.number().int().min(1).max(20).default(8) }), response: z.array(Resource) }),
  examTicketSwitch: endpoint({ tag: 'portal-search', method: 'GET', path: `${PORTAL}/exam-ticket-switch`, summary: 'Does the school show exam admission tickets', access: 'public', query: SchoolQuery, response: z.object({ enabled: z.boolean() }) }),
  examTicketResource: endpoint({ tag: 'portal-search', method: 'GET', path: `${PORTAL}/exam-ticket-resource`, summary: 'The signed-in member’s exam admission tickets in this school, soonest first: exam, time, room, seat, status (empty when the school shows no tickets)', access: 'member', query: SchoolQuery, response: z.array(ExamTicket) }),
  selectByCategoryId: endpoint({ tag: 'portal-search', method: 'GET', path: '/api/category/v1/categories/selectByCategoryId', summary: 'One category of the school with its parent facet and its children (404 when the school has no such category)', access: 'public', query: SchoolQuery.extend({ categoryId: z.coerce.number().int().min(0) }), response: CategoryNode.extend({ parent: CategoryNode.nullable(), children: z.array(CategoryNode) }) }),
  facetsFirst: endpoint({ tag: 'portal-search', method: 'GET', path: '/api/category/v1/facets/first', summary: 'The first level of the school’s category tree (the facets), in order', access: 'public', query: SchoolQuery.extend({ source: FacetSource }), response: z.array(CategoryNode) }),
  facetsFirstChild: endpoint({ tag: 'portal-search', method: 'GET', path: '/api/category/v1/facets/first/child', summary: 'The categories under one facet of the school, in order (404 for a facet the school does not have)', access: 'public', query: SchoolQuery.extend({ facetId: z.coerce.number().int().min(0), source: FacetSource }), response: z.array(CategoryNode) }),
} as const;

