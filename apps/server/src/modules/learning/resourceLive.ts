import type { LearnerLive, ResourceLive } from '@academy/contract';
import type { Queryable } from '../../db/index.ts';
import { ApiError } from '../../http/errors.ts';
import { requireClassViewer, type CallerInput } from '../classes/access.ts';
import { classLives } from '../myLearning/queries.ts';
import type { Row, Viewer } from './resourcePage.ts';

/**
 * A live resource's page state (issue 31). A live that is a class's lecture (resources.live_lecture_id) is shown to
 * those who may see the class exactly as the class page shows it — its join and reminder go through the lecture's
 * calls, which apply the join window again — and to anyone else by the resource's own status and start.
 */
export async function resourceLive(db: Queryable, row: Row, viewer: Viewer): Promise<ResourceLive | null> {
  if (row.content_kind !== 'live') return null;
  const [school] = await db.query<{ time_zone: string; reminded: boolean }>(
    `select s.time_zone, exists (select 1 from live_appointments a where a.school_id = s.id and a.user_id = $2 and a.resource_id = $3) as reminded
       from schools s where s.id = $1`,
    [row.school_id, viewer.userId, row.id],
  );
  const lecture = await lectureOf(db, row, viewer);
  return {
    status: lecture?.status ?? row.live_status ?? 1,
    startsAt: lecture?.startsAt ?? (row.live_start_at ? new Date(row.live_start_at).toISOString() : null),
    timeZone: school!.time_zone,
    reminded: viewer.userId ? school!.reminded : null,
    lecture,
  };
}

/** The linked lecture when the viewer may see its class (the class page's rule); null otherwise. */
async function lectureOf(db: Queryable, row: Row, viewer: Viewer): Promise<LearnerLive | null> {
  if (!row.live_lecture_id || !viewer.userId || !viewer.role) return null;
  const [lecture] = await db.query<{ class_id: string }>('select class_id from live_lectures where id = $1 and school_id = $2', [row.live_lecture_id, row.school_id]);
  if (!lecture) return null;
  const input: CallerInput = { user: { userId: viewer.userId, sessionId: '' }, schoolId: row.school_id, role: viewer.role as CallerInput['role'] };
  try {
    const access = await requireClassViewer(db, input, lecture.class_id);
    return (await classLives(db, access.classId, access.userId)).find((live) => live.id === row.live_lecture_id) ?? null;
  } catch (error) {
    if (error instanceof ApiError) return null;
    throw error;
  }
}
