// @postgres-pass: LISTEN/NOTIFY between instances exists only on a server.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MicroCache } from '../src/http/microCache.ts';
import { createServer, type Server } from '../src/server.ts';
import { browser, signIn, startTestServer } from './harness.ts';
import { DEMO } from './classes/helpers.ts';

describe('clearing the read cache', () => {
  it('announces a clear made here, and takes one from elsewhere without announcing it again', () => {
    const cache = new MicroCache();
    let announced = 0;
    cache.onClear = () => (announced += 1);
    cache.set('a', 1);
    cache.clearHere();
    expect(cache.get('a')).toBeUndefined();
    expect(announced).toBe(0);
    cache.set('a', 1);
    cache.clear();
    expect(cache.get('a')).toBeUndefined();
    expect(announced).toBe(1);
  });
});

describe('which writes start the read cache over (one instance)', () => {
  let server: Server;
  const navigations = `/api/portal/api/v1/portal/v2/navigations?schoolId=${DEMO.mainland}`;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.db.close());

  it('a learner’s write leaves it; marking the school decorated (what visitors read) clears it', async () => {
    const visitor = browser(server);
    const learner = await signIn(server, DEMO.learner.mobile);
    const admin = await signIn(server, DEMO.admin.mobile);
    await visitor.get(navigations);
    const sent = await learner.request('POST', '/api/school/feedback/addFeedback', { json: { feedbackType: 1, feedbackContent: 'cache test', picUrl: '', allowContact: 0, tenantId: DEMO.mainland, clientType: '1' } });
    expect(sent.body.code).toBe(200);
    const hits = server.services.cache.hits;
    await visitor.get(navigations);
    expect(server.services.cache.hits).toBe(hits + 1);

    expect((await admin.request('PUT', `/api/portal/api/v1/portal/school-update-isdecorated?schoolId=${DEMO.mainland}`)).status).toBe(200);
    const misses = server.services.cache.misses;
    await visitor.get(navigations);
    expect(server.services.cache.misses).toBe(misses + 1);
  });
});

// Two instances on one PostgreSQL database, as behind nginx: a write through one clears the other's cache.
describe.runIf(process.env.TEST_DATABASE_URL)('two instances on one database (PostgreSQL)', () => {
  let first: Server;
  let second: Server;
  const navigations = `/api/portal/api/v1/portal/v2/navigations?schoolId=${DEMO.mainland}`;
  beforeAll(async () => {
    first = await startTestServer();
    second = await createServer(first.services.config);
  });
  afterAll(async () => {
    await second?.db.close();
    await first?.db.close();
  });

  it('a release through the second instance clears the first instance’s cache at once', async () => {
    const admin = await signIn(second, DEMO.admin.mobile);
    const visitor = browser(first);
    await visitor.get(navigations);
    const hitsBefore = first.services.cache.hits;
    await visitor.get(navigations);
    expect(first.services.cache.hits).toBe(hitsBefore + 1);

    // The first instance's answer changes in the database; then a write visitors see goes through the second one.
    await first.db.query("update navigations set items = '[]'::jsonb where school_id = $1", [DEMO.mainland]);
    expect((await admin.request('PUT', `/api/portal/api/v1/portal/school-update-isdecorated?schoolId=${DEMO.mainland}`)).status).toBe(200);

    // The first instance answers from the database again, well before its cached answer's second is over.
    await expect.poll(async () => (await visitor.get(navigations)).body.data, { timeout: 500, interval: 10 }).toEqual([]);
  });
});
