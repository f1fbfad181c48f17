import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Server } from '../../src/server.ts';
import { DEMO } from '../../src/seed/demoIds.ts';
import { browser, outboxCode, signIn, startTestServer } from '../harness.ts';

/**
 * Issue 32: every /api answer says `nosniff`; one that may be someone's (signed in, a bearer, a session or token set or
 * read, a refusal) says `no-store`, so no browser or proxy cache keeps it. An anonymous answer the same for every
 * visitor stays cacheable, and an answer with its own policy keeps it.
 */
let server: Server;
beforeAll(async () => {
  server = await startTestServer();
}, 60_000);
afterAll(() => server.db.close());

const headersOf = (answer: { headers: Headers }) => ({ nosniff: answer.headers.get('x-content-type-options'), cache: answer.headers.get('cache-control') });
const PRIVATE = { nosniff: 'nosniff', cache: 'no-store' };
const SCHOOL_DETAILS = `/api/ischool/v1/open/schools/school-details?schoolId=${DEMO.mainland}`;

describe('personal answers are never stored', () => {
  test('who I am, my orders, my session: no-store', async () => {
    const learner = await signIn(server, DEMO.learner.mobile);
    for (const path of ['/api/accounts/users/me', `/api/market/v1/orders?schoolId=${DEMO.mainland}`]) {
      const answer = await learner.get(path);
      expect({ path, status: answer.status, ...headersOf(answer) }).toEqual({ path, status: 200, ...PRIVATE });
    }
    // A public answer asked by a signed-in person may differ for them (enrolment, "me" rows).
    expect(headersOf(await learner.get(SCHOOL_DETAILS))).toEqual(PRIVATE);
  });

  test('the token answer and the sign-in that sets the cookies', async () => {
    const client = browser(server);
    await server.db.query("delete from signin_attempts where action = 'send' and account = $1", [DEMO.lecturer.mobile]);
    await client.request('POST', '/api/accounts/open/login/sms-code', { json: { mobile: DEMO.lecturer.mobile } });
    const code = await outboxCode(server, DEMO.lecturer.mobile);
    const token = await client.request('POST', '/api/auth/oauth/token', { form: { grant_type: 'sms_code', mobile: DEMO.lecturer.mobile, code } });
    expect(token.status).toBe(200);
    expect(token.headers.getSetCookie().length).toBeGreaterThan(0);
    expect(headersOf(token)).toEqual(PRIVATE);
    // A bearer caller (an app) is just as personal.
    const bearer = await server.app.request('http://localhost/api/accounts/users/me', { headers: { host: 'localhost', authorization: `Bearer ${client.jar.get('access_token')}` } });
    expect([bearer.status, bearer.headers.get('cache-control'), bearer.headers.get('x-content-type-options')]).toEqual([200, 'no-store', 'nosniff']);
  });

  test('refusals and unknown calls: nosniff, not stored', async () => {
    expect({ status: (await browser(server).get('/api/accounts/users/me')).status, ...headersOf(await browser(server).get('/api/accounts/users/me')) }).toEqual({ status: 401, ...PRIVATE });
    const unknown = await browser(server).get('/api/no/such/call');
    expect({ status: unknown.status, ...headersOf(unknown) }).toEqual({ status: 404, ...PRIVATE });
    // An anonymous answer that reads a pending sign-in's token is that person's.
    const pending = await browser(server).get('/api/auth/open/thirdlogin/pending?bindToken=nope');
    expect(headersOf(pending)).toEqual(PRIVATE);
  });
});

describe('public answers stay cacheable', () => {
  test('an anonymous visitor’s school details (the same for everyone): nosniff, no no-store', async () => {
    const first = await browser(server).get(SCHOOL_DETAILS);
    const repeat = await browser(server).get(SCHOOL_DETAILS);
    for (const answer of [first, repeat]) {
      expect(answer.status).toBe(200);
      expect(headersOf(answer)).toEqual({ nosniff: 'nosniff', cache: null });
    }
    expect(headersOf(await browser(server).get('/api/openapi.json'))).toEqual({ nosniff: 'nosniff', cache: null });
  });

  test('an expired or foreign session cookie makes even a public answer private', async () => {
    const answer = await server.app.request(`http://localhost${SCHOOL_DETAILS}`, { headers: { host: 'localhost', cookie: 'access_token=expired' } });
    expect([answer.status, answer.headers.get('cache-control')]).toEqual([200, 'no-store']);
  });
});
