import type { Hono } from 'hono';
import { classInfoEndpoints } from '@academy/contract';
import type { AppEnv } from '../../http/context.ts';
import { ApiError, notFound } from '../../http/errors.ts';
import { register } from '../../http/register.ts';
import { defineMessages } from '../../http/words.ts';
import { requireClassLearnerOrManager } from '../classes/access.ts';
import { callerOf, requireLearner } from './common.ts';
import { itemProgress } from './progress.ts';

const refusals = defineMessages({
  learnersOnly: { id: 'server.classInfo.learnersEarnPoints', defaultMessage: 'Only learners earn learning points.' },
  noSuchItem: { id: 'server.classInfo.noSuchCourseware', defaultMessage: 'No such courseware item in this class.' },
  finishFirst: { id: 'server.classInfo.finishFirst', defaultMessage: 'Finish this item first: points come once it is at 100%.' },
});

/** Points for finishing one courseware item of a class. */
export const POINTS_PER_ITEM = 10;

export function pointRoutes(app: Hono<AppEnv>) {
  // Once per (learner, class, item): the event's primary key decides, so two calls at once award once.
  register(app, classInfoEndpoints.learnEvent, async (input) => {
    const { db } = input.services;
    const access = await requireClassLearnerOrManager(db, callerOf(input), input.body.classId);
    requireLearner(access, refusals.learnersOnly);
    const uuid = input.body.coursewareUuid;
    return db.transaction(async (tx) => {
      const [item] = await tx.query('select 1 from class_courseware where class_id = $1 and courseware_uuid = $2', [access.classId, uuid]);
      if (!item) throw notFound(refusals.noSuchItem);
      if ((await itemProgress(tx, access.classId, access.userId, uuid)) < 100) throw new ApiError(409, refusals.finishFirst);
      const awarded = await tx.query(
        `insert into learning_point_events (class_id, user_id, school_id, courseware_uuid, points) values ($1, $2, $3, $4, $5)
         on conflict do nothing returning points`,
        [access.classId, access.userId, access.schoolId, uuid, POINTS_PER_ITEM],
      );
      if (awarded.length) {
        const [total] = await tx.query<{ points: number }>(
          `insert into points (school_id, user_id, points) values ($1, $2, $3)
           on conflict (school_id, user_id) do update set points = points.points + excluded.points returning points`,
          [access.schoolId, access.userId, POINTS_PER_ITEM],
        );
        return { awarded: true, points: POINTS_PER_ITEM, totalPoints: total!.points };
      }
      const [total] = await tx.query<{ points: number }>('select points from points where school_id = $1 and user_id = $2', [access.schoolId, access.userId]);
      return { awarded: false, points: 0, totalPoints: total?.points ?? 0 };
    });
  });
}
