import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { ensurePdftotext } from '../../../../scripts/ensure-pdftotext.mjs';
import type { Server } from '../../src/server.ts';
import { DEMO } from '../../src/seed/demoIds.ts';
import { CLASS_DEMO } from '../../src/seed/classes.ts';
import { CLASS_INFO_DEMO } from '../../src/seed/classInfo.ts';
import { browser, signIn, startTestServer } from '../harness.ts';

const SCHOOL: string = DEMO.mainland;
const CLASS = CLASS_DEMO.ongoing;
const ARABIC_LEARNER = 'u-class-learner-22';
let server: Server;
let learner: Client;
let pdftotext: string;
const folder = mkdtempSync(join(tmpdir(), 'certificates-'));
type Client = Awaited<ReturnType<typeof signIn>>;

/** The PDF's bytes (the harness reads answers as text) and its text as pdftotext reads it. */
async function download(client: Client, query: string) {
  const cookie = [...client.jar].map(([key, value]) => `${key}=${value}`).join('; ');
  const response = await server.app.request(`http://localhost/api/certificate/user/pdf/${CLASS}?tenantId=${SCHOOL}${query}`, { headers: { cookie, host: 'localhost', 'x-requested-with': 'XMLHttpRequest' } });
  const bytes = Buffer.from(await response.arrayBuffer());
  if (response.status !== 200) return { status: response.status, type: response.headers.get('content-type'), text: bytes.toString('utf8') };
  const file = join(folder, `${Math.random().toString(36).slice(2)}.pdf`);
  writeFileSync(file, bytes);
  return { status: 200, type: response.headers.get('content-type'), text: execFileSync(pdftotext, [file, '-'], { encoding: 'utf8' }), fonts: execFileSync('pdffonts', [file], { encoding: 'utf8' }) };
}
const codeOf = async (userId: string) => (await server.db.query<{ verification_code: string }>('select verification_code from class_certificates where class_id = $1 and user_id = $2', [CLASS, userId]))[0]!.verification_code;

beforeAll(async () => {
  pdftotext = ensurePdftotext();
  server = await startTestServer();
  learner = await signIn(server, DEMO.learner.mobile);
  // Issued as the progress rule would (that rule has its own tests): the demo learner (李明) and an Arabic-named learner.
  for (const userId of [DEMO.learner.id, ARABIC_LEARNER]) {
    await server.db.query(`insert into class_certificates (class_id, user_id, school_id, certificate_no) values ($1, $2, $3, 'CERT-2026-' || lpad(nextval('class_certificate_numbers')::text, 6, '0'))`, [CLASS, userId, SCHOOL]);
  }
  await server.db.query("update users set locale = 'ar_SA' where id = $1", [ARABIC_LEARNER]);
}, 60_000);
afterAll(async () => {
  await server.db.close();
});

describe('the certificate PDF (issue 33)', () => {
  test('the learner downloads theirs: name in Chinese, the class, the number and the verification URL, fonts embedded as subsets', async () => {
    const pdf = await download(learner, '&lang=zh_CN');
    expect(pdf.status).toBe(200);
    expect(pdf.type).toBe('application/pdf');
    expect(pdf.text).toContain('李明');
    expect(pdf.text).toContain('Python 编程基础（周末班）');
    expect(pdf.text).toContain('结业证书');
    expect(pdf.text).toMatch(/CERT-2026-\d{6}/);
    expect(pdf.text).toContain(`http://localhost/certificate/verify/${await codeOf(DEMO.learner.id)}`);
    // Every font embedded, as a subset (the "+" prefix).
    const fonts = pdf.fonts!.split('\n').slice(2).filter(Boolean);
    expect(fonts.length).toBeGreaterThan(0);
    for (const row of fonts) expect(row).toMatch(/^[A-Z]{6}\+\S+.*\byes\s+yes\s+yes\b/);
  });

  test('a manager downloads an Arabic-named learner’s, in her language: the name’s letters in order, right to left', async () => {
    const manager = await signIn(server, CLASS_DEMO.manager.mobile);
    const pdf = await download(manager, `&userId=${ARABIC_LEARNER}`);
    expect(pdf.status).toBe(200);
    expect(pdf.text).toContain('فاطمة الزهراء');
    expect(pdf.text).toContain('شهادة إتمام');
    expect(pdf.text).toContain('Python Programming Basics (Weekend)');
    expect(pdf.text).toContain(`/certificate/verify/${await codeOf(ARABIC_LEARNER)}`);
  });

  test('another learner may not download it, has none of their own; another school’s member is refused', async () => {
    const other = await signIn(server, CLASS_INFO_DEMO.learner2.mobile);
    const theirs = await download(other, `&userId=${DEMO.learner.id}`);
    expect(theirs.status).toBe(403);
    expect(JSON.parse(theirs.text).message).toMatch(/Only the learner and the class’s managers/);
    expect((await download(other, '')).status).toBe(404);
    const elsewhere = await server.app.request(`http://localhost/api/certificate/user/pdf/${CLASS}?tenantId=${DEMO.overseas}`, { headers: { cookie: [...learner.jar].map(([k, v]) => `${k}=${v}`).join('; '), host: 'localhost' } });
    expect([403, 404]).toContain(elsewhere.status);
    const anonymous = await browser(server).get(`/api/certificate/user/pdf/${CLASS}?tenantId=${SCHOOL}`);
    expect(anonymous.status).toBe(401);
  });
});

describe('verifying and revoking (issue 33)', () => {
  test('anyone with the code sees only the public facts; an unknown code is 404', async () => {
    const code = await codeOf(DEMO.learner.id);
    expect(code).toMatch(/^[0-9a-f]{32}$/);
    const visitor = browser(server);
    const { status, body } = await visitor.get(`/api/certificate/verify/${code}`);
    expect(status).toBe(200);
    expect(Object.keys(body.data).sort()).toEqual(['certificateNo', 'classTitle', 'classTitleEn', 'issuedAt', 'learnerName', 'revokedAt', 'schoolName', 'schoolNameEn', 'status', 'timeZone']);
    expect(body.data).toMatchObject({ status: 'genuine', learnerName: '李明', schoolName: '海港学院', revokedAt: null });
    expect((await visitor.get(`/api/certificate/verify/${'0'.repeat(32)}`)).status).toBe(404);
    expect((await visitor.get('/api/certificate/verify/not-a-code')).status).toBe(404);
  });

  test('only the school’s administrators revoke; then the page says revoked and the PDF is gone (410)', async () => {
    const code = await codeOf(ARABIC_LEARNER);
    expect((await learner.request('POST', `/api/certificate/manage/${code}/revoke?tenantId=${SCHOOL}`)).status).toBe(403);
    const admin = await signIn(server, DEMO.admin.mobile);
    const revoked = await admin.request('POST', `/api/certificate/manage/${code}/revoke?tenantId=${SCHOOL}`);
    expect(revoked.status).toBe(200);
    expect(revoked.body.data.status).toBe('revoked');
    const again = await admin.request('POST', `/api/certificate/manage/${code}/revoke?tenantId=${SCHOOL}`);
    expect(again.body.data.revokedAt).toBe(revoked.body.data.revokedAt);
    expect((await browser(server).get(`/api/certificate/verify/${code}`)).body.data.status).toBe('revoked');
    const manager = await signIn(server, CLASS_DEMO.manager.mobile);
    expect((await download(manager, `&userId=${ARABIC_LEARNER}`)).status).toBe(410);
  });

  test('the roster the admin revokes from lists each learner’s certificate; a lecturer of the class sees it but may not revoke', async () => {
    const admin = await signIn(server, DEMO.admin.mobile);
    const rows: { userId: string; certificate: { certificateNo: string; verificationCode: string; revokedAt: string | null } | null }[] = [];
    for (let page = 1; page <= 4; page += 1) rows.push(...(await admin.request('GET', `/api/manager/lecturescreen/${CLASS}/V2?pageNumber=${page}&tenantId=${SCHOOL}`)).body.data.list);
    const mine = rows.find((row) => row.userId === DEMO.learner.id)!;
    expect(mine.certificate).toEqual({ certificateNo: expect.stringMatching(/^CERT-2026-\d{6}$/), verificationCode: await codeOf(DEMO.learner.id), revokedAt: null });
    expect(rows.find((row) => row.userId === ARABIC_LEARNER)!.certificate!.revokedAt).toEqual(expect.any(String));
    expect(rows.filter((row) => row.certificate).length).toBe(2);
    const lecturer = await signIn(server, DEMO.lecturer.mobile);
    expect((await lecturer.request('GET', `/api/manager/lecturescreen/${CLASS}/V2?pageNumber=1&tenantId=${SCHOOL}`)).status).toBe(200);
    expect((await lecturer.request('POST', `/api/certificate/manage/${mine.certificate!.verificationCode}/revoke?tenantId=${SCHOOL}`)).status).toBe(403);
    expect((await browser(server).get(`/api/certificate/verify/${mine.certificate!.verificationCode}`)).body.data.status).toBe('genuine');
  });
});
