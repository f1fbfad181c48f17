import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Server } from '../../src/server.ts';
import { startTestServer } from '../harness.ts';
import { asUser, CLASS_DEMO, CLASS_INFO_DEMO, DEMO, M, type User } from './helpers.ts';

let server: Server;
let learner: User;
let lecturer: User;

beforeAll(async () => {
  server = await startTestServer();
  learner = await asUser(server, DEMO.learner.mobile);
  lecturer = await asUser(server, DEMO.lecturer.mobile);
}, 60_000);
afterAll(() => server.db.close());

describe('what a class page lists besides its sessions', () => {
  test('the checks, training plans and experiments of the class, with where the learner stands in each', async () => {
    const before = await learner.get(`${M}/class/activities/${CLASS_DEMO.ongoing}`);
    expect(before.status).toBe(200);
    const { checks, trainings, experiments } = before.body.data;
    // The demo learner made last week's check and has not checked in this week.
    expect(checks.map((check: { id: string; state: string }) => [check.id, check.state])).toEqual([[CLASS_INFO_DEMO.openCheck, 'open'], [CLASS_INFO_DEMO.closedCheck, 'checkedIn']]);
    expect(trainings).toEqual([expect.objectContaining({ id: CLASS_INFO_DEMO.training, itemCount: 3 })]);
    expect(experiments).toEqual([{ id: CLASS_INFO_DEMO.experiment, title: expect.any(String), state: 'notStarted' }]);

    // Checking in, studying an item and opening the lab show on the next look.
    expect((await learner.post(`${M}/class/check/${CLASS_INFO_DEMO.openCheck}/check-in`, {})).status).toBe(200);
    const [, , lastItem] = CLASS_INFO_DEMO.trainingItems;
    expect((await learner.put(`${M}/student/schedule/record`, { trainingId: CLASS_INFO_DEMO.training, itemId: lastItem, progress: 100, positionSeconds: 10 })).status).toBe(200);
    expect((await learner.post('/api/auth/rest/v1/elab/code', { experimentId: CLASS_INFO_DEMO.experiment, classId: CLASS_DEMO.ongoing })).status).toBe(200);
    const after = (await learner.get(`${M}/class/activities/${CLASS_DEMO.ongoing}`)).body.data;
    expect(after.checks.find((check: { id: string }) => check.id === CLASS_INFO_DEMO.openCheck).state).toBe('checkedIn');
    expect(after.trainings[0].progress).toBeGreaterThan(trainings[0].progress);
    expect(after.experiments[0].state).toBe('started');
  });

  test('the courseware in its order, the same list the lecturer manages', async () => {
    const mine = await learner.get(`${M}/class/courseware/${CLASS_DEMO.ongoing}`);
    const managed = await lecturer.get(`${M}/classCourseware/classCoursewareList/${CLASS_DEMO.ongoing}`);
    expect(mine.status).toBe(200);
    expect(mine.body.data.length).toBeGreaterThan(0);
    expect(mine.body.data.map((item: { coursewareUuid: string }) => item.coursewareUuid)).toEqual(managed.body.data.map((item: { coursewareUuid: string }) => item.coursewareUuid));
  });

  test('a malformed class id is a 400, not a database error', async () => {
    expect((await learner.get(`${M}/class/activities/not-a-class`)).status).toBe(400);
    expect((await learner.get(`${M}/class/courseware/${'9'.repeat(19)}`)).status).toBe(404);
  });
});
