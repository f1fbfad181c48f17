import { z } from './zod.ts';
import { LocaleCodeSchema, SchoolId } from './common.ts';
import { endpoint } from './endpoint.ts';
import { EventStatusSchema } from './classes.ts';
import { ClassView } from './classInfo.ts';
import { LearnerLive } from './myLearning.ts';
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

/**
 * A live resource's state for the page: unstarted 1 / live now 2 / ended 3 with its start in the school's zone, the
 * caller's booking ("Remind me"; null for a visitor), and — when the live is a lecture of one of the caller's
 * classes — that lecture as the class page shows it (joining and reminding go through the lecture's own calls).
 */
export const ResourceLive = z.object({
  status: EventStatusSchema,
  startsAt: z.string().nullable(),
  timeZone: z.string(),
  reminded: z.boolean().nullable(),
  lecture: LearnerLive.nullable(),
});
export type ResourceLive = z.infer<typeof ResourceLive>;

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
  /** A live resource's state (null for the other kinds). */
  live: ResourceLive.nullable(),
  /** The resources a topic gathers, in the topic's order, hidden ones left out (null for the other kinds). */
  topicResources: z.array(Resource).nullable(),
});
export type ResourcePage = z.infer<typeof ResourcePage>;

/**
 * A published class as anyone may see it before signing in (issue 31): what it is, when, by whom and its sessions'
 * times — never its roster, enrolment counts, progress, rooms or files (those stay behind `classInfo`).
 */
export const PublicClass = ClassView.pick({
  id: true, schoolId: true, title: true, titleEn: true, descriptionHtml: true, coverUrl: true, startsAt: true, endsAt: true,
  eventStatus: true, timeZone: true, mode: true, location: true, lecturers: true,
}).extend({ sessions: z.array(z.object({ title: z.string(), startsAt: z.string(), endsAt: z.string() })) });
export type PublicClass = z.infer<typeof PublicClass>;

export const LESSON_KINDS = ['video', 'pdf', 'article'] as const;

/** A lesson of a course with the caller's measured progress in it. */
export const CourseLesson = z.object({
  id: z.string(),
  chapter: z.number().int(),
  chapterTitle: z.string(),
  chapterTitleEn: z.string().nullable(),
  position: z.number().int(),
  kind: z.enum(LESSON_KINDS),
  title: z.string(),
  titleEn: z.string().nullable(),
  durationSeconds: z.number().int().nullable(),
  pageCount: z.number().int().nullable(),
  /** Languages of the video's WebVTT captions (…/captions/{lang}). */
  captionLangs: z.array(LocaleCodeSchema),
  /** An article's text, sanitized on the server (and again where it is shown). */
  articleHtml: z.string().nullable(),
  done: z.boolean(),
  /** 0–100: seconds watched of a video, pages reached of a document, an article read or not. */
  progress: z.number().int().min(0).max(100),
  /** Where to resume: the video's second, the document's page. */
  positionSeconds: z.number().int(),
  lastPage: z.number().int(),
});
export type CourseLesson = z.infer<typeof CourseLesson>;

export const CourseOutline = z.object({
  resourceId: z.string(),
  lessons: z.array(CourseLesson),
  /** The course's progress: lessons done out of all, 0–100. */
  progress: z.number().int().min(0).max(100),
  /** Where the learner left off ("Continue"), or null. */
  lastLessonId: z.string().nullable(),
});
export type CourseOutline = z.infer<typeof CourseOutline>;

const Seconds = z.number().min(0).max(86_400);
export const LessonProgressBody = z.discriminatedUnion('kind', [
  /** The ranges the browser actually played (HTMLMediaElement.played) and where the learner is now. */
  z.object({ kind: z.literal('video'), played: z.array(z.tuple([Seconds, Seconds])).max(500), positionSeconds: Seconds }),
  z.object({ kind: z.literal('pdf'), page: z.number().int().min(1).max(100_000) }),
  z.object({ kind: z.literal('article'), readToEnd: z.literal(true) }),
]);
export type LessonProgressBody = z.infer<typeof LessonProgressBody>;

export const LessonProgressResult = z.object({
  lesson: CourseLesson,
  course: CourseOutline.pick({ progress: true, lastLessonId: true }),
  /** Null until the lesson is done; then what this report awarded (only the first that finished it) and the balance. */
  points: z.object({ awarded: z.number().int(), total: z.number().int() }).nullable(),
});

export const learningEndpoints = {
  resourcePage: endpoint({ tag: 'learning', method: 'GET', path: `${PORTAL}/resources/:id`, access: 'public', summary: 'A resource’s own page: title, cover, lecturers, sanitized description, lessons, rating, views, price, audience, where a shared one comes from, and the caller’s one next action (404 unknown; 403 hidden, another school’s members-only or a closed school’s; 401 a closed school’s for a visitor)', query: SchoolQuery, response: ResourcePage }),
  courseOutline: endpoint({ tag: 'learning', method: 'GET', path: '/api/learning/v1/courses/:id/lessons', access: 'member', summary: 'A course’s chapters and lessons with the caller’s measured progress in each and where they left off (403 until the caller may learn it: enrolled, bought, or open to them)', query: SchoolQuery, response: CourseOutline }),
  lessonProgress: endpoint({ tag: 'learning', method: 'POST', path: '/api/learning/v1/lessons/:id/progress', access: 'member', summary: 'Report progress in a lesson: a video’s played ranges (only time actually played counts, no more than the time since the last report allows; done at 90 %), a document’s page (done at the last), an article read to its end. Reports merge; answers the lesson, the course’s progress and, once the lesson is done, its learning points (awarded once: 0 on later reports) and the learner’s balance', query: SchoolQuery, body: LessonProgressBody, response: LessonProgressResult }),
  lessonMedia: endpoint({ tag: 'learning', method: 'GET', path: '/api/learning/v1/lessons/:id/media', access: 'member', summary: 'A video or PDF lesson’s file, with HTTP range requests (206), to those who may learn the course', query: SchoolQuery, raw: true, response: z.string() }),
  lessonCaptions: endpoint({ tag: 'learning', method: 'GET', path: '/api/learning/v1/lessons/:id/captions/:lang', access: 'member', summary: 'A video lesson’s WebVTT captions in one language', query: SchoolQuery, raw: true, response: z.string() }),
  publicClass: endpoint({ tag: 'learning', method: 'GET', path: `${PORTAL}/classes/:id/public`, access: 'public', summary: 'A published class of the school as a visitor sees it: title, cover, description, dates, lecturers and session times, nothing about its members (400 malformed id; 404 unknown, a draft or another school’s; 403 a closed school’s for a visitor)', query: SchoolQuery, response: PublicClass }),
  enrolResource: endpoint({ tag: 'learning', method: 'POST', path: `${PORTAL}/resources/:id/enrol`, access: 'member', summary: 'Enrol in a free (or VIP, with a membership) course, exam or live of the school; answers the page again. 409 when it must be bought, is shared read-only or needs no enrolment', query: SchoolQuery, response: ResourcePage }),
};
