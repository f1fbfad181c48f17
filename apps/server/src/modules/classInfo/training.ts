import type { Hono } from 'hono';
import { classInfoEndpoints, type Training } from '@academy/contract';
import type { Queryable } from '../../db/index.ts';
import type { AppEnv } from '../../http/context.ts';
import { notFound } from '../../http/errors.ts';
import { register } from '../../http/register.ts';
import { defineMessages } from '../../http/words.ts';
import type { CallerInput } from '../classes/access.ts';
import { callerOf, isoOrNull, requireLearner, rowOfClass } from './common.ts';
import { itemProgressSql, recordProgress } from './progress.ts';

const refusals = defineMessages({
  noSuchTraining: { id: 'server.classInfo.noSuchTraining', defaultMessage: 'No such training plan in this school.' },
  learnersOnly: { id: 'server.classInfo.learnersRecordProgress', defaultMessage: 'Only learners record their progress.' },
  noSuchItem: { id: 'server.classInfo.noSuchTrainingItem', defaultMessage: 'No such item in this training plan.' },
});

type TrainingRow = { id: string; class_id: string; class_title: string; title: string; description_html: string; time_zone: string };
type ItemRow = { id: string; courseware_uuid: string; name: string; courseware_type: number; position: number; duration_minutes: number; progress: number; position_seconds: number };

const TRAINING_SQL = `select t.id, t.class_id, c.title as class_title, t.title, t.description_html, sc.time_zone
  from class_trainings t join classes c on c.id = t.class_id join schools sc on sc.id = t.school_id where t.id = $1 and t.school_id = $2`;

const findTraining = (db: Queryable, input: CallerInput, id: string | undefined, name: string) => rowOfClass<TrainingRow>(db, input, TRAINING_SQL, id, name, refusals.noSuchTraining);

/** The plan's items in order with the learner's progress (the class's one progress store) and position in each. */
async function itemsOf(db: Queryable, training: TrainingRow, userId: string): Promise<ItemRow[]> {
  return db.query<ItemRow>(
    `select i.id, i.courseware_uuid, i.name, i.courseware_type, i.position, i.duration_minutes,
       ${itemProgressSql('i.courseware_uuid', 'i.courseware_type')} as progress,
       coalesce((select p.position_seconds from class_courseware_progress p where p.class_id = $1 and p.user_id = $2 and p.courseware_uuid = i.courseware_uuid), 0) as position_seconds
     from class_training_items i where i.training_id = $3 order by i.position, i.id`,
    [training.class_id, userId, training.id],
  );
}

async function scheduleRecord(db: Queryable, training: TrainingRow, userId: string) {
  const items = await itemsOf(db, training, userId);
  const [record] = await db.query<{ item_id: string; position_seconds: number; updated_at: Date }>('select item_id, position_seconds, updated_at from class_training_records where training_id = $1 and user_id = $2', [training.id, userId]);
  return {
    trainingId: training.id,
    itemId: record?.item_id ?? null,
    positionSeconds: record?.position_seconds ?? 0,
    updatedAt: isoOrNull(record?.updated_at),
    items: items.map((item) => ({ itemId: item.id, progress: item.progress, positionSeconds: item.position_seconds })),
  };
}

/** Where to continue: the item studied last while it is unfinished, else the first unfinished one, else the last studied. */
function resumeItem(items: ItemRow[], lastItemId: string | null): string | null {
  const last = items.find((item) => item.id === lastItemId);
  if (last && last.progress < 100) return last.id;
  return items.find((item) => item.progress < 100)?.id ?? last?.id ?? items[0]?.id ?? null;
}

export function trainingRoutes(app: Hono<AppEnv>) {
  register(app, classInfoEndpoints.training, async (input): Promise<Training> => {
    const { db } = input.services;
    const { row, access } = await findTraining(db, callerOf(input), input.params.trainingId, 'trainingId');
    const items = await itemsOf(db, row, access.userId);
    const [record] = await db.query<{ item_id: string }>('select item_id from class_training_records where training_id = $1 and user_id = $2', [row.id, access.userId]);
    return {
      id: row.id,
      classId: row.class_id,
      classTitle: row.class_title,
      title: row.title,
      descriptionHtml: row.description_html,
      items: items.map((item) => ({
        id: item.id,
        coursewareUuid: item.courseware_uuid,
        name: item.name,
        coursewareType: Number(item.courseware_type) as 1 | 2 | 3,
        position: item.position,
        durationMinutes: item.duration_minutes,
        progress: item.progress,
        positionSeconds: item.position_seconds,
      })),
      resumeItemId: resumeItem(items, record?.item_id ?? null),
      progress: items.length ? Math.round(items.reduce((sum, item) => sum + item.progress, 0) / items.length) : 0,
      timeZone: row.time_zone,
    };
  });

  register(app, classInfoEndpoints.scheduleRecord, async (input) => {
    const { row, access } = await findTraining(input.services.db, callerOf(input), input.params.id, 'id');
    return scheduleRecord(input.services.db, row, access.userId);
  });

  // Progress only grows (greatest() in recordProgress); the position is where the learner is now.
  register(app, classInfoEndpoints.saveScheduleRecord, async (input) => {
    const { db } = input.services;
    const { trainingId, itemId, progress, positionSeconds } = input.body;
    const { row, access } = await findTraining(db, callerOf(input), trainingId, 'trainingId');
    requireLearner(access, refusals.learnersOnly);
    const [item] = await db.query<{ courseware_uuid: string }>('select courseware_uuid from class_training_items where id = $1 and training_id = $2', [itemId, row.id]);
    if (!item) throw notFound(refusals.noSuchItem);
    await db.transaction(async (tx) => {
      // One write per learner and class at a time: the total and the certificate follow the last write, never a mix.
      await tx.query('select 1 from class_enrolments where class_id = $1 and user_id = $2 for update', [row.class_id, access.userId]);
      await recordProgress(tx, { schoolId: access.schoolId, classId: row.class_id, userId: access.userId, coursewareUuid: item.courseware_uuid, progress, positionSeconds });
      await tx.query(
        `insert into class_training_records (training_id, user_id, school_id, item_id, position_seconds) values ($1, $2, $3, $4, $5)
         on conflict (training_id, user_id) do update set item_id = excluded.item_id, position_seconds = excluded.position_seconds, updated_at = now()`,
        [row.id, access.userId, access.schoolId, itemId, positionSeconds],
      );
    });
    return scheduleRecord(db, row, access.userId);
  });
}
