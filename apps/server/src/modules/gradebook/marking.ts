import type { MarkingItem, MarkResult } from '@academy/contract';
import { markComment, markProblem, MARK_COMMENT_MAX, type MarkProblem } from '@academy/rules';
import type { Database, Queryable } from '../../db/index.ts';
import { ApiError, notFound } from '../../http/errors.ts';
import { defineMessages, say } from '../../http/words.ts';
import { NUMERIC_ID } from '../classes/ids.ts';
import { attemptState, scoreOf } from '../exams/grading.ts';

/**
 * Marking short answers (issue 33): the lecturer's points (0 to the question's, one decimal) and comment on one
 * answer of a submitted attempt of their class, and the attempt regraded at once under its row's lock — its score
 * and state are what the learner's result reads, so pass/fail follows the mark. Marking again replaces the mark.
 */
export const markingRefusals = defineMessages({
  noExam: { id: 'server.gradebook.noExam', defaultMessage: 'This class has no such exam.' },
  noAttempt: { id: 'server.gradebook.noAttempt', defaultMessage: 'No such attempt in this class.' },
  noAnswer: { id: 'server.gradebook.noAnswer', defaultMessage: 'This attempt has no answer to that question.' },
  notShortAnswer: { id: 'server.gradebook.notShortAnswer', defaultMessage: 'Only short answers are marked by a lecturer; the other questions are graded automatically.' },
  inProgress: { id: 'server.gradebook.inProgress', defaultMessage: 'The learner is still taking this attempt: mark it once it is submitted.' },
  required: { id: 'server.gradebook.scoreRequired', defaultMessage: 'Enter a score.' },
  notNumber: { id: 'server.gradebook.scoreNotNumber', defaultMessage: 'The score must be a number.' },
  negative: { id: 'server.gradebook.scoreNegative', defaultMessage: 'The score cannot be below 0.' },
  overMax: { id: 'server.gradebook.scoreOverMax', defaultMessage: 'The score cannot be more than this question’s {max, number} points.' },
  precision: { id: 'server.gradebook.scorePrecision', defaultMessage: 'The score may have one decimal place at most.' },
  commentTooLong: { id: 'server.gradebook.commentTooLong', defaultMessage: 'The comment may be at most {max, number} characters.' },
});

const problemWords = (problem: MarkProblem, max: number) => (problem === 'overMax' ? say(markingRefusals.overMax, { max }) : markingRefusals[problem]);

type ItemRow = {
  attempt_id: string; question_id: string; user_id: string; name: string | null; prompt: string; answer: string | null; points: string | null;
  max_points: string; comment: string; finished_at: Date | null; marked_at: Date | null;
};

const ITEM_COLUMNS = `a.id as attempt_id, q.id as question_id, a.user_id, coalesce(u.real_name, u.nick_name) as name, q.prompt,
  ans.answer->>'text' as answer, ans.points::text as points, q.points::text as max_points, ans.comment, a.finished_at, ans.marked_at`;
const ITEM_FROM = `exam_attempt_answers ans join class_exam_attempts a on a.id = ans.attempt_id
  join exam_questions q on q.id = ans.question_id and q.school_id = a.school_id join users u on u.id = a.user_id`;

const toItem = (row: ItemRow): MarkingItem => ({
  attemptId: row.attempt_id,
  questionId: row.question_id,
  userId: row.user_id,
  name: row.name,
  prompt: row.prompt,
  answer: row.answer ?? '',
  points: row.points === null ? null : Number(row.points),
  maxPoints: Number(row.max_points),
  comment: row.comment,
  submittedAt: row.finished_at ? new Date(row.finished_at).toISOString() : null,
  markedAt: row.marked_at ? new Date(row.marked_at).toISOString() : null,
});

/** 404 unless the exam is one of the class's (its courseware of type 2). */
export async function requireClassExam(db: Queryable, classId: string, examId: string): Promise<void> {
  if (!/^[A-Za-z0-9_-]{1,64}$/.test(examId)) throw notFound(markingRefusals.noExam);
  const [row] = await db.query('select 1 from class_courseware where class_id = $1 and courseware_type = 2 and courseware_uuid = $2', [classId, examId]);
  if (!row) throw notFound(markingRefusals.noExam);
}

/** The short answers of the exam's submitted attempts in the class: those awaiting marking first come first, or all. */
export async function markingList(db: Queryable, input: { classId: string; schoolId: string; examId: string; show: 'pending' | 'all'; userId?: string; pageNumber: number; pageSize: number }) {
  const values: unknown[] = [input.classId, input.schoolId, input.examId];
  const where = `a.class_id = $1 and a.school_id = $2 and a.exam_id = $3 and q.kind = 'shortAnswer' and a.state <> 'inProgress'`;
  const user = input.userId ? ` and a.user_id = $${values.push(input.userId)}` : '';
  const pending = input.show === 'pending' ? ' and ans.points is null' : '';
  const rows = await db.query<ItemRow & { total: number }>(
    `select ${ITEM_COLUMNS}, count(*) over ()::int as total from ${ITEM_FROM} where ${where}${user}${pending}
     order by a.finished_at nulls last, a.id, q.position limit ${input.pageSize} offset ${(input.pageNumber - 1) * input.pageSize}`,
    values,
  );
  const [count] = await db.query<{ n: number }>(`select count(*)::int as n from ${ITEM_FROM} where ${where}${user} and ans.points is null`, values);
  return { total: rows[0]?.total ?? 0, pending: count?.n ?? 0, list: rows.map(toItem) };
}

type AttemptRow = { id: string; exam_id: string; state: string; pass_score: string | null; pass_mark: string | null };

/** Marks one answer and regrades its attempt (one transaction, the attempt's row locked). */
export async function markAnswer(db: Database, input: { classId: string; schoolId: string; attemptId: string; questionId: string; score: number; comment: string; markedBy: string }): Promise<MarkResult> {
  if (!NUMERIC_ID.test(input.attemptId)) throw notFound(markingRefusals.noAttempt);
  const comment = markComment(input.comment);
  if (comment === null) throw new ApiError(422, say(markingRefusals.commentTooLong, { max: MARK_COMMENT_MAX }));
  return db.transaction(async (tx) => {
    const [attempt] = await tx.query<AttemptRow>(
      `select a.id, a.exam_id, a.state, a.pass_score::text, s.pass_mark::text from class_exam_attempts a
         left join exam_settings s on s.resource_id = a.exam_id and s.school_id = a.school_id
       where a.id = $1 and a.school_id = $2 and a.class_id = $3 and a.deadline_at is not null for update of a`,
      [input.attemptId, input.schoolId, input.classId],
    );
    if (!attempt) throw notFound(markingRefusals.noAttempt);
    const questions = await tx.query<{ id: string; kind: string; points: string }>(
      'select id, kind, points::text from exam_questions where school_id = $1 and resource_id = $2 order by position',
      [input.schoolId, attempt.exam_id],
    );
    const question = questions.find((row) => row.id === input.questionId);
    if (!question) throw notFound(markingRefusals.noAnswer);
    if (question.kind !== 'shortAnswer') throw new ApiError(422, markingRefusals.notShortAnswer);
    if (attempt.state === 'inProgress') throw new ApiError(409, markingRefusals.inProgress);
    const maxPoints = Number(question.points);
    const problem = markProblem(input.score, maxPoints);
    if (problem) throw new ApiError(422, problemWords(problem, maxPoints));
    const updated = await tx.query(
      'update exam_attempt_answers set points = $3, comment = $4, marked_by = $5, marked_at = now() where attempt_id = $1 and question_id = $2 returning 1',
      [input.attemptId, input.questionId, Math.round(input.score * 10) / 10, comment, input.markedBy],
    );
    if (!updated.length) throw notFound(markingRefusals.noAnswer);
    // Regrade: every question of the exam, an unanswered one 0, a short answer not marked yet pending.
    const answers = await tx.query<{ question_id: string; points: string | null }>('select question_id, points::text from exam_attempt_answers where attempt_id = $1', [input.attemptId]);
    const points = new Map(answers.map((row) => [row.question_id, row.points === null ? null : Number(row.points)]));
    const graded = questions.map((row) => ({ points: points.has(row.id) ? points.get(row.id)! : 0, maxPoints: Number(row.points) }));
    const { score, pending } = scoreOf(graded);
    const passMark = Number(attempt.pass_score ?? attempt.pass_mark ?? 60);
    const state = attemptState(score, pending, passMark);
    await tx.query('update class_exam_attempts set score = $2, state = $3 where id = $1', [input.attemptId, score, state]);
    const [item] = await tx.query<ItemRow>(`select ${ITEM_COLUMNS} from ${ITEM_FROM} where ans.attempt_id = $1 and ans.question_id = $2`, [input.attemptId, input.questionId]);
    return { item: toItem(item!), attempt: { attemptId: input.attemptId, state, score } };
  });
}
