import { z } from 'zod';
import { SchoolId } from './common.ts';
import { endpoint } from './endpoint.ts';
import { Currency, Resource } from './portal.ts';

/**
 * Learners can learn (issue 31): a resource's own page — what a learner decides on and the one thing to do next —
 * and enrolling in it. The page lives at /portal/{schoolId}/{course|exam|knowledge|live|topic|class}/{id}
 * (`resourcePath` of @academy/rules).
 */
const PORTAL = '/api/portal/api/v1/portal';
const SchoolQuery = z.object({ schoolId: SchoolId });

/**
 * The one primary action that fits the caller: sign in (a visitor), enrol, buy the course (the market's order and
 * payment), buy a VIP package (a VIP resource without a membership), start, continue where they left off, review
 * (done), or none (a shared resource of another school is read-only; nothing to open yet).
 */
export const RESOURCE_ACTIONS = ['signIn', 'enrol', 'buy', 'buyVip', 'start', 'continue', 'review', 'none'] as const;
export const ResourceAction = z.enum(RESOURCE_ACTIONS);
export type ResourceAction = z.infer<typeof ResourceAction>;

export const ResourceLecturer = z.object({ userId: z.string(), name: z.string().nullable(), avatarUrl: z.string().nullable() });

export const ResourcePage = z.object({
  resource: Resource,
  /** Sanitized on the server (the rich-text allow-list); the page sanitizes again when it renders it. */
  descriptionHtml: z.string(),
  lecturers: z.array(ResourceLecturer),
  /** What buying it costs (integer minor units, as orders keep amounts); null when it is not sold. */
  sale: z.object({ amountMinor: z.number().int().positive(), currency: Currency }).nullable(),
  /** Lessons of a course (null: the kind has none). */
  lessonCount: z.number().int().nonnegative().nullable(),
  /** A resource shared by another school: read-only here, with where it comes from. */
  origin: z.object({ schoolId: z.string(), name: z.string(), nameEn: z.string().nullable() }).nullable(),
  /** The caller's standing: signed in, member of the school, enrolled (or bought), VIP now, progress 0–100. */
  viewer: z.object({ signedIn: z.boolean(), member: z.boolean(), enrolled: z.boolean(), vip: z.boolean(), progress: z.number().int().min(0).max(100).nullable() }),
  action: ResourceAction,
});
export type ResourcePage = z.infer<typeof ResourcePage>;

export const learningEndpoints = {
  resourcePage: endpoint({ tag: 'learning', method: 'GET', path: `${PORTAL}/resources/:id`, access: 'public', summary: 'A resource’s own page: title, cover, lecturers, sanitized description, lessons, rating, views, price, audience, where a shared one comes from, and the caller’s one next action (404 unknown; 403 hidden, another school’s members-only or a closed school’s; 401 a closed school’s for a visitor)', query: SchoolQuery, response: ResourcePage }),
  enrolResource: endpoint({ tag: 'learning', method: 'POST', path: `${PORTAL}/resources/:id/enrol`, access: 'member', summary: 'Enrol in a free (or VIP, with a membership) course, exam or live of the school; answers the page again. 409 when it must be bought, is shared read-only or needs no enrolment', query: SchoolQuery, response: ResourcePage }),
};
