import type { Hono } from 'hono';
import { classInfoEndpoints } from '@academy/contract';
import type { Queryable } from '../../db/index.ts';
import type { AppEnv } from '../../http/context.ts';
import { register } from '../../http/register.ts';
import { classIdParam, requireClassLearnerOrManager } from '../classes/access.ts';
import { issueCertificateIfDone } from './certificates.ts';
import { callerOf, isoOrNull } from './common.ts';

/**
 * The progress of a courseware item for a learner in a class (0–100): what they recorded (class_courseware_progress,
 * the one store), and 100 for an exam they have passed. `$1` is the class, `$2` the learner, `uuid` the item's column.
 */
export const itemProgressSql = (uuid: string, type: string) => `greatest(
    coalesce((select p.progress from class_courseware_progress p where p.class_id = $1 and p.user_id = $2 and p.courseware_uuid = ${uuid}), 0),
    case when ${type} = 2 and exists (select 1 from class_exam_attempts a where a.class_id = $1 and a.user_id = $2 and a.exam_id = ${uuid} and a.state = 'passed') then 100 else 0 end
  )::int`;

export type Total = { progress: number; completedItems: number; totalItems: number };

/** The learner's total in a class: the mean over the class's courseware items (0 when it has none). */
export async function totalProgress(db: Queryable, classId: string, userId: string): Promise<Total> {
  const [row] = await db.query<{ progress: number; completed: number; total: number }>(
    `select coalesce(round(avg(x.progress)), 0)::int as progress, count(*) filter (where x.progress = 100)::int as completed, count(*)::int as total
     from (select ${itemProgressSql('w.courseware_uuid', 'w.courseware_type')} as progress from class_courseware w where w.class_id = $1) x`,
    [classId, userId],
  );
  return { progress: row?.progress ?? 0, completedItems: row?.completed ?? 0, totalItems: row?.total ?? 0 };
}

/** The progress of one item (0 when never studied). */
export async function itemProgress(db: Queryable, classId: string, userId: string, coursewareUuid: string): Promise<number> {
  const [row] = await db.query<{ progress: number }>(
    `select ${itemProgressSql('$3', "(select w.courseware_type from class_courseware w where w.class_id = $1 and w.courseware_uuid = $3)")} as progress`,
    [classId, userId, coursewareUuid],
  );
  return row?.progress ?? 0;
}

export type ProgressWrite = { schoolId: string; classId: string; userId: string; coursewareUuid: string; progress: number; positionSeconds: number };

/**
 * Records where a learner is in an item, inside the caller's transaction: progress never goes back (greatest()), the
 * position is where they are now. Then the total goes onto the enrolment (the lecturer's roster reads it there) and,
 * when that makes everything done, the certificate is issued in the same transaction.
 */
export async function recordProgress(tx: Queryable, write: ProgressWrite): Promise<Total> {
  await tx.query(
    `insert into class_courseware_progress (class_id, user_id, school_id, courseware_uuid, progress, position_seconds, last_studied_at, completed_at)
     values ($1, $2, $3, $4, $5::int, $6::int, now(), case when $5::int = 100 then now() end)
     on conflict (class_id, user_id, courseware_uuid) do update set
       progress = greatest(class_courseware_progress.progress, excluded.progress),
       position_seconds = excluded.position_seconds,
       last_studied_at = now(),
       completed_at = coalesce(class_courseware_progress.completed_at, excluded.completed_at)`,
    [write.classId, write.userId, write.schoolId, write.coursewareUuid, write.progress, write.positionSeconds],
  );
  const total = await totalProgress(tx, write.classId, write.userId);
  await tx.query('update class_enrolments set progress = $3 where class_id = $1 and user_id = $2 and progress <> $3', [write.classId, write.userId, total.progress]);
  if (total.progress === 100) await issueCertificateIfDone(tx, write.schoolId, write.classId, write.userId);
  return total;
}

export function progressRoutes(app: Hono<AppEnv>) {
  register(app, classInfoEndpoints.totalProgress, async (input) => {
    const access = await requireClassLearnerOrManager(input.services.db, callerOf(input), classIdParam(input.params.id, 'id'), { param: 'id' });
    return { classId: access.classId, ...(await totalProgress(input.services.db, access.classId, access.userId)) };
  });

  register(app, classInfoEndpoints.curriculumProgress, async (input) => {
    const { db } = input.services;
    const access = await requireClassLearnerOrManager(db, callerOf(input), input.body.classId);
    const ids = [...new Set(input.body.curriculumIds)];
    const rows = await db.query<{ uuid: string; progress: number; last_studied_at: Date | null }>(
      `select i.uuid, ${itemProgressSql('i.uuid', '(select w.courseware_type from class_courseware w where w.class_id = $1 and w.courseware_uuid = i.uuid)')} as progress,
         (select p.last_studied_at from class_courseware_progress p where p.class_id = $1 and p.user_id = $2 and p.courseware_uuid = i.uuid) as last_studied_at
       from unnest($3::text[]) with ordinality as i(uuid, n) order by i.n`,
      [access.classId, access.userId, ids],
    );
    return rows.map((row) => ({ coursewareUuid: row.uuid, progress: row.progress, completed: row.progress === 100, lastStudiedAt: isoOrNull(row.last_studied_at) }));
  });
}
