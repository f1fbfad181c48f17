import type { SurveyQuestion } from '@academy/rules';
import type { Queryable } from '../../db/index.ts';
import { notFound } from '../../http/errors.ts';
import { classIdParam } from '../classes/access.ts';
import { surveyRefusals } from './refusals.ts';

/** A questionnaire row with what every answer about it shows: its class's title and the school's time zone. */
export type QuestionnaireRow = {
  id: string;
  class_id: string;
  school_id: string;
  title: string;
  description: string;
  anonymous: boolean;
  opens_at: Date;
  closes_at: Date;
  class_title: string;
  time_zone: string;
};

/**
 * The questionnaire `qid` of the school (and of `classId` when given), else 404: a questionnaire of another school or
 * class is never revealed. A malformed id is a 400.
 */
export async function findQuestionnaire(db: Queryable, schoolId: string, qid: string | undefined, classId?: string): Promise<QuestionnaireRow> {
  const id = classIdParam(qid, 'qid');
  const [row] = await db.query<QuestionnaireRow>(
    `select q.id, q.class_id, q.school_id, q.title, q.description, q.anonymous, q.opens_at, q.closes_at, c.title as class_title, s.time_zone
     from questionnaires q join classes c on c.id = q.class_id join schools s on s.id = q.school_id
     where q.id = $1 and q.school_id = $2 and ($3::text is null or q.class_id = $3)`,
    [id, schoolId, classId ?? null],
  );
  if (!row) throw notFound(surveyRefusals.noSuchQuestionnaire);
  return row;
}

export type SurveyState = 'notOpen' | 'open' | 'closed';

/** Open from opens_at (inclusive) until closes_at (exclusive), against the moment of the request. */
export function surveyState(row: { opens_at: Date; closes_at: Date }, now = Date.now()): SurveyState {
  if (now < new Date(row.opens_at).getTime()) return 'notOpen';
  if (now >= new Date(row.closes_at).getTime()) return 'closed';
  return 'open';
}

export const iso = (value: Date | string | null | undefined): string | null => (value == null ? null : new Date(value).toISOString());

/** What every questionnaire summary starts with (the learner's and the teacher's), and the SQL columns it reads. */
export type SummaryBaseRow = { id: string; class_id: string; title: string; anonymous: boolean; opens_at: Date; closes_at: Date; question_count: number };
export const SUMMARY_BASE_COLUMNS = `q.id, q.class_id, q.title, q.anonymous, q.opens_at, q.closes_at,
    (select count(*)::int from survey_questions sq where sq.questionnaire_id = q.id) as question_count`;
export const summaryBase = (row: SummaryBaseRow, now: number) => ({
  id: row.id,
  classId: row.class_id,
  title: row.title,
  anonymous: row.anonymous,
  opensAt: iso(row.opens_at)!,
  closesAt: iso(row.closes_at)!,
  state: surveyState(row, now),
  questionCount: row.question_count,
});

type QuestionRow = { id: string; kind: SurveyQuestion['kind']; title: string; required: boolean; max_length: number | null; options: { id: string; label: string }[] | null };

/** The questions in order, each choice question with its options in order (the shape the answer rule checks). */
export async function loadQuestions(db: Queryable, questionnaireId: string): Promise<SurveyQuestion[]> {
  const rows = await db.query<QuestionRow>(
    `select q.id, q.kind, q.title, q.required, q.max_length,
       (select json_agg(json_build_object('id', o.id, 'label', o.label) order by o.position) from survey_options o where o.question_id = q.id) as options
     from survey_questions q where q.questionnaire_id = $1 order by q.position`,
    [questionnaireId],
  );
  return rows.map((row) => ({
    id: row.id,
    kind: row.kind,
    title: row.title,
    required: row.required,
    ...(row.kind === 'single' || row.kind === 'multiple' ? { options: row.options ?? [] } : {}),
    ...(row.kind === 'text' ? { maxLength: row.max_length } : {}),
  }));
}

/**
 * `from` and `where` of the learners enrolled in a class now: enrolment status 1 and a valid learner of the school
 * (never staff, even one who was enrolled as a learner before). Aliases: `e` the enrolment, `u` the user.
 */
export const enrolledLearnersSql = (classParam: string) =>
  `class_enrolments e join users u on u.id = e.user_id join members m on m.school_id = e.school_id and m.user_id = e.user_id and m.is_valid and m.role = 'learner'
   where e.class_id = ${classParam} and e.status = 1`;
