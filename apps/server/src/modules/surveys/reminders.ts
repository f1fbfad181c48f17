import { SURVEY_LIMITS } from '@academy/rules';
import type { Database } from '../../db/index.ts';
import { ApiError, notFound } from '../../http/errors.ts';
import { defineMessages } from '../../http/words.ts';
import { newNumericId } from '../classes/ids.ts';
import { enrolledLearnersSql, surveyState, type QuestionnaireRow } from './questionnaires.ts';
import { surveyRefusals } from './refusals.ts';
import { insertNotifications } from '../notifications/notices.ts';
import { surveyReminderNotices } from '../notifications/producers.ts';

const refusals = defineMessages({
  closed: { id: 'server.surveys.closedNothingToRemind', defaultMessage: 'This questionnaire is closed: there is nothing to remind of.' },
});

const INTERVAL = `${SURVEY_LIMITS.reminderIntervalHours} hours`;

/**
 * Reminds the learners enrolled now who have not answered and were not reminded in the last 24 hours, with one
 * insert (one batch). The questionnaire row is locked first, so two sends at once run one after the other and the
 * second finds the first's reminders. A reminder is what the learner sees as `remindedAt` in their list, and a
 * notification (issue 31) made in the same transaction: `notificationIds` are for the caller to e-mail once committed.
 */
export async function sendReminders(db: Database, questionnaire: QuestionnaireRow, sentBy: string) {
  const state = surveyState(questionnaire);
  if (state !== 'open') throw new ApiError(409, state === 'closed' ? refusals.closed : surveyRefusals.notOpenYet);
  const sentAt = new Date();
  const batchId = newNumericId();
  return db.transaction(async (tx) => {
    const [locked] = await tx.query('select id from questionnaires where id = $1 for update', [questionnaire.id]);
    if (!locked) throw notFound(surveyRefusals.noSuchQuestionnaire);
    const pending = `from ${enrolledLearnersSql('$2')} and not exists (select 1 from survey_respondents r where r.questionnaire_id = $1 and r.user_id = e.user_id)`;
    const recent = `exists (select 1 from survey_reminders s where s.questionnaire_id = $1 and s.user_id = e.user_id and s.sent_at > $3::timestamptz - $4::interval)`;
    const [skipped] = await tx.query<{ n: number }>(`select count(*)::int as n ${pending} and ${recent}`, [questionnaire.id, questionnaire.class_id, sentAt, INTERVAL]);
    const reminded = await tx.query<{ name: string; user_id: string }>(
      `with sent as (
         insert into survey_reminders (batch_id, questionnaire_id, user_id, school_id, sent_by, sent_at)
         select $5, $1, e.user_id, e.school_id, $6, $3 ${pending} and not ${recent}
         returning user_id)
       select coalesce(u.real_name, u.nick_name, sent.user_id) as name, sent.user_id from sent join users u on u.id = sent.user_id order by 1`,
      [questionnaire.id, questionnaire.class_id, sentAt, INTERVAL, batchId, sentBy],
    );
    const notificationIds = await insertNotifications(tx, surveyReminderNotices(questionnaire, batchId, reminded.map((row) => row.user_id)));
    return {
      notificationIds,
      reminded: reminded.length,
      skippedRecent: skipped?.n ?? 0,
      names: questionnaire.anonymous ? [] : reminded.map((row) => row.name),
      sentAt: sentAt.toISOString(),
    };
  });
}
