// @postgres-pass: two tabs report progress on the same lesson at once; the row lock must merge them, and award its points once, on a pool.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Server } from '../../src/server.ts';
import { DEMO } from '../../src/seed/seed.ts';
import { DEMO_DOCUMENT_PAGES, DEMO_VIDEO_SECONDS } from '../../src/seed/learning.ts';
import { creditVideo, playedSeconds } from '../../src/modules/learning/progressRules.ts';
import { browser, signIn, startTestServer } from '../harness.ts';

const L = '/api/learning/v1';
const SCHOOL: string = DEMO.mainland;
let server: Server;
let learner: Awaited<ReturnType<typeof signIn>>;
let course: string;

const outline = (client = learner, id = course) => client.request('GET', `${L}/courses/${id}/lessons?schoolId=${SCHOOL}`);
const report = (lesson: string, json: unknown, client = learner) => client.request('POST', `${L}/lessons/${lesson}/progress?schoolId=${SCHOOL}`, { json });
/** Lets the next video report credit up to `seconds` × 2 + 5 seconds (the time since the last one). */
const wait = (lesson: string, seconds: number) => server.db.query(`update lesson_progress set credited_at = now() - make_interval(secs => $2) where lesson_id = $1`, [lesson, seconds]);

beforeAll(async () => {
  server = await startTestServer();
  learner = await signIn(server, DEMO.learner.mobile);
  // A free course the demo learner is enrolled in.
  const [row] = await server.db.query<{ id: string }>(
    `select r.id from resources r join enrollments e on e.resource_id = r.id and e.user_id = $2 where r.school_id = $1 and r.content_kind = 'course' order by r.id limit 1`,
    [SCHOOL, DEMO.learner.id],
  );
  course = row!.id;
}, 60_000);
afterAll(async () => {
  await server.db.close();
});

describe('measured progress rules (issue 31)', () => {
  test('only whole seconds actually played count, each once; a report credits no more than the time since the last allows', () => {
    expect(playedSeconds([[0, 3.1], [2.9, 5]], 8)).toEqual([0, 1, 2, 3, 4]);
    expect(playedSeconds([[6.9, 12]], 8)).toEqual([7]);
    expect(playedSeconds([[7.5, 8]], 8)).toEqual([]);
    expect(creditVideo([], [[0, 8]], 8, 0)).toHaveLength(5);
    expect(creditVideo([0, 1], [[0, 8]], 8, 1)).toEqual([0, 1, 2, 3, 4, 5, 6, 7]);
    expect(creditVideo([0, 1], [[0, 8]], 8, 0)).toEqual([0, 1, 2, 3, 4, 5, 6]);
  });
});

describe('a course’s lessons and progress', () => {
  test('the outline: two chapters, a captioned video, a PDF, an article; nothing done yet', async () => {
    const { status, body } = await outline();
    expect(status).toBe(200);
    const lessons = body.data.lessons;
    expect(lessons.map((l: { kind: string }) => l.kind)).toEqual(['video', 'pdf', 'article']);
    expect(lessons[0]).toMatchObject({ chapter: 1, durationSeconds: DEMO_VIDEO_SECONDS, captionLangs: ['zh_CN', 'en_US', 'ar_SA'], done: false, progress: 0 });
    expect(lessons[1]).toMatchObject({ chapter: 1, pageCount: DEMO_DOCUMENT_PAGES });
    expect(lessons[2].articleHtml).toContain('<p>');
    expect(body.data.progress).toBe(0);
    // The resource page now counts lessons and offers Start.
    const page = await learner.request('GET', `/api/portal/api/v1/portal/resources/${course}?schoolId=${SCHOOL}`);
    expect(page.body.data).toMatchObject({ lessonCount: 3, action: 'start' });
  });

  test('seeking to the end of a video does not finish it; watching it does; the page says continue, then review', async () => {
    const video = `${course}-l1`;
    // Opened, then sought straight to the end: the player played 7.5–8.
    let answer = await report(video, { kind: 'video', played: [[0, 0.4], [7.5, 8]], positionSeconds: 8 });
    expect(answer.status).toBe(200);
    expect(answer.body.data.lesson).toMatchObject({ done: false, positionSeconds: 8 });
    // A forged claim of the whole video right away credits a few seconds at most.
    answer = await report(video, { kind: 'video', played: [[0, 8]], positionSeconds: 8 });
    expect(answer.body.data.lesson.done).toBe(false);
    expect(answer.body.data.lesson.progress).toBeLessThan(90);
    // Watched for real: time passes between reports.
    await wait(video, 4);
    answer = await report(video, { kind: 'video', played: [[0, 8]], positionSeconds: 8 });
    expect(answer.body.data.lesson).toMatchObject({ done: true, progress: 100 });
    expect(answer.body.data.course).toEqual({ progress: 33, lastLessonId: video });
    expect((await learner.request('GET', `/api/portal/api/v1/portal/resources/${course}?schoolId=${SCHOOL}`)).body.data).toMatchObject({ action: 'continue', viewer: { progress: 33 } });

    // The document: the last page; the article: read to its end.
    answer = await report(`${course}-l2`, { kind: 'pdf', page: 2 });
    expect(answer.body.data.lesson).toMatchObject({ done: false, lastPage: 2 });
    answer = await report(`${course}-l2`, { kind: 'pdf', page: 99 });
    expect(answer.body.data.lesson).toMatchObject({ done: true, lastPage: DEMO_DOCUMENT_PAGES });
    answer = await report(`${course}-l3`, { kind: 'article', readToEnd: true });
    expect(answer.body.data.course.progress).toBe(100);
    expect((await learner.request('GET', `/api/portal/api/v1/portal/resources/${course}?schoolId=${SCHOOL}`)).body.data.action).toBe('review');
    // Progress never goes back: the document opened again on page 1 stays done.
    answer = await report(`${course}-l2`, { kind: 'pdf', page: 1 });
    expect(answer.body.data.lesson).toMatchObject({ done: true, lastPage: 1 });
    expect((await outline()).body.data.progress).toBe(100);
  });

  test('two tabs reporting at once: both reports count, once', async () => {
    const [other] = await server.db.query<{ id: string }>(
      `select r.id from resources r join enrollments e on e.resource_id = r.id and e.user_id = $2 where r.school_id = $1 and r.content_kind = 'course' and r.id <> $3 order by r.id limit 1`,
      [SCHOOL, DEMO.learner.id, course],
    );
    const video = `${other!.id}-l1`;
    await report(video, { kind: 'video', played: [[0, 1]], positionSeconds: 1 });
    await wait(video, 10);
    const [a, b] = await Promise.all([report(video, { kind: 'video', played: [[0, 4]], positionSeconds: 4 }), report(video, { kind: 'video', played: [[4, 8]], positionSeconds: 8 })]);
    expect([a.status, b.status]).toEqual([200, 200]);
    const [row] = await server.db.query<{ watched_seconds: number[] }>('select watched_seconds from lesson_progress where user_id = $1 and lesson_id = $2', [DEMO.learner.id, video]);
    expect(row!.watched_seconds).toEqual([0, 1, 2, 3, 4, 5, 6, 7]);
  });

  test('malformed or mismatched reports are 4xx with a message', async () => {
    expect((await report(`${course}-l1`, { kind: 'pdf', page: 1 })).status).toBe(422);
    const bad = await report(`${course}-l1`, { kind: 'video', played: [[0, -1]], positionSeconds: 1 });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toEqual(expect.any(String));
    expect((await report('nope-l1', { kind: 'article', readToEnd: true })).status).toBe(404);
  });
});

describe('learning points for a finished lesson (issue 31)', () => {
  const balance = async () => (await server.db.query<{ points: number }>('select points from points where school_id = $1 and user_id = $2', [SCHOOL, DEMO.learner.id]))[0]?.points ?? 0;

  test('awarded once by the report that finishes the lesson, even from two tabs at once; the ranking shows the balance', async () => {
    const [third] = await server.db.query<{ id: string }>(
      `select r.id from resources r join enrollments e on e.resource_id = r.id and e.user_id = $2 where r.school_id = $1 and r.content_kind = 'course' and r.id <> $3 order by r.id limit 1`,
      [SCHOOL, DEMO.learner.id, course],
    );
    const pdf = `${third!.id}-l2`;
    const article = `${third!.id}-l3`;
    const before = await balance();
    // Not finished yet: no points, no balance in the answer.
    expect((await report(pdf, { kind: 'pdf', page: 1 })).body.data.points).toBeNull();
    // Two tabs reach the end of the article at the same moment: one award between them.
    const both = await Promise.all([report(article, { kind: 'article', readToEnd: true }), report(article, { kind: 'article', readToEnd: true })]);
    expect(both.map((answer) => answer.status)).toEqual([200, 200]);
    expect(both.map((answer) => answer.body.data.points.awarded).sort()).toEqual([0, 10]);
    expect(Math.max(...both.map((answer) => answer.body.data.points.total))).toBe(before + 10);
    // Read again later: nothing more.
    expect((await report(article, { kind: 'article', readToEnd: true })).body.data.points).toEqual({ awarded: 0, total: before + 10 });
    expect((await report(pdf, { kind: 'pdf', page: DEMO_DOCUMENT_PAGES })).body.data.points).toEqual({ awarded: 10, total: before + 20 });
    expect(await balance()).toBe(before + 20);
    const [events] = await server.db.query<{ n: number }>('select count(*)::int as n from lesson_point_events where user_id = $1 and lesson_id = any($2)', [DEMO.learner.id, [pdf, article]]);
    expect(events!.n).toBe(2);
    // Where the spec shows points: the trainee points ranking (top 50), the learner's own row marked.
    const ranking = await learner.request('GET', `/api/portal/api/v1/portal/leaderboard-resource/traineePoints?schoolId=${SCHOOL}`);
    expect(ranking.body.data.entries.find((entry: { isMe: boolean }) => entry.isMe)).toMatchObject({ id: DEMO.learner.id, value: before + 20 });
    // The honour board's periods count lesson points too.
    const board = await learner.request('POST', `/api/portal/api/v1/portal/honor-card-data?schoolId=${SCHOOL}`, { json: { kind: 'points', period: 2, count: 50 } });
    expect(board.body.data.find((entry: { isMe: boolean }) => entry.isMe)?.value).toBeGreaterThanOrEqual(20);
  });
});

describe('media: by range, only to those who may learn the course', () => {
  test('the video answers a range with 206, an impossible range with 416; captions are WebVTT', async () => {
    const path = `${L}/lessons/${course}-l1/media?schoolId=${SCHOOL}`;
    const whole = await learner.request('GET', path);
    expect(whole.status).toBe(200);
    expect(whole.headers.get('content-type')).toBe('video/webm');
    expect(whole.headers.get('accept-ranges')).toBe('bytes');
    const size = Number(whole.headers.get('content-length'));
    const part = await learner.request('GET', path, { headers: { range: 'bytes=100-199' } });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toBe(`bytes 100-199/${size}`);
    expect(part.headers.get('content-length')).toBe('100');
    const tail = await learner.request('GET', path, { headers: { range: 'bytes=-10' } });
    expect(tail.headers.get('content-range')).toBe(`bytes ${size - 10}-${size - 1}/${size}`);
    expect((await learner.request('GET', path, { headers: { range: `bytes=${size + 5}-` } })).status).toBe(416);
    const captions = await learner.request('GET', `${L}/lessons/${course}-l1/captions/ar_SA?schoolId=${SCHOOL}`);
    expect(captions.headers.get('content-type')).toMatch(/^text\/vtt/);
    expect(String(captions.body)).toMatch(/^WEBVTT/);
    expect((await learner.request('GET', `${L}/lessons/${course}-l1/captions/xx?schoolId=${SCHOOL}`)).status).toBe(404);
    const pdf = await learner.request('GET', `${L}/lessons/${course}-l2/media?schoolId=${SCHOOL}`);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
  });

  test('a visitor, a learner not enrolled, another school’s member: no lessons, no media', async () => {
    const [free] = await server.db.query<{ id: string }>(
      `select r.id from resources r where r.school_id = $1 and r.content_kind = 'course' and not exists (select 1 from enrollments e where e.resource_id = r.id and e.user_id = $2) order by r.id limit 1`,
      [SCHOOL, DEMO.learner.id],
    );
    expect((await browser(server).get(`${L}/lessons/${course}-l1/media?schoolId=${SCHOOL}`)).status).toBe(401);
    expect((await outline(learner, free!.id)).status).toBe(403);
    expect((await learner.request('GET', `${L}/lessons/${free!.id}-l1/media?schoolId=${SCHOOL}`)).status).toBe(403);
    expect((await report(`${free!.id}-l3`, { kind: 'article', readToEnd: true })).status).toBe(403);
    const outsider = await signIn(server, '13900000778');
    expect((await outsider.request('GET', `${L}/lessons/${course}-l1/media?schoolId=${SCHOOL}`)).status).toBe(403);
    // The lesson asked of another school: not found there.
    expect((await learner.request('GET', `${L}/lessons/${course}-l1/media?schoolId=${DEMO.overseas}`)).status).toBe(404);
  });
});
