import type { GradebookExam, GradebookRow } from '@academy/contract';
import { LOCALES, type LocaleCode } from '@academy/rules';
import type { Queryable } from '../../db/index.ts';
import { csvStream, fileResponse, fileTitle, xlsxStream } from '../classes/export.ts';
import { gradebookHeaders, gradebookTexts } from './headers.ts';
import { gradebookRows, learnerPage, type GradebookFilter } from './queries.ts';

/**
 * The gradebook as a file (issue 33): the same filtered and sorted view as the page, streamed in pages of 500 with
 * the roster's writers (classes/export.ts): CSV in UTF-8 with a BOM and formulas escaped, or XLSX; headers in the
 * caller's language, an Arabic sheet right to left. A learner's name like "=cmd()" stays text.
 */
export const EXPORT_PAGE = 500;

async function* pages(db: Queryable, input: { classId: string; schoolId: string; exams: GradebookExam[]; filter: GradebookFilter }): AsyncGenerator<GradebookRow[]> {
  const examIds = input.exams.map((exam) => exam.examId);
  for (let offset = 0; ; offset += EXPORT_PAGE) {
    const learners = await learnerPage(db, { classId: input.classId, schoolId: input.schoolId, examIds, filter: input.filter, limit: EXPORT_PAGE, offset });
    if (learners.length) yield await gradebookRows(db, input.classId, input.schoolId, examIds, learners);
    if (learners.length < EXPORT_PAGE) return;
  }
}

export function gradebookResponse(db: Queryable, input: { classId: string; schoolId: string; title: string; exams: GradebookExam[]; filter: GradebookFilter; format: 'csv' | 'xlsx'; locale: LocaleCode }): Response {
  const texts = gradebookTexts(input.locale);
  const headers = gradebookHeaders(input.locale, input.exams.map((exam) => exam.name));
  const cells = (row: GradebookRow): unknown[] => [
    row.userId, row.name ?? '', row.account ?? '', row.progress, row.checkIns,
    ...input.exams.flatMap((exam) => {
      const cell = row.exams[exam.examId];
      return cell ? [cell.best ?? '', cell.attempts, cell.switches, cell.pending, cell.passed ? texts.yes : texts.no] : ['', 0, 0, 0, texts.no];
    }),
  ];
  const rows = pages(db, input);
  const body =
    input.format === 'csv'
      ? csvStream(headers, rows, cells)
      : xlsxStream({ headers, pages: rows, cells, sheetName: texts.sheet, rightToLeft: LOCALES[input.locale].dir === 'rtl' });
  return fileResponse(body, `${fileTitle(input.title, input.classId)} - gradebook.${input.format}`, input.format);
}
