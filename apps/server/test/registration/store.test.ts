import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Server } from '../../src/server.ts';
import { signIn, startTestServer } from '../harness.ts';
import { DEMO } from '../../src/seed/demoIds.ts';
import { create, newcomer, schoolBody } from './helpers.ts';

let server: Server;
beforeAll(async () => {
  server = await startTestServer();
}, 60_000);
afterAll(() => server.db.close());

describe('stores', () => {
  test('registering a store sets up its market: on sale, market config, store details', async () => {
    const client = await newcomer(server);
    const answer = await create(client, schoolBody({ kind: 'store', region: 'overseas', defaultLocale: 'en_US', timeZone: 'Europe/Berlin' }));
    expect(answer.status).toBe(200);
    expect(answer.body.data.doneSteps).toContain('store');
    const schoolId = answer.body.data.schoolId;
    const config = await client.get(`/api/school/biz/marketConfig?schoolId=${schoolId}`);
    expect(config.body.data).toMatchObject({ currency: 'USD', payoutCycle: 'monthly' });
    const details = await client.request('POST', '/api/school/schools/hasStoreDetails', { json: { schoolId } });
    expect(details.body.data).toEqual({ hasStoreDetails: true });
    expect((await client.get(`/api/portal/api/v1/portal/on-sale-switch?schoolId=${schoolId}`)).body.data).toEqual({ onSale: true });
  });

  test('an academy’s admin makes it a store; a learner gets 403; another school’s member cannot read its config', async () => {
    const learner = await signIn(server, DEMO.learner.mobile);
    expect((await learner.request('POST', '/api/assist/market/portal/initMarketStore', { json: { schoolId: DEMO.mainland } })).status).toBe(403);
    const admin = await signIn(server, DEMO.admin.mobile);
    expect((await admin.request('POST', '/api/school/schools/hasStoreDetails', { json: { schoolId: DEMO.o3 } })).body.data).toEqual({ hasStoreDetails: false });
    const made = await admin.request('POST', '/api/assist/market/portal/initMarketStore', { json: { schoolId: DEMO.o3 } });
    expect(made.body.data).toMatchObject({ currency: 'CNY' });
    const outsider = await newcomer(server);
    expect((await outsider.get(`/api/school/biz/marketConfig?schoolId=${DEMO.o3}`)).status).toBe(403);
    expect((await outsider.request('POST', '/api/school/schools/hasStoreDetails', { json: { schoolId: DEMO.o3 } })).status).toBe(403);
    expect((await outsider.request('POST', '/api/assist/market/portal/initMarketStore', { json: { schoolId: 'not-a-school' } })).status).toBe(400);
  });
});
