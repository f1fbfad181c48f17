import type { ClassDetail, ClassSession, ClassSummary, CoursewareItem } from '@academy/contract';
import { eventStatus } from '@academy/rules';
import type { Queryable } from '../../db/index.ts';
import { notFound } from '../../http/errors.ts';
import { classRefusals } from './refusals.ts';

const iso = (value: Date | string) => new Date(value).toISOString();
const isoOrNull = (value: Date | string | null) => (value === null ? null : iso(value));

/** Columns of a class summary: counts and lecturers come with the row (one query per page, no N+1); the enrolled
 * count is kept on the class by a trigger (migration 0003). */
export const SUMMARY_COLUMNS = `c.id, c.title, c.title_en, c.cover_url, c.starts_at, c.ends_at, c.mode, c.location, c.published, c.capacity, c.enrolled_count,
  (select count(*)::int from class_sessions s where s.class_id = c.id) as session_count,
  coalesce((select json_agg(json_build_object('userId', u.id, 'name', coalesce(u.real_name, u.nick_name)) order by u.id)
    from class_lecturers l join users u on u.id = l.user_id where l.class_id = c.id), '[]'::json) as lecturers,
  (select json_build_object('id', ss.id, 'name', ss.name, 'nameEn', ss.name_en) from schools ss where ss.id = c.sub_school_id) as sub_school`;

export type SummaryRow = {
  id: string; title: string; title_en: string | null; cover_url: string | null; starts_at: Date; ends_at: Date; mode: 'online' | 'offline';
  location: string | null; published: boolean; capacity: number | null; enrolled_count: number; session_count: number;
  lecturers: { userId: string; name: string | null }[] | string;
  sub_school: ClassSummary['subSchool'] | string;
};

export function toSummary(row: SummaryRow, now = Date.now()): ClassSummary {
  return {
    id: row.id,
    title: row.title,
    titleEn: row.title_en,
    coverUrl: row.cover_url,
    startsAt: iso(row.starts_at),
    endsAt: iso(row.ends_at),
    eventStatus: eventStatus(row.starts_at, row.ends_at, now),
    mode: row.mode,
    location: row.location,
    published: row.published,
    capacity: row.capacity,
    enrolledCount: row.enrolled_count,
    sessionCount: row.session_count,
    lecturers: typeof row.lecturers === 'string' ? JSON.parse(row.lecturers) : row.lecturers,
    subSchool: typeof row.sub_school === 'string' ? JSON.parse(row.sub_school) : row.sub_school,
  };
}

export const SESSION_COLUMNS = `s.id, s.class_id, s.title, s.starts_at, s.ends_at, s.lecturer_id, coalesce(u.real_name, u.nick_name) as lecturer_name, s.room, s.position`;
export const SESSION_FROM = 'class_sessions s left join users u on u.id = s.lecturer_id';
export type SessionRow = { id: string; class_id: string; title: string; starts_at: Date; ends_at: Date; lecturer_id: string | null; lecturer_name: string | null; room: string | null; position: number };

export const toSession = (row: SessionRow, now = Date.now()): ClassSession => ({
  id: row.id,
  classId: row.class_id,
  title: row.title,
  startsAt: iso(row.starts_at),
  endsAt: iso(row.ends_at),
  lecturerId: row.lecturer_id,
  lecturerName: row.lecturer_name,
  room: row.room,
  position: row.position,
  eventStatus: eventStatus(row.starts_at, row.ends_at, now),
});

type DetailRow = SummaryRow & {
  school_id: string; sub_school_id: string | null; description_html: string; enrol_opens_at: Date | null; enrol_closes_at: Date | null;
  created_by: string; created_at: Date; updated_at: Date; time_zone: string; courseware_count: number; is_teacher: boolean;
};

/** A class with everything the detail and edit pages show. */
export async function loadClassDetail(db: Queryable, schoolId: string, classId: string, userId: string): Promise<ClassDetail> {
  const [row] = await db.query<DetailRow>(
    `select ${SUMMARY_COLUMNS}, c.school_id, c.sub_school_id, c.description_html, c.enrol_opens_at, c.enrol_closes_at, c.created_by, c.created_at, c.updated_at,
       sc.time_zone,
       (select count(*)::int from class_courseware w where w.class_id = c.id) as courseware_count,
       exists (select 1 from class_lecturers l where l.class_id = c.id and l.user_id = $3) as is_teacher
     from classes c join schools sc on sc.id = c.school_id where c.school_id = $1 and c.id = $2`,
    [schoolId, classId, userId],
  );
  if (!row) throw notFound(classRefusals.noSuchClass);
  const now = Date.now();
  const sessions = await db.query<SessionRow>(`select ${SESSION_COLUMNS} from ${SESSION_FROM} where s.class_id = $1 order by s.starts_at, s.position, s.id`, [classId]);
  return {
    ...toSummary(row, now),
    schoolId: row.school_id,
    subSchoolId: row.sub_school_id,
    descriptionHtml: row.description_html,
    enrolOpensAt: isoOrNull(row.enrol_opens_at),
    enrolClosesAt: isoOrNull(row.enrol_closes_at),
    timeZone: row.time_zone,
    sessions: sessions.map((session) => toSession(session, now)),
    coursewareCount: row.courseware_count,
    createdBy: row.created_by,
    createdAt: iso(row.created_at),
    updatedAt: iso(row.updated_at),
    isTeacher: row.is_teacher,
  };
}

type CoursewareRow = { id: string; class_id: string; courseware_uuid: string; courseware_name: string; courseware_type: 1 | 2 | 3; position: number };
export async function listCourseware(db: Queryable, classId: string): Promise<CoursewareItem[]> {
  const rows = await db.query<CoursewareRow>('select * from class_courseware where class_id = $1 order by position, id', [classId]);
  return rows.map((row) => ({ id: row.id, classId: row.class_id, coursewareUuid: row.courseware_uuid, coursewareName: row.courseware_name, coursewareType: Number(row.courseware_type) as 1 | 2 | 3, position: row.position }));
}

/** `%keyword%` for ILIKE with the keyword's own % and _ taken literally. */
export const likePattern = (keyword: string | undefined): string | null => (keyword ? `%${keyword.replace(/[\\%_]/g, '\\$&')}%` : null);
