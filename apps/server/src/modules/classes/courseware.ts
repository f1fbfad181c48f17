import type { Hono } from 'hono';
import { classEndpoints } from '@academy/contract';
import { CLASS_LIMITS } from '@academy/rules';
import type { Queryable } from '../../db/index.ts';
import type { AppEnv } from '../../http/context.ts';
import { ApiError, badRequest, notFound } from '../../http/errors.ts';
import { register } from '../../http/register.ts';
import { defineMessages, say } from '../../http/words.ts';
import { classIdParam, lecturingCaller, requireClassManager } from './access.ts';
import { newNumericId } from './ids.ts';
import { listCourseware } from './queries.ts';

const refusals = defineMessages({
  listedTwice: { id: 'server.classes.coursewareListedTwice', defaultMessage: 'items.{index}.coursewareUuid: {uuid} is listed twice.' },
  noResource: { id: 'server.classes.noResource', defaultMessage: 'items.{index}: no resource {uuid} in this school.' },
  wrongKind: {
    id: 'server.classes.wrongResourceKind',
    defaultMessage: 'items.{index}: {uuid} is not a {kind, select, course {course} exam {exam} other {knowledge}}.',
  },
  alreadyLinked: { id: 'server.classes.coursewareAlreadyLinked', defaultMessage: 'items.{index}: {uuid} is already linked to this class.' },
  tooMany: { id: 'server.classes.coursewareTooMany', defaultMessage: 'A class can link at most {max, plural, one {# courseware item} other {# courseware items}}.' },
  noSuchItem: { id: 'server.classes.noSuchCourseware', defaultMessage: 'No such courseware item in this school.' },
  orderMismatch: {
    id: 'server.classes.coursewareOrderMismatch',
    defaultMessage: 'ids must list every courseware item of this class exactly once (the list may have changed: reload it).',
  },
});

/** Courseware type → the kind of resource it must be (spec §3 resource types 1, 2, 3). */
const KIND_OF_TYPE = { 1: 'course', 2: 'exam', 3: 'knowledge' } as const;

/** Positions 0..n-1 in the current order, after an item is removed. */
async function renumber(tx: Queryable, classId: string) {
  await tx.query(
    `update class_courseware w set position = n.position from
       (select id, (row_number() over (order by position, id) - 1)::int as position from class_courseware where class_id = $1) n
     where w.id = n.id and w.position <> n.position`,
    [classId],
  );
}

export function coursewareRoutes(app: Hono<AppEnv>) {
  register(app, classEndpoints.coursewareList, async (input) => {
    const classId = classIdParam(input.params.classId, 'classId');
    await requireClassManager(input.services.db, input, classId);
    return listCourseware(input.services.db, classId);
  });

  register(app, classEndpoints.addCourseware, async (input) => {
    const classId = classIdParam(input.params.classId, 'classId');
    const access = await requireClassManager(input.services.db, input, classId);
    const { items } = input.body;
    const uuids = items.map((item) => item.coursewareUuid);
    const repeated = uuids.findIndex((uuid, index) => uuids.indexOf(uuid) !== index);
    if (repeated >= 0) throw badRequest(say(refusals.listedTwice, { index: repeated, uuid: uuids[repeated] }));
    const db = input.services.db;
    await db.transaction(async (tx) => {
      // Only resources of this school, of the kind the type says; the name is the resource's own, not the client's.
      const resources = await tx.query<{ id: string; content_kind: string; name: string | null; name_en: string | null }>(
        'select id, content_kind, name, name_en from resources where school_id = $1 and id = any($2::text[])',
        [access.schoolId, uuids],
      );
      const byId = new Map(resources.map((row) => [row.id, row]));
      const names = items.map((item, index) => {
        const resource = byId.get(item.coursewareUuid);
        if (!resource) throw new ApiError(422, say(refusals.noResource, { index, uuid: item.coursewareUuid }), [{ path: `items.${index}.coursewareUuid`, message: 'no such resource in this school' }]);
        if (resource.content_kind !== KIND_OF_TYPE[item.coursewareType]) {
          throw new ApiError(422, say(refusals.wrongKind, { index, uuid: item.coursewareUuid, kind: KIND_OF_TYPE[item.coursewareType] }), [{ path: `items.${index}.coursewareType`, message: `not a ${KIND_OF_TYPE[item.coursewareType]}` }]);
        }
        return resource.name ?? resource.name_en ?? resource.id;
      });
      // The class row is locked so two additions at once cannot take the same positions.
      await tx.query('select id from classes where id = $1 for update', [classId]);
      const linked = await tx.query<{ courseware_uuid: string }>('select courseware_uuid from class_courseware where class_id = $1', [classId]);
      const already = items.findIndex((item) => linked.some((row) => row.courseware_uuid === item.coursewareUuid));
      if (already >= 0) throw new ApiError(409, say(refusals.alreadyLinked, { index: already, uuid: items[already]!.coursewareUuid }));
      if (linked.length + items.length > CLASS_LIMITS.courseware) throw new ApiError(422, say(refusals.tooMany, { max: CLASS_LIMITS.courseware }));
      for (const [index, item] of items.entries()) {
        await tx.query(
          'insert into class_courseware (id, class_id, school_id, courseware_uuid, courseware_name, courseware_type, position) values ($1, $2, $3, $4, $5, $6, $7)',
          [newNumericId(), classId, access.schoolId, item.coursewareUuid, names[index], item.coursewareType, linked.length + index],
        );
      }
    });
    return listCourseware(db, classId);
  });

  register(app, classEndpoints.deleteCourseware, async (input) => {
    const caller = lecturingCaller(input);
    const id = classIdParam(input.params.id);
    const db = input.services.db;
    const [item] = await db.query<{ class_id: string }>('select class_id from class_courseware where id = $1 and school_id = $2', [id, caller.schoolId]);
    if (!item) throw notFound(refusals.noSuchItem);
    await requireClassManager(db, input, item.class_id);
    await db.transaction(async (tx) => {
      await tx.query('delete from class_courseware where id = $1', [id]);
      await renumber(tx, item.class_id);
    });
    return { deleted: true as const };
  });

  register(app, classEndpoints.updateCoursewareOrder, async (input) => {
    const { classId, ids } = input.body;
    await requireClassManager(input.services.db, input, classId);
    const db = input.services.db;
    await db.transaction(async (tx) => {
      await tx.query('select id from classes where id = $1 for update', [classId]);
      const current = (await tx.query<{ id: string }>('select id from class_courseware where class_id = $1', [classId])).map((row) => row.id);
      const same = ids.length === current.length && new Set(ids).size === ids.length && ids.every((id) => current.includes(id));
      if (!same) throw new ApiError(422, refusals.orderMismatch, [{ path: 'ids', message: 'not exactly the class’s items' }]);
      for (const [position, id] of ids.entries()) await tx.query('update class_courseware set position = $1 where id = $2 and class_id = $3', [position, id, classId]);
    });
    return listCourseware(db, classId);
  });
}
