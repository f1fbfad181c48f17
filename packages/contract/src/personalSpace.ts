import { z } from './zod.ts';
import { Paging, SchoolId } from './common.ts';
import { endpoint } from './endpoint.ts';

/**
 * Personal spaces and following (issue 22, spec §2 "Personal space", §7 personal-center focus), base
 * /api/personal-center, the school in `schoolId`. A space belongs to a member of that school: a person who is not a
 * member is 404, a caller who is not a member is 403. The server applies the owner's privacy choices: a part the
 * caller may not see answers 403 (the details say which parts are visible, so the page need not ask).
 */
const BASE = '/api/personal-center';

/** Users are text ids (`u-learner`, demo trainees, new sign-ins). */
export const PersonId = z.string().trim().min(1).max(64).regex(/^[A-Za-z0-9_-]+$/, 'userId must be a user id');
/** Who may see a part of a space: every member of the school, the person's followers, only the person. */
export const PrivacyLevel = z.enum(['school', 'followers', 'self']);
export type PrivacyLevel = z.infer<typeof PrivacyLevel>;
export const PrivacyChoices = z.object({ dynamics: PrivacyLevel, works: PrivacyLevel, learning: PrivacyLevel, follows: PrivacyLevel });
export type PrivacyChoices = z.infer<typeof PrivacyChoices>;
export const SpacePart = z.enum(['dynamics', 'works', 'learning', 'follows']);
export type SpacePart = z.infer<typeof SpacePart>;

const SpaceQuery = z.object({ schoolId: SchoolId, userId: PersonId.optional() });
const PersonQuery = z.object({ schoolId: SchoolId, userId: PersonId });
const SchoolOnly = z.object({ schoolId: SchoolId });
const PagedSpaceQuery = SpaceQuery.extend(Paging.shape);
const pageOf = <T extends z.ZodType>(row: T) => z.object({ total: z.number().int(), pageNumber: z.number().int(), pageSize: z.number().int(), list: z.array(row) });

export const PersonDetails = z.object({
  userId: z.string(),
  /** realName → nickName → masked mobile → masked e-mail. */
  name: z.string(),
  avatarUrl: z.string().nullable(),
  followers: z.number().int(),
  following: z.number().int(),
  works: z.number().int(),
  isSelf: z.boolean(),
  /** Does the caller follow this person. */
  isFocus: z.boolean(),
  /** Which parts the caller may open. */
  visible: z.record(SpacePart, z.boolean()),
  /** The owner's choices; null for a visitor. */
  privacy: PrivacyChoices.nullable(),
});
export type PersonDetails = z.infer<typeof PersonDetails>;

export const PersonRow = z.object({
  userId: z.string(),
  name: z.string(),
  avatarUrl: z.string().nullable(),
  /** Does the caller follow this person (false for the caller's own row). */
  isFocus: z.boolean(),
  isSelf: z.boolean(),
  followedAt: z.string(),
});
export type PersonRow = z.infer<typeof PersonRow>;

export const ActivityKind = z.enum(['post', 'courseFinished', 'examPassed', 'certificate', 'liveAttended', 'coursewareFinished']);
export type ActivityKind = z.infer<typeof ActivityKind>;
export const Activity = z.object({
  id: z.string(),
  kind: ActivityKind,
  title: z.string(),
  /** The English title where the content has one (pick with localizedName). */
  titleEn: z.string().nullable(),
  /** Where the activity leads (a resource or a class), if anywhere. */
  href: z.string().nullable(),
  occurredAt: z.string(),
});
export type Activity = z.infer<typeof Activity>;

export const WorkKind = z.enum(['article', 'shortVideo', 'question']);
export const Work = z.object({
  id: z.string(),
  kind: WorkKind,
  title: z.string(),
  titleEn: z.string().nullable(),
  coverUrl: z.string().nullable(),
  views: z.number().int(),
  publishedAt: z.string(),
  href: z.string(),
});
export type Work = z.infer<typeof Work>;

export const LearningType = z.enum(['course', 'exam', 'live', 'knowledge', 'class']);
export type LearningType = z.infer<typeof LearningType>;
export const LearningRecord = z.object({
  id: z.string(),
  type: LearningType,
  title: z.string(),
  titleEn: z.string().nullable(),
  progress: z.number().int(),
  lastStudiedAt: z.string(),
  href: z.string().nullable(),
});
export type LearningRecord = z.infer<typeof LearningRecord>;
const LearningQuery = PagedSpaceQuery.extend({
  type: LearningType.optional(),
  /** The last 7, 30 or 365 days; absent for all time. */
  days: z.coerce.number().int().pipe(z.union([z.literal(7), z.literal(30), z.literal(365)])).optional(),
});

const FocusBody = z.object({ userId: PersonId });
export const FocusResult = z.object({ isFocus: z.boolean(), followers: z.number().int(), following: z.number().int() });
export const SchoolFans = pageOf(PersonRow).extend({ isFocus: z.boolean() });
export type SchoolFans = z.infer<typeof SchoolFans>;

export const personalSpaceEndpoints = {
  personDetails: endpoint({ tag: 'personal-space', method: 'GET', path: `${BASE}/selectPersonDetails`, access: 'member', summary: 'A member’s space header: name, avatar, follower/following/works counts, whether the caller follows them, which parts the caller may see (userId absent: the caller); 404 for someone who is not a member of the school', query: SpaceQuery, response: PersonDetails }),
  isFocus: endpoint({ tag: 'personal-space', method: 'GET', path: `${BASE}/isFocus`, access: 'member', summary: 'Does the caller follow this member of the school', query: PersonQuery, response: z.object({ isFocus: z.boolean() }) }),
  addFocus: endpoint({ tag: 'personal-space', method: 'POST', path: `${BASE}/addFocus`, access: 'member', summary: 'Follow a member of the school (following again changes nothing; following yourself is 400); answers the person’s new counts', query: SchoolOnly, body: FocusBody, response: FocusResult }),
  cancelFocus: endpoint({ tag: 'personal-space', method: 'POST', path: `${BASE}/cancelFocus`, access: 'member', summary: 'Stop following a member of the school (harmless when not following); answers the person’s new counts', query: SchoolOnly, body: FocusBody, response: FocusResult }),
  personDynamics: endpoint({ tag: 'personal-space', method: 'GET', path: `${BASE}/dynamics`, access: 'member', summary: 'A member’s activity, newest first: finished courses and courseware, passed exams, certificates, posts (403 when their privacy hides it from the caller)', query: PagedSpaceQuery, response: pageOf(Activity) }),
  personWorks: endpoint({ tag: 'personal-space', method: 'GET', path: `${BASE}/works`, access: 'member', summary: 'What a member published in the school (articles, short videos, answers), newest first (403 when hidden from the caller)', query: PagedSpaceQuery, response: pageOf(Work) }),
  learningProcess: endpoint({ tag: 'personal-space', method: 'GET', path: `${BASE}/learningProcess`, access: 'member', summary: 'A member’s learning history with progress, newest first, by type and the last 7/30/365 days (only the owner unless their privacy allows it)', query: LearningQuery, response: pageOf(LearningRecord) }),
  fanList: endpoint({ tag: 'personal-space', method: 'GET', path: `${BASE}/fanList`, access: 'member', summary: 'Who follows a member, newest first, each with whether the caller follows them (403 when hidden from the caller)', query: PagedSpaceQuery, response: pageOf(PersonRow) }),
  focusList: endpoint({ tag: 'personal-space', method: 'GET', path: `${BASE}/focusList`, access: 'member', summary: 'Whom a member follows, newest first, each with whether the caller follows them (403 when hidden from the caller)', query: PagedSpaceQuery, response: pageOf(PersonRow) }),
  savePrivacy: endpoint({ tag: 'personal-space', method: 'PUT', path: `${BASE}/privacy`, access: 'member', summary: 'The caller’s choices of who may see each part of their space in this school', query: SchoolOnly, body: PrivacyChoices, response: PrivacyChoices }),
  schoolFans: endpoint({ tag: 'personal-space', method: 'GET', path: `${BASE}/schoolFans`, access: 'member', summary: 'The school’s followers, newest first, and whether the caller follows the school', query: SchoolOnly.extend(Paging.shape), response: SchoolFans }),
  followSchool: endpoint({ tag: 'personal-space', method: 'POST', path: `${BASE}/schoolFocus`, access: 'member', summary: 'Follow the school (again: no change)', query: SchoolOnly, response: z.object({ isFocus: z.literal(true), followers: z.number().int() }) }),
  unfollowSchool: endpoint({ tag: 'personal-space', method: 'POST', path: `${BASE}/schoolCancelFocus`, access: 'member', summary: 'Stop following the school', query: SchoolOnly, response: z.object({ isFocus: z.literal(false), followers: z.number().int() }) }),
} as const;
