import { randomUUID } from 'node:crypto';
import { answerProblems } from '@academy/contract';
import type { SurveyAnswers, SurveyQuestion } from '@academy/rules';
import type { Database } from '../../db/index.ts';
import { ApiError } from '../../http/errors.ts';
import { defineMessages, say, type Words } from '../../http/words.ts';
import { loadQuestions, surveyState, type QuestionnaireRow } from './questionnaires.ts';
import { surveyRefusals } from './refusals.ts';

const refusals = defineMessages({
  closed: { id: 'server.surveys.closed', defaultMessage: 'This questionnaire is closed.' },
  needAttention: { id: 'server.surveys.answersNeedAttention', defaultMessage: 'Some answers need attention: {problems}' },
  alreadyAnswered: { id: 'server.surveys.alreadyAnswered', defaultMessage: 'You have already answered this questionnaire.' },
});

const conflict = (words: Words) => new ApiError(409, words);

type Item = { questionId: string; optionId: string | null; rating: number | null; text: string | null };

/** The answers as rows: one per chosen option, rating or (trimmed) text; unanswered optional questions none. */
function itemsOf(questions: SurveyQuestion[], answers: SurveyAnswers): Item[] {
  const items: Item[] = [];
  for (const question of questions) {
    const value = answers[question.id];
    if (value === null || value === undefined) continue;
    if (question.kind === 'multiple' && Array.isArray(value)) for (const optionId of value) items.push({ questionId: question.id, optionId, rating: null, text: null });
    else if (question.kind === 'single' && typeof value === 'string') items.push({ questionId: question.id, optionId: value, rating: null, text: null });
    else if (question.kind === 'rating' && typeof value === 'number') items.push({ questionId: question.id, optionId: null, rating: value, text: null });
    else if (question.kind === 'text' && typeof value === 'string' && value.trim()) items.push({ questionId: question.id, optionId: null, rating: null, text: value.trim() });
  }
  return items;
}

/**
 * Stores a learner's answers once: the window is checked, the answers are checked with the form's own rule (400 with
 * a problem per question), then respondent, response and items go in one transaction. The respondent's primary key
 * decides a race (two tabs at once): the second insert finds the first and the whole transaction is undone (409).
 * An anonymous response gets neither the user nor the time.
 */
export async function submitAnswers(db: Database, questionnaire: QuestionnaireRow, userId: string, answers: SurveyAnswers): Promise<{ answerTimes: 1; submittedAt: string }> {
  const state = surveyState(questionnaire);
  if (state === 'notOpen') throw conflict(surveyRefusals.notOpenYet);
  if (state === 'closed') throw conflict(refusals.closed);
  const questions = await loadQuestions(db, questionnaire.id);
  const problems = answerProblems(questions, answers);
  if (problems.length) throw new ApiError(400, say(refusals.needAttention, { problems: problems.map((p) => `${p.path}: ${p.message}`).join('; ') }), problems);

  const items = itemsOf(questions, answers);
  const submittedAt = new Date();
  const responseId = randomUUID();
  await db.transaction(async (tx) => {
    const stored = await tx.query(
      'insert into survey_respondents (questionnaire_id, user_id, school_id, submitted_at) values ($1, $2, $3, $4) on conflict do nothing returning user_id',
      [questionnaire.id, userId, questionnaire.school_id, submittedAt],
    );
    if (!stored.length) throw conflict(refusals.alreadyAnswered);
    const named = !questionnaire.anonymous;
    await tx.query('insert into survey_responses (id, questionnaire_id, school_id, user_id, submitted_at) values ($1, $2, $3, $4, $5)', [
      responseId, questionnaire.id, questionnaire.school_id, named ? userId : null, named ? submittedAt : null,
    ]);
    if (!items.length) return;
    await tx.query(
      `insert into survey_answer_items (response_id, question_id, school_id, option_id, rating, text)
       select $1, x.question_id, $2, x.option_id, x.rating, x.text
       from unnest($3::text[], $4::text[], $5::smallint[], $6::text[]) as x(question_id, option_id, rating, text)`,
      [responseId, questionnaire.school_id, items.map((i) => i.questionId), items.map((i) => i.optionId), items.map((i) => i.rating), items.map((i) => i.text)],
    );
  });
  return { answerTimes: 1, submittedAt: submittedAt.toISOString() };
}
