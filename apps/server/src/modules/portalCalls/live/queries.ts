import type { Queryable } from '../../../db/index.ts';
import { iso } from '../access.ts';

type LiveRow = { id: string; school_id: string; name: string | null; name_en: string | null; cover_url: string | null; live_start_at: Date | string; live_status: 1 | 2 | 3 | null; author: string | null };
const toLive = (row: LiveRow) => ({ id: row.id, schoolId: row.school_id, name: row.name, nameEn: row.name_en, coverUrl: row.cover_url, startsAt: iso(row.live_start_at)!, liveStatus: row.live_status, author: row.author });

/** A school's lives starting in [from, to), by audience: members see members-only lives, visitors visitors-only ones. */
export async function schoolSchedule(db: Queryable, schoolId: string, from: string, to: string, isMember: boolean) {
  const rows = await db.query<LiveRow>(
    `select * from resources where school_id = $1 and content_kind = 'live' and live_start_at >= $2 and live_start_at < $3
        and (audience = 1 or (audience = 2 and $4::boolean) or (audience = 3 and not $4::boolean))
      order by live_start_at, id`,
    [schoolId, from, to, isMember],
  );
  return rows.map(toLive);
}

/** Every open school's lives for everyone, starting in [from, to). */
export async function globalSchedule(db: Queryable, from: string, to: string) {
  const rows = await db.query<LiveRow>(
    `select r.* from resources r join schools s on s.id = r.school_id
      where s.open_school and r.content_kind = 'live' and r.audience = 1 and r.live_start_at >= $1 and r.live_start_at < $2
      order by r.live_start_at, r.id limit 500`,
    [from, to],
  );
  return rows.map(toLive);
}

export async function appointedIds(db: Queryable, schoolId: string, userId: string, ids: string[]) {
  // Live resources and the live lectures of classes (issue 31: "remind me") answer alike.
  const rows = await db.query<{ resource_id: string }>(
    `select resource_id from live_appointments where school_id = $1 and user_id = $2 and resource_id = any($3)
     union select live_id from live_lecture_reminders where school_id = $1 and user_id = $2 and live_id = any($3)`,
    [schoolId, userId, ids],
  );
  const booked = new Set(rows.map((row) => row.resource_id));
  return ids.map((id) => ({ id, appointed: booked.has(id) }));
}
