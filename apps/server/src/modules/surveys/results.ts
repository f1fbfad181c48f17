import { surveyEndpoints, type QuestionnaireResults, type QuestionResult, type TeacherQuestionnaireSummary } from '@academy/contract';
import { SURVEY_LIMITS } from '@academy/rules';
import type { Queryable } from '../../db/index.ts';
import { enrolledLearnersSql, iso, loadQuestions, SUMMARY_BASE_COLUMNS, summaryBase, type QuestionnaireRow, type SummaryBaseRow } from './questionnaires.ts';

type TeacherRow = SummaryBaseRow & {
  response_count: number;
  enrolled_count: number;
  enrolled_responded: number;
  last_reminder_at: Date | null;
};

/** Response rate against the learners enrolled now: those of them who answered (a learner who left still counts as a response). */
const TEACHER_SQL = `select ${SUMMARY_BASE_COLUMNS},
    (select count(*)::int from survey_respondents r where r.questionnaire_id = q.id) as response_count,
    (select count(*)::int from ${enrolledLearnersSql('q.class_id')}) as enrolled_count,
    (select count(*)::int from ${enrolledLearnersSql('q.class_id')} and exists (select 1 from survey_respondents r where r.questionnaire_id = q.id and r.user_id = e.user_id)) as enrolled_responded,
    (select max(m.sent_at) from survey_reminders m where m.questionnaire_id = q.id) as last_reminder_at
  from questionnaires q`;

const toTeacherSummary = (row: TeacherRow, now: number): TeacherQuestionnaireSummary => ({
  ...summaryBase(row, now),
  enrolledCount: row.enrolled_count,
  responseCount: row.response_count,
  responseRate: row.enrolled_count ? Math.round((100 * row.enrolled_responded) / row.enrolled_count) : 0,
  lastReminderAt: iso(row.last_reminder_at),
});

/** The class's questionnaires with response rates, newest window first. */
export async function teacherSummaries(db: Queryable, classId: string): Promise<TeacherQuestionnaireSummary[]> {
  const rows = await db.query<TeacherRow>(`${TEACHER_SQL} where q.class_id = $1 order by q.opens_at desc, q.id`, [classId]);
  const now = Date.now();
  return rows.map((row) => toTeacherSummary(row, now));
}

async function teacherSummary(db: Queryable, questionnaireId: string): Promise<TeacherQuestionnaireSummary> {
  const [row] = await db.query<TeacherRow>(`${TEACHER_SQL} where q.id = $1`, [questionnaireId]);
  return toTeacherSummary(row!, Date.now());
}

/** An anonymous questionnaire shows nothing until enough learners answered that no answer points at a person. */
export const resultsHidden = (anonymous: boolean, responseCount: number) => anonymous && responseCount < SURVEY_LIMITS.anonymousResultsMin;

export const exportPath = (questionnaire: QuestionnaireRow) =>
  `${surveyEndpoints.exportResults.path.replace(':id', questionnaire.class_id).replace(':qid', questionnaire.id)}?tenantId=${questionnaire.school_id}`;

type CountRow = { question_id: string; id: string; label: string; count: number };
type TextRow = { question_id: string; text: string; who: string | null; at: Date | null };

/**
 * Results per question, counted in SQL: every option and every rating 1–5 with its count (zero rows included),
 * the mean rating, the free texts. Named: who wrote a text and when. Anonymous: neither, and the texts in the
 * order of the responses' random ids, which says nothing about who answered when.
 */
async function questionResults(db: Queryable, questionnaire: QuestionnaireRow): Promise<QuestionResult[]> {
  const questions = await loadQuestions(db, questionnaire.id);
  const qid = questionnaire.id;
  const [choices, ratings, answered, texts] = await Promise.all([
    db.query<CountRow>(
      `select o.question_id, o.id, o.label, count(i.option_id)::int as count
       from survey_options o join survey_questions q on q.id = o.question_id left join survey_answer_items i on i.question_id = o.question_id and i.option_id = o.id
       where q.questionnaire_id = $1 group by o.question_id, o.id, o.label, o.position order by o.question_id, o.position`,
      [qid],
    ),
    db.query<CountRow>(
      `select q.id as question_id, g.n::text as id, g.n::text as label, count(i.rating)::int as count
       from survey_questions q cross join generate_series(${SURVEY_LIMITS.rating.min}, ${SURVEY_LIMITS.rating.max}) as g(n)
         left join survey_answer_items i on i.question_id = q.id and i.rating = g.n
       where q.questionnaire_id = $1 and q.kind = 'rating' group by q.id, g.n order by q.id, g.n`,
      [qid],
    ),
    db.query<{ question_id: string; n: number }>(
      'select i.question_id, count(distinct i.response_id)::int as n from survey_answer_items i join survey_questions q on q.id = i.question_id where q.questionnaire_id = $1 group by i.question_id',
      [qid],
    ),
    questionnaire.anonymous
      ? db.query<TextRow>(
          `select i.question_id, i.text, null as who, null as at from survey_answer_items i join survey_responses s on s.id = i.response_id
           where s.questionnaire_id = $1 and i.text is not null order by s.id`,
          [qid],
        )
      : db.query<TextRow>(
          `select i.question_id, i.text, coalesce(u.real_name, u.nick_name, s.user_id) as who, s.submitted_at as at
           from survey_answer_items i join survey_responses s on s.id = i.response_id left join users u on u.id = s.user_id
           where s.questionnaire_id = $1 and i.text is not null order by s.submitted_at, s.id`,
          [qid],
        ),
  ]);
  const answeredBy = new Map(answered.map((row) => [row.question_id, row.n]));
  return questions.map((question): QuestionResult => {
    const rows = (question.kind === 'rating' ? ratings : question.kind === 'text' ? [] : choices).filter((row) => row.question_id === question.id);
    const count = answeredBy.get(question.id) ?? 0;
    const sum = question.kind === 'rating' ? rows.reduce((total, row) => total + Number(row.id) * row.count, 0) : 0;
    return {
      questionId: question.id,
      kind: question.kind,
      title: question.title,
      answered: count,
      rows: rows.map((row) => ({ id: row.id, label: row.label, count: row.count })),
      mean: question.kind === 'rating' && count ? Math.round((sum / count) * 100) / 100 : null,
      texts: texts.filter((row) => row.question_id === question.id).map((row) => ({ text: row.text, who: row.who, at: iso(row.at) })),
    };
  });
}

export async function questionnaireResults(db: Queryable, questionnaire: QuestionnaireRow): Promise<QuestionnaireResults> {
  const summary = await teacherSummary(db, questionnaire.id);
  const hidden = resultsHidden(questionnaire.anonymous, summary.responseCount);
  return {
    ...summary,
    classTitle: questionnaire.class_title,
    timeZone: questionnaire.time_zone,
    resultsHidden: hidden,
    minimumAnswers: questionnaire.anonymous ? SURVEY_LIMITS.anonymousResultsMin : 0,
    questions: hidden ? [] : await questionResults(db, questionnaire),
    exportUrl: hidden ? null : exportPath(questionnaire),
  };
}
