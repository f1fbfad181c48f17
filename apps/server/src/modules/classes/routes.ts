import type { Hono } from 'hono';
import { classEndpoints, type ClassSummary } from '@academy/contract';
import { CLASS_LIMITS } from '@academy/rules';
import type { Queryable } from '../../db/index.ts';
import type { AppEnv } from '../../http/context.ts';
import { badRequest, notFound } from '../../http/errors.ts';
import { register } from '../../http/register.ts';
import { defineMessages } from '../../http/words.ts';
import { classIdParam, isSchoolWide, lecturingCaller, manageableClassesSql, requireClassManager, requireClassViewer, schoolTimeZone, SqlParams } from './access.ts';
import { coursewareRoutes } from './courseware.ts';
import { rosterResponse } from './export.ts';
import { requestLocale } from '../../http/requestLocale.ts';
import { loadClassDetail, SESSION_COLUMNS, SESSION_FROM, SUMMARY_COLUMNS, likePattern, toSession, toSummary, type SessionRow, type SummaryRow } from './queries.ts';
import { classSearchSql, statusFilter } from './search.ts';
import { classRefusals } from './refusals.ts';
import { createClass, deleteClass, updateClass } from './writes.ts';
import { attachmentStorageKeys } from '../classFiles/attachments.ts';

const refusals = defineMessages({
  toBeforeFrom: { id: 'server.classes.toBeforeFrom', defaultMessage: 'to must not be before from.' },
});

/** The bounds of a filter day in the school's zone (a bare day is that whole day there), or the instant itself. */
async function bound(db: Queryable, value: string | undefined, timeZone: string, edge: 'start' | 'end'): Promise<Date | null> {
  if (!value) return null;
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return new Date(value);
  const sql = edge === 'start' ? '($1::date)::timestamp at time zone $2' : '($1::date + 1)::timestamp at time zone $2';
  const [row] = await db.query<{ at: Date }>(`select ${sql} as at`, [value, timeZone]);
  return new Date(row!.at);
}

/** Page of a list: the rows, the total and the paging the caller asked for. */
const page = <T>(list: T[], total: number, pageNumber: number, pageSize: number) => ({ total, pageNumber, pageSize, list });

export function classRoutes(app: Hono<AppEnv>) {
  register(app, classEndpoints.searchClasses, async (input) => {
    const caller = lecturingCaller(input);
    const { query, services } = input;
    const db = services.db;
    // The school's zone matters only for a bare day in the date filter.
    const needsZone = [query.from, query.to].some((value) => value && value.length === 10);
    const timeZone = needsZone ? await schoolTimeZone(db, caller.schoolId) : 'UTC';
    const from = await bound(db, query.from, timeZone, 'start');
    const to = await bound(db, query.to, timeZone, 'end');
    if (from && to && to < from) throw badRequest(refusals.toBeforeFrom);
    const at = new Date();
    const search = classSearchSql(caller, { ...query, from, to }, at);
    // Both at once: on a PostgreSQL server they run on two pooled connections (PGlite runs them in turn).
    const [rows, [count]] = await Promise.all([
      db.query<SummaryRow>(search.pageSql, search.pageValues),
      db.query<{ n: number }>(search.countSql, search.countValues),
    ]);
    return page(rows.map((row) => toSummary(row, at.getTime())), count?.n ?? 0, query.pageNumber, query.pageSize);
  });

  register(app, classEndpoints.latestClasses, async (input) => {
    const caller = lecturingCaller(input);
    const params = new SqlParams();
    const rows = await input.services.db.query<SummaryRow>(
      `select ${SUMMARY_COLUMNS} from classes c where c.school_id = ${params.add(caller.schoolId)} and ${manageableClassesSql(caller, 'c', params)} order by c.created_at desc, c.id desc limit 3`,
      params.values,
    );
    return rows.map((row): ClassSummary => toSummary(row));
  });

  register(app, classEndpoints.classCountByStatus, async (input) => {
    const caller = lecturingCaller(input);
    const params = new SqlParams();
    const now = params.add(new Date());
    const [row] = await input.services.db.query<{ unstarted: number; ongoing: number; ended: number }>(
      `select count(*) filter (where ${statusFilter(1, now)})::int as unstarted, count(*) filter (where ${statusFilter(2, now)})::int as ongoing,
         count(*) filter (where ${statusFilter(3, now)})::int as ended
       from classes c where c.school_id = ${params.add(caller.schoolId)} and ${manageableClassesSql(caller, 'c', params, input.query.type === 1)}`,
      params.values,
    );
    const counts = { unstarted: row?.unstarted ?? 0, ongoing: row?.ongoing ?? 0, ended: row?.ended ?? 0 };
    return { ...counts, total: counts.unstarted + counts.ongoing + counts.ended };
  });

  register(app, classEndpoints.classCalendar, async (input) => {
    const caller = lecturingCaller(input);
    const db = input.services.db;
    const timeZone = await schoolTimeZone(db, caller.schoolId);
    // The month's first and next month's first midnight in the school's zone bound the sessions, on the index.
    const params = new SqlParams();
    const [school, zone, month] = [params.add(caller.schoolId), params.add(timeZone), params.add(`${input.query.timeStr}-01`)];
    const rows = await db.query<{ date: string; session_count: number; class_count: number }>(
      `select to_char(s.starts_at at time zone ${zone}, 'YYYY-MM-DD') as date, count(*)::int as session_count, count(distinct s.class_id)::int as class_count
       from class_sessions s join classes c on c.id = s.class_id
       where s.school_id = ${school} and ${manageableClassesSql(caller, 'c', params, input.query.type === 1)}
         and s.starts_at >= (${month}::date)::timestamp at time zone ${zone}
         and s.starts_at < (${month}::date + interval '1 month')::timestamp at time zone ${zone}
       group by 1 order by 1`,
      params.values,
    );
    return { month: input.query.timeStr, timeZone, days: rows.map((row) => ({ date: row.date, sessionCount: row.session_count, classCount: row.class_count })) };
  });

  register(app, classEndpoints.classDetails, async (input) => {
    const classId = classIdParam(input.params.id);
    const access = await requireClassManager(input.services.db, input, classId);
    return loadClassDetail(input.services.db, access.schoolId, classId, access.userId);
  });

  register(app, classEndpoints.classMetadata, async (input) => {
    const caller = lecturingCaller(input);
    const db = input.services.db;
    const classId = input.query.classId;
    if (classId) await requireClassManager(db, input, classId);
    const lecturers = await db.query<{ user_id: string; name: string | null; role: 'lecturer' | 'admin' | 'classManager' }>(
      `select m.user_id, coalesce(u.real_name, u.nick_name) as name, m.role from members m join users u on u.id = m.user_id
       where m.school_id = $1 and m.is_valid and m.role in ('lecturer', 'admin', 'classManager') order by coalesce(u.real_name, u.nick_name), m.user_id`,
      [caller.schoolId],
    );
    const classLecturerIds = classId ? (await db.query<{ user_id: string }>('select user_id from class_lecturers where class_id = $1 order by user_id', [classId])).map((row) => row.user_id) : null;
    const subSchools = await db.query<{ id: string; name: string; name_en: string | null }>('select id, name, name_en from schools where parent_id = $1 order by id', [caller.schoolId]);
    return {
      timeZone: await schoolTimeZone(db, caller.schoolId),
      role: caller.role,
      canCreate: true,
      lecturers: lecturers.map((row) => ({ userId: row.user_id, name: row.name, role: row.role })),
      classLecturerIds,
      coursewareTypes: [{ type: 1 as const, contentKind: 'course' as const }, { type: 2 as const, contentKind: 'exam' as const }, { type: 3 as const, contentKind: 'knowledge' as const }],
      modes: ['online' as const, 'offline' as const],
      subSchools: subSchools.map((row) => ({ id: row.id, name: row.name, nameEn: row.name_en })),
      limits: { ...CLASS_LIMITS },
    };
  });

  register(app, classEndpoints.isClassTeacher, async (input) => {
    // A question, not an action: a lecturer of the school gets false for a class they do not teach (not 403).
    const caller = lecturingCaller(input);
    const classId = classIdParam(input.params.id);
    const [row] = await input.services.db.query<{ is_teacher: boolean }>(
      'select exists (select 1 from class_lecturers l where l.class_id = c.id and l.user_id = $3) as is_teacher from classes c where c.id = $1 and c.school_id = $2',
      [classId, caller.schoolId, caller.userId],
    );
    if (!row) throw notFound(classRefusals.noSuchClass);
    return { isTeacher: row.is_teacher, canManage: row.is_teacher || isSchoolWide(caller.role) };
  });

  register(app, classEndpoints.addClass, async (input) => {
    const caller = lecturingCaller(input);
    const classId = await createClass(input.services.db, caller, input.body);
    return loadClassDetail(input.services.db, caller.schoolId, classId, caller.userId);
  });

  register(app, classEndpoints.updateClass, async (input) => {
    const classId = classIdParam(input.params.id);
    const access = await requireClassManager(input.services.db, input, classId);
    await updateClass(input.services.db, access, classId, input.body);
    return loadClassDetail(input.services.db, access.schoolId, classId, access.userId);
  });

  register(app, classEndpoints.deleteClass, async (input) => {
    const classId = classIdParam(input.params.id);
    const { db, uploads } = input.services;
    const access = await requireClassManager(db, input, classId);
    const files = await attachmentStorageKeys(db, classId);
    await deleteClass(db, access, classId);
    // The rows went with the class (cascade); their stored files go once that is committed.
    await Promise.all(files.map((key) => uploads.delete(key)));
    return { deleted: true as const };
  });

  register(app, classEndpoints.classSchedules, async (input) => {
    const classId = classIdParam(input.params.classId, 'classId');
    const access = await requireClassViewer(input.services.db, input, classId);
    const { pageNumber, pageSize, asc } = input.query;
    const dir = asc ? 'asc' : 'desc';
    const rows = await input.services.db.query<SessionRow>(
      `select ${SESSION_COLUMNS} from ${SESSION_FROM} where s.class_id = $1 order by s.starts_at ${dir}, s.position ${dir}, s.id ${dir} limit ${pageSize} offset ${(pageNumber - 1) * pageSize}`,
      [classId],
    );
    const [count] = await input.services.db.query<{ n: number }>('select count(*)::int as n from class_sessions where class_id = $1', [classId]);
    const now = Date.now();
    return { ...page(rows.map((row) => toSession(row, now)), count?.n ?? 0, pageNumber, pageSize), timeZone: access.timeZone };
  });

  register(app, classEndpoints.lecturerSchedule, async (input) => {
    const classId = classIdParam(input.params.resourceId, 'resourceId');
    const access = await requireClassManager(input.services.db, input, classId);
    const pageSize = 10;
    const { pageNumber } = input.query;
    const rows = await input.services.db.query<SessionRow>(
      `select ${SESSION_COLUMNS} from ${SESSION_FROM} where s.class_id = $1 order by s.starts_at, s.position, s.id limit ${pageSize} offset ${(pageNumber - 1) * pageSize}`,
      [classId],
    );
    const [count] = await input.services.db.query<{ n: number }>('select count(*)::int as n from class_sessions where class_id = $1', [classId]);
    const now = Date.now();
    const list = rows.map((row) => ({ ...toSession(row, now), mine: row.lecturer_id === access.userId }));
    return { ...page(list, count?.n ?? 0, pageNumber, pageSize), timeZone: access.timeZone };
  });

  register(app, classEndpoints.classRoster, async (input) => {
    const classId = classIdParam(input.params.classId, 'classId');
    await requireClassManager(input.services.db, input, classId);
    const { pageNumber, pageSize, keyword } = input.query;
    const where = 'e.class_id = $1 and e.status = 1 and ($2::text is null or u.real_name ilike $2 or u.nick_name ilike $2 or u.email ilike $2)';
    const params = [classId, likePattern(keyword)];
    const rows = await input.services.db.query<RosterRow>(
      `select ${ROSTER_COLUMNS} from class_enrolments e join users u on u.id = e.user_id where ${where}
       order by coalesce(u.real_name, u.nick_name), e.user_id limit ${pageSize} offset ${(pageNumber - 1) * pageSize}`,
      params,
    );
    const [count] = await input.services.db.query<{ n: number }>(`select count(*)::int as n from class_enrolments e join users u on u.id = e.user_id where ${where}`, params);
    return page(rows.map(toRosterEntry), count?.n ?? 0, pageNumber, pageSize);
  });

  register(app, classEndpoints.lectureScreen, async (input) => {
    const classId = classIdParam(input.params.classId, 'classId');
    await requireClassManager(input.services.db, input, classId);
    const pageSize = 10;
    const { pageNumber } = input.query;
    // With each learner's certificate, so that the school's administrators can revoke one from here.
    const rows = await input.services.db.query<RosterRow & { certificate_no: string | null; verification_code: string | null; revoked_at: Date | null }>(
      `select ${ROSTER_COLUMNS}, k.certificate_no, k.verification_code, k.revoked_at from class_enrolments e join users u on u.id = e.user_id
         left join class_certificates k on k.class_id = e.class_id and k.user_id = e.user_id
       where e.class_id = $1 and e.status = 1
       order by e.progress, e.user_id limit ${pageSize} offset ${(pageNumber - 1) * pageSize}`,
      [classId],
    );
    const [stats] = await input.services.db.query<{ n: number; average: number; completed: number }>(
      'select count(*)::int as n, coalesce(round(avg(progress)), 0)::int as average, count(*) filter (where progress = 100)::int as completed from class_enrolments where class_id = $1 and status = 1',
      [classId],
    );
    const list = rows.map((row) => ({
      ...toRosterEntry(row),
      certificate: row.certificate_no && row.verification_code ? { certificateNo: row.certificate_no, verificationCode: row.verification_code, revokedAt: row.revoked_at ? new Date(row.revoked_at).toISOString() : null } : null,
    }));
    return { ...page(list, stats?.n ?? 0, pageNumber, pageSize), averageProgress: stats?.average ?? 0, completedCount: stats?.completed ?? 0 };
  });

  register(app, classEndpoints.downloadRoster, async (input) => {
    const classId = classIdParam(input.params.classId, 'classId');
    const access = await requireClassManager(input.services.db, input, classId);
    const [row] = await input.services.db.query<{ title: string }>('select title from classes where id = $1', [classId]);
    if (!row) throw notFound(classRefusals.noSuchClass);
    const locale = requestLocale(input.c, input.query.lang);
    const response = rosterResponse(input.services.db, { classId, title: row.title, timeZone: access.timeZone, format: input.query.format, locale });
    // A raw endpoint: register() passes a Response through untouched (the body streams).
    return response as unknown as string;
  });

  coursewareRoutes(app);
}

const ROSTER_COLUMNS = 'e.user_id, coalesce(u.real_name, u.nick_name) as name, u.email, e.progress, e.enrolled_at';
type RosterRow = { user_id: string; name: string | null; email: string | null; progress: number; enrolled_at: Date };
const toRosterEntry = (row: RosterRow) => ({ userId: row.user_id, name: row.name, email: row.email, progress: Number(row.progress), enrolledAt: new Date(row.enrolled_at).toISOString() });
