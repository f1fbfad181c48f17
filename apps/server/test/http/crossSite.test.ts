import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Server } from '../../src/server.ts';
import { DEMO } from '../../src/seed/demoIds.ts';
import { browser, signIn, startTestServer } from '../harness.ts';

/**
 * Issue 32, as another site would try it: a signed-in person's browser is sent to one of the GETs that change
 * something (a link, an <img>, a redirect) — it carries the SameSite=Lax cookie but cannot set X-Requested-With — and
 * writes whose Origin is `null` or not an origin at all.
 */
let server: Server;
beforeAll(async () => {
  server = await startTestServer();
  await server.db.query("insert into o3_cards (id, school_id, kind, title, category, capacity) values ('o3-csrf', $1, 'activity', 'Lured', 'digital', 30)", [DEMO.o3]);
}, 60_000);
afterAll(() => server.db.close());

type Client = ReturnType<typeof browser>;
const JOIN = `/api/o3service/o3/card/open/add-activity-people/o3-csrf?schoolId=${DEMO.o3}`;
const CLEAR = `/api/search/v1/search/clear?schoolId=${DEMO.mainland}`;

/** What a browser sends when another site navigates it: the cookies, no X-Requested-With, maybe Sec-Fetch-*. */
async function navigate(client: Client, path: string, headers: Record<string, string> = {}) {
  const cookie = [...client.jar].map(([key, value]) => `${key}=${value}`).join('; ');
  const response = await server.app.request(`http://localhost${path}`, { headers: { host: 'localhost', cookie, ...headers } });
  return { status: response.status, type: response.headers.get('content-type'), body: (await response.json()) as { code: number; message: string } };
}

const joined = async (userId: string) => (await server.db.query("select 1 from o3_activity_people where card_id = 'o3-csrf' and user_id = $1", [userId])).length > 0;
const searches = async (userId: string) => (await server.db.query<{ n: number }>('select count(*)::int as n from searches where school_id = $1 and user_id = $2', [DEMO.mainland, userId]))[0]!.n;

describe('a GET that changes something, sent by another site', () => {
  test('joining an activity: refused with a message (403 JSON) and nobody joins; the portal’s own call joins', async () => {
    const victim = await signIn(server, DEMO.learner.mobile);
    const attempts: Record<string, string>[] = [{}, { 'sec-fetch-site': 'cross-site', 'sec-fetch-mode': 'navigate', 'sec-fetch-dest': 'document' }, { 'sec-fetch-site': 'cross-site', 'sec-fetch-dest': 'image' }];
    for (const headers of attempts) {
      const lured = await navigate(victim, JOIN, headers);
      expect(lured).toEqual({ status: 403, type: expect.stringMatching(/^application\/json/), body: { code: 403, message: 'Cross-site request refused.' } });
    }
    expect(await joined(DEMO.learner.id)).toBe(false);
    // In the reader's language, like every refusal.
    const german = await navigate(victim, JOIN, { 'sxz-lang': 'de_DE' });
    expect(german.body.message).toBe('Websiteübergreifende Anfrage abgelehnt.');
    // The header alone is not enough when the browser says the request comes from another site.
    expect((await victim.request('GET', JOIN, { headers: { 'sec-fetch-site': 'cross-site' } })).status).toBe(403);
    expect(await joined(DEMO.learner.id)).toBe(false);

    const own = await victim.request('GET', JOIN, { headers: { 'sec-fetch-site': 'same-origin' } });
    expect(own.status).toBe(200);
    expect(own.body.data).toMatchObject({ joined: true, alreadyJoined: false });
    expect(await joined(DEMO.learner.id)).toBe(true);
  });

  test('clearing the search history: refused without the header, history kept; cleared by the portal’s call', async () => {
    const victim = await signIn(server, DEMO.learner.mobile);
    await victim.get(`/api/portal/api/v1/portal/resource?schoolId=${DEMO.mainland}&keyword=csrf`);
    await server.db.query('insert into searches (school_id, user_id, keyword) values ($1, $2, $3)', [DEMO.mainland, DEMO.learner.id, 'kept']);
    const before = await searches(DEMO.learner.id);
    expect(before).toBeGreaterThan(0);
    const lured = await navigate(victim, CLEAR, { 'sec-fetch-site': 'cross-site' });
    expect(lured).toMatchObject({ status: 403, body: { code: 403, message: 'Cross-site request refused.' } });
    expect(await searches(DEMO.learner.id)).toBe(before);
    const own = await victim.get(CLEAR);
    expect(own.status).toBe(200);
    expect(own.body.data.cleared).toBe(before);
    expect(await searches(DEMO.learner.id)).toBe(0);
  });

  test('a QR code lured open is not marked scanned by the visitor', async () => {
    const desktop = browser(server);
    const opened = await desktop.get('/api/auth/rest/v1/open/qrcode.login/session');
    const qrId = opened.body.data.qrId as string;
    const victim = await signIn(server, DEMO.learner.mobile);
    expect((await navigate(victim, `/api/auth/rest/v1/open/qrcode.login/scan?qrId=${qrId}`)).status).toBe(403);
    expect((await desktop.get(`/api/auth/rest/v1/open/qrcode.login/status?qrId=${qrId}`)).body.data.status).toBe('waiting');
  });

  test('a bearer token is not sent by the browser on its own: no header needed', async () => {
    const client = await signIn(server, DEMO.lecturer.mobile);
    const token = client.jar.get('access_token')!;
    const response = await server.app.request(`http://localhost${JOIN}`, { headers: { host: 'localhost', authorization: `Bearer ${token}` } });
    expect(response.status).toBe(200);
  });

  test('a visitor without a session is asked to sign in, not refused as cross-site', async () => {
    expect((await navigate(browser(server), JOIN, { 'sec-fetch-site': 'none' })).status).toBe(401);
  });
});

describe('a write whose Origin is null or not an origin', () => {
  test.each(['null', 'http://[', '::::', 'http://', 'not a url', 'https://evil.example', 'http://localhost.evil.example'])('Origin %j is a 403 with a message, never a 500', async (origin) => {
    const client = await signIn(server, DEMO.learner.mobile);
    const answer = await client.request('POST', `/api/o3service/o3/card/focus/o3-csrf?schoolId=${DEMO.o3}`, { json: { focus: true }, headers: { origin } });
    expect({ status: answer.status, message: answer.body.message }).toEqual({ status: 403, message: 'Cross-site request refused.' });
    const anonymous = await browser(server).request('POST', '/api/accounts/open/url/decode', { json: { url: '/privacy' }, headers: { origin } });
    expect({ status: anonymous.status, message: anonymous.body.message }).toEqual({ status: 403, message: 'Cross-site request refused.' });
  });

  test('our own Origin still writes', async () => {
    const client = await signIn(server, DEMO.learner.mobile);
    expect((await client.request('POST', `/api/o3service/o3/card/focus/o3-csrf?schoolId=${DEMO.o3}`, { json: { focus: true }, headers: { origin: 'http://localhost' } })).status).toBe(200);
  });
});
