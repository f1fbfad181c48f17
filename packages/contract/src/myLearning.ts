import { z } from './zod.ts';
import { EventStatusSchema } from './classes.ts';
import { SchoolId } from './common.ts';
import { endpoint } from './endpoint.ts';
import { Currency } from './portal.ts';

/**
 * Live lectures for learners and My learning (issue 31): the live lectures of a learner's classes (remind me, join in
 * the window, replay), the learner's own page (classes, continue learning, the next 14 days, purchases) and a private
 * calendar feed (.ics) read by a secret token. Joining itself is `liveJoin` (classFiles.ts): learners from
 * LIVE_JOIN_EARLY_MINUTES before the start (@academy/rules liveJoin.ts) to the end.
 */
const STUDENT = '/api/student/v1';
const SchoolQuery = z.object({ schoolId: SchoolId });

export const LearnerLive = z.object({
  id: z.string(),
  classId: z.string(),
  classTitle: z.string(),
  title: z.string(),
  lecturerName: z.string().nullable(),
  startsAt: z.string(),
  endsAt: z.string(),
  /** Unstarted 1 / live now 2 / ended 3. */
  status: EventStatusSchema,
  /** From when the learner may join (ISO). */
  joinOpensAt: z.string(),
  /** Join now: the window is open (the server decides again on join). */
  joinable: z.boolean(),
  room: z.enum(['bigBlueButton', 'url', 'none']),
  replayUrl: z.string().nullable(),
  /** The learner asked to be reminded. */
  reminded: z.boolean(),
  timeZone: z.string(),
});
export type LearnerLive = z.infer<typeof LearnerLive>;

export const AgendaItem = z.object({
  kind: z.enum(['session', 'live']),
  id: z.string(),
  classId: z.string(),
  classTitle: z.string(),
  title: z.string(),
  startsAt: z.string(),
  endsAt: z.string(),
  room: z.string().nullable(),
});
export type AgendaItem = z.infer<typeof AgendaItem>;

export const MyLearning = z.object({
  /** The school's IANA zone: every time is shown in it (and in the viewer's own when it differs). */
  timeZone: z.string(),
  classes: z.array(z.object({ id: z.string(), title: z.string(), coverUrl: z.string().nullable(), startsAt: z.string(), endsAt: z.string(), status: EventStatusSchema, progress: z.number().int().min(0).max(100) })),
  /** Courses in progress, most recent first, with the lesson where the learner left off. */
  continueLearning: z.array(z.object({ resourceId: z.string(), title: z.string(), titleEn: z.string().nullable(), progress: z.number().int().min(0).max(100), lessonId: z.string().nullable(), lessonTitle: z.string().nullable(), lastStudiedAt: z.string() })),
  /** Sessions and live lectures of the learner's classes starting in the next 14 days, in time order. */
  agenda: z.array(AgendaItem),
  /** Live lectures of the learner's classes: live now and upcoming, then the last 30 days' ended ones. */
  lives: z.array(LearnerLive),
  purchases: z.array(z.object({ id: z.string(), title: z.string(), titleEn: z.string().nullable(), status: z.enum(['pending', 'paid', 'failed', 'refunding', 'refunded']), amountMinor: z.number().int(), currency: Currency, createdAt: z.string() })),
  /**
   * The learner's certificates, newest first. Revoked ones stay listed, marked revoked: a certificate the learner
   * had must not vanish without a word (its verification page says revoked too).
   */
  certificates: z.array(z.object({ classId: z.string(), title: z.string(), titleEn: z.string().nullable(), certificateNo: z.string(), issuedAt: z.string(), verificationCode: z.string(), revokedAt: z.string().nullable() })),
  /** The private calendar feed: whether one exists (its address is shown only when made). */
  calendarFeed: z.object({ active: z.boolean(), createdAt: z.string().nullable() }),
});
export type MyLearning = z.infer<typeof MyLearning>;

export const CalendarFeed = z.object({ url: z.string(), createdAt: z.string() });

export const myLearningEndpoints = {
  myLearning: endpoint({ tag: 'learning', method: 'GET', path: `${STUDENT}/my-learning`, access: 'member', summary: 'The caller’s own learning in the school: classes, courses in progress, the next 14 days, live lectures, certificates (revoked ones marked), purchases', query: SchoolQuery, response: MyLearning }),
  classLives: endpoint({ tag: 'learning', method: 'GET', path: `${STUDENT}/classes/:classId/lives`, access: 'member', summary: 'The live lectures of a class for its learners (and those who manage it), soonest first, with the caller’s reminders', query: SchoolQuery, response: z.array(LearnerLive) }),
  remindLive: endpoint({ tag: 'learning', method: 'POST', path: `${STUDENT}/lives/:id/remind`, access: 'member', summary: 'Remind me of a live lecture of one of my classes (409 once it has ended); answered by batchSelectIsAppointment too', query: SchoolQuery, response: z.object({ id: z.string(), appointed: z.literal(true) }) }),
  unremindLive: endpoint({ tag: 'learning', method: 'DELETE', path: `${STUDENT}/lives/:id/remind`, access: 'member', summary: 'No reminder for this live lecture', query: SchoolQuery, response: z.object({ id: z.string(), appointed: z.literal(false) }) }),
  resetCalendarFeed: endpoint({ tag: 'learning', method: 'POST', path: `${STUDENT}/calendar-feed`, access: 'member', summary: 'Make a new private calendar feed address (the previous one stops working); shown once', query: SchoolQuery, response: CalendarFeed }),
  deleteCalendarFeed: endpoint({ tag: 'learning', method: 'DELETE', path: `${STUDENT}/calendar-feed`, access: 'member', summary: 'Turn the private calendar feed off', query: SchoolQuery, response: z.object({ active: z.literal(false) }) }),
  calendarFeed: endpoint({ tag: 'learning', method: 'GET', path: '/api/calendar/v1/feeds/:token/calendar.ics', access: 'public', summary: 'A learner’s sessions and live lectures as an iCalendar feed (RFC 5545), read by the secret token in the address (no cookies); 404 for an unknown or reset token', raw: true, files: ['text/calendar'], response: z.string() }),
};
