import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Server } from '../../src/server.ts';
import { DEMO } from '../../src/seed/demoIds.ts';
import { browser, signIn, startTestServer } from '../harness.ts';

const P = '/api/personal-center';
const S = DEMO.mainland;
const q = (params: Record<string, string | number>) => new URLSearchParams(Object.entries(params).map(([k, v]) => [k, String(v)])).toString();

/** People of this test beyond the demo (mobiles of helper D's own range). */
const FOREIGNER = { id: 'u-space-foreigner', mobile: '13800000331' };
const VISITOR = { id: 'u-space-visitor', mobile: '13800000332' };

let server: Server;
let learner: Awaited<ReturnType<typeof signIn>>;
let lecturer: Awaited<ReturnType<typeof signIn>>;
let foreigner: Awaited<ReturnType<typeof signIn>>;
let visitor: Awaited<ReturnType<typeof signIn>>;

beforeAll(async () => {
  server = await startTestServer();
  for (const [person, name, school] of [[FOREIGNER, 'Overseas Only', DEMO.overseas], [VISITOR, null, S]] as const) {
    await server.db.query('insert into users (id, mobile, real_name) values ($1, $2, $3)', [person.id, person.mobile, name]);
    await server.db.query("insert into members (school_id, user_id, role) values ($1, $2, 'learner')", [school, person.id]);
  }
  [learner, lecturer, foreigner, visitor] = await Promise.all([signIn(server, DEMO.learner.mobile), signIn(server, DEMO.lecturer.mobile), signIn(server, FOREIGNER.mobile), signIn(server, VISITOR.mobile)]);
}, 60_000);
afterAll(() => server.db.close());

const details = (client: typeof learner, userId?: string) => client.get(`${P}/selectPersonDetails?${q(userId ? { schoolId: S, userId } : { schoolId: S })}`);
const focus = (client: typeof learner, action: 'addFocus' | 'cancelFocus', userId: string, schoolId: string = S) => client.request('POST', `${P}/${action}?schoolId=${schoolId}`, { json: { userId } });

describe('following a person', () => {
  test('the learner follows and unfollows the lecturer; counts move once, in both spaces', async () => {
    const before = (await details(learner, DEMO.lecturer.id)).body.data;
    expect(before).toMatchObject({ userId: DEMO.lecturer.id, name: '王芳', isSelf: false, isFocus: false, privacy: null });
    const mineBefore = (await details(learner)).body.data.following;

    const followed = await focus(learner, 'addFocus', DEMO.lecturer.id);
    expect(followed.body.data).toEqual({ isFocus: true, followers: before.followers + 1, following: before.following });
    // Following again changes nothing.
    expect((await focus(learner, 'addFocus', DEMO.lecturer.id)).body.data.followers).toBe(before.followers + 1);
    expect((await learner.get(`${P}/isFocus?${q({ schoolId: S, userId: DEMO.lecturer.id })}`)).body.data).toEqual({ isFocus: true });
    expect((await details(learner)).body.data.following).toBe(mineBefore + 1);
    const myFollowing = (await learner.get(`${P}/focusList?${q({ schoolId: S })}`)).body.data;
    expect(myFollowing.list[0]).toMatchObject({ userId: DEMO.lecturer.id, name: '王芳', isFocus: true });

    const unfollowed = await focus(learner, 'cancelFocus', DEMO.lecturer.id);
    expect(unfollowed.body.data).toEqual({ isFocus: false, followers: before.followers, following: before.following });
    expect((await focus(learner, 'cancelFocus', DEMO.lecturer.id)).status).toBe(200);
    expect((await details(learner, DEMO.lecturer.id)).body.data).toMatchObject({ followers: before.followers, isFocus: false });
  });

  test('following yourself is refused with a message', async () => {
    const answer = await focus(learner, 'addFocus', DEMO.learner.id);
    expect(answer.status).toBe(400);
    expect(answer.body.message).toMatch(/yourself/);
    const arabic = await learner.request('POST', `${P}/addFocus?schoolId=${S}`, { json: { userId: DEMO.learner.id }, headers: { 'sxz-lang': 'ar_SA' } });
    expect([arabic.status, arabic.body.message]).toEqual([400, 'لا يمكنك متابعة نفسك.']);
  });

  test('malformed input is a 400 with a message, never a 500', async () => {
    for (const answer of [
      await learner.request('POST', `${P}/addFocus?schoolId=${S}`, { json: {} }),
      await learner.request('POST', `${P}/addFocus?schoolId=${S}`, { json: { userId: "x'; drop table users;--" } }),
      await learner.get(`${P}/selectPersonDetails?schoolId=12`),
      await learner.get(`${P}/learningProcess?${q({ schoolId: S, days: 8 })}`),
      await learner.get(`${P}/fanList?${q({ schoolId: S, pageSize: 500 })}`),
      await learner.request('PUT', `${P}/privacy?schoolId=${S}`, { json: { dynamics: 'everyone', works: 'school', learning: 'self', follows: 'school' } }),
    ]) {
      expect(answer.status).toBe(400);
      expect(answer.body.message).toBeTruthy();
    }
  });
});

describe('who may see a space', () => {
  test('anonymous callers are asked to sign in', async () => {
    expect((await browser(server).get(`${P}/selectPersonDetails?schoolId=${S}&userId=${DEMO.lecturer.id}`)).status).toBe(401);
  });

  test('a person who is not a member of the school has no space there (404)', async () => {
    expect((await details(learner, FOREIGNER.id)).status).toBe(404);
    expect((await focus(learner, 'addFocus', FOREIGNER.id)).status).toBe(404);
    expect((await learner.get(`${P}/dynamics?${q({ schoolId: S, userId: 'u-nobody' })}`)).status).toBe(404);
  });

  test('another school’s member sees nothing of this school (403), and this school’s people are 404 from theirs', async () => {
    for (const path of [`selectPersonDetails?${q({ schoolId: S, userId: DEMO.lecturer.id })}`, `dynamics?${q({ schoolId: S, userId: DEMO.lecturer.id })}`, `fanList?${q({ schoolId: S, userId: DEMO.lecturer.id })}`, `schoolFans?schoolId=${S}`]) {
      const answer = await foreigner.get(`${P}/${path}`);
      expect({ path, status: answer.status }).toEqual({ path, status: 403 });
      expect(answer.body.message).toBeTruthy();
    }
    expect((await focus(foreigner, 'addFocus', DEMO.lecturer.id)).status).toBe(403);
    expect((await foreigner.get(`${P}/selectPersonDetails?${q({ schoolId: DEMO.overseas, userId: DEMO.lecturer.id })}`)).status).toBe(404);
    expect((await focus(foreigner, 'addFocus', DEMO.lecturer.id, DEMO.overseas)).status).toBe(404);
  });

  test('privacy choices are applied by the server for visitors, never for the owner', async () => {
    const dynamics = (client: typeof learner) => client.get(`${P}/dynamics?${q({ schoolId: S, userId: DEMO.lecturer.id })}`);
    const works = (client: typeof learner) => client.get(`${P}/works?${q({ schoolId: S, userId: DEMO.lecturer.id })}`);
    // Defaults: dynamics and works for the school, the learning history for the owner alone.
    expect((await dynamics(visitor)).status).toBe(200);
    expect((await visitor.get(`${P}/learningProcess?${q({ schoolId: S, userId: DEMO.lecturer.id })}`)).status).toBe(403);

    const saved = await lecturer.request('PUT', `${P}/privacy?schoolId=${S}`, { json: { dynamics: 'self', works: 'followers', learning: 'school', follows: 'school' } });
    expect(saved.status).toBe(200);
    expect((await details(lecturer)).body.data.privacy).toEqual({ dynamics: 'self', works: 'followers', learning: 'school', follows: 'school' });
    expect((await details(visitor, DEMO.lecturer.id)).body.data.visible).toEqual({ dynamics: false, works: false, learning: true, follows: true });
    expect((await dynamics(visitor)).status).toBe(403);
    expect((await works(visitor)).status).toBe(403);
    expect((await visitor.get(`${P}/learningProcess?${q({ schoolId: S, userId: DEMO.lecturer.id })}`)).status).toBe(200);
    // A follower sees the works; nobody else sees the dynamics; the owner sees everything.
    await focus(visitor, 'addFocus', DEMO.lecturer.id);
    expect((await works(visitor)).body.data.total).toBeGreaterThan(0);
    expect((await dynamics(visitor)).status).toBe(403);
    expect((await dynamics(lecturer)).body.data.total).toBeGreaterThan(0);
    await focus(visitor, 'cancelFocus', DEMO.lecturer.id);
    await lecturer.request('PUT', `${P}/privacy?schoolId=${S}`, { json: { dynamics: 'school', works: 'school', learning: 'self', follows: 'school' } });
  });
});

describe('the views of a space', () => {
  test('followers page by 20, newest first, without overlap', async () => {
    const page1 = (await learner.get(`${P}/fanList?${q({ schoolId: S, userId: DEMO.lecturer.id, pageSize: 20 })}`)).body.data;
    const page2 = (await learner.get(`${P}/fanList?${q({ schoolId: S, userId: DEMO.lecturer.id, pageSize: 20, pageNumber: 2 })}`)).body.data;
    expect(page1.total).toBe(25);
    expect(page1.list).toHaveLength(20);
    expect(page2.list).toHaveLength(5);
    const ids = [...page1.list, ...page2.list].map((row: { userId: string }) => row.userId);
    expect(new Set(ids).size).toBe(25);
    const times = [...page1.list, ...page2.list].map((row: { followedAt: string }) => row.followedAt);
    expect(times).toEqual([...times].sort().reverse());
    // The learner follows trainees 1–5, and the rows say so.
    expect(page1.list.find((row: { userId: string }) => row.userId === 'u-trainee-1').isFocus).toBe(true);
    expect(page1.list.find((row: { userId: string }) => row.userId === 'u-trainee-9').isFocus).toBe(false);
  });

  test('dynamics mix posts with what the class tables know, newest first', async () => {
    const feed = (await learner.get(`${P}/dynamics?${q({ schoolId: S, pageSize: 50 })}`)).body.data;
    const kinds = new Set(feed.list.map((row: { kind: string }) => row.kind));
    for (const kind of ['post', 'coursewareFinished', 'examPassed', 'courseFinished']) expect(kinds).toContain(kind);
    const times = feed.list.map((row: { occurredAt: string }) => row.occurredAt);
    expect(times).toEqual([...times].sort().reverse());
    expect(feed.total).toBe(feed.list.length);
  });

  test('works are the person’s articles, videos and answers, each linking somewhere', async () => {
    const works = (await learner.get(`${P}/works?${q({ schoolId: S, userId: DEMO.lecturer.id })}`)).body.data;
    expect(works.total).toBeGreaterThan(0);
    expect((await details(learner, DEMO.lecturer.id)).body.data.works).toBe(works.total);
    for (const work of works.list) {
      expect(['article', 'shortVideo', 'question']).toContain(work.kind);
      // The seeded works have English titles too: an English page shows those.
      expect(work.titleEn).toEqual(expect.any(String));
      expect(work.href).toMatch(new RegExp(`^/portal/${S}/`));
      expect(work.href).not.toContain('/search');
    }
  });

  test('the learning history filters by type and by time', async () => {
    const all = (await learner.get(`${P}/learningProcess?${q({ schoolId: S, pageSize: 50 })}`)).body.data;
    const courses = (await learner.get(`${P}/learningProcess?${q({ schoolId: S, pageSize: 50, type: 'course' })}`)).body.data;
    const week = (await learner.get(`${P}/learningProcess?${q({ schoolId: S, pageSize: 50, days: 7 })}`)).body.data;
    expect(new Set(all.list.map((row: { type: string }) => row.type))).toEqual(new Set(['course', 'exam', 'live', 'knowledge', 'class']));
    expect(courses.total).toBeGreaterThan(0);
    expect(courses.total).toBeLessThan(all.total);
    expect(courses.list.every((row: { type: string }) => row.type === 'course')).toBe(true);
    const weekAgo = Date.now() - 7 * 86_400_000;
    expect(week.total).toBeGreaterThan(0);
    expect(week.total).toBeLessThan(all.total);
    expect(week.list.every((row: { lastStudiedAt: string }) => Date.parse(row.lastStudiedAt) >= weekAgo)).toBe(true);
  });
});

describe('the school’s followers', () => {
  test('a member follows the school and appears first; unfollowing takes them out', async () => {
    const before = (await visitor.get(`${P}/schoolFans?schoolId=${S}`)).body.data;
    expect(before).toMatchObject({ total: 31, isFocus: false });
    expect(before.list).toHaveLength(20);
    const followed = await visitor.request('POST', `${P}/schoolFocus?schoolId=${S}`);
    expect(followed.body.data).toEqual({ isFocus: true, followers: 32 });
    expect((await visitor.request('POST', `${P}/schoolFocus?schoolId=${S}`)).body.data.followers).toBe(32);
    const after = (await visitor.get(`${P}/schoolFans?schoolId=${S}`)).body.data;
    expect(after).toMatchObject({ total: 32, isFocus: true });
    // No real name: the masked mobile stands in, never the whole number.
    expect(after.list[0]).toMatchObject({ userId: VISITOR.id, name: '138****0332', isSelf: true });
    expect((await visitor.request('POST', `${P}/schoolCancelFocus?schoolId=${S}`)).body.data).toEqual({ isFocus: false, followers: 31 });
  });
});
