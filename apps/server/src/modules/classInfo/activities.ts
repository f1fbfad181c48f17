import type { Hono } from 'hono';
import { classInfoEndpoints } from '@academy/contract';
import type { AppEnv } from '../../http/context.ts';
import { register } from '../../http/register.ts';
import { classIdParam, requireClassLearnerOrManager } from '../classes/access.ts';
import { checkState } from './attendance.ts';
import { callerOf, iso } from './common.ts';
import { runState } from './elab.ts';
import { itemProgressSql } from './progress.ts';

/**
 * What the class page lists beside the courseware: the class's checks, training plans and experiments with the
 * caller's state in each, and the courseware itself in order (the lecturing center's list is for managers only).
 */
export function activityRoutes(app: Hono<AppEnv>) {
  register(app, classInfoEndpoints.classActivities, async (input) => {
    const { db } = input.services;
    const access = await requireClassLearnerOrManager(db, callerOf(input), classIdParam(input.params.id, 'id'), { param: 'id' });
    const [checks, trainings, experiments] = await Promise.all([
      db.query<{ id: string; title: string; opens_at: Date; closes_at: Date; checked_in: boolean }>(
        `select k.id, k.title, k.opens_at, k.closes_at, exists (select 1 from class_check_ins i where i.check_id = k.id and i.user_id = $2) as checked_in
         from class_checks k where k.class_id = $1 order by k.opens_at desc, k.id`,
        [access.classId, access.userId],
      ),
      // A plan's progress is the mean of its items' progress, from the class's one progress store.
      db.query<{ id: string; title: string; item_count: number; progress: number }>(
        `select t.id, t.title, count(i.id)::int as item_count, coalesce(round(avg(${itemProgressSql('i.courseware_uuid', 'i.courseware_type')})), 0)::int as progress
         from class_trainings t left join class_training_items i on i.training_id = t.id
         where t.class_id = $1 group by t.id, t.title order by t.title, t.id`,
        [access.classId, access.userId],
      ),
      db.query<{ id: string; title: string; finished_at: Date | null; started: boolean }>(
        `select x.id, x.title, r.finished_at, r.experiment_id is not null as started
         from class_experiments x left join experiment_runs r on r.experiment_id = x.id and r.user_id = $2
         where x.class_id = $1 order by x.title, x.id`,
        [access.classId, access.userId],
      ),
    ]);
    return {
      checks: checks.map((check) => ({ id: check.id, title: check.title, opensAt: iso(check.opens_at), closesAt: iso(check.closes_at), state: checkState(check, check.checked_in) })),
      trainings: trainings.map((training) => ({ id: training.id, title: training.title, itemCount: training.item_count, progress: training.progress })),
      experiments: experiments.map((experiment) => ({ id: experiment.id, title: experiment.title, state: runState(experiment.started ? experiment : undefined) })),
    };
  });

  register(app, classInfoEndpoints.learnerCourseware, async (input) => {
    const { db } = input.services;
    const access = await requireClassLearnerOrManager(db, callerOf(input), classIdParam(input.params.id, 'id'), { param: 'id' });
    const rows = await db.query<{ courseware_uuid: string; courseware_name: string; courseware_type: 1 | 2 | 3; position: number }>(
      'select courseware_uuid, courseware_name, courseware_type, position from class_courseware where class_id = $1 order by position, id',
      [access.classId],
    );
    return rows.map((row) => ({ coursewareUuid: row.courseware_uuid, coursewareName: row.courseware_name, coursewareType: row.courseware_type, position: row.position }));
  });
}
