import type { SurveyQuestion } from '@academy/rules';
import type { Queryable } from '../../db/index.ts';
import { SqlParams } from '../classes/access.ts';
import { attachmentDisposition, csvStream } from '../classes/export.ts';
import type { QuestionnaireRow } from './questionnaires.ts';

/**
 * A questionnaire's answers as CSV, one row per response and one column per question, streamed in keyset pages like
 * the roster (classes/export.ts): UTF-8 with a BOM, formulas escaped, line breaks always quoted. Named: the learner's
 * name and the time first. Anonymous: neither, and the rows in the order of the responses' random ids — not the order
 * they arrived in, which could be matched against who answered when.
 */
export const EXPORT_PAGE = 500;

type ItemJson = { q: string; o: string | null; r: number | null; t: string | null };
type ResponseRow = { id: string; cursor_at: string | null; name: string | null; submitted: string | null; items: ItemJson[] | string | null };

async function* responsePages(db: Queryable, questionnaire: QuestionnaireRow): AsyncGenerator<ResponseRow[]> {
  const named = !questionnaire.anonymous;
  let after: { at: string | null; id: string } | null = null;
  for (;;) {
    const params = new SqlParams();
    const id = params.add(questionnaire.id);
    const columns = named
      ? `coalesce(u.real_name, u.nick_name, s.user_id) as name, to_char(s.submitted_at at time zone ${params.add(questionnaire.time_zone)}, 'YYYY-MM-DD HH24:MI') as submitted`
      : 'null as name, null as submitted';
    const keyset = !after ? 'true' : named ? `(s.submitted_at, s.id) > (${params.add(after.at)}::timestamptz, ${params.add(after.id)}::uuid)` : `s.id > ${params.add(after.id)}::uuid`;
    const rows: ResponseRow[] = await db.query<ResponseRow>(
      `select s.id::text as id, s.submitted_at::text as cursor_at, ${columns},
         (select json_agg(json_build_object('q', i.question_id, 'o', i.option_id, 'r', i.rating, 't', i.text)) from survey_answer_items i where i.response_id = s.id) as items
       from survey_responses s left join users u on u.id = s.user_id
       where s.questionnaire_id = ${id} and ${keyset}
       order by ${named ? 's.submitted_at, s.id' : 's.id'} limit ${EXPORT_PAGE}`,
      params.values,
    );
    if (rows.length) yield rows;
    if (rows.length < EXPORT_PAGE) return;
    const last = rows.at(-1)!;
    after = { at: last.cursor_at, id: last.id };
  }
}

const questionHeader = (question: SurveyQuestion, index: number) => `${index + 1}. ${question.title}`;

/** One cell per question: the chosen option's label, the labels of several joined by "; ", the rating, the text. */
function cellsOf(questions: SurveyQuestion[], row: ResponseRow): (string | number)[] {
  const items: ItemJson[] = typeof row.items === 'string' ? JSON.parse(row.items) : (row.items ?? []);
  return questions.map((question) => {
    const mine = items.filter((item) => item.q === question.id);
    if (!mine.length) return '';
    if (question.kind === 'rating') return Number(mine[0]!.r);
    if (question.kind === 'text') return mine[0]!.t ?? '';
    const options = question.options ?? [];
    const chosen = new Set(mine.map((item) => item.o));
    return options.filter((option) => chosen.has(option.id)).map((option) => option.label).join('; ');
  });
}

function answersCsv(db: Queryable, questionnaire: QuestionnaireRow, questions: SurveyQuestion[]): ReadableStream<Uint8Array> {
  const named = !questionnaire.anonymous;
  const headers = [...(named ? ['Name', `Submitted at (${questionnaire.time_zone})`] : []), ...questions.map(questionHeader)];
  return csvStream(headers, responsePages(db, questionnaire), (row: ResponseRow) => [...(named ? [row.name ?? '', row.submitted ?? ''] : []), ...cellsOf(questions, row)]);
}

/** The streamed CSV download as an HTTP response, named after the questionnaire (RFC 5987). */
export function resultsResponse(db: Queryable, questionnaire: QuestionnaireRow, questions: SurveyQuestion[]): Response {
  const safeTitle = questionnaire.title.replace(/[\p{Cc}/\\]/gu, ' ').trim().slice(0, 80) || questionnaire.id;
  return new Response(answersCsv(db, questionnaire, questions), {
    headers: {
      'content-type': 'text/csv; charset=utf-8',
      'content-disposition': attachmentDisposition(`${safeTitle} - answers.csv`),
      'cache-control': 'no-store',
      'x-content-type-options': 'nosniff',
    },
  });
}
