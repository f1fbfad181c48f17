import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Server } from '../../src/server.ts';
import { browser, signIn, startTestServer } from '../harness.ts';
import { browserAt } from './clientAddress.ts';
import { describeDevice } from '../../src/modules/identity/qrLogin/device.ts';

const BASE = '/api/auth/rest/v1/open/qrcode.login';
const DESKTOP_UA = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/141.0.0.0 Safari/537.36';

let server: Server;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.db.close();
});

/** A desktop browser that opened a QR session (each from its own address, so the per-IP limit stays out of the way). */
async function desktopWithQr(ip = `198.51.100.${Math.floor(Math.random() * 250) + 1}`) {
  const desktop = browserAt(server, ip);
  const opened = await desktop.request('GET', `${BASE}/session?redirect=${encodeURIComponent('/portal/1000000000000000001')}`, { headers: { 'user-agent': DESKTOP_UA } });
  expect(opened.status).toBe(200);
  return { desktop, qrId: opened.body.data.qrId as string, session: opened.body.data, ip };
}

const status = (client: ReturnType<typeof browser>, qrId: string) => client.get(`${BASE}/status?qrId=${qrId}`);

describe('QR sign-in', () => {
  it('signs the desktop in as the phone’s user after scan and confirm, once', async () => {
    const { desktop, qrId, session, ip } = await desktopWithQr();
    expect(session.expiresIn).toBeLessThanOrEqual(120);
    expect(session.qrUrl).toBe(`http://localhost/login/qr?id=${qrId}`);
    expect((await status(desktop, qrId)).body.data).toEqual({ code: expect.not.stringMatching(/^000000$/), status: 'waiting' });

    const phone = await signIn(server, '13800000001');
    const scanned = await phone.get(`${BASE}/scan?qrId=${qrId}`);
    expect(scanned.status).toBe(200);
    expect(scanned.body.data).toMatchObject({ status: 'scanned', browser: 'Chrome', os: 'Windows', ip });
    expect(Date.now() - Date.parse(scanned.body.data.requestedAt)).toBeLessThan(60_000);
    expect((await status(desktop, qrId)).body.data.status).toBe('scanned');

    const confirmed = await phone.request('POST', `${BASE}/confirm`, { json: { qrId } });
    expect(confirmed.body.data).toEqual({ code: '000000', status: 'confirmed' });
    expect((await status(desktop, qrId)).body.data).toEqual({ code: '000000', status: 'confirmed' });

    const taken = await desktop.request('POST', `${BASE}/token`, { json: { qrId } });
    expect(taken.status).toBe(200);
    expect(taken.body.data).toMatchObject({ status: 'signedIn', returnPath: '/portal/1000000000000000001', tokens: { user_id: 'u-learner' } });
    const me = await desktop.get('/api/accounts/users/me');
    expect(me.body.data.userId).toBe('u-learner');
    // Sign-out goes to the login page: no provider vouched, the session's method is the account one.
    const [row] = await server.db.query<{ login_method: number; provider_id: string | null }>('select login_method, provider_id from sessions where user_id = $1 order by created_at desc limit 1', ['u-learner']);
    expect(row).toEqual({ login_method: 1, provider_id: null });
  });

  it('tells the desktop nothing about the user before (or after) confirm', async () => {
    const { desktop, qrId } = await desktopWithQr();
    const phone = await signIn(server, '13800000001');
    await phone.get(`${BASE}/scan?qrId=${qrId}`);
    const polled = await status(desktop, qrId);
    expect(polled.body.data).toEqual({ code: expect.any(String), status: 'scanned' });
    const text = JSON.stringify(polled.body);
    for (const secret of ['13800000001', 'u-learner', 'learner@example.com']) expect(text).not.toContain(secret);
    const early = await desktop.request('POST', `${BASE}/token`, { json: { qrId } });
    expect(early.status).toBe(400);
    expect(desktop.jar.has('access_token')).toBe(false);
  });

  it('refuses a stolen QR id polled or redeemed from another browser', async () => {
    const { qrId } = await desktopWithQr();
    const phone = await signIn(server, '13800000001');
    await phone.get(`${BASE}/scan?qrId=${qrId}`);
    await phone.request('POST', `${BASE}/confirm`, { json: { qrId } });

    const thief = browser(server);
    await thief.get(`${BASE}/session`); // has a login_browser cookie of its own
    expect((await status(thief, qrId)).status).toBe(404);
    const stolen = await thief.request('POST', `${BASE}/token`, { json: { qrId } });
    expect(stolen.status).toBe(404);
    expect(JSON.stringify(stolen.body)).not.toContain('u-learner');
    const bare = browser(server);
    expect((await bare.request('POST', `${BASE}/token`, { json: { qrId } })).status).toBe(404);
  });

  it('gives the tokens only once', async () => {
    const { desktop, qrId } = await desktopWithQr();
    const phone = await signIn(server, '13800000001');
    await phone.get(`${BASE}/scan?qrId=${qrId}`);
    await phone.request('POST', `${BASE}/confirm`, { json: { qrId } });
    expect((await desktop.request('POST', `${BASE}/token`, { json: { qrId } })).status).toBe(200);
    const again = await desktop.request('POST', `${BASE}/token`, { json: { qrId } });
    expect(again.status).toBe(400);
    expect(again.body).toMatchObject({ code: 400, message: expect.any(String) });
  });

  it('an expired QR can neither be scanned nor confirmed, and shows expired on the desktop', async () => {
    const { desktop, qrId } = await desktopWithQr();
    const phone = await signIn(server, '13800000001');
    await phone.get(`${BASE}/scan?qrId=${qrId}`);
    await server.db.query("update qr_logins set expires_at = now() - interval '1 second'");
    expect((await phone.request('POST', `${BASE}/confirm`, { json: { qrId } })).status).toBe(410);
    expect((await status(desktop, qrId)).body.data.status).toBe('expired');
    expect((await desktop.request('POST', `${BASE}/token`, { json: { qrId } })).status).toBe(400);

    const late = await desktopWithQr();
    await server.db.query("update qr_logins set expires_at = now() - interval '1 second'");
    expect((await phone.get(`${BASE}/scan?qrId=${late.qrId}`)).status).toBe(410);
  });

  it('a cancelled scan shows cancelled on the desktop and gives no session', async () => {
    const { desktop, qrId } = await desktopWithQr();
    const phone = await signIn(server, '13800000001');
    await phone.get(`${BASE}/scan?qrId=${qrId}`);
    expect((await phone.request('POST', `${BASE}/cancel`, { json: { qrId } })).body.data.status).toBe('cancelled');
    expect((await status(desktop, qrId)).body.data.status).toBe('cancelled');
    expect((await desktop.request('POST', `${BASE}/token`, { json: { qrId } })).status).toBe(400);
    // Answered is answered: the phone cannot confirm afterwards.
    expect((await phone.request('POST', `${BASE}/confirm`, { json: { qrId } })).status).toBe(409);
  });

  it('a phone that is not signed in cannot scan, confirm or cancel', async () => {
    const { desktop, qrId } = await desktopWithQr();
    const phone = browser(server);
    expect((await phone.get(`${BASE}/scan?qrId=${qrId}`)).status).toBe(401);
    expect((await phone.request('POST', `${BASE}/confirm`, { json: { qrId } })).status).toBe(401);
    expect((await phone.request('POST', `${BASE}/cancel`, { json: { qrId } })).status).toBe(401);
    expect((await status(desktop, qrId)).body.data.status).toBe('waiting');
  });

  it('only the user who scanned may confirm', async () => {
    const { qrId } = await desktopWithQr();
    const phone = await signIn(server, '13800000001');
    await phone.get(`${BASE}/scan?qrId=${qrId}`);
    const other = await signIn(server, '13800000002');
    expect((await other.request('POST', `${BASE}/confirm`, { json: { qrId } })).status).toBe(409);
    expect((await other.get(`${BASE}/scan?qrId=${qrId}`)).status).toBe(409);
  });

  it('confirm without a scan first is refused', async () => {
    const { qrId } = await desktopWithQr();
    const phone = await signIn(server, '13800000001');
    expect((await phone.request('POST', `${BASE}/confirm`, { json: { qrId } })).status).toBe(409);
  });

  it('answers malformed and unknown ids with a 4xx, never a 5xx', async () => {
    const { desktop } = await desktopWithQr();
    const phone = await signIn(server, '13800000001');
    for (const qrId of ['', 'x', 'a'.repeat(500), '../../etc', "' or 1=1 --"]) {
      expect((await status(desktop, encodeURIComponent(qrId))).status).toBe(400);
      expect((await phone.request('POST', `${BASE}/confirm`, { json: { qrId } })).status).toBe(400);
    }
    expect((await status(desktop, 'A'.repeat(43))).status).toBe(404);
    expect((await phone.get(`${BASE}/scan?qrId=${'A'.repeat(43)}`)).status).toBe(404);
    expect((await phone.request('GET', `${BASE}/scan?qrId=${'A'.repeat(43)}`, { headers: { 'sxz-lang': 'zh_CN' } })).body.message).toBe('无法识别此二维码。请显示新的二维码后重新扫描。');
    expect((await desktop.request('POST', `${BASE}/token`, { body: 'not json', headers: { 'content-type': 'application/json' } })).status).toBe(400);
  });

  it('limits how many QR sessions one address may open per minute', async () => {
    const client = browserAt(server, '203.0.113.77');
    const answers: number[] = [];
    // 41 calls span at most two fixed windows, so one of them passes 20. Each claims another address in
    // X-Forwarded-For, which a client talking to us directly cannot use to get around the limit.
    for (let index = 0; index < 41; index++) answers.push((await client.request('GET', `${BASE}/session`, { headers: { 'x-forwarded-for': `198.51.100.${index + 1}` } })).status);
    expect(answers.slice(0, 20).every((code) => code === 200)).toBe(true);
    expect(answers).toContain(429);
    // Another address is not affected.
    expect((await browserAt(server, '203.0.113.78').get(`${BASE}/session`)).status).toBe(200);
  });
});

describe('the requesting device shown on the phone', () => {
  it.each([
    ['Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/141.0.0.0 Safari/537.36 Edg/141.0.0.0', 'Edge', 'Windows'],
    ['Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Safari/605.1.15', 'Safari', 'macOS'],
    ['Mozilla/5.0 (X11; Linux x86_64; rv:132.0) Gecko/20100101 Firefox/132.0', 'Firefox', 'Linux'],
    ['Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/141.0.0.0 Mobile Safari/537.36', 'Chrome', 'Android'],
    ['Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/141.0 Mobile/15E148 Safari/604.1', 'Chrome', 'iOS'],
  ])('%s → %s on %s', (userAgent, browserName, os) => {
    expect(describeDevice(userAgent)).toEqual({ browser: browserName, os });
  });

  it('says nothing rather than guess', () => {
    expect(describeDevice('curl/8.5.0')).toEqual({ browser: null, os: null });
    expect(describeDevice(undefined)).toEqual({ browser: null, os: null });
  });
});
