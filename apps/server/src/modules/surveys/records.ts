import type { FeedbackRecords } from '@academy/contract';
import type { Queryable } from '../../db/index.ts';
import { enrolledLearnersSql, iso, type QuestionnaireRow } from './questionnaires.ts';

type PersonRow = { user_id: string; name: string | null; at: Date | null };
type BatchRow = { sent_at: Date; sent_by: string | null; count: number; names: string[] | null };

/**
 * Who answered, who has not, and every reminder batch. For an anonymous questionnaire only the counts: the list of
 * who answered (or who did not, or who was reminded) would narrow down who wrote which answer.
 */
export async function feedbackRecords(db: Queryable, questionnaire: QuestionnaireRow): Promise<FeedbackRecords> {
  const qid = questionnaire.id;
  const named = !questionnaire.anonymous;
  const [[counts], respondents, pending, batches] = await Promise.all([
    db.query<{ enrolled: number; responses: number }>(
      `select (select count(*)::int from ${enrolledLearnersSql('$2')}) as enrolled, (select count(*)::int from survey_respondents where questionnaire_id = $1) as responses`,
      [qid, questionnaire.class_id],
    ),
    named
      ? db.query<PersonRow>(
          `select r.user_id, coalesce(u.real_name, u.nick_name) as name, r.submitted_at as at from survey_respondents r join users u on u.id = r.user_id
           where r.questionnaire_id = $1 order by r.submitted_at, r.user_id`,
          [qid],
        )
      : Promise.resolve([]),
    named
      ? db.query<PersonRow>(
          `select e.user_id, coalesce(u.real_name, u.nick_name) as name,
             (select max(sent_at) from survey_reminders s where s.questionnaire_id = $1 and s.user_id = e.user_id) as at
           from ${enrolledLearnersSql('$2')} and not exists (select 1 from survey_respondents r where r.questionnaire_id = $1 and r.user_id = e.user_id)
           order by coalesce(u.real_name, u.nick_name), e.user_id`,
          [qid, questionnaire.class_id],
        )
      : Promise.resolve([]),
    db.query<BatchRow>(
      `select max(r.sent_at) as sent_at, min(coalesce(s.real_name, s.nick_name, r.sent_by)) as sent_by, count(*)::int as count,
         ${named ? 'array_agg(coalesce(u.real_name, u.nick_name, r.user_id) order by coalesce(u.real_name, u.nick_name, r.user_id))' : 'null::text[]'} as names
       from survey_reminders r join users u on u.id = r.user_id left join users s on s.id = r.sent_by
       where r.questionnaire_id = $1 group by r.batch_id order by max(r.sent_at) desc, r.batch_id desc`,
      [qid],
    ),
  ]);
  return {
    questionnaireId: qid,
    anonymous: questionnaire.anonymous,
    enrolledCount: counts?.enrolled ?? 0,
    responseCount: counts?.responses ?? 0,
    respondents: respondents.map((row) => ({ userId: row.user_id, name: row.name, submittedAt: iso(row.at)! })),
    pending: pending.map((row) => ({ userId: row.user_id, name: row.name, lastRemindedAt: iso(row.at) })),
    reminders: batches.map((row) => ({ sentAt: iso(row.sent_at)!, sentBy: row.sent_by, count: row.count, names: named ? (row.names ?? []) : [] })),
  };
}
