// @postgres-pass: the same key sent twice at once (a pool, not PGlite's one connection).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Server } from '../src/server.ts';
import { cleanupExpired } from '../src/jobs/cleanup.ts';
import { PORTAL_CALLS_DEMO } from '../src/seed/portalCalls.ts';
import { signIn, startTestServer } from './harness.ts';
import { DEMO } from './classes/helpers.ts';

// Decision 0024: a write the contract marks idempotent, sent again with the same Idempotency-Key, is done once.
const FEEDBACK = '/api/school/feedback/addFeedback';
const POSTS = `/api/km/v1/communities/posts?schoolId=${DEMO.mainland}`;
const feedback = (text: string) => ({ feedbackType: 1, feedbackContent: text, allowContact: 0, tenantId: DEMO.mainland, clientType: '1' });
const keyed = (key: string) => ({ 'Idempotency-Key': key });
const newKey = () => `test-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 12)}`;

let server: Server;
beforeAll(async () => {
  server = await startTestServer();
}, 60_000);
afterAll(() => server.db.close());

const stored = async (text: string) => (await server.db.query<{ id: string }>('select id from feedback where content = $1', [text])).map((row) => row.id);

describe('a write sent again with the same key', () => {
  it('is stored once, and the repeat gets the first answer, marked replayed', async () => {
    const learner = await signIn(server, DEMO.learner.mobile);
    const key = newKey();
    const first = await learner.request('POST', FEEDBACK, { json: feedback('Sent twice, stored once'), headers: keyed(key) });
    const again = await learner.request('POST', FEEDBACK, { json: feedback('Sent twice, stored once'), headers: keyed(key) });
    expect(first.status).toBe(200);
    expect(first.headers.get('idempotent-replayed')).toBeNull();
    expect([again.status, again.headers.get('idempotent-replayed')]).toEqual([200, 'true']);
    expect(again.body).toEqual(first.body);
    expect(await stored('Sent twice, stored once')).toEqual([first.body.data.id]);
  });

  it('at the same moment (a double click, a retry racing the first): one is stored, both get its answer', async () => {
    const learner = await signIn(server, DEMO.learner.mobile);
    const key = newKey();
    const both = await Promise.all([1, 2].map(() => learner.request('POST', FEEDBACK, { json: feedback('Raced'), headers: keyed(key) })));
    expect(both.map((answer) => answer.status)).toEqual([200, 200]);
    expect(both[0]!.body.data.id).toBe(both[1]!.body.data.id);
    expect(await stored('Raced')).toHaveLength(1);
  });

  it('with another input is refused (422) and stores nothing; without a key every send is its own write', async () => {
    const learner = await signIn(server, DEMO.learner.mobile);
    const key = newKey();
    await learner.request('POST', FEEDBACK, { json: feedback('The first text'), headers: keyed(key) });
    const other = await learner.request('POST', FEEDBACK, { json: feedback('Another text'), headers: keyed(key) });
    expect(other.status).toBe(422);
    expect(other.body.message).toMatch(/already used for a different request/);
    expect(await stored('Another text')).toEqual([]);
    await learner.request('POST', FEEDBACK, { json: feedback('No key') });
    await learner.request('POST', FEEDBACK, { json: feedback('No key') });
    expect(await stored('No key')).toHaveLength(2);
  });

  it('is per user: another user’s request with the same key is a write of its own', async () => {
    const key = newKey();
    const learner = await signIn(server, DEMO.learner.mobile);
    const lecturer = await signIn(server, DEMO.lecturer.mobile);
    await learner.request('POST', FEEDBACK, { json: feedback('Same key, two people'), headers: keyed(key) });
    const theirs = await lecturer.request('POST', FEEDBACK, { json: feedback('Same key, two people'), headers: keyed(key) });
    expect(theirs.headers.get('idempotent-replayed')).toBeNull();
    expect(await stored('Same key, two people')).toHaveLength(2);
  });

  it('a refused write keeps no key: the corrected request with the same key is done', async () => {
    const learner = await signIn(server, DEMO.learner.mobile);
    const key = newKey();
    const post = (content: string) => learner.request('POST', POSTS, { json: { sectionId: PORTAL_CALLS_DEMO.sections.mainlandNews, title: 'Keyed post', content }, headers: keyed(key) });
    // The moderation refusal happens inside the handler's own work, after the key was claimed: it is undone with it.
    expect((await post('Visit my casino')).status).toBe(422);
    const done = await post('A clean text');
    expect([done.status, done.headers.get('idempotent-replayed')]).toEqual([200, null]);
    const replayed = await post('A clean text');
    expect([replayed.status, replayed.headers.get('idempotent-replayed'), replayed.body.data.id]).toEqual([200, 'true', done.body.data.id]);
    const [row] = await server.db.query<{ n: number }>("select count(*)::int as n from community_posts where title = 'Keyed post'");
    expect(row!.n).toBe(1);
  });

  it('a malformed key is refused, not ignored; a call the contract does not mark ignores the header', async () => {
    const learner = await signIn(server, DEMO.learner.mobile);
    const bad = await learner.request('POST', FEEDBACK, { json: feedback('Bad key'), headers: keyed('short') });
    expect([bad.status, bad.body.message]).toEqual([400, 'Idempotency-Key must be 16 to 128 letters, digits, "-" or "_".']);
    expect(await stored('Bad key')).toEqual([]);
    const subscribe = await learner.request('PUT', `/api/km/v1/communities/sections/${PORTAL_CALLS_DEMO.sections.mainlandNews}/subscription?schoolId=${DEMO.mainland}`, { headers: keyed('short') });
    expect(subscribe.status).toBe(200);
  });

  it('the hourly clean-up forgets keys after a day', async () => {
    const learner = await signIn(server, DEMO.learner.mobile);
    const key = newKey();
    await learner.request('POST', FEEDBACK, { json: feedback('Old key'), headers: keyed(key) });
    await server.db.query("update idempotency_keys set created_at = now() - interval '2 days' where key = $1", [key]);
    expect((await cleanupExpired(server.db)).idempotency_keys).toBeGreaterThanOrEqual(1);
    expect(await server.db.query('select 1 from idempotency_keys where key = $1', [key])).toEqual([]);
  });

  it('the OpenAPI document names the header on the calls that take it', async () => {
    const document = (await (await server.app.request('http://localhost/api/openapi.json')).json()) as { paths: Record<string, Record<string, { parameters: { name: string; in: string }[] }>> };
    const names = (path: string, method: string) => document.paths[path]![method]!.parameters.filter((p) => p.in === 'header').map((p) => p.name);
    expect(names(FEEDBACK, 'post')).toEqual(['Idempotency-Key']);
    expect(names('/api/manager/lectureclass/addClass', 'post')).toEqual(['Idempotency-Key']);
    expect(names('/api/personal-center/addFocus', 'post')).toEqual([]);
  });
});
