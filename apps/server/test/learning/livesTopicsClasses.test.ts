import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Server } from '../../src/server.ts';
import { LIVE_RESOURCE_DEMO } from '../../src/seed/liveAndTopics.ts';
import { browser, startTestServer } from '../harness.ts';
import { signInEveryone, CLASS_DEMO, CLASS_FILE_DEMO, DEMO, M, type User } from '../classFiles/helpers.ts';

const P = '/api/portal/api/v1/portal/resources';
const MAIN: string = DEMO.mainland;
let server: Server;
let learner: User;
let outsider: User;
let lecturer: User;

beforeAll(async () => {
  server = await startTestServer();
  ({ learner, outsider, lecturer } = await signInEveryone(server));
}, 60_000);
afterAll(() => server.db.close());

const live = async (user: User | ReturnType<typeof browser>, id: string, school = MAIN) => {
  const { status, body } = await ('client' in user ? user.client : user).request('GET', `${P}/${id}?schoolId=${school}`);
  return { status, live: body.data?.live };
};

describe('a live resource’s page (issue 31)', () => {
  test('a lecture of the learner’s class is the class page’s own: upcoming, not joinable yet, and the server still refuses an early join', async () => {
    const { status, live: state } = await live(learner, LIVE_RESOURCE_DEMO.upcoming);
    expect(status).toBe(200);
    expect(state).toMatchObject({ status: 1, timeZone: 'Asia/Shanghai', reminded: false });
    expect(state.lecture).toMatchObject({ id: CLASS_FILE_DEMO.upcomingLive, status: 1, joinable: false, room: 'url', reminded: false });
    expect(state.startsAt).toBe(state.lecture.startsAt);
    expect((await learner.get(`${M}/lecture/liveJoin/${state.lecture.id}`)).status).toBe(409);
    // The lecturer who teaches the class sees it too (the class page's rule).
    expect((await live(lecturer, LIVE_RESOURCE_DEMO.upcoming)).live.lecture.id).toBe(CLASS_FILE_DEMO.upcomingLive);
  });

  test('an ended lecture carries its replay', async () => {
    const { live: state } = await live(learner, LIVE_RESOURCE_DEMO.ended);
    expect(state.status).toBe(3);
    expect(state.lecture).toMatchObject({ id: CLASS_FILE_DEMO.endedLive, replayUrl: 'https://meet.example.com/harbour-python-week1/replay' });
  });

  test('a visitor and a member outside the class get when it is, never the lecture (no room, no join)', async () => {
    const visitor = await live(browser(server), LIVE_RESOURCE_DEMO.upcoming);
    expect(visitor.status).toBe(200);
    expect(visitor.live).toMatchObject({ status: 1, reminded: null, lecture: null });
    expect(Date.parse(visitor.live.startsAt)).toBeGreaterThan(Date.now());
    const other = await live(outsider, LIVE_RESOURCE_DEMO.upcoming);
    expect(other.live).toMatchObject({ status: 1, reminded: false, lecture: null });
    expect((await outsider.get(`${M}/lecture/liveJoin/${CLASS_FILE_DEMO.upcomingLive}`)).status).toBe(403);
  });

  test('Remind me on a live of the portal is its booking: the page says so; an ended one cannot be booked; other kinds have no live state', async () => {
    const [row] = await server.db.query<{ id: string }>("select id from resources where school_id = $1 and content_kind = 'live' and live_lecture_id is null and live_status = 1 order by id limit 1", [MAIN]);
    expect((await live(outsider, row!.id)).live).toMatchObject({ status: 1, reminded: false, lecture: null });
    expect((await outsider.put(`/api/live/v1/appointment/${row!.id}?schoolId=${MAIN}`, {})).status).toBe(200);
    expect((await live(outsider, row!.id)).live.reminded).toBe(true);
    expect((await outsider.put(`/api/live/v1/appointment/${LIVE_RESOURCE_DEMO.ended}?schoolId=${MAIN}`, {})).status).toBe(409);
    const [course] = await server.db.query<{ id: string }>("select id from resources where school_id = $1 and content_kind = 'course' and not hidden order by id limit 1", [MAIN]);
    expect((await live(learner, course!.id)).live).toBeNull();
  });

  test('another school’s id answers 404 here', async () => {
    expect((await live(learner, LIVE_RESOURCE_DEMO.upcoming, DEMO.overseas)).status).toBe(404);
  });
});

describe('a topic’s page (issue 31)', () => {
  const TOPIC = '001-topic-1';
  test('lists what the topic gathers in its order, for a visitor too; hidden ones and other schools’ never', async () => {
    const visitor = await browser(server).request('GET', `${P}/${TOPIC}?schoolId=${MAIN}`);
    expect(visitor.status).toBe(200);
    const ids = (visitor.body.data.topicResources as { id: string }[]).map((resource) => resource.id);
    expect(ids).toEqual(['001-course-1', '001-course-2', '001-course-3', '001-doc-1', '001-live-2']);
    expect(visitor.body.data.topicResources[0].enrolled).toBeNull();
    // A row pointing at another school's resource (never written by the server) and a hidden one are left out.
    await server.db.query("insert into topic_resources (school_id, topic_id, resource_id, position) values ($1, $2, '001-hidden-1', 9)", [MAIN, TOPIC]);
    const [foreign] = await server.db.query<{ id: string }>('select id from resources where school_id = $1 limit 1', [DEMO.overseas]);
    await server.db.query('insert into topic_resources (school_id, topic_id, resource_id, position) values ($1, $2, $3, 10)', [MAIN, TOPIC, foreign!.id]);
    const mine = await learner.client.request('GET', `${P}/${TOPIC}?schoolId=${MAIN}`);
    expect((mine.body.data.topicResources as { id: string }[]).map((resource) => resource.id)).toEqual(ids);
    expect(mine.body.data.live).toBeNull();
  });

  test('another school’s topic is 404 here; other kinds have no list', async () => {
    expect((await learner.client.request('GET', `${P}/${TOPIC}?schoolId=${DEMO.overseas}`)).status).toBe(404);
    expect((await learner.client.request('GET', `${P}/${LIVE_RESOURCE_DEMO.upcoming}?schoolId=${MAIN}`)).body.data.topicResources).toBeNull();
  });
});

describe('a class’s public view (issue 31)', () => {
  const path = (id: string, school = MAIN) => `/api/portal/api/v1/portal/classes/${id}/public?schoolId=${school}`;
  test('a visitor gets what decides on enrolling — title, cover, dates, lecturers, session times — and nothing about its members', async () => {
    const { status, body } = await browser(server).request('GET', path(CLASS_DEMO.ongoing));
    expect(status).toBe(200);
    const view = body.data;
    expect(view).toMatchObject({ id: CLASS_DEMO.ongoing, titleEn: 'Python Programming Basics (Weekend)', timeZone: 'Asia/Shanghai', mode: 'online' });
    expect(view.lecturers.map((person: { userId: string }) => person.userId)).toContain(DEMO.lecturer.id);
    expect(view.sessions.length).toBeGreaterThan(0);
    expect(Object.keys(view.sessions[0]).sort()).toEqual(['endsAt', 'startsAt', 'title']);
    // Exactly these fields: no roster, counts, enrolment, progress, rooms or files.
    expect(Object.keys(view).sort()).toEqual(['coverUrl', 'descriptionHtml', 'endsAt', 'eventStatus', 'id', 'lecturers', 'location', 'mode', 'schoolId', 'sessions', 'startsAt', 'timeZone', 'title', 'titleEn']);
    expect(JSON.stringify(view)).not.toContain(DEMO.learner.id);
  });

  test('400 a malformed id; 404 an unknown class or a draft; another school’s class is 404 here; a closed school’s needs a member', async () => {
    const visitor = browser(server);
    expect((await visitor.request('GET', path('not-a-class'))).status).toBe(400);
    expect((await visitor.request('GET', path('2999999999999999999'))).status).toBe(404);
    // The overseas school is closed: a visitor is refused; its member asking for this school's class there gets 404.
    expect((await visitor.request('GET', path(CLASS_DEMO.ongoing, DEMO.overseas))).status).toBe(403);
    expect((await learner.client.request('GET', path(CLASS_DEMO.ongoing, DEMO.overseas))).status).toBe(404);
    await server.db.query('update classes set published = false where id = $1', [CLASS_DEMO.ongoing]);
    try {
      expect((await visitor.request('GET', path(CLASS_DEMO.ongoing))).status).toBe(404);
    } finally {
      await server.db.query('update classes set published = true where id = $1', [CLASS_DEMO.ongoing]);
    }
  });
});
