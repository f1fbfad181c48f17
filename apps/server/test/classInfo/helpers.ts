import type { Server } from '../../src/server.ts';
import { CLASS_INFO_DEMO } from '../../src/seed/classInfo.ts';
import { browser } from '../harness.ts';
import { addExtraUsers, asUser, CLASS_DEMO, count, DAY, DEMO, EXTRA, M, type User } from '../classes/helpers.ts';

export { asUser, CLASS_DEMO, CLASS_INFO_DEMO, count, DAY, DEMO, EXTRA, M, type User };

/** Everyone the access rule tells apart, signed in (the overseas admin calls school …001, where they are no member). */
export type Cast = {
  learner: User; // enrolled in the ongoing class
  learner2: User; // a learner of the school in no class
  lecturer: User; // teaches the demo classes
  manager: User; // the school's class manager
  otherLecturer: User; // a lecturer of the school who teaches none of the demo classes
  stranger: User; // another school's administrator, asking about school …001
  anonymous: { call: (method: string, path: string, json?: unknown) => ReturnType<User['call']> };
};

export async function cast(server: Server): Promise<Cast> {
  await addExtraUsers(server);
  const anonymousClient = browser(server);
  return {
    learner: await asUser(server, DEMO.learner.mobile),
    learner2: await asUser(server, CLASS_INFO_DEMO.learner2.mobile),
    lecturer: await asUser(server, DEMO.lecturer.mobile),
    manager: await asUser(server, CLASS_DEMO.manager.mobile),
    otherLecturer: await asUser(server, EXTRA.otherLecturer.mobile),
    stranger: await asUser(server, EXTRA.overseasAdmin.mobile, DEMO.mainland),
    anonymous: { call: (method, path, json) => anonymousClient.request(method, path, { json, headers: { tenantId: DEMO.mainland } }) },
  };
}

/** A published class of school …001 starting `startsInDays` from now, enrolment window and capacity as given. */
export async function makeClass(server: Server, id: string, options: { capacity?: number | null; opens?: Date | null; closes?: Date | null; startsInDays?: number; endsInDays?: number; published?: boolean } = {}) {
  const now = Date.now();
  const starts = new Date(now + (options.startsInDays ?? 10) * DAY);
  const ends = new Date(now + (options.endsInDays ?? 40) * DAY);
  await server.db.query(
    `insert into classes (id, school_id, title, starts_at, ends_at, enrol_opens_at, enrol_closes_at, capacity, published, created_by) values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`,
    [id, DEMO.mainland, `Class ${id.slice(-3)}`, starts, ends, options.opens ?? null, options.closes ?? null, options.capacity ?? null, options.published ?? true, DEMO.lecturer.id],
  );
  await server.db.query('insert into class_lecturers (class_id, user_id, school_id) values ($1, $2, $3)', [id, DEMO.lecturer.id, DEMO.mainland]);
  return id;
}

/** New learners of school …001 (ids `${prefix}-n`, mobiles from `firstMobile` up), signed in. */
export async function newLearners(server: Server, prefix: string, firstMobile: number, n: number): Promise<User[]> {
  const users: User[] = [];
  for (let i = 0; i < n; i += 1) {
    const mobile = String(firstMobile + i);
    await server.db.query('insert into users (id, mobile, real_name) values ($1, $2, $3) on conflict do nothing', [`${prefix}-${i}`, mobile, `Learner ${i}`]);
    await server.db.query("insert into members (school_id, user_id, role) values ($1, $2, 'learner') on conflict do nothing", [DEMO.mainland, `${prefix}-${i}`]);
    users.push(await asUser(server, mobile));
  }
  return users;
}
