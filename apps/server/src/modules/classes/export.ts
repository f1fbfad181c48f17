import { once } from 'node:events';
import { PassThrough, Readable } from 'node:stream';
import { stringify } from 'csv-stringify/sync';
import ExcelJS from 'exceljs';
import { LOCALES, type LocaleCode } from '@academy/rules';
import type { Queryable } from '../../db/index.ts';
import { rosterHeaders, rosterSheetName } from './rosterHeaders.ts';

/**
 * The roster as a file, streamed: rows come from the database in keyset pages of 1,000 (by user id, on the
 * enrolments' primary key) and leave as soon as they are formatted, so 10,000 learners never sit in memory at once.
 * CSV: UTF-8 with a BOM (Excel then reads Chinese and Arabic names right) and csv-stringify's `escape_formulas`,
 * which puts a ' before any cell starting with = + - @, a tab or a carriage return (and their full-width forms),
 * so no cell runs as a formula; a cell holding a line break is always quoted (csv-stringify 6.9 leaves a lone
 * carriage return bare, which would split the row). XLSX: exceljs's streaming writer without shared strings (which would grow with
 * every row); its cells are plain strings, numbers and dates, never formulas; right to left in a right-to-left language.
 */
export const ROSTER_PAGE = 1000;

type RosterRow = { user_id: string; name: string | null; email: string | null; progress: number; enrolled_at: string };

async function* rosterPages(db: Queryable, classId: string, timeZone: string): AsyncGenerator<RosterRow[]> {
  let after = '';
  for (;;) {
    const rows = await db.query<RosterRow>(
      `select e.user_id, coalesce(u.real_name, u.nick_name) as name, u.email, e.progress,
         to_char(e.enrolled_at at time zone $3, 'YYYY-MM-DD HH24:MI') as enrolled_at
       from class_enrolments e join users u on u.id = e.user_id
       where e.class_id = $1 and e.status = 1 and e.user_id > $2 order by e.user_id limit ${ROSTER_PAGE}`,
      [classId, after, timeZone],
    );
    if (rows.length) yield rows;
    if (rows.length < ROSTER_PAGE) return;
    after = rows.at(-1)!.user_id;
  }
}

const rosterCells = (row: RosterRow) => [row.user_id, row.name ?? '', row.email ?? '', Number(row.progress), row.enrolled_at];

/**
 * The enrolment time as a spreadsheet date: the school's wall-clock time (the column header names the zone), written
 * as a date whose UTC fields are that time, because a spreadsheet date has no zone and exceljs reads a Date in UTC.
 */
const wallClockDate = (text: string) => new Date(`${text.replace(' ', 'T')}:00Z`);
const xlsxCells = (row: RosterRow) => [row.user_id, row.name ?? '', row.email ?? '', Number(row.progress), wallClockDate(row.enrolled_at)];
/** How the date column shows: ISO order, read the same in every language. */
const DATE_FORMAT = 'yyyy-mm-dd hh:mm';

/**
 * A CSV file streamed from pages of rows, with the rules above (BOM, escaped formulas, quoted line breaks). Pull-based:
 * the next page is read only when the client has taken the previous one (backpressure).
 */
export function csvStream<T>(headers: readonly string[], pages: AsyncGenerator<T[]>, cells: (row: T) => unknown[]): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  let started = false;
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      const { value, done } = await pages.next();
      const first = !started;
      started = true;
      if (done && !first) return controller.close();
      const records = (value ?? []).map(cells);
      const text = stringify(first ? [headers, ...records] : records, { bom: first, escape_formulas: true, record_delimiter: 'windows', quoted_match: /[\r\n]/ });
      controller.enqueue(encoder.encode(text));
      if (done) controller.close();
    },
    async cancel() {
      await pages.return(undefined);
    },
  });
}

/** What a streamed XLSX sheet is made of: its header row, its pages of rows and how a row becomes cells. */
export type XlsxSheet<T> = {
  headers: readonly string[];
  pages: AsyncGenerator<T[]>;
  cells: (row: T) => unknown[];
  sheetName: string;
  /** The sheet reads right to left (the caller's language does). */
  rightToLeft: boolean;
  /** Number formats by column (1-based), one style shared by every cell of the column. */
  numFmts?: Record<number, string>;
};

/**
 * An XLSX file streamed from pages of rows (exceljs's streaming writer, no shared strings), read page by page as the
 * client takes them. Cells are plain strings, numbers and dates, never formulas.
 */
export function xlsxStream<T>(input: XlsxSheet<T>): ReadableStream<Uint8Array> {
  const out = new PassThrough();
  // Styles on: a number format needs them (one style per column).
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true, useSharedStrings: false });
  const sheet = workbook.addWorksheet(input.sheetName, { views: [{ rightToLeft: input.rightToLeft }] });
  for (const [column, format] of Object.entries(input.numFmts ?? {})) sheet.getColumn(Number(column)).numFmt = format;
  const write = async () => {
    sheet.addRow([...input.headers]).commit();
    for await (const page of input.pages) {
      for (const row of page) sheet.addRow(input.cells(row)).commit();
      // Wait for the client before reading the next page.
      if (out.writableNeedDrain) await once(out, 'drain');
    }
    sheet.commit();
    await workbook.commit();
  };
  write().catch((error: unknown) => out.destroy(error instanceof Error ? error : new Error(String(error))));
  return Readable.toWeb(out) as ReadableStream<Uint8Array>;
}

function rosterXlsx(db: Queryable, classId: string, timeZone: string, locale: LocaleCode): ReadableStream<Uint8Array> {
  // An Arabic roster reads right to left, as the page it came from.
  return xlsxStream({
    headers: rosterHeaders(locale, timeZone), pages: rosterPages(db, classId, timeZone), cells: xlsxCells,
    sheetName: rosterSheetName(locale), rightToLeft: LOCALES[locale].dir === 'rtl', numFmts: { 5: DATE_FORMAT },
  });
}

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** `attachment` with an ASCII fallback name and the real (e.g. Chinese) name per RFC 5987 / RFC 6266. */
export function attachmentDisposition(fileName: string): string {
  const fallback = fileName.replace(/[^\x20-\x7e]|["\\/:*?<>|;%]/g, '_');
  const encoded = encodeURIComponent(fileName).replace(/['()*]/g, (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`);
  return `attachment; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}

/** A streamed download as an HTTP response: its type, its file name (any script) and no caching. */
export function fileResponse(body: ReadableStream<Uint8Array>, fileName: string, format: 'csv' | 'xlsx'): Response {
  return new Response(body, {
    headers: {
      'content-type': format === 'csv' ? 'text/csv; charset=utf-8' : XLSX_TYPE,
      'content-disposition': attachmentDisposition(fileName),
      'cache-control': 'no-store',
      'x-content-type-options': 'nosniff',
    },
  });
}

/** A title as a file name's start: no control characters or slashes, at most 80 characters, else the fallback. */
export const fileTitle = (title: string, fallback: string): string => title.replace(/[\p{Cc}/\\]/gu, ' ').trim().slice(0, 80) || fallback;

/** The streamed roster download as an HTTP response, its headers and sheet name in the caller's language. */
export function rosterResponse(db: Queryable, input: { classId: string; title: string; timeZone: string; format: 'csv' | 'xlsx'; locale: LocaleCode }): Response {
  const fileName = `${fileTitle(input.title, input.classId)} - roster.${input.format}`;
  const body =
    input.format === 'csv'
      ? csvStream(rosterHeaders(input.locale, input.timeZone), rosterPages(db, input.classId, input.timeZone), rosterCells)
      : rosterXlsx(db, input.classId, input.timeZone, input.locale);
  return fileResponse(body, fileName, input.format);
}
