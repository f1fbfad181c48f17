import type { Queryable } from '../../db/index.ts';
import { ApiError, notFound } from '../../http/errors.ts';
import { defineMessages } from '../../http/words.ts';

const refusals = defineMessages({
  classWithoutExam: { id: 'server.exams.classWithoutExam', defaultMessage: 'This class does not hold this exam.' },
  notInClass: { id: 'server.exams.notInClass', defaultMessage: 'You are not a learner of this class.' },
});

/**
 * Where a learner stands with an exam (issue 33), for the exam calls and the resource page's one action: may they
 * take it — enrolled in it, or a learner of a class that teaches it (that class, the latest joined, is the
 * attempt's) —, how many attempts the exam allows (null: it has no rules yet) and they used, and one still open.
 */
export type ExamStanding = { canTake: boolean; classId: string | null; attemptsAllowed: number | null; attemptsUsed: number; open: boolean };

export async function examStanding(db: Queryable, schoolId: string, examId: string, userId: string): Promise<ExamStanding> {
  const [row] = await db.query<{ enrolled: boolean; class_id: string | null; allowed: number | null; used: number; open: boolean }>(
    `select exists (select 1 from enrollments where school_id = $1 and user_id = $2 and resource_id = $3) as enrolled,
            (select e.class_id from class_enrolments e join class_courseware w on w.class_id = e.class_id
              where e.school_id = $1 and e.user_id = $2 and e.status = 1 and w.courseware_type = 2 and w.courseware_uuid = $3
              order by e.enrolled_at desc, e.class_id limit 1) as class_id,
            (select attempts_allowed from exam_settings where resource_id = $3 and school_id = $1) as allowed,
            (select count(*)::int from class_exam_attempts where school_id = $1 and user_id = $2 and exam_id = $3) as used,
            exists (select 1 from class_exam_attempts where school_id = $1 and user_id = $2 and exam_id = $3 and state = 'inProgress' and deadline_at > now()) as open`,
    [schoolId, userId, examId],
  );
  return { canTake: Boolean(row!.enrolled || row!.class_id), classId: row!.class_id, attemptsAllowed: row!.allowed, attemptsUsed: row!.used, open: row!.open };
}

/**
 * The class an attempt counts in: the one the exam was opened from when given (a learner of two classes holding the
 * same exam takes it in the class they are in, not the latest joined), else the standing's rule.
 */
export async function attemptClass(db: Queryable, schoolId: string, examId: string, userId: string, classId: string | undefined): Promise<string | null> {
  if (!classId) return (await examStanding(db, schoolId, examId, userId)).classId;
  const [row] = await db.query<{ holds: boolean; enrolled: boolean }>(
    `select exists (select 1 from class_courseware where school_id = $1 and class_id = $2 and courseware_type = 2 and courseware_uuid = $3) as holds,
            exists (select 1 from class_enrolments where school_id = $1 and class_id = $2 and user_id = $4 and status = 1) as enrolled`,
    [schoolId, classId, examId, userId],
  );
  if (!row!.holds) throw notFound(refusals.classWithoutExam);
  if (!row!.enrolled) throw new ApiError(403, refusals.notInClass);
  return classId;
}
