import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Server } from '../../src/server.ts';
import { seedDemo } from '../../src/seed/seed.ts';
import { startTestServer } from '../harness.ts';
import { CLASS_DEMO, CLASS_INFO_DEMO, count, DAY, DEMO } from './helpers.ts';

let server: Server;

beforeAll(async () => {
  server = await startTestServer();
}, 60_000);
afterAll(() => server.db.close());

const TABLES = ['class_checks', 'class_check_ins', 'class_trainings', 'class_training_items', 'class_experiments', 'class_exam_attempts', 'class_courseware_progress', 'class_training_records'];

describe('the class-info demo', () => {
  test('what the e2e needs: the second learner in no class, the demo learner not in the unstarted class, which takes enrolments', async () => {
    expect(await count(server, 'members', "school_id = $1 and user_id = $2 and role = 'learner'", [DEMO.mainland, CLASS_INFO_DEMO.learner2.id])).toBe(1);
    expect(await count(server, 'users', 'id = $1 and mobile = $2 and email = $3', [CLASS_INFO_DEMO.learner2.id, '13800000005', 'learner2@example.com'])).toBe(1);
    expect(await count(server, 'class_enrolments', 'user_id = $1', [CLASS_INFO_DEMO.learner2.id])).toBe(0);
    expect(await count(server, 'class_enrolments', 'user_id = $1 and class_id = $2', [DEMO.learner.id, CLASS_DEMO.unstarted])).toBe(0);
    const [unstarted] = await server.db.query<{ capacity: number; open: boolean }>('select capacity, enrol_opens_at < now() and enrol_closes_at > now() as open from classes where id = $1', [CLASS_DEMO.unstarted]);
    expect(unstarted).toEqual({ capacity: 40, open: true });
    const [checks] = await server.db.query<{ open: boolean; closed: boolean }>(
      'select bool_or(id = $1 and opens_at <= now() and closes_at > now()) as open, bool_or(id = $2 and closes_at < now()) as closed from class_checks',
      [CLASS_INFO_DEMO.openCheck, CLASS_INFO_DEMO.closedCheck],
    );
    expect(checks).toEqual({ open: true, closed: true });
    expect(await count(server, 'class_training_items', 'training_id = $1', [CLASS_INFO_DEMO.training])).toBe(3);
  });

  test('idempotent at every start: nothing doubles, the open check and the enrolment window move with the clock', async () => {
    const before = Object.fromEntries(await Promise.all(TABLES.map(async (table) => [table, await count(server, table)])));
    const later = Date.now() + 3 * DAY;
    await seedDemo(server.db, later);
    const after = Object.fromEntries(await Promise.all(TABLES.map(async (table) => [table, await count(server, table)])));
    expect(after).toEqual(before);
    const [check] = await server.db.query<{ opens_at: Date; closes_at: Date }>('select opens_at, closes_at from class_checks where id = $1', [CLASS_INFO_DEMO.openCheck]);
    expect(new Date(check!.opens_at).getTime()).toBeLessThan(later);
    expect(new Date(check!.closes_at).getTime()).toBeGreaterThan(later);
    const cards = await server.db.query<{ class_id: string }>("select class_id from resources where school_id = $1 and content_kind = 'class'", [DEMO.mainland]);
    expect(cards.every((card) => CLASS_INFO_DEMO.cardClasses.includes(card.class_id as never))).toBe(true);
  });
});
