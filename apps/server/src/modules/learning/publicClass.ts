import type { PublicClass } from '@academy/contract';
import { eventStatus } from '@academy/rules';
import type { Queryable } from '../../db/index.ts';
import { notFound } from '../../http/errors.ts';
import type { Role } from '../../http/register.ts';
import { classIdParam } from '../classes/access.ts';
import { classRefusals } from '../classes/refusals.ts';
import { requireReadable } from '../portalCalls/access.ts';

type Row = {
  id: string; school_id: string; title: string; title_en: string | null; description_html: string; cover_url: string | null; starts_at: Date; ends_at: Date;
  mode: PublicClass['mode']; location: string | null; time_zone: string; lecturers: PublicClass['lecturers']; sessions: PublicClass['sessions'];
};

const ISO = `'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'`;

/**
 * A class card's page for a visitor (issue 31): a published class of a school the caller may read, with only what
 * decides on enrolling. The columns are named one by one: the roster, counts, rooms and progress are never read.
 */
export async function publicClass(db: Queryable, schoolId: string, id: string | undefined, role: Role | null): Promise<PublicClass> {
  const classId = classIdParam(id, 'id');
  await requireReadable(db, schoolId, role);
  const [row] = await db.query<Row>(
    `select c.id, c.school_id, c.title, c.title_en, c.description_html, c.cover_url, c.starts_at, c.ends_at, c.mode, c.location, s.time_zone,
       coalesce((select json_agg(json_build_object('userId', u.id, 'name', coalesce(u.real_name, u.nick_name)) order by u.id)
         from class_lecturers l join users u on u.id = l.user_id where l.class_id = c.id), '[]'::json) as lecturers,
       coalesce((select json_agg(json_build_object('title', x.title, 'startsAt', to_char(x.starts_at at time zone 'UTC', ${ISO}), 'endsAt', to_char(x.ends_at at time zone 'UTC', ${ISO})) order by x.starts_at, x.position)
         from class_sessions x where x.class_id = c.id), '[]'::json) as sessions
     from classes c join schools s on s.id = c.school_id where c.id = $1 and c.school_id = $2 and c.published`,
    [classId, schoolId],
  );
  if (!row) throw notFound(classRefusals.noSuchClass);
  return {
    id: row.id, schoolId: row.school_id, title: row.title, titleEn: row.title_en, descriptionHtml: row.description_html, coverUrl: row.cover_url,
    startsAt: new Date(row.starts_at).toISOString(), endsAt: new Date(row.ends_at).toISOString(), eventStatus: eventStatus(row.starts_at, row.ends_at, Date.now()),
    timeZone: row.time_zone, mode: row.mode, location: row.location, lecturers: row.lecturers, sessions: row.sessions,
  };
}
