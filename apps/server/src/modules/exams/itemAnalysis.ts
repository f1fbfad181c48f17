import type { ItemAnalysis } from '@academy/contract';
import type { Queryable } from '../../db/index.ts';
import { questionsOf } from './attempts.ts';

/**
 * Item analysis (issue 33): over the class's submitted attempts at an exam, per question how often each choice was
 * picked (true and false count as the two choices of a true/false question) and the share answered right. Counted in
 * the database; a short answer counts as right once marked with all its points.
 */
const SUBMITTED = `from exam_attempt_answers x join class_exam_attempts a on a.id = x.attempt_id
  where a.school_id = $1 and a.class_id = $2 and a.exam_id = $3 and a.state <> 'inProgress'`;

export async function itemAnalysis(db: Queryable, schoolId: string, classId: string, examId: string, title: string): Promise<ItemAnalysis> {
  const args = [schoolId, classId, examId];
  const [questions, [attempts], totals, picks] = await Promise.all([
    questionsOf(db, schoolId, examId),
    db.query<{ n: number }>(`select count(*)::int as n from class_exam_attempts a where a.school_id = $1 and a.class_id = $2 and a.exam_id = $3 and a.state <> 'inProgress'`, args),
    db.query<{ question_id: string; answered: number; correct: number }>(
      `select x.question_id, count(*)::int as answered, count(*) filter (where x.points >= q.points)::int as correct
         ${SUBMITTED.replace('where', 'join exam_questions q on q.id = x.question_id where')} group by x.question_id`,
      args,
    ),
    db.query<{ question_id: string; pick: string; n: number }>(
      `select x.question_id, p.pick, count(*)::int as n ${SUBMITTED.replace('where', `cross join lateral (
          select jsonb_array_elements_text(coalesce(x.answer -> 'choiceIds', '[]'::jsonb)) as pick
          union all select x.answer ->> 'value' where x.answer ? 'value') p where`)} group by x.question_id, p.pick`,
      args,
    ),
  ]);
  const submitted = attempts?.n ?? 0;
  const totalOf = new Map(totals.map((row) => [row.question_id, row]));
  const picked = new Map(picks.map((row) => [`${row.question_id}:${row.pick}`, row.n]));
  return {
    examId,
    title,
    submitted,
    questions: questions.map((question, index) => {
      const total = totalOf.get(question.id);
      const correct = total?.correct ?? 0;
      const options = question.kind === 'trueFalse' ? [{ id: 'true', text: 'true' }, { id: 'false', text: 'false' }] : question.choices;
      return {
        questionId: question.id,
        position: index + 1,
        kind: question.kind,
        prompt: question.prompt,
        answered: total?.answered ?? 0,
        correct,
        correctShare: submitted > 0 ? correct / submitted : null,
        choices: options.map((choice) => ({ id: choice.id, text: choice.text, isCorrect: (question.correct ?? []).includes(choice.id), picked: picked.get(`${question.id}:${choice.id}`) ?? 0 })),
      };
    }),
  };
}
