import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Server } from '../../src/server.ts';
import { browser, signIn, startTestServer } from '../harness.ts';
import { DEMO } from '../../src/seed/demoIds.ts';
import { DEMO_ACTIVATION_CODES } from '../../src/seed/registration.ts';
import { hashActivationCode } from '../../src/modules/registration/activation.ts';
import { create, newcomer, schoolBody } from './helpers.ts';

let server: Server;
beforeAll(async () => {
  server = await startTestServer();
}, 60_000);
afterAll(() => server.db.close());

const require = (on: boolean) => server.db.query("update settings set value = $1 where key = 'registration.requireActiveCode'", [String(on)]);
const forgetGuesses = () => server.db.query("delete from rate_limits where key like 'activation:%'");
const addCode = (code: string) => server.db.query("insert into activation_codes (code_hash, plan_name, max_members, valid_until) values ($1, 'Test plan', 50, now() + interval '30 days')", [hashActivationCode(code)]);

describe('activation codes', () => {
  test('the demo does not require one; the setting turns it on', async () => {
    expect((await browser(server).get('/api/school/requireActiveCode')).body.data).toEqual({ required: false });
    await require(true);
    expect((await browser(server).get('/api/school/requireActiveCode')).body.data).toEqual({ required: true });
    const client = await newcomer(server);
    const answer = await create(client, schoolBody());
    expect(answer.status).toBe(400);
    expect(answer.body.message).toMatch(/needs an activation code/);
    await require(false);
  });

  test('checking a code says what it unlocks without using it; creating redeems it once', async () => {
    await forgetGuesses();
    await addCode('TEST-ONE-2027');
    const client = await newcomer(server);
    for (let i = 0; i < 2; i += 1) {
      const check = await client.request('POST', '/api/school/applyActiveCode', { json: { code: ' test-one-2027 ' } });
      expect(check.body.data).toMatchObject({ planName: 'Test plan', maxMembers: 50 });
    }
    const made = await create(client, schoolBody({ activationCode: 'TEST-ONE-2027' }));
    expect(made.status).toBe(200);
    const summary = await client.get(`/api/school/schools/${made.body.data.schoolId}/`);
    expect(summary.body.data).toMatchObject({ planName: 'Test plan', maxMembers: 50 });
    const again = await client.request('POST', '/api/school/applyActiveCode', { json: { code: 'TEST-ONE-2027' } });
    expect(again.status).toBe(400);
    expect(again.body.message).toMatch(/already been used/);
    const worded = await client.request('POST', '/api/school/applyActiveCode', { json: { code: 'TEST-ONE-2027' }, headers: { 'sxz-lang': 'de_DE' } });
    expect(worded.body.message).toBe('Dieser Aktivierungscode wurde bereits verwendet.');
    const second = await create(await newcomer(server), schoolBody({ activationCode: 'TEST-ONE-2027' }));
    expect(second.status).toBe(400);
  });

  test('codes are stored hashed; the demo codes work', async () => {
    const rows = await server.db.query<{ code_hash: string }>('select code_hash from activation_codes');
    expect(rows.some((row) => row.code_hash.includes('HARBOUR'))).toBe(false);
    await forgetGuesses();
    const client = await newcomer(server);
    const check = await client.request('POST', '/api/school/applyActiveCode', { json: { code: DEMO_ACTIVATION_CODES.store.code } });
    expect(check.body.data).toMatchObject({ planName: 'Store Professional', maxMembers: 2000 });
  });

  test('an administrator redeems a code for their school; a learner cannot (403)', async () => {
    await forgetGuesses();
    await addCode('TEST-TWO-2027');
    const learner = await signIn(server, DEMO.learner.mobile);
    expect((await learner.request('POST', '/api/school/confirmApplyCode', { json: { schoolId: DEMO.mainland, code: 'TEST-TWO-2027' } })).status).toBe(403);
    const admin = await signIn(server, DEMO.admin.mobile);
    const redeemed = await admin.request('POST', '/api/school/confirmApplyCode', { json: { schoolId: DEMO.mainland, code: 'TEST-TWO-2027' } });
    expect(redeemed.body.data).toMatchObject({ planName: 'Test plan' });
    expect((await admin.request('POST', '/api/school/confirmApplyCode', { json: { schoolId: DEMO.mainland, code: 'TEST-TWO-2027' } })).status).toBe(400);
  });

  test('guessing is rate limited: 429 with a message', async () => {
    await forgetGuesses();
    const client = await newcomer(server);
    const statuses: number[] = [];
    for (let i = 0; i < 11; i += 1) statuses.push((await client.request('POST', '/api/school/applyActiveCode', { json: { code: `GUESS-${i}` } })).status);
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(400));
    const last = await client.request('POST', '/api/school/applyActiveCode', { json: { code: DEMO_ACTIVATION_CODES.academy.code } });
    expect(last.status).toBe(429);
    expect(last.body.message).toMatch(/Too many activation code attempts/);
  });

  test('without signing in: 401', async () => {
    expect((await browser(server).request('POST', '/api/school/applyActiveCode', { json: { code: 'X-1234' } })).status).toBe(401);
  });
});
