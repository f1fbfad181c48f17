import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Database } from '../../src/db/index.ts';
import type { Server } from '../../src/server.ts';
import { startTestServer } from '../harness.ts';
import { asUser, classInput, DEMO, enrolLearners, M, type User } from './helpers.ts';

let server: Server;
let lecturer: User;
let classId: string;
let bigClassId: string;
const TRICKY = ['=cmd|/C calc!A0', '+SUM(1)', '-2+3', '@SUM(1)', '\tTabbed', '\rReturn', '＝HYPERLINK(1)', '王小明', 'ليلى حسن', 'Zoë Ångström'];

beforeAll(async () => {
  server = await startTestServer();
  lecturer = await asUser(server, DEMO.lecturer.mobile);
  classId = (await lecturer.post(`${M}/lectureclass/addClass`, classInput({ title: '数据结构 / Data "101"' }))).body.data.id;
  await enrolLearners(server, classId, TRICKY.length, 'u-tricky', TRICKY);
  bigClassId = (await lecturer.post(`${M}/lectureclass/addClass`, classInput({ title: 'Big', capacity: null }))).body.data.id;
  await server.db.query("insert into users (id, real_name) select 'u-big-' || lpad(i::text, 5, '0'), '学员 ' || i from generate_series(1, 2500) i");
  await server.db.query("insert into class_enrolments (class_id, user_id, school_id, progress) select $1, 'u-big-' || lpad(i::text, 5, '0'), $2, i % 101 from generate_series(1, 2500) i", [bigClassId, DEMO.mainland]);
}, 60_000);
afterAll(() => server.db.close());

/** The download as the browser gets it: raw bytes and headers (Response.text() would drop the BOM). */
async function download(path: string, extra: { cookie?: string; 'accept-language'?: string } = {}) {
  const cookie = [...[...lecturer.client.jar].map(([key, value]) => `${key}=${value}`), ...(extra.cookie ? [extra.cookie] : [])].join('; ');
  const headers: Record<string, string> = { cookie, tenantId: DEMO.mainland, host: 'localhost' };
  if (extra['accept-language']) headers['accept-language'] = extra['accept-language'];
  const response = await server.app.request(`http://localhost${path}`, { headers });
  return { status: response.status, headers: response.headers, bytes: Buffer.from(await response.arrayBuffer()) };
}

describe('roster download', () => {
  test('CSV: UTF-8 with a BOM, a header, Chinese and Arabic names intact, every formula-looking cell escaped', async () => {
    const { status, headers, bytes } = await download(`${M}/downloadStudent/${classId}?format=csv`);
    expect(status).toBe(200);
    expect(headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = bytes.subarray(3).toString('utf8');
    const lines = text.split('\r\n').filter(Boolean);
    expect(lines[0]).toBe('User ID,Name,E-mail,Progress (%),Enrolled at (Asia/Shanghai)');
    expect(text).toContain(',王小明,');
    expect(text).toContain(',ليلى حسن,');
    expect(text).toContain(',Zoë Ångström,');
    const escaped = ["'=cmd|/C calc!A0", "'+SUM(1)", "'-2+3", "'@SUM(1)", "'\tTabbed", '"\'\rReturn"', "'＝HYPERLINK(1)"];
    expect(escaped.filter((cell) => !text.includes(`,${cell},`))).toEqual([]);
    // No cell starts with a formula character unescaped.
    expect(lines.slice(1).flatMap((line) => line.split(',')).filter((cell) => /^[=+@\t]/.test(cell))).toEqual([]);
  });

  test('the file name is the class title, with an ASCII fallback and the UTF-8 name (RFC 5987)', async () => {
    const { headers } = await download(`${M}/downloadStudent/${classId}?format=csv`);
    const disposition = headers.get('content-disposition')!;
    expect(disposition).toMatch(/^attachment; filename="[\x20-\x7e]+\.csv"; filename\*=UTF-8''/);
    const encoded = /filename\*=UTF-8''(.+)$/.exec(disposition)![1]!;
    expect(decodeURIComponent(encoded)).toBe('数据结构   Data "101" - roster.csv');
    expect(headers.get('cache-control')).toBe('no-store');
  });

  test('XLSX: opens with exceljs, a header and one row per learner, names intact, no formulas', async () => {
    const { status, headers, bytes } = await download(`${M}/downloadStudent/${classId}?format=xlsx`);
    expect(status).toBe(200);
    expect(headers.get('content-type')).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(headers.get('content-disposition')).toContain('.xlsx');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet('Roster')!;
    expect(sheet.rowCount).toBe(TRICKY.length + 1);
    expect(sheet.getRow(1).values).toEqual([undefined, 'User ID', 'Name', 'E-mail', 'Progress (%)', 'Enrolled at (Asia/Shanghai)']);
    const names: unknown[] = [];
    sheet.eachRow((row, index) => {
      if (index === 1) return;
      const cell = row.getCell(2);
      expect(cell.type).not.toBe(ExcelJS.ValueType.Formula);
      names.push(cell.value);
      expect(typeof row.getCell(4).value).toBe('number');
    });
    // XML keeps no bare carriage return: a cell's CR comes back as a line feed (Excel shows the same line break).
    expect(names.sort()).toEqual(TRICKY.map((name) => name.replace('\r', '\n')).sort());
  });

  /** Downloads the big class's roster, recording the roster queries the server makes meanwhile. */
  async function downloadCountingQueries(format: 'csv' | 'xlsx') {
    const db = server.services.db as Database;
    const original = db.query.bind(db);
    const rosterQueries: string[] = [];
    db.query = ((sql: string, params?: unknown[]) => {
      if (sql.includes('from class_enrolments e join users u') && sql.includes('e.user_id > $2')) rosterQueries.push(sql);
      return original(sql, params);
    }) as Database['query'];
    try {
      const { bytes } = await download(`${M}/downloadStudent/${bigClassId}?format=${format}`);
      return { bytes, rosterQueries };
    } finally {
      db.query = original;
    }
  }

  test('a roster of 2,500 as CSV: every learner exactly once, read in keyset pages of 1,000 (never all rows at once)', async () => {
    const { bytes, rosterQueries } = await downloadCountingQueries('csv');
    expect(rosterQueries.map((sql) => /limit 1000\b/.test(sql))).toEqual([true, true, true]);
    const ids = bytes.subarray(3).toString('utf8').split('\r\n').filter(Boolean).slice(1).map((line) => line.split(',')[0]);
    expect(ids).toHaveLength(2500);
    expect(new Set(ids).size).toBe(2500);
  });

  test('a roster of 2,500 as XLSX: every learner, read in keyset pages of 1,000', async () => {
    const { bytes, rosterQueries } = await downloadCountingQueries('xlsx');
    expect(rosterQueries.map((sql) => /limit 1000\b/.test(sql))).toEqual([true, true, true]);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
    expect(workbook.getWorksheet('Roster')!.rowCount).toBe(2501);
  });

  test('an empty class downloads a header-only file', async () => {
    const empty = (await lecturer.post(`${M}/lectureclass/addClass`, classInput({ title: 'Empty' }))).body.data.id;
    const { bytes } = await download(`${M}/downloadStudent/${empty}`);
    expect(bytes.subarray(3).toString('utf8')).toBe('User ID,Name,E-mail,Progress (%),Enrolled at (Asia/Shanghai)\r\n');
  });
});

describe('roster download in the user’s language', () => {
  const csvLines = (bytes: Buffer) => bytes.subarray(3).toString('utf8').split('\r\n').filter(Boolean);
  const xlsxSheet = async (bytes: Buffer) => {
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
    return workbook.worksheets;
  };

  test('CSV in Chinese (lang=zh_CN): Chinese headers, still a BOM and escaped formulas', async () => {
    const { status, bytes } = await download(`${M}/downloadStudent/${classId}?format=csv&lang=zh_CN`);
    expect(status).toBe(200);
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = csvLines(bytes);
    expect(lines[0]).toBe('用户 ID,姓名,电子邮箱,进度 (%),报名时间 (Asia/Shanghai)');
    expect(lines.join('\n')).toContain(",'=cmd|/C calc!A0,");
    expect(lines.join('\n')).toContain(",'+SUM(1),");
  });

  test('CSV in Arabic (lang=ar_SA): Arabic headers, BOM and escaped formulas', async () => {
    const { bytes } = await download(`${M}/downloadStudent/${classId}?format=csv&lang=ar_SA`);
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = csvLines(bytes);
    expect(lines[0]).toBe('معرّف المستخدم,الاسم,البريد الإلكتروني,التقدم (%),تاريخ التسجيل (Asia/Shanghai)');
    expect(lines.join('\n')).toContain(",'@SUM(1),");
    expect(lines.join('\n')).toContain(',ليلى حسن,');
  });

  test('XLSX in Chinese and Arabic: the sheet and its header row are in that language, no cell a formula', async () => {
    for (const [lang, sheetName, headers] of [
      ['zh_CN', '学员名单', ['用户 ID', '姓名', '电子邮箱', '进度 (%)', '报名时间 (Asia/Shanghai)']],
      ['ar_SA', 'قائمة المتعلمين', ['معرّف المستخدم', 'الاسم', 'البريد الإلكتروني', 'التقدم (%)', 'تاريخ التسجيل (Asia/Shanghai)']],
    ] as const) {
      const { status, bytes } = await download(`${M}/downloadStudent/${classId}?format=xlsx&lang=${lang}`);
      expect(status).toBe(200);
      const sheets = await xlsxSheet(bytes);
      expect(sheets.map((sheet) => sheet.name)).toEqual([sheetName]);
      expect(sheets[0]!.getRow(1).values).toEqual([undefined, ...headers]);
      expect(sheets[0]!.rowCount).toBe(TRICKY.length + 1);
      const formulas: unknown[] = [];
      sheets[0]!.eachRow((row) => row.eachCell((cell) => cell.type === ExcelJS.ValueType.Formula && formulas.push(cell.value)));
      expect(formulas).toEqual([]);
    }
  });

  test('XLSX: an Arabic roster is a right-to-left sheet, others left to right; enrolment times are real dates in the school’s time', async () => {
    const arabic = (await xlsxSheet((await download(`${M}/downloadStudent/${classId}?format=xlsx&lang=ar_SA`)).bytes))[0]!;
    expect(arabic.views[0]?.rightToLeft).toBe(true);
    const english = (await xlsxSheet((await download(`${M}/downloadStudent/${classId}?format=xlsx&lang=en_US`)).bytes))[0]!;
    expect(english.views[0]?.rightToLeft ?? false).toBe(false);
    const [enrolled] = await server.db.query<{ wall: string }>(
      "select to_char(e.enrolled_at at time zone 'Asia/Shanghai', 'YYYY-MM-DD HH24:MI') as wall from class_enrolments e where e.class_id = $1 order by e.user_id limit 1",
      [classId],
    );
    const cell = english.getRow(2).getCell(5);
    expect(cell.type).toBe(ExcelJS.ValueType.Date);
    expect(cell.numFmt).toBe('yyyy-mm-dd hh:mm');
    expect((cell.value as Date).toISOString().slice(0, 16).replace('T', ' ')).toBe(enrolled!.wall);
  });

  test('without lang: the sxz_lang cookie, else the first language of Accept-Language the platform speaks, else English', async () => {
    const header = async (extra: Parameters<typeof download>[1], query = '') => csvLines((await download(`${M}/downloadStudent/${classId}?format=csv${query}`, extra)).bytes)[0];
    expect(await header({ cookie: 'sxz_lang=ar_SA', 'accept-language': 'de-DE' })).toMatch(/^معرّف المستخدم,/);
    expect(await header({ 'accept-language': 'sw, de-DE;q=0.9, en;q=0.5' })).toMatch(/^Benutzer-ID,Name,E-Mail,/);
    expect(await header({ 'accept-language': 'zh-TW' })).toMatch(/^用户 ID,/);
    expect(await header({ cookie: 'sxz_lang=xx_XX', 'accept-language': 'sw' })).toMatch(/^User ID,/);
    // The page's own language wins over the cookie.
    expect(await header({ cookie: 'sxz_lang=ar_SA' }, '&lang=ja_JP')).toBe('ユーザー ID,氏名,メールアドレス,進捗 (%),登録日時 (Asia/Shanghai)');
  });

  test('an unknown lang is a 400, not a file', async () => {
    const { status, bytes } = await download(`${M}/downloadStudent/${classId}?format=csv&lang=xx_XX`);
    expect(status).toBe(400);
    expect(JSON.parse(bytes.toString('utf8'))).toMatchObject({ code: 400 });
  });
});
