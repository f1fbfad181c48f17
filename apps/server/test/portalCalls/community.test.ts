import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Server } from '../../src/server.ts';
import { PORTAL_CALLS_DEMO } from '../../src/seed/portalCalls.ts';
import { browser, signIn, startTestServer } from '../harness.ts';

const KM = '/api/km/v1/communities';
const MAIN = '1000000000000000001';
const OVERSEAS = '1000000000000000002';
const { sections, posts } = PORTAL_CALLS_DEMO;
let server: Server;
beforeAll(async () => {
  server = await startTestServer();
}, 60_000);
afterAll(() => server.db.close());

const countPosts = async () => (await server.db.query<{ n: number }>('select count(*)::int as n from community_posts'))[0]!.n;

describe('community', () => {
  test('sections with counts; subscribing shows in my list; posts newest first; a post with its comments', async () => {
    const learner = await signIn(server, '13800000001');
    const before = (await learner.get(`${KM}/sections?schoolId=${MAIN}`)).body.data;
    expect(before.map((section: { nameEn: string; posts: number; subscribed: boolean }) => [section.nameEn, section.posts, section.subscribed])).toEqual([['Academy news', 2, false], ['Activities', 1, false]]);
    await learner.request('PUT', `${KM}/sections/${sections.mainlandNews}/subscription?schoolId=${MAIN}`);
    expect((await learner.get(`${KM}/sections?schoolId=${MAIN}`)).body.data[0].subscribed).toBe(true);
    await learner.request('DELETE', `${KM}/sections/${sections.mainlandNews}/subscription?schoolId=${MAIN}`);
    expect((await learner.get(`${KM}/sections?schoolId=${MAIN}`)).body.data[0].subscribed).toBe(false);
    const list = (await browser(server).get(`${KM}/posts?schoolId=${MAIN}`)).body.data;
    expect(list.list.map((post: { id: string }) => post.id)).toEqual([posts.studyGroup, posts.notes, posts.welcome]);
    expect(list.list[0].activity).toMatchObject({ capacity: 20, enrolled: 0, isEnrolled: false });
    const detail = (await browser(server).get(`${KM}/posts/${posts.welcome}?schoolId=${MAIN}`)).body.data;
    expect([detail.title, detail.commentList]).toEqual(['欢迎来到海港学院社区', []]);
  });

  test('publishing: a clean post appears; a post or comment with a listed word is refused, naming it, and not stored', async () => {
    const learner = await signIn(server, '13800000001');
    const created = await learner.request('POST', `${KM}/posts?schoolId=${MAIN}`, { json: { sectionId: sections.mainlandNews, title: 'My notes', content: 'What I learnt this week' } });
    expect(created.status).toBe(200);
    expect(created.body.data).toMatchObject({ status: 'published', author: { userId: 'u-learner' }, activity: null });
    const stored = await countPosts();
    const refused = await learner.request('POST', `${KM}/posts?schoolId=${MAIN}`, { json: { sectionId: sections.mainlandNews, title: 'Big news', content: 'Visit my CASINO and 赌博 site' } });
    expect(refused.status).toBe(422);
    expect(refused.body.message).toBe('This text cannot be published: it contains “casino”, “赌博”. Please change it and try again.');
    expect(await countPosts()).toBe(stored);
    // In the page's language (sxz-lang), the school's words named as they are.
    const german = await learner.request('POST', `${KM}/posts?schoolId=${MAIN}`, { json: { sectionId: sections.mainlandNews, title: 'Big news', content: 'Visit my casino' }, headers: { 'sxz-lang': 'de_DE' } });
    expect([german.status, german.body.message]).toEqual([422, 'Dieser Text kann nicht veröffentlicht werden: Er enthält “casino”. Bitte ändern Sie ihn und versuchen Sie es erneut.']);
    // The demo school's own word applies to it, not to other schools.
    expect((await learner.request('POST', `${KM}/posts?schoolId=${MAIN}`, { json: { sectionId: sections.mainlandNews, title: 'spoiler', content: 'x' } })).status).toBe(422);
    const check = await learner.request('POST', `/api/km/v1/text-moderation/sync?schoolId=${OVERSEAS}`, { json: { text: 'spoiler casino' } });
    expect(check.body.data).toEqual({ allowed: false, words: ['casino'] });
    const comment = await learner.request('POST', `${KM}/posts/${created.body.data.id}/comments?schoolId=${MAIN}`, { json: { content: 'casino' } });
    expect(comment.status).toBe(422);
    // Typed full-width (a Chinese input method's mode) or split by an invisible character: still the word.
    for (const content of ['ｃａｓｉｎｏ tonight', 'cas\u200bino tonight', 'c\u00adasino tonight']) {
      const hidden = await learner.request('POST', `${KM}/posts/${created.body.data.id}/comments?schoolId=${MAIN}`, { json: { content } });
      expect({ content, status: hidden.status, words: hidden.body.details?.map((detail: { message: string }) => detail.message) }).toEqual({ content, status: 422, words: ['casino'] });
    }
    const fine = await learner.request('POST', `${KM}/posts/${created.body.data.id}/comments?schoolId=${MAIN}`, { json: { content: 'Thanks!' } });
    expect(fine.body.data.content).toBe('Thanks!');
    expect((await browser(server).get(`${KM}/posts/${created.body.data.id}?schoolId=${MAIN}`)).body.data.commentList.map((c: { content: string }) => c.content)).toEqual(['Thanks!']);
  });

  test('with content review on, a new post waits: only its author sees it', async () => {
    await server.db.query('update schools set content_review = true where id = $1', [MAIN]);
    try {
      const learner = await signIn(server, '13800000001');
      const created = await learner.request('POST', `${KM}/posts?schoolId=${MAIN}`, { json: { sectionId: sections.mainlandNews, title: 'Waiting', content: 'For review' } });
      expect(created.body.data.status).toBe('pending');
      expect((await learner.get(`${KM}/posts/${created.body.data.id}?schoolId=${MAIN}`)).status).toBe(200);
      expect((await browser(server).get(`${KM}/posts/${created.body.data.id}?schoolId=${MAIN}`)).status).toBe(404);
      expect((await browser(server).get(`${KM}/posts?schoolId=${MAIN}`)).body.data.list.map((post: { id: string }) => post.id)).not.toContain(created.body.data.id);
    } finally {
      await server.db.query('update schools set content_review = false where id = $1', [MAIN]);
    }
  });

  test('activity enrolment: once per member, not beyond capacity', async () => {
    const admin = await signIn(server, '13800000003');
    const activity = await admin.request('POST', `${KM}/posts?schoolId=${MAIN}`, { json: { sectionId: sections.mainlandActivities, title: 'Small workshop', content: 'Two places', activity: { capacity: 2 } } });
    const id = activity.body.data.id;
    const learner = await signIn(server, '13800000001');
    const path = `${KM}/post/activity/enrollment/${id}?schoolId=${MAIN}`;
    expect((await learner.request('PUT', path)).body.data).toEqual({ enrolled: 1, capacity: 2 });
    const again = await learner.request('PUT', path);
    expect([again.status, again.body.message, again.body.details]).toEqual([409, 'You are already enrolled in this activity.', [{ path: 'reason', message: 'already' }]]);
    expect((await admin.request('PUT', path)).body.data).toEqual({ enrolled: 2, capacity: 2 });
    const lecturer = await signIn(server, '13800000002');
    const full = await lecturer.request('PUT', path);
    expect([full.status, full.body.message, full.body.details]).toEqual([409, 'This activity is full.', [{ path: 'reason', message: 'full' }]]);
    const arabic = await lecturer.request('PUT', path, { headers: { 'sxz-lang': 'ar_SA' } });
    expect([arabic.status, arabic.body.message, arabic.body.details]).toEqual([409, 'هذا النشاط مكتمل.', [{ path: 'reason', message: 'full' }]]);
    expect((await learner.get(`${KM}/posts/${id}?schoolId=${MAIN}`)).body.data.activity).toMatchObject({ enrolled: 2, isEnrolled: true });
    // A plain post is not an activity.
    expect((await learner.request('PUT', `${KM}/post/activity/enrollment/${posts.welcome}?schoolId=${MAIN}`)).status).toBe(404);
  });

  test('cancelling an enrolment gives the place back, once, only while enrolment is open, in the member’s own school', async () => {
    const admin = await signIn(server, '13800000003');
    const activity = await admin.request('POST', `${KM}/posts?schoolId=${MAIN}`, { json: { sectionId: sections.mainlandActivities, title: 'One place', content: 'Cancel me', activity: { capacity: 1 } } });
    const id = activity.body.data.id;
    const path = `${KM}/post/activity/enrollment/${id}?schoolId=${MAIN}`;
    const learner = await signIn(server, '13800000001');
    const lecturer = await signIn(server, '13800000002');
    // Not enrolled: nothing to cancel (in the reader's language too).
    const notYet = await learner.request('DELETE', path, { headers: { 'sxz-lang': 'ar_SA' } });
    expect([notYet.status, notYet.body.message, notYet.body.details]).toEqual([409, 'أنت غير مسجّل في هذا النشاط.', [{ path: 'reason', message: 'notEnrolled' }]]);
    expect((await learner.request('PUT', path)).body.data).toEqual({ enrolled: 1, capacity: 1 });
    expect((await lecturer.request('PUT', path)).status).toBe(409);
    expect((await learner.request('DELETE', path)).body.data).toEqual({ enrolled: 0, capacity: 1 });
    expect((await learner.get(`${KM}/posts/${id}?schoolId=${MAIN}`)).body.data.activity).toMatchObject({ enrolled: 0, isEnrolled: false });
    // The place is free again for someone else; cancelling twice is refused.
    expect((await lecturer.request('PUT', path)).body.data).toEqual({ enrolled: 1, capacity: 1 });
    expect((await learner.request('DELETE', path)).body.details).toEqual([{ path: 'reason', message: 'notEnrolled' }]);
    // After enrolment closes the list stays as it is.
    await server.db.query("update community_posts set enrol_closes_at = now() - interval '1 hour' where id = $1", [id]);
    const closed = await lecturer.request('DELETE', path);
    expect([closed.status, closed.body.details]).toEqual([409, [{ path: 'reason', message: 'closed' }]]);
    // Signed out: 401; a school I am not a member of: 403; the activity under another school of mine, or a plain post: 404.
    expect((await browser(server).request('DELETE', path)).status).toBe(401);
    expect((await lecturer.request('DELETE', `${KM}/post/activity/enrollment/${id}?schoolId=${OVERSEAS}`)).status).toBe(403);
    expect((await learner.request('DELETE', `${KM}/post/activity/enrollment/${id}?schoolId=${OVERSEAS}`)).status).toBe(404);
    expect((await learner.request('DELETE', `${KM}/post/activity/enrollment/${posts.welcome}?schoolId=${MAIN}`)).status).toBe(404);
  });

  test('mine=1: only my own posts, waiting ones too, of every section; signing in is needed', async () => {
    const learner = await signIn(server, '13800000001');
    await server.db.query('update schools set content_review = true where id = $1', [MAIN]);
    let waiting: string;
    try {
      waiting = (await learner.request('POST', `${KM}/posts?schoolId=${MAIN}`, { json: { sectionId: sections.mainlandActivities, title: 'Mine, waiting', content: 'For review' } })).body.data.id;
    } finally {
      await server.db.query('update schools set content_review = false where id = $1', [MAIN]);
    }
    const mine = (await learner.get(`${KM}/posts?schoolId=${MAIN}&mine=1&pageSize=50`)).body.data;
    expect(mine.list.every((post: { author: { userId: string } }) => post.author.userId === 'u-learner')).toBe(true);
    expect(mine.list.map((post: { id: string }) => post.id)).toEqual(expect.arrayContaining([waiting, posts.notes]));
    expect(mine.list.map((post: { id: string }) => post.id)).not.toContain(posts.welcome);
    expect(mine.total).toBe(mine.list.length);
    // With a section too: only mine in it.
    expect((await learner.get(`${KM}/posts?schoolId=${MAIN}&mine=1&sectionId=${sections.mainlandNews}&pageSize=50`)).body.data.list.map((post: { id: string }) => post.id)).not.toContain(waiting);
    // Another member's "mine" is theirs: the lecturer wrote none here.
    expect((await (await signIn(server, '13800000002')).get(`${KM}/posts?schoolId=${MAIN}&mine=1`)).body.data).toEqual({ total: 0, list: [] });
    expect((await browser(server).get(`${KM}/posts?schoolId=${MAIN}&mine=1`)).status).toBe(401);
    expect((await learner.get(`${KM}/posts?schoolId=${MAIN}&mine=yes`)).status).toBe(400);
  });

  test('an activity whose enrolment has closed refuses with the reason "closed"', async () => {
    const admin = await signIn(server, '13800000003');
    const activity = await admin.request('POST', `${KM}/posts?schoolId=${MAIN}`, { json: { sectionId: sections.mainlandActivities, title: 'Past workshop', content: 'Closed', activity: { capacity: 5 } } });
    await server.db.query("update community_posts set enrol_closes_at = now() - interval '1 hour' where id = $1", [activity.body.data.id]);
    const learner = await signIn(server, '13800000001');
    const closed = await learner.request('PUT', `${KM}/post/activity/enrollment/${activity.body.data.id}?schoolId=${MAIN}`);
    expect([closed.status, closed.body.details]).toEqual([409, [{ path: 'reason', message: 'closed' }]]);
  });

  test('tenant isolation: another school’s post, section and community stay out of reach', async () => {
    const lecturer = await signIn(server, '13800000002');
    expect((await lecturer.get(`${KM}/posts/${posts.overseas}?schoolId=${MAIN}`)).status).toBe(404);
    expect((await lecturer.request('PUT', `${KM}/sections/${sections.overseas}/subscription?schoolId=${MAIN}`)).status).toBe(404);
    expect((await lecturer.request('POST', `${KM}/posts?schoolId=${MAIN}`, { json: { sectionId: sections.overseas, title: 'x', content: 'y' } })).status).toBe(404);
    expect((await lecturer.get(`${KM}/posts?schoolId=${OVERSEAS}`)).status).toBe(403);
    expect((await lecturer.request('POST', `${KM}/posts?schoolId=${OVERSEAS}`, { json: { sectionId: sections.overseas, title: 'x', content: 'y' } })).status).toBe(403);
    expect((await browser(server).request('POST', `${KM}/posts?schoolId=${MAIN}`, { json: { sectionId: sections.mainlandNews, title: 'x', content: 'y' } })).status).toBe(401);
  });

  test.each([
    [{ sectionId: 'news', title: 'x', content: 'y' }],
    [{ sectionId: PORTAL_CALLS_DEMO.sections.mainlandNews, title: '   ', content: 'y' }],
    [{ sectionId: PORTAL_CALLS_DEMO.sections.mainlandNews, title: 'x', content: 'y', activity: { capacity: 0 } }],
    [{ sectionId: PORTAL_CALLS_DEMO.sections.mainlandNews, title: 'x'.repeat(101), content: 'y' }],
  ])('bad post %j is a 400 with a message', async (json) => {
    const learner = await signIn(server, '13800000001');
    const answer = await learner.request('POST', `${KM}/posts?schoolId=${MAIN}`, { json });
    expect(answer.status).toBe(400);
    expect(answer.body.message).toMatch(/Invalid request/);
  });
});
