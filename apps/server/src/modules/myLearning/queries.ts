import { createHash, randomBytes } from 'node:crypto';
import type { AgendaItem, LearnerLive, MyLearning } from '@academy/contract';
import { eventStatus, liveJoinOpensAt, liveJoinWindow } from '@academy/rules';
import type { Queryable } from '../../db/index.ts';
import { LIVE_SELECT, toLive, type LiveRow } from '../classFiles/live.ts';

const DAY = 86_400_000;
/** My learning's agenda looks this far ahead. */
export const AGENDA_DAYS = 14;
/** The calendar feed carries what started up to 30 days ago and starts in the next 180 days. */
export const FEED_PAST_DAYS = 30;
export const FEED_AHEAD_DAYS = 180;

/** The learner's classes: enrolled now (status 1) in a published class of the school. */
const ENROLLED = `select e.class_id from class_enrolments e join classes c on c.id = e.class_id
  where e.school_id = $1 and e.user_id = $2 and e.status = 1 and c.published`;

export function toLearnerLive(row: LiveRow & { reminded: boolean }, now: number): LearnerLive {
  // What the lecturing center shows of it (classFiles/live.ts), less the room's address, plus the learner's own.
  const { id, classId, classTitle, title, lecturerName, startsAt, endsAt, status, room, timeZone } = toLive(row, now);
  return {
    id, classId, classTitle, title, lecturerName, startsAt, endsAt, status, room, timeZone,
    joinOpensAt: liveJoinOpensAt(row.starts_at).toISOString(),
    joinable: liveJoinWindow(startsAt, endsAt, now) === 'open' && room !== 'none',
    // Only a finished lecture offers its replay.
    replayUrl: status === 3 ? row.replay_url : null,
    reminded: row.reminded,
  };
}

const withReminder = (userParam: string) =>
  LIVE_SELECT.replace(' from live_lectures v', `, exists (select 1 from live_lecture_reminders m where m.live_id = v.id and m.user_id = ${userParam}) as reminded from live_lectures v`);

/** Live lectures of one class, soonest first (those ended after the ones to come). */
export async function classLives(db: Queryable, classId: string, userId: string, now = Date.now()): Promise<LearnerLive[]> {
  const rows = await db.query<LiveRow & { reminded: boolean }>(`${withReminder('$2')} where v.class_id = $1 order by v.starts_at, v.id limit 200`, [classId, userId]);
  return order(rows.map((row) => toLearnerLive(row, now)));
}

/** Live now and upcoming in time order, then ended ones newest first. */
const order = (lives: LearnerLive[]) => [...lives.filter((live) => live.status !== 3), ...lives.filter((live) => live.status === 3).reverse()];

/** Live lectures of the learner's classes from `from` on. */
async function learnerLives(db: Queryable, schoolId: string, userId: string, from: Date, to: Date, now: number): Promise<LearnerLive[]> {
  const rows = await db.query<LiveRow & { reminded: boolean }>(
    `${withReminder('$2')} where v.school_id = $1 and v.class_id in (${ENROLLED})
        and v.starts_at + make_interval(mins => v.duration_minutes) > $3 and v.starts_at < $4
      order by v.starts_at, v.id limit 200`,
    [schoolId, userId, from, to],
  );
  return rows.map((row) => toLearnerLive(row, now));
}

/** Sessions and live lectures of the learner's classes starting in [from, to). */
export async function agenda(db: Queryable, schoolId: string, userId: string, from: Date, to: Date): Promise<(AgendaItem & { description?: string })[]> {
  return db.query<AgendaItem>(
    `select * from (
       select 'session' as kind, s.id, s.class_id as "classId", c.title as "classTitle", s.title, to_char(s.starts_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as "startsAt",
              to_char(s.ends_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as "endsAt", s.room
         from class_sessions s join classes c on c.id = s.class_id
        where s.school_id = $1 and s.class_id in (${ENROLLED}) and s.starts_at >= $3 and s.starts_at < $4
       union all
       select 'live', v.id, v.class_id, c.title, v.title, to_char(v.starts_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
              to_char((v.starts_at + make_interval(mins => v.duration_minutes)) at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'), null
         from live_lectures v join classes c on c.id = v.class_id
        where v.school_id = $1 and v.class_id in (${ENROLLED}) and v.starts_at >= $3 and v.starts_at < $4
     ) items order by "startsAt", id limit 500`,
    [schoolId, userId, from, to],
  );
}

export async function myLearning(db: Queryable, schoolId: string, userId: string, now = Date.now()): Promise<MyLearning> {
  const [school] = await db.query<{ time_zone: string }>('select time_zone from schools where id = $1', [schoolId]);
  const classes = await db.query<{ id: string; title: string; cover_url: string | null; starts_at: Date; ends_at: Date; progress: number }>(
    `select c.id, c.title, c.cover_url, c.starts_at, c.ends_at, e.progress from class_enrolments e join classes c on c.id = e.class_id
      where e.school_id = $1 and e.user_id = $2 and e.status = 1 and c.published order by c.starts_at desc, c.id limit 100`,
    [schoolId, userId],
  );
  const courses = await db.query<{ resource_id: string; name: string | null; name_en: string | null; progress: number; last_lesson_id: string | null; lesson_title: string | null; last_studied_at: Date }>(
    `select p.resource_id, r.name, r.name_en, p.progress, p.last_lesson_id, l.title as lesson_title, p.last_studied_at
       from person_learning p join resources r on r.id = p.resource_id left join course_lessons l on l.id = p.last_lesson_id
      where p.school_id = $1 and p.user_id = $2 and p.progress < 100 and r.content_kind = 'course'
      order by p.last_studied_at desc, p.resource_id limit 20`,
    [schoolId, userId],
  );
  const orders = await db.query<{ id: string; title: string; title_en: string | null; status: MyLearning['purchases'][number]['status']; amount_minor: string; currency: MyLearning['purchases'][number]['currency']; created_at: Date }>(
    'select id, title, title_en, status, amount_minor, currency, created_at from orders where school_id = $1 and buyer_id = $2 order by created_at desc, id desc limit 20',
    [schoolId, userId],
  );
  const certificates = await db.query<{ class_id: string; title: string; title_en: string | null; certificate_no: string; issued_at: Date; verification_code: string; revoked_at: Date | null }>(
    `select k.class_id, c.title, c.title_en, k.certificate_no, k.issued_at, k.verification_code, k.revoked_at
       from class_certificates k join classes c on c.id = k.class_id
      where k.school_id = $1 and k.user_id = $2 order by k.issued_at desc, k.class_id limit 100`,
    [schoolId, userId],
  );
  const [feed] = await db.query<{ created_at: Date }>('select created_at from calendar_feeds where school_id = $1 and user_id = $2', [schoolId, userId]);
  const lives = await learnerLives(db, schoolId, userId, new Date(now - 30 * DAY), new Date(now + 90 * DAY), now);
  return {
    timeZone: school?.time_zone ?? 'UTC',
    classes: classes.map((row) => ({ id: row.id, title: row.title, coverUrl: row.cover_url, startsAt: new Date(row.starts_at).toISOString(), endsAt: new Date(row.ends_at).toISOString(), status: eventStatus(row.starts_at, row.ends_at, now), progress: row.progress })),
    continueLearning: courses.map((row) => ({ resourceId: row.resource_id, title: row.name ?? row.resource_id, titleEn: row.name_en, progress: row.progress, lessonId: row.last_lesson_id, lessonTitle: row.lesson_title, lastStudiedAt: new Date(row.last_studied_at).toISOString() })),
    agenda: await agenda(db, schoolId, userId, new Date(now), new Date(now + AGENDA_DAYS * DAY)),
    lives: order(lives),
    purchases: orders.map((row) => ({ id: row.id, title: row.title, titleEn: row.title_en, status: row.status, amountMinor: Number(row.amount_minor), currency: row.currency, createdAt: new Date(row.created_at).toISOString() })),
    certificates: certificates.map((row) => ({ classId: row.class_id, title: row.title, titleEn: row.title_en, certificateNo: row.certificate_no, issuedAt: new Date(row.issued_at).toISOString(), verificationCode: row.verification_code, revokedAt: row.revoked_at ? new Date(row.revoked_at).toISOString() : null })),
    calendarFeed: { active: Boolean(feed), createdAt: feed ? new Date(feed.created_at).toISOString() : null },
  };
}

/** The feed token: 32 random bytes (base64url, 43 characters); only its SHA-256 is stored. */
export const newFeedToken = () => randomBytes(32).toString('base64url');
export const feedTokenHash = (token: string) => createHash('sha256').update(token).digest('hex');
export const FEED_TOKEN = /^[A-Za-z0-9_-]{43}$/;
