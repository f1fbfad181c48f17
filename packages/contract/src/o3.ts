import { z } from './zod.ts';
import { endpoint } from './endpoint.ts';
import { LIST_KEYWORD_MAX, Paging, SchoolId } from './common.ts';

/**
 * The O3 project zone of an O3 school (issue #22, spec §1, §2, §4 "School type"): project cases, proposed
 * projects and activities ("cards"), custom rankings, card focus and joining activities. Every call answers 404
 * for a school that is not O3, and a card only under its own school.
 */
const O3 = '/api/o3service/o3';

export const O3_CATEGORIES = ['digital', 'manufacturing', 'energy', 'publicService', 'education'] as const;
export const O3Category = z.enum(O3_CATEGORIES);
export type O3Category = z.infer<typeof O3Category>;
export const O3CardKind = z.enum(['case', 'project', 'activity']);
export type O3CardKind = z.infer<typeof O3CardKind>;

/** The new-project form's rules, the same in the portal and on the server. */
export const O3_PROJECT_LIMITS = { titleMin: 2, titleMax: 60, summaryMin: 10, summaryMax: 500 } as const;
/** A cover: an https address or one of ours; empty means none. */
const COVER = /^((\/static\/|https:\/\/)[^\s"'<>]*)?$/;

export const NewO3Project = z.object({
  title: z.string().trim().min(O3_PROJECT_LIMITS.titleMin, `title must be ${O3_PROJECT_LIMITS.titleMin} to ${O3_PROJECT_LIMITS.titleMax} characters`).max(O3_PROJECT_LIMITS.titleMax, `title must be ${O3_PROJECT_LIMITS.titleMin} to ${O3_PROJECT_LIMITS.titleMax} characters`),
  summary: z.string().trim().min(O3_PROJECT_LIMITS.summaryMin, `summary must be ${O3_PROJECT_LIMITS.summaryMin} to ${O3_PROJECT_LIMITS.summaryMax} characters`).max(O3_PROJECT_LIMITS.summaryMax, `summary must be ${O3_PROJECT_LIMITS.summaryMin} to ${O3_PROJECT_LIMITS.summaryMax} characters`),
  category: O3Category,
  coverUrl: z.string().trim().max(500).regex(COVER, 'coverUrl must be an https address or a /static/ path').nullish().transform((url) => url || null),
});
export type NewO3Project = z.infer<typeof NewO3Project>;

export const O3Card = z.object({
  id: z.string(),
  schoolId: z.string(),
  kind: O3CardKind,
  /** Which detail page shows it: /o3/{schoolId}/detail or /democloud/{schoolId}/detail. */
  source: z.enum(['o3', 'democloud']),
  title: z.string(),
  summary: z.string(),
  category: O3Category,
  coverUrl: z.string().nullable(),
  views: z.number().int(),
  focusCount: z.number().int(),
  /** Activities: how many joined and how many may. */
  people: z.number().int(),
  capacity: z.number().int().nullable(),
  startsAt: z.string().nullable(),
  createdAt: z.string(),
});
export type O3Card = z.infer<typeof O3Card>;
export const O3CardDetail = O3Card.extend({ body: z.string(), focused: z.boolean(), joined: z.boolean() });
export type O3CardDetail = z.infer<typeof O3CardDetail>;

/** Custom ranking sources: 1 courses by views, 2 project cases by views, 3 projects by followers, 4 activities by people. */
export const O3RankingSource = z.coerce.number().int().min(1).max(4);
export const O3Ranking = z.object({ sourceType: z.number().int(), entries: z.array(z.object({ rank: z.number().int(), id: z.string(), name: z.string(), nameEn: z.string().nullable(), value: z.number() })) });
export type O3Ranking = z.infer<typeof O3Ranking>;

const SchoolQuery = z.object({ schoolId: SchoolId });
const CardId = z.string().regex(/^[0-9a-z-]{1,40}$/, 'not a card id');

export const o3Endpoints = {
  o3Cards: endpoint({
    tag: 'o3', method: 'GET', path: `${O3}/card/open/list`,
    summary: 'O3 cards of a school (cases, projects or activities), newest or most viewed first, by category and keyword, paged',
    access: 'public',
    query: SchoolQuery.extend({ kind: O3CardKind.optional(), category: O3Category.optional(), keyword: z.string().trim().max(LIST_KEYWORD_MAX).optional(), sort: z.enum(['newest', 'hottest']).default('newest') }).extend(Paging.shape),
    response: z.object({ total: z.number().int(), pageNumber: z.number().int(), pageSize: z.number().int(), list: z.array(O3Card) }),
  }),
  o3Card: endpoint({
    tag: 'o3', method: 'GET', path: `${O3}/card/open/detail/:id`,
    summary: 'One O3 card with its text, followers and people; whether the caller follows or joined it. Counts a view.',
    access: 'public',
    query: SchoolQuery,
    response: O3CardDetail,
  }),
  o3CardFocus: endpoint({
    tag: 'o3', method: 'POST', path: `${O3}/card/focus/:id`,
    summary: 'Follow (focus: true) or unfollow an O3 card',
    access: 'user',
    query: SchoolQuery,
    body: z.object({ focus: z.boolean() }),
    response: z.object({ focused: z.boolean(), focusCount: z.number().int() }),
  }),
  o3JoinActivity: endpoint({ changesState: true,
    tag: 'o3', method: 'GET', path: `${O3}/card/open/add-activity-people/:id`,
    summary: 'Join an O3 activity: counted once per person; 409 when it is full',
    access: 'user',
    query: SchoolQuery,
    response: z.object({ joined: z.literal(true), alreadyJoined: z.boolean(), people: z.number().int(), capacity: z.number().int().nullable() }),
  }),
  o3NewProject: endpoint({ idempotent: true,
    tag: 'o3', method: 'POST', path: `${O3}/project`,
    summary: 'Propose a new project in the O3 zone: title, summary, category, cover; a word of the school\'s moderation list is refused with 422, the words in details',
    access: 'user',
    query: SchoolQuery,
    body: NewO3Project,
    response: O3Card,
  }),
  o3CustomRankings: endpoint({
    tag: 'o3', method: 'GET', path: '/api/portal/api/v1/portal/O3/getCustomRankings',
    summary: 'A custom ranking of the O3 zone by sourceType: 1 courses, 2 cases, 3 projects, 4 activities (top 10)',
    access: 'public',
    query: SchoolQuery.extend({ sourceType: O3RankingSource }),
    response: O3Ranking,
  }),
} as const;
export { CardId as O3CardId };
