// @postgres-pass: statement and lock timeouts of a server connection.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isDatabaseUnavailable } from '../src/db/unavailable.ts';
import type { Server } from '../src/server.ts';
import { browser, startTestServer } from './harness.ts';
import { asUser, CLASS_DEMO, classInput, DEMO } from './classes/helpers.ts';

let server: Server;
beforeAll(async () => {
  // Small enough that the locked-row test below ends quickly on PostgreSQL. Read when the pool is made, then put
  // back: the test files of a worker share one process (vitest.config.ts, isolate: false).
  const before = process.env.DB_LOCK_TIMEOUT_MS;
  process.env.DB_LOCK_TIMEOUT_MS = '300';
  try {
    server = await startTestServer();
  } finally {
    if (before === undefined) delete process.env.DB_LOCK_TIMEOUT_MS;
    else process.env.DB_LOCK_TIMEOUT_MS = before;
  }
});
afterAll(() => server.db.close());

describe('request body limits', () => {
  it('refuses a JSON body over 1 MB with a 413 and a message, before any handler reads it', async () => {
    const visitor = browser(server);
    const huge = JSON.stringify({ feedbackContent: 'x'.repeat(2 * 1024 * 1024) });
    const response = await visitor.request('POST', '/api/school/feedback/addFeedback', { body: huge, headers: { 'content-type': 'application/json', 'content-length': String(huge.length) } });
    expect(response.status).toBe(413);
    expect(response.body).toMatchObject({ code: 413, message: expect.stringMatching(/too large: at most 1 MB/) });
  });

  it('counts a body sent without a length as it streams', async () => {
    const visitor = browser(server);
    const chunk = new TextEncoder().encode('x'.repeat(256 * 1024));
    let sent = 0;
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent++ < 8) controller.enqueue(chunk);
        else controller.close();
      },
    });
    const response = await server.app.request('http://localhost/api/school/feedback/addFeedback', {
      method: 'POST', body: stream, headers: { 'content-type': 'application/json', 'x-requested-with': 'XMLHttpRequest', 'transfer-encoding': 'chunked' }, duplex: 'half',
    } as RequestInit);
    expect(response.status).toBe(413);
    expect(visitor).toBeDefined();
  });

  it('lets an image upload be larger than a JSON body, up to its own ceiling', async () => {
    const visitor = browser(server);
    const form = (size: number) => {
      const data = new FormData();
      data.set('file', new File([new Uint8Array(size)], 'photo.png', { type: 'image/png' }));
      return data;
    };
    // 2 MB passes the body limit (it reaches the handler, which wants a signed-in user).
    const allowed = await visitor.request('PUT', '/api/portal/api/v1/portal/uploadFile', { body: form(2 * 1024 * 1024) });
    expect(allowed.status).not.toBe(413);
    const refused = await visitor.request('PUT', '/api/portal/api/v1/portal/uploadFile', { body: form(6 * 1024 * 1024) });
    expect(refused.status).toBe(413);
    expect(refused.body).toMatchObject({ resultCode: 901100007, message: "The image is larger than 5 MB." });
  });
});

describe('a database that is away, slow or locked', () => {
  it('knows the errors of a database that is unavailable from those of a bug', () => {
    const pg = (code: string, message = 'x') => Object.assign(new Error(message), { code });
    for (const error of [pg('57014'), pg('55P03'), pg('57P01'), pg('08006'), pg('ECONNREFUSED'), new Error('timeout exceeded when trying to connect'), new Error('Connection terminated unexpectedly')]) {
      expect(isDatabaseUnavailable(error)).toBe(true);
    }
    expect(isDatabaseUnavailable(new AggregateError([pg('ECONNREFUSED')], 'all refused'))).toBe(true);
    for (const error of [pg('23505'), pg('42P01'), new TypeError('undefined is not a function'), 'text']) expect(isDatabaseUnavailable(error)).toBe(false);
  });

  it('answers 503 with Retry-After and a readable message when a statement is cancelled', async () => {
    const original = server.db.query.bind(server.db);
    server.services.cache.clear();
    server.db.query = (async () => {
      throw Object.assign(new Error('canceling statement due to statement timeout'), { code: '57014' });
    }) as typeof server.db.query;
    try {
      const response = await browser(server).get(`/api/portal/api/v1/portal/v2/navigations?schoolId=${DEMO.mainland}`);
      expect(response.status).toBe(503);
      expect(response.headers.get('retry-after')).toBe('5');
      expect(response.body).toEqual({ code: 503, message: expect.stringMatching(/try again in a few seconds/) });
    } finally {
      server.db.query = original;
    }
  });

  it.runIf(process.env.TEST_DATABASE_URL)('gives up on a locked row after the lock timeout: 503, not a hung request (PostgreSQL)', async () => {
    const lecturer = await asUser(server, DEMO.lecturer.mobile);
    const pg = await import('pg');
    const holder = new pg.default.Client({ connectionString: server.services.config.databaseUrl });
    await holder.connect();
    try {
      await holder.query('begin');
      await holder.query('select id from classes where id = $1 for update', [CLASS_DEMO.unstarted]);
      const started = Date.now();
      const response = await lecturer.put(`/api/manager/lectureclass/updateClass/${CLASS_DEMO.unstarted}`, classInput());
      expect(response.status).toBe(503);
      expect(response.headers.get('retry-after')).toBe('5');
      expect(Date.now() - started).toBeLessThan(5_000);
    } finally {
      await holder.query('rollback');
      await holder.end();
    }
  });
});
