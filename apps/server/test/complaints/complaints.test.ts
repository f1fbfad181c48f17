import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Server } from '../../src/server.ts';
import { browser, signIn, startTestServer } from '../harness.ts';

const C = '/api/school/v1/complaints';
const SCHOOL = '1000000000000000001';
const OVERSEAS = '1000000000000000002';
/** The smallest PNG there is: the upload call checks the content, not the name. */
const PNG = Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d49444154789c6300010000000500010d0a2db40000000049454e44ae426082', 'hex');

let server: Server;
let learner: Awaited<ReturnType<typeof signIn>>;
let admin: Awaited<ReturnType<typeof signIn>>;
beforeAll(async () => {
  server = await startTestServer();
  learner = await signIn(server, '13800000001');
  admin = await signIn(server, '13800000003');
}, 60_000);
afterAll(() => server.db.close());

async function upload(who: typeof learner, bytes: Uint8Array<ArrayBuffer> = new Uint8Array(PNG), name = 'evidence.png') {
  const form = new FormData();
  form.set('file', new File([bytes], name, { type: 'image/png' }));
  const answer = await who.request('PUT', '/api/portal/api/v1/portal/uploadFile', { body: form });
  return answer.body.data?.static_url as string | undefined;
}
const report = (who: typeof learner, body: Record<string, unknown>, school = SCHOOL) => who.request('POST', `${C}?schoolId=${school}`, { json: body });
const valid = { targetType: 'resource', targetId: '001-paid-1', reason: 'misleading', description: 'The description promises a certificate that does not exist.', allowContact: true };

describe('complaint reports', () => {
  test('the target is shown by name, only within the school', async () => {
    const target = await learner.request('GET', `${C}/target?schoolId=${SCHOOL}&type=resource&id=001-paid-1`);
    expect(target.status).toBe(200);
    expect(target.body.data).toMatchObject({ type: 'resource', id: '001-paid-1', nameEn: expect.any(String) });
    expect(target.body.data.name.length).toBeGreaterThan(0);
    const user = await learner.request('GET', `${C}/target?schoolId=${SCHOOL}&type=user&id=u-lecturer`);
    expect(user.body.data.name).toBe('王芳');
    expect((await learner.request('GET', `${C}/target?schoolId=${SCHOOL}&type=resource&id=002-paid-1`)).status).toBe(404);
    expect((await learner.request('GET', `${C}/target?schoolId=${SCHOOL}&type=planet&id=x`)).status).toBe(400);
  });

  test('a member reports a resource with an uploaded image; the administrators list it', async () => {
    const image = await upload(learner);
    expect(image).toMatch(/^\/static\/uploads\/[a-z0-9]+\.png$/);
    const sent = await report(learner, { ...valid, evidenceUrls: [image] });
    expect(sent.status).toBe(200);
    expect(sent.body.data.status).toBe('received');
    const list = await admin.request('GET', `${C}?schoolId=${SCHOOL}`);
    expect(list.status).toBe(200);
    expect(list.body.data.list[0]).toMatchObject({ id: sent.body.data.id, reason: 'misleading', evidenceUrls: [image], allowContact: true, reporterContact: '13800000001', target: { type: 'resource', id: '001-paid-1' } });
  });

  test('bad input is a 400 with a message that names the field', async () => {
    const cases: [Record<string, unknown>, RegExp][] = [
      [{ ...valid, description: '   ' }, /description/],
      [{ ...valid, reason: 'boredom' }, /reason/],
      [{ ...valid, description: 'x'.repeat(501) }, /description/],
      [{ ...valid, evidenceUrls: ['https://evil.example/a.png'] }, /evidenceUrls/],
      [{ ...valid, evidenceUrls: Array.from({ length: 5 }, (_, i) => `/static/uploads/a${i}.png`) }, /at most 4/],
      [{ ...valid, targetType: undefined }, /targetType/],
    ];
    for (const [body, message] of cases) {
      const answer = await report(learner, body);
      expect({ body: JSON.stringify(body).slice(0, 80), status: answer.status }).toMatchObject({ status: 400 });
      expect(answer.body.message).toMatch(message);
    }
    // An image someone else uploaded (or never uploaded) is not evidence of this reporter's.
    const adminsImage = await upload(admin);
    const foreign = await report(learner, { ...valid, evidenceUrls: [adminsImage] });
    expect(foreign.status).toBe(400);
    expect(foreign.body.message).toMatch(/uploaded/);
    const german = await learner.request('POST', `${C}?schoolId=${SCHOOL}`, { json: { ...valid, evidenceUrls: [adminsImage] }, headers: { 'sxz-lang': 'de_DE' } });
    expect([german.status, german.body.message]).toEqual([400, 'Bilder müssen zuerst von Ihnen selbst über den Upload-Aufruf hochgeladen werden.']);
  });

  test('a file that is not an image is refused by the upload, whatever its name, in the reader’s language (spec §8)', async () => {
    expect(await upload(learner, new Uint8Array(new TextEncoder().encode('<svg onload=alert(1)>')), 'evil.png')).toBeUndefined();
    const form = new FormData();
    form.set('file', new File([new TextEncoder().encode('not a picture at all')], 'fake.png', { type: 'image/png' }));
    const answer = await learner.request('PUT', '/api/portal/api/v1/portal/uploadFile', { body: form, headers: { 'sxz-lang': 'zh_CN' } });
    expect([answer.status, answer.body]).toEqual([415, { resultCode: 901100007, code: 415, message: '只能上传 GIF、JPEG 或 PNG 图片。', details: '只能上传 GIF、JPEG 或 PNG 图片。', data: null }]);
  });

  test('who may: anonymous 401, another school 403, learners cannot list, unknown target 404', async () => {
    expect((await browser(server).request('POST', `${C}?schoolId=${SCHOOL}`, { json: valid })).status).toBe(401);
    expect((await report(learner, valid, '1000000000000000003')).status).toBe(403);
    expect((await learner.request('GET', `${C}?schoolId=${SCHOOL}`)).status).toBe(403);
    expect((await admin.request('GET', `${C}?schoolId=${OVERSEAS}`)).status).toBe(403);
    expect((await report(learner, { ...valid, targetId: 'nothing-here' })).status).toBe(404);
  });
});
