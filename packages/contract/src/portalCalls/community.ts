import { z } from '../zod.ts';
import { LocalizedName, Paging } from '../common.ts';
import { endpoint } from '../endpoint.ts';
import { RowId, SchoolQuery } from './shared.ts';

/**
 * A school's community (km, spec §7): sections, posts, comments and activity posts learners enrol in. What members
 * publish is checked against the moderation word list (the school's and the global one) and refused, never stored,
 * when it contains a listed word; when the school reviews content (open/content-review-switch) a new post waits
 * for review and only its author sees it.
 */
const KM = '/api/km/v1/communities';

export const CommunitySection = LocalizedName.extend({ id: z.string(), subscribed: z.boolean(), posts: z.number().int() });
export const CommunityPost = z.object({
  id: z.string(),
  sectionId: z.string(),
  title: z.string(),
  content: z.string(),
  kind: z.enum(['post', 'activity']),
  status: z.enum(['published', 'pending']),
  author: z.object({ userId: z.string(), name: z.string().nullable() }),
  createdAt: z.string(),
  comments: z.number().int(),
  activity: z.object({ capacity: z.number().int(), enrolled: z.number().int(), enrolClosesAt: z.string().nullable(), isEnrolled: z.boolean() }).nullable(),
});
export type CommunityPost = z.infer<typeof CommunityPost>;
export const CommunityComment = z.object({ id: z.string(), content: z.string(), author: z.object({ userId: z.string(), name: z.string().nullable() }), createdAt: z.string() });

export const NewPost = z.object({
  sectionId: RowId,
  title: z.string().trim().min(1).max(100),
  content: z.string().trim().min(1).max(5000),
  activity: z.object({ capacity: z.number().int().min(1).max(10_000), enrolClosesAt: z.string().datetime({ offset: true }).nullable().default(null) }).optional(),
});
/** Why an enrolment (or its cancelling) was refused (409): the answer's `details` hold `{ path: 'reason', message: <one of these> }`. */
export const ENROL_REFUSALS = ['full', 'closed', 'already', 'notEnrolled'] as const;
export type EnrolRefusal = (typeof ENROL_REFUSALS)[number];
/** A refusal names the words found, so the writer can change them. */
export const ModerationResult = z.object({ allowed: z.boolean(), words: z.array(z.string()) });

export const communityEndpoints = {
  communitySections: endpoint({ tag: 'community', method: 'GET', path: `${KM}/sections`, summary: 'The sections of the school’s community, with how many published posts each has and whether I subscribed (open school: anyone; else members)', access: 'public', query: SchoolQuery, response: z.array(CommunitySection) }),
  subscribeSection: endpoint({ tag: 'community', method: 'PUT', path: `${KM}/sections/:id/subscription`, summary: 'Subscribe to a section of the community (again is fine)', access: 'member', query: SchoolQuery, response: z.object({ subscribed: z.literal(true) }) }),
  unsubscribeSection: endpoint({ tag: 'community', method: 'DELETE', path: `${KM}/sections/:id/subscription`, summary: 'Unsubscribe from a section', access: 'member', query: SchoolQuery, response: z.object({ subscribed: z.literal(false) }) }),
  communityPosts: endpoint({ tag: 'community', method: 'GET', path: `${KM}/posts`, summary: 'Published posts of the community, newest first, optionally of one section (my own posts waiting for review too); mine=1: only my own posts (signed in)', access: 'public', query: SchoolQuery.extend({ sectionId: RowId.optional(), mine: z.literal('1').optional() }).extend(Paging.shape), response: z.object({ total: z.number().int(), list: z.array(CommunityPost) }) }),
  communityPost: endpoint({ tag: 'community', method: 'GET', path: `${KM}/posts/:id`, summary: 'One post with its comments (oldest first)', access: 'public', query: SchoolQuery, response: CommunityPost.extend({ commentList: z.array(CommunityComment) }) }),
  createPost: endpoint({ idempotent: true, tag: 'community', method: 'POST', path: `${KM}/posts`, summary: 'Publish a post (or an activity post with a capacity) in a section: refused (422) when it contains a moderated word; waits for review when the school reviews content', access: 'member', query: SchoolQuery, body: NewPost, response: CommunityPost }),
  createComment: endpoint({ idempotent: true, tag: 'community', method: 'POST', path: `${KM}/posts/:id/comments`, summary: 'Comment on a published post: refused (422) when it contains a moderated word', access: 'member', query: SchoolQuery, body: z.object({ content: z.string().trim().min(1).max(1000) }), response: CommunityComment }),
  enrollActivity: endpoint({ idempotent: true, tag: 'community', method: 'PUT', path: '/api/km/v1/communities/post/activity/enrollment/:id', summary: 'Enrol in an activity post: once per member (409 again), not when it is full or enrolment has closed (409; details name the reason: full, closed, already)', access: 'member', query: SchoolQuery, response: z.object({ enrolled: z.number().int(), capacity: z.number().int() }) }),
  cancelActivityEnrollment: endpoint({ idempotent: true, tag: 'community', method: 'DELETE', path: '/api/km/v1/communities/post/activity/enrollment/:id', summary: 'Cancel my enrolment in an activity post while enrolment is open (409; details name the reason: closed, notEnrolled); the place goes back to the others', access: 'member', query: SchoolQuery, response: z.object({ enrolled: z.number().int(), capacity: z.number().int() }) }),
  textModeration: endpoint({ tag: 'community', method: 'POST', path: '/api/km/v1/text-moderation/sync', summary: 'Check a text against the moderation word list (the school’s and the global one) before publishing: allowed, or the words found', access: 'member', beforeTerms: true, query: SchoolQuery, body: z.object({ text: z.string().max(5000) }), response: ModerationResult }),
} as const;
