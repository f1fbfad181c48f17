import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Server } from '../../src/server.ts';
import { browser, startTestServer } from '../harness.ts';
import { asUser, CLASS_DEMO, CLASS_INFO_DEMO, DEMO, M, type User } from './helpers.ts';

let server: Server;
let admin: User;
let lecturer: User;
let learner: User;

beforeAll(async () => {
  server = await startTestServer();
  admin = await asUser(server, DEMO.admin.mobile);
  lecturer = await asUser(server, DEMO.lecturer.mobile);
  learner = await asUser(server, DEMO.learner.mobile);
}, 60_000);
afterAll(() => server.db.close());

const SETTINGS = `${M}/elab/labSettings`;
const startLab = () => learner.post('/api/auth/rest/v1/elab/code', { experimentId: CLASS_INFO_DEMO.experiment, classId: CLASS_DEMO.ongoing });

describe('the school’s lab, set by its administrators', () => {
  test('only administrators read or set it; the secret is never answered', async () => {
    expect((await lecturer.get(SETTINGS)).status).toBe(403);
    expect((await learner.put(SETTINGS, { labUrl: 'https://lab.example.edu/start', labSecret: 'x'.repeat(20) })).status).toBe(403);
    const current = await admin.get(SETTINGS);
    expect(current.body.data).toEqual({ labUrl: '/dev/elab', configured: true });
    expect(JSON.stringify(current.body)).not.toMatch(/secret/i);
  });

  test('a new address with a new secret: Start sends learners there, and only the new secret redeems', async () => {
    const saved = await admin.put(SETTINGS, { labUrl: 'https://lab.example.edu/start?tenant=harbour', labSecret: 'new-lab-secret-0123456789' });
    expect(saved.body.data).toEqual({ labUrl: 'https://lab.example.edu/start?tenant=harbour', configured: true });
    const { code, launchUrl } = (await startLab()).body.data;
    expect(new URL(launchUrl).searchParams.get('code')).toBe(code);
    expect(new URL(launchUrl).searchParams.get('tenant')).toBe('harbour');
    const lab = browser(server);
    expect((await lab.request('POST', '/api/auth/rest/v1/elab/code/redeem', { json: { code }, headers: { 'x-lab-secret': 'dev-or-old-secret' } })).status).toBe(401);
    expect((await lab.request('POST', '/api/auth/rest/v1/elab/code/redeem', { json: { code }, headers: { 'x-lab-secret': 'new-lab-secret-0123456789' } })).status).toBe(200);
  });

  test('the address alone keeps the stored secret; plain http, spaces or a short secret are refused with a message', async () => {
    expect((await admin.put(SETTINGS, { labUrl: 'https://lab2.example.edu/' })).body.data.labUrl).toBe('https://lab2.example.edu/');
    for (const body of [{ labUrl: 'http://lab.example.edu/' }, { labUrl: 'https://lab example.edu/' }, { labUrl: 'https://lab.example.edu/', labSecret: 'short' }, { labUrl: 'javascript:alert(1)' }]) {
      const refused = await admin.put(SETTINGS, body);
      expect(refused.status).toBe(400);
      expect(refused.body.message).toMatch(/labUrl|labSecret/);
    }
  });

  test('no lab: Start is not offered and a code is refused with a message', async () => {
    expect((await admin.put(SETTINGS, { labUrl: null })).body.data).toEqual({ labUrl: null, configured: false });
    const detail = await learner.get(`${M}/elab/user/queryElabDetail/${CLASS_INFO_DEMO.experiment}/${CLASS_DEMO.ongoing}`);
    expect(detail.body.data.labConfigured).toBe(false);
    const refused = await startLab();
    expect(refused.status).toBe(409);
    // A first lab needs its secret.
    expect((await admin.put(SETTINGS, { labUrl: 'https://lab.example.edu/' })).status).toBe(400);
  });
});
