import type { Hono } from 'hono';
import { classInfoEndpoints, type ClassView } from '@academy/contract';
import { eventStatus } from '@academy/rules';
import type { Queryable } from '../../db/index.ts';
import type { AppEnv } from '../../http/context.ts';
import { ApiError, forbidden, notFound, unauthorized } from '../../http/errors.ts';
import { register, type HandlerInput } from '../../http/register.ts';
import { defineMessages } from '../../http/words.ts';
import { classIdParam, requireClassLearnerOrManager, type CallerInput } from '../classes/access.ts';
import { SUMMARY_COLUMNS, toSummary, type SummaryRow } from '../classes/queries.ts';
import { callerOf, isoOrNull } from './common.ts';
import { enrolStateOf, refusal, seatsLeft, type EnrolFacts } from './enrolState.ts';
import { classInfoRefusals } from './refusals.ts';
import { classRefusals } from '../classes/refusals.ts';

const refusals = defineMessages({
  staff: { id: 'server.classInfo.staffDoNotEnrol', defaultMessage: 'Staff do not enrol in classes.' },
});

type ViewRow = SummaryRow & {
  school_id: string; description_html: string; enrol_opens_at: Date | null; enrol_closes_at: Date | null; time_zone: string; enrolment_status: number | null;
};

const facts = (row: { starts_at: Date; ends_at: Date; enrol_opens_at: Date | null; enrol_closes_at: Date | null; capacity: number | null; enrolled_count: number }, enrolled: boolean): EnrolFacts => ({
  enrolled,
  startsAt: new Date(row.starts_at),
  endsAt: new Date(row.ends_at),
  enrolOpensAt: row.enrol_opens_at ? new Date(row.enrol_opens_at) : null,
  enrolClosesAt: row.enrol_closes_at ? new Date(row.enrol_closes_at) : null,
  capacity: row.capacity,
  enrolledCount: row.enrolled_count,
});

async function loadClassView(db: Queryable, schoolId: string, classId: string, userId: string, isManager: boolean): Promise<ClassView> {
  const [row] = await db.query<ViewRow>(
    `select ${SUMMARY_COLUMNS}, c.school_id, c.description_html, c.enrol_opens_at, c.enrol_closes_at, s.time_zone,
       (select e.status from class_enrolments e where e.class_id = c.id and e.user_id = $3) as enrolment_status
     from classes c join schools s on s.id = c.school_id where c.id = $1 and c.school_id = $2`,
    [classId, schoolId, userId],
  );
  if (!row) throw notFound(classRefusals.noSuchClass);
  const now = Date.now();
  const enrolled = row.enrolment_status === 1;
  const { sessionCount: _sessions, ...summary } = toSummary(row, now);
  return {
    ...summary,
    eventStatus: eventStatus(row.starts_at, row.ends_at, now),
    schoolId: row.school_id,
    descriptionHtml: row.description_html,
    timeZone: row.time_zone,
    seatsLeft: seatsLeft(row.capacity, row.enrolled_count),
    enrolOpensAt: isoOrNull(row.enrol_opens_at),
    enrolClosesAt: isoOrNull(row.enrol_closes_at),
    enrolmentStatus: enrolled ? 1 : 0,
    enrolState: enrolStateOf(facts(row, enrolled), now),
    canManage: isManager,
    canView: enrolled || isManager,
  };
}

/** Only learners enrol; staff are told so (before the class is looked up: their answer is the same for every class). */
function learnerCaller(input: CallerInput) {
  if (!input.user) throw unauthorized();
  if (!input.schoolId || !input.role) throw forbidden();
  if (input.role !== 'learner') throw forbidden(refusals.staff);
}

type LockedClass = { published: boolean; starts_at: Date; ends_at: Date; enrol_opens_at: Date | null; enrol_closes_at: Date | null; capacity: number | null; enrolled_count: number; status: number | null };

/**
 * Enrol or leave, in one transaction with the class row locked: two learners asking for the last seat at once are
 * served one after the other, and the second finds the class full. The enrolled count follows from 0003's triggers.
 */
async function changeEnrolment(input: HandlerInput<typeof classInfoEndpoints.enrol>, join: boolean) {
  learnerCaller(input);
  const { db } = input.services;
  const classId = classIdParam(input.body.classId, 'classId');
  const access = await requireClassLearnerOrManager(db, callerOf(input), classId, { allowUnenrolled: true });
  return db.transaction(async (tx) => {
    const [row] = await tx.query<LockedClass>(
      `select c.published, c.starts_at, c.ends_at, c.enrol_opens_at, c.enrol_closes_at, c.capacity, c.enrolled_count,
         (select e.status from class_enrolments e where e.class_id = c.id and e.user_id = $3) as status
       from classes c where c.id = $1 and c.school_id = $2 for update`,
      [classId, access.schoolId, access.userId],
    );
    if (!row || !row.published) throw notFound(classRefusals.noSuchClass);
    const now = Date.now();
    const enrolled = row.status === 1;
    if (join && !enrolled) {
      const state = enrolStateOf(facts(row, false), now);
      if (state !== 'open' && state !== 'enrolled') throw new ApiError(409, refusal(state, facts(row, false)));
      // A learner who left and comes back keeps their progress: the row is reused, only its status changes.
      await tx.query(
        `insert into class_enrolments (class_id, user_id, school_id, status) values ($1, $2, $3, 1)
         on conflict (class_id, user_id) do update set status = 1, enrolled_at = now()`,
        [classId, access.userId, access.schoolId],
      );
    }
    if (!join && enrolled) {
      if (now >= new Date(row.ends_at).getTime()) throw new ApiError(409, classInfoRefusals.classEnded);
      await tx.query('update class_enrolments set status = 0 where class_id = $1 and user_id = $2 and status = 1', [classId, access.userId]);
    }
    const [after] = await tx.query<LockedClass>('select starts_at, ends_at, enrol_opens_at, enrol_closes_at, capacity, enrolled_count from classes where id = $1', [classId]);
    return {
      enrolmentStatus: (join ? 1 : 0) as 0 | 1,
      enrolState: enrolStateOf(facts(after!, join), now),
      enrolledCount: after!.enrolled_count,
      seatsLeft: seatsLeft(after!.capacity, after!.enrolled_count),
    };
  });
}

export function enrolmentRoutes(app: Hono<AppEnv>) {
  // The class page: any learner of the school sees a published class (to decide to enrol), its managers drafts too.
  register(app, classInfoEndpoints.classInfo, async (input) => {
    const classId = classIdParam(input.params.id, 'id');
    const access = await requireClassLearnerOrManager(input.services.db, callerOf(input), classId, { allowUnenrolled: true, param: 'id' });
    return loadClassView(input.services.db, access.schoolId, classId, access.userId, access.isManager);
  });

  register(app, classInfoEndpoints.enrol, (input) => changeEnrolment(input, true));
  register(app, classInfoEndpoints.unenrol, (input) => changeEnrolment(input, false));
}
