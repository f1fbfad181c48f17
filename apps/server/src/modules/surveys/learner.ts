import type { LearnerQuestionnaire, LearnerQuestionnaireSummary } from '@academy/contract';
import type { SurveyAnswers, SurveyQuestion } from '@academy/rules';
import type { Queryable } from '../../db/index.ts';
import { iso, loadQuestions, SUMMARY_BASE_COLUMNS, summaryBase, type QuestionnaireRow, type SummaryBaseRow } from './questionnaires.ts';

type SummaryRow = SummaryBaseRow & {
  submitted_at: Date | null;
  reminded_at: Date | null;
};

const SUMMARY_SQL = `select ${SUMMARY_BASE_COLUMNS},
    r.submitted_at,
    (select max(m.sent_at) from survey_reminders m where m.questionnaire_id = q.id and m.user_id = $2) as reminded_at
  from questionnaires q left join survey_respondents r on r.questionnaire_id = q.id and r.user_id = $2`;

const toSummary = (row: SummaryRow, now: number): LearnerQuestionnaireSummary => ({
  ...summaryBase(row, now),
  answerTimes: row.submitted_at ? 1 : 0,
  submittedAt: iso(row.submitted_at),
  remindedAt: iso(row.reminded_at),
});

/** The class's questionnaires with the caller's answer state and newest reminder, newest window first. */
export async function learnerSummaries(db: Queryable, classId: string, userId: string): Promise<LearnerQuestionnaireSummary[]> {
  const rows = await db.query<SummaryRow>(`${SUMMARY_SQL} where q.class_id = $1 order by q.opens_at desc, q.id`, [classId, userId]);
  const now = Date.now();
  return rows.map((row) => toSummary(row, now));
}

type ItemRow = { question_id: string; option_id: string | null; rating: number | null; text: string | null };

/** The caller's own answers of a named questionnaire, as the form holds them (multiple choice in option order). */
async function myAnswers(db: Queryable, questionnaireId: string, userId: string, questions: SurveyQuestion[]): Promise<SurveyAnswers | null> {
  const [response] = await db.query<{ id: string }>('select id from survey_responses where questionnaire_id = $1 and user_id = $2', [questionnaireId, userId]);
  if (!response) return null;
  const items = await db.query<ItemRow>('select question_id, option_id, rating, text from survey_answer_items where response_id = $1', [response.id]);
  const answers: SurveyAnswers = {};
  for (const question of questions) {
    const mine = items.filter((item) => item.question_id === question.id);
    if (!mine.length) {
      answers[question.id] = null;
      continue;
    }
    const order = (question.options ?? []).map((option) => option.id);
    if (question.kind === 'multiple') answers[question.id] = mine.map((item) => item.option_id!).sort((a, b) => order.indexOf(a) - order.indexOf(b));
    else if (question.kind === 'single') answers[question.id] = mine[0]!.option_id;
    else if (question.kind === 'rating') answers[question.id] = Number(mine[0]!.rating);
    else answers[question.id] = mine[0]!.text;
  }
  return answers;
}

/** One questionnaire with its questions, as the caller sees it; their own answers when it is named. */
export async function learnerDetail(db: Queryable, questionnaire: QuestionnaireRow, userId: string): Promise<LearnerQuestionnaire> {
  const [row] = await db.query<SummaryRow>(`${SUMMARY_SQL} where q.id = $1`, [questionnaire.id, userId]);
  const questions = await loadQuestions(db, questionnaire.id);
  // An anonymous response carries no user: there is nothing to find, by design.
  const answers = !questionnaire.anonymous && row!.submitted_at ? await myAnswers(db, questionnaire.id, userId, questions) : null;
  return {
    ...toSummary(row!, Date.now()),
    classTitle: questionnaire.class_title,
    description: questionnaire.description,
    timeZone: questionnaire.time_zone,
    questions,
    myAnswers: answers,
  };
}
