import type { Hono } from 'hono';
import { classInfoEndpoints } from '@academy/contract';
import type { AppEnv } from '../../http/context.ts';
import { forbidden } from '../../http/errors.ts';
import { register } from '../../http/register.ts';
import { defineMessages } from '../../http/words.ts';
import { requireClassLearnerOrManager } from '../classes/access.ts';
import { callerOf, isoOrNull } from './common.ts';

const refusals = defineMessages({
  ownResults: { id: 'server.classInfo.ownExamResults', defaultMessage: 'You may only see your own exam results.' },
  notALearner: { id: 'server.classInfo.notALearner', defaultMessage: 'This user is not a learner of this class.' },
});

type ExamRow = { exam_id: string; name: string; state: 'inProgress' | 'passed' | 'failed' | null; score: string | null; pass_score: string | null; finished_at: Date | null };

export function examRoutes(app: Hono<AppEnv>) {
  // How a learner stands in each exam of the class: passed once passed (their best passing attempt), else their
  // latest attempt, else not started. A learner asks about themselves; a manager about any learner of the class.
  register(app, classInfoEndpoints.classExams, async (input) => {
    const { db } = input.services;
    const { classId, userId, examIds } = input.body;
    const access = await requireClassLearnerOrManager(db, callerOf(input), classId);
    if (userId !== access.userId) {
      if (!access.isManager) throw forbidden(refusals.ownResults);
      const [member] = await db.query('select 1 from class_enrolments where class_id = $1 and user_id = $2', [classId, userId]);
      if (!member) throw forbidden(refusals.notALearner);
    }
    // The exams of the class (courseware of type 2) in class order, limited to those asked for when any are named.
    const rows = await db.query<ExamRow>(
      `select w.courseware_uuid as exam_id, w.courseware_name as name, a.state, a.score::text, a.pass_score::text, a.finished_at
       from class_courseware w
       left join lateral (
         -- An attempt awaiting a lecturer's marking (issue 33) is not decided yet: the class shows it in progress.
         select case when state = 'pendingMarking' then 'inProgress' else state end as state, score, pass_score, finished_at from class_exam_attempts x
         where x.class_id = w.class_id and x.user_id = $2 and x.exam_id = w.courseware_uuid
         order by (x.state = 'passed') desc, case when x.state = 'passed' then x.score end desc nulls last, x.started_at desc limit 1
       ) a on true
       where w.class_id = $1 and w.courseware_type = 2 and (cardinality($3::text[]) = 0 or w.courseware_uuid = any($3::text[]))
       order by w.position, w.id`,
      [classId, userId, examIds],
    );
    return rows.map((row) => ({
      examId: row.exam_id,
      name: row.name,
      state: row.state ?? ('notStarted' as const),
      score: row.score === null ? null : Number(row.score),
      passScore: row.pass_score === null ? null : Number(row.pass_score),
      finishedAt: isoOrNull(row.finished_at),
    }));
  });
}
