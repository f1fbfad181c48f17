import type { Hono } from 'hono';
import { classInfoEndpoints, type StudentScreen } from '@academy/contract';
import type { AppEnv } from '../../http/context.ts';
import { register } from '../../http/register.ts';
import { classIdParam, requireClassLearnerOrManager } from '../classes/access.ts';
import { callerOf } from './common.ts';
import { itemProgressSql, totalProgress } from './progress.ts';

/**
 * The learner's `GET /api/manager/class/studentscreen/{classId}` (spec §7): the caller's own progress in a class they
 * are enrolled in (or manage), per courseware item and in total. Nobody else's row: that is the managers' roster.
 */
export function studentScreenRoutes(app: Hono<AppEnv>) {
  register(app, classInfoEndpoints.studentScreen, async (input): Promise<StudentScreen> => {
    const { db } = input.services;
    const access = await requireClassLearnerOrManager(db, callerOf(input), classIdParam(input.params.classId, 'classId'));
    const items = await db.query<{ uuid: string; name: string; type: number; progress: number }>(
      `select w.courseware_uuid as uuid, w.courseware_name as name, w.courseware_type as type, ${itemProgressSql('w.courseware_uuid', 'w.courseware_type')} as progress
         from class_courseware w where w.class_id = $1 order by w.position, w.courseware_uuid`,
      [access.classId, access.userId],
    );
    return {
      classId: access.classId,
      enrolled: access.enrolled,
      ...(await totalProgress(db, access.classId, access.userId)),
      items: items.map((item) => ({ coursewareUuid: item.uuid, coursewareName: item.name, coursewareType: item.type, progress: item.progress, completed: item.progress === 100 })),
    };
  });
}
