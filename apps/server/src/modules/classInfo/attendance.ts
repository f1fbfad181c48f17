import type { Hono } from 'hono';
import { classInfoEndpoints, type AttendanceAttachment, type AttendanceCheck } from '@academy/contract';
import type { Queryable } from '../../db/index.ts';
import type { AppEnv } from '../../http/context.ts';
import { ApiError } from '../../http/errors.ts';
import { register } from '../../http/register.ts';
import { defineMessages, say } from '../../http/words.ts';
import { requireClassManager, type CallerInput, type ClassMemberAccess } from '../classes/access.ts';
import { callerOf, iso, isoOrNull, requireLearner, rowOfClass } from './common.ts';
import { attachmentsOf } from './attendancePhotos.ts';

const refusals = defineMessages({
  noSuchCheck: { id: 'server.classInfo.noSuchCheck', defaultMessage: 'No such attendance check in this school.' },
  opensAt: { id: 'server.classInfo.checkOpensAt', defaultMessage: 'This check opens at {time}.' },
  closed: { id: 'server.classInfo.checkClosed', defaultMessage: 'This check has closed.' },
  learnersOnly: { id: 'server.classInfo.learnersCheckIn', defaultMessage: 'Only learners check in.' },
});

export type CheckRow = {
  id: string; class_id: string; class_title: string; session_id: string | null; title: string; session_starts_at: Date | null; opens_at: Date; closes_at: Date; time_zone: string;
};

const CHECK_SQL = `select k.id, k.class_id, c.title as class_title, k.session_id, k.title, s.starts_at as session_starts_at, k.opens_at, k.closes_at, sc.time_zone
  from class_checks k join classes c on c.id = k.class_id join schools sc on sc.id = k.school_id left join class_sessions s on s.id = k.session_id
  where k.id = $1 and k.school_id = $2`;

/** An attendance check of the caller's school and the caller's access to its class (401/403/404 otherwise). */
export const findCheck = (db: Queryable, input: CallerInput, id: string | undefined, name = 'checkId') => rowOfClass<CheckRow>(db, input, CHECK_SQL, id, name, refusals.noSuchCheck);

export const isOpen = (row: Pick<CheckRow, 'opens_at' | 'closes_at'>, now = Date.now()) => now >= new Date(row.opens_at).getTime() && now < new Date(row.closes_at).getTime();

/** 409 unless the check is open now, with what the learner can do about it. */
export function requireOpen(row: Pick<CheckRow, 'opens_at' | 'closes_at'>): void {
  const now = Date.now();
  if (now < new Date(row.opens_at).getTime()) throw new ApiError(409, say(refusals.opensAt, { time: iso(row.opens_at) }));
  if (now >= new Date(row.closes_at).getTime()) throw new ApiError(409, refusals.closed);
}

/** Where the caller stands with a check: checked in, or whether it is still to open, open or missed. */
export function checkState(row: Pick<CheckRow, 'opens_at' | 'closes_at'>, checkedIn: boolean, now = Date.now()): AttendanceCheck['state'] {
  if (checkedIn) return 'checkedIn';
  if (now < new Date(row.opens_at).getTime()) return 'notOpen';
  return isOpen(row, now) ? 'open' : 'missed';
}

async function checkView(db: Queryable, row: CheckRow, access: ClassMemberAccess): Promise<AttendanceCheck> {
  const [checkIn] = await db.query<{ checked_in_at: Date }>('select checked_in_at from class_check_ins where check_id = $1 and user_id = $2', [row.id, access.userId]);
  const state = checkState(row, Boolean(checkIn));
  const attachments: AttendanceAttachment[] = checkIn ? await attachmentsOf(db, [row.id], access.schoolId, access.userId) : [];
  return {
    id: row.id,
    classId: row.class_id,
    classTitle: row.class_title,
    sessionId: row.session_id,
    title: row.title,
    sessionStartsAt: isoOrNull(row.session_starts_at),
    opensAt: iso(row.opens_at),
    closesAt: iso(row.closes_at),
    timeZone: row.time_zone,
    state,
    checkedInAt: isoOrNull(checkIn?.checked_in_at),
    attachments,
    canManage: access.isManager,
  };
}

export function attendanceRoutes(app: Hono<AppEnv>) {
  register(app, classInfoEndpoints.attendanceCheck, async (input) => {
    const { row, access } = await findCheck(input.services.db, callerOf(input), input.params.checkId);
    return checkView(input.services.db, row, access);
  });

  // Once: the (check, user) key makes a second check-in (another tab, a double tap) answer the first one.
  register(app, classInfoEndpoints.checkIn, async (input) => {
    const { db } = input.services;
    const { row, access } = await findCheck(db, callerOf(input), input.params.checkId);
    requireLearner(access, refusals.learnersOnly);
    const [existing] = await db.query('select 1 from class_check_ins where check_id = $1 and user_id = $2', [row.id, access.userId]);
    if (!existing) {
      requireOpen(row);
      await db.query('insert into class_check_ins (check_id, user_id, school_id) values ($1, $2, $3) on conflict do nothing', [row.id, access.userId, access.schoolId]);
    }
    return checkView(db, row, access);
  });

  // Who checked in, with their photos: the learners enrolled now, checked-in first.
  register(app, classInfoEndpoints.checkAttendance, async (input) => {
    const { db } = input.services;
    const { row } = await findCheck(db, callerOf(input), input.params.checkId);
    const access = await requireClassManager(db, callerOf(input), row.class_id);
    const learners = await db.query<{ user_id: string; name: string | null; checked_in_at: Date | null }>(
      `select e.user_id, coalesce(u.real_name, u.nick_name) as name, i.checked_in_at
       from class_enrolments e join users u on u.id = e.user_id left join class_check_ins i on i.check_id = $2 and i.user_id = e.user_id
       where e.class_id = $1 and e.status = 1
       order by i.checked_in_at nulls last, e.user_id`,
      [row.class_id, row.id],
    );
    const photos = await attachmentsOf(db, [row.id], access.schoolId);
    const byUser = new Map<string, AttendanceAttachment[]>();
    for (const photo of photos) byUser.set(photo.userId, [...(byUser.get(photo.userId) ?? []), photo]);
    return {
      checkId: row.id,
      enrolledCount: learners.length,
      checkedInCount: learners.filter((learner) => learner.checked_in_at).length,
      list: learners.map((learner) => ({ userId: learner.user_id, name: learner.name, checkedInAt: isoOrNull(learner.checked_in_at), attachments: byUser.get(learner.user_id) ?? [] })),
    };
  });
}
