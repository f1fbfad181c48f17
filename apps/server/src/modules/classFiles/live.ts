import type { Hono } from 'hono';
import { classFileEndpoints, type LiveLecture } from '@academy/contract';
import { eventStatus } from '@academy/rules';
import type { Queryable } from '../../db/index.ts';
import type { AppEnv } from '../../http/context.ts';
import { badRequest, notFound } from '../../http/errors.ts';
import { register } from '../../http/register.ts';
import { defineMessages } from '../../http/words.ts';
import { classIdParam, lecturingCaller, requireClassManager, type ClassAccess } from '../classes/access.ts';
import { newNumericId } from '../classes/ids.ts';
import { sanitizeDescription } from '../classes/sanitize.ts';
import { bbbMeetingId } from './bigBlueButton.ts';

const refusals = defineMessages({
  noSuchLive: { id: 'server.classFiles.noSuchLive', defaultMessage: 'No such live lecture in this school.' },
  lecturerNotInClass: { id: 'server.classFiles.lecturerNotInClass', defaultMessage: 'The lecturer must be one of the class’s lecturers.' },
  // The portal puts a message starting with a field name next to that field (live/liveForm.ts): the translations keep "startsAt: ".
  startInPast: { id: 'server.classFiles.startInPast', defaultMessage: 'startsAt: a live lecture must start in the future.' },
});

export type LiveRow = {
  id: string; school_id: string; class_id: string; class_title: string; title: string; lecturer_id: string; lecturer_name: string | null;
  starts_at: Date; duration_minutes: number; description_html: string; cover_url: string | null; room_url: string | null;
  bbb_meeting_id: string | null; replay_url: string | null; has_bbb: boolean; time_zone: string; created_at: Date; updated_at: Date;
};

export const LIVE_SELECT = `select v.id, v.school_id, v.class_id, c.title as class_title, v.title, v.lecturer_id, coalesce(u.real_name, u.nick_name) as lecturer_name,
    v.starts_at, v.duration_minutes, v.description_html, v.cover_url, v.room_url, v.bbb_meeting_id, v.replay_url,
    exists (select 1 from school_live_rooms r where r.school_id = v.school_id) as has_bbb, s.time_zone, v.created_at, v.updated_at
  from live_lectures v join classes c on c.id = v.class_id join schools s on s.id = v.school_id left join users u on u.id = v.lecturer_id`;

export const endsAtOf = (row: { starts_at: Date; duration_minutes: number }) => new Date(new Date(row.starts_at).getTime() + row.duration_minutes * 60_000);

export function toLive(row: LiveRow, now = Date.now()): LiveLecture {
  const endsAt = endsAtOf(row);
  return {
    id: row.id,
    classId: row.class_id,
    classTitle: row.class_title,
    title: row.title,
    lecturerId: row.lecturer_id,
    lecturerName: row.lecturer_name,
    startsAt: new Date(row.starts_at).toISOString(),
    endsAt: endsAt.toISOString(),
    durationMinutes: row.duration_minutes,
    descriptionHtml: row.description_html,
    coverUrl: row.cover_url,
    roomUrl: row.room_url,
    room: row.has_bbb ? 'bigBlueButton' : row.room_url ? 'url' : 'none',
    replayUrl: row.replay_url,
    status: eventStatus(row.starts_at, endsAt, now),
    timeZone: row.time_zone,
    calendarUrl: `${classFileEndpoints.liveCalendar.path.replace(':id', row.id)}?schoolId=${row.school_id}`,
    createdAt: new Date(row.created_at).toISOString(),
    updatedAt: new Date(row.updated_at).toISOString(),
  };
}

/** A live lecture of the caller's school; 404 for another school's (never revealed). */
export async function findLive(db: Queryable, id: string | undefined, schoolId: string): Promise<LiveRow> {
  const liveId = classIdParam(id, 'id');
  const [row] = await db.query<LiveRow>(`${LIVE_SELECT} where v.id = $1 and v.school_id = $2`, [liveId, schoolId]);
  if (!row) throw notFound(refusals.noSuchLive);
  return row;
}

/** The lecturer must teach the class; left out, it is the caller. */
async function lecturerOf(db: Queryable, access: ClassAccess, lecturerId: string | undefined): Promise<string> {
  if (!lecturerId || lecturerId === access.userId) return access.userId;
  const [row] = await db.query('select 1 from class_lecturers where class_id = $1 and user_id = $2', [access.classId, lecturerId]);
  if (!row) throw badRequest(refusals.lecturerNotInClass);
  return lecturerId;
}

const mustBeFuture = (startsAt: string, now: number) => {
  if (Date.parse(startsAt) <= now) throw badRequest(refusals.startInPast);
};

export function liveRoutes(app: Hono<AppEnv>) {
  register(app, classFileEndpoints.liveList, async ({ params, query, services, ...input }) => {
    const access = await requireClassManager(services.db, input, classIdParam(params.classId, 'classId'));
    const title = query.title?.trim() ? query.title.trim() : null;
    // position() instead of LIKE: a % or _ typed by the lecturer is just a character.
    const where = 'v.class_id = $1 and ($2::text is null or position(lower($2) in lower(v.title)) > 0)';
    const [{ total }] = (await services.db.query<{ total: number }>(`select count(*)::int as total from live_lectures v where ${where}`, [access.classId, title])) as [{ total: number }];
    const rows = await services.db.query<LiveRow>(`${LIVE_SELECT} where ${where} order by v.starts_at desc, v.id limit $3 offset $4`, [access.classId, title, query.pageSize, (query.pageNum - 1) * query.pageSize]);
    const now = Date.now();
    return { total, pageNum: query.pageNum, pageSize: query.pageSize, list: rows.map((row) => toLive(row, now)) };
  });

  register(app, classFileEndpoints.liveDetail, async ({ params, services, ...input }) => {
    const caller = lecturingCaller(input);
    const row = await findLive(services.db, params.id, caller.schoolId);
    await requireClassManager(services.db, input, row.class_id);
    return toLive(row);
  });

  register(app, classFileEndpoints.addLive, async ({ body, services, ...input }) => {
    const access = await requireClassManager(services.db, input, body.classId);
    mustBeFuture(body.startsAt, Date.now());
    const id = newNumericId();
    const lecturerId = await lecturerOf(services.db, access, body.lecturerId);
    const [bbb] = await services.db.query('select 1 from school_live_rooms where school_id = $1', [access.schoolId]);
    await services.db.query(
      `insert into live_lectures (id, school_id, class_id, title, lecturer_id, starts_at, duration_minutes, description_html, cover_url, room_url, bbb_meeting_id, created_by, replay_url)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13)`,
      [id, access.schoolId, access.classId, body.title, lecturerId, body.startsAt, body.durationMinutes, sanitizeDescription(body.descriptionHtml), body.coverUrl ?? null, body.roomUrl ?? null, bbb ? bbbMeetingId(id) : null, access.userId, body.replayUrl ?? null],
    );
    return toLive(await findLive(services.db, id, access.schoolId));
  });

  register(app, classFileEndpoints.updateLive, async ({ params, body, services, ...input }) => {
    const caller = lecturingCaller(input);
    const row = await findLive(services.db, params.id, caller.schoolId);
    const access = await requireClassManager(services.db, input, row.class_id);
    // An unchanged start may be in the past (fixing the description of a running lecture); a new one may not.
    if (Date.parse(body.startsAt) !== new Date(row.starts_at).getTime()) mustBeFuture(body.startsAt, Date.now());
    const lecturerId = body.lecturerId === undefined ? row.lecturer_id : await lecturerOf(services.db, access, body.lecturerId);
    await services.db.query(
      `update live_lectures set title = $2, lecturer_id = $3, starts_at = $4, duration_minutes = $5, description_html = $6, cover_url = $7, room_url = $8,
         replay_url = case when $11::boolean then $12 else replay_url end,
         bbb_meeting_id = coalesce(bbb_meeting_id, case when exists (select 1 from school_live_rooms r where r.school_id = $9) then $10 end), updated_at = now()
       where id = $1`,
      [row.id, body.title, lecturerId, body.startsAt, body.durationMinutes, sanitizeDescription(body.descriptionHtml), body.coverUrl ?? null, body.roomUrl ?? null, row.school_id, bbbMeetingId(row.id), body.replayUrl !== undefined, body.replayUrl ?? null],
    );
    return toLive(await findLive(services.db, row.id, caller.schoolId));
  });

  register(app, classFileEndpoints.deleteLive, async ({ params, services, ...input }) => {
    const caller = lecturingCaller(input);
    const row = await findLive(services.db, params.id, caller.schoolId);
    await requireClassManager(services.db, input, row.class_id);
    await services.db.query('delete from live_lectures where id = $1', [row.id]);
    return { deleted: true as const };
  });
}

