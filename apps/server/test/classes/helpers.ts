import type { ClassInput } from '@academy/contract';
import type { Server } from '../../src/server.ts';
import { CLASS_DEMO } from '../../src/seed/classes.ts';
import { DEMO } from '../../src/seed/seed.ts';
import { signIn } from '../harness.ts';

export { CLASS_DEMO, DEMO };
export const M = '/api/manager';
export const DAY = 86_400_000;

/** Users the class tests need beyond the demo: a lecturer who teaches none of the demo classes, another school's admin. */
export const EXTRA = {
  otherLecturer: { id: 'u-test-lecturer-2', mobile: '13800000015' },
  overseasAdmin: { id: 'u-test-admin-2', mobile: '13800000006' },
};

export async function addExtraUsers(server: Server) {
  await server.db.query("insert into users (id, mobile, real_name) values ($1, $2, 'Other Lecturer'), ($3, $4, 'Overseas Admin') on conflict do nothing", [EXTRA.otherLecturer.id, EXTRA.otherLecturer.mobile, EXTRA.overseasAdmin.id, EXTRA.overseasAdmin.mobile]);
  await server.db.query("insert into members (school_id, user_id, role) values ($1, $2, 'lecturer'), ($3, $4, 'admin') on conflict do nothing", [DEMO.mainland, EXTRA.otherLecturer.id, DEMO.overseas, EXTRA.overseasAdmin.id]);
}

export type Client = Awaited<ReturnType<typeof signIn>>;

/** A signed-in client whose every call names the school in the tenantId header, as the portal's client does. */
export async function asUser(server: Server, mobile: string, tenantId: string = DEMO.mainland) {
  const client = await signIn(server, mobile);
  const withTenant = (headers?: Record<string, string>) => ({ tenantId, ...headers });
  return {
    client,
    get: (path: string) => client.request('GET', path, { headers: withTenant() }),
    post: (path: string, json: unknown) => client.request('POST', path, { json, headers: withTenant() }),
    put: (path: string, json: unknown) => client.request('PUT', path, { json, headers: withTenant() }),
    del: (path: string) => client.request('DELETE', path, { headers: withTenant() }),
    call: (method: string, path: string, json?: unknown) => client.request(method, path, { json, headers: withTenant() }),
  };
}
export type User = Awaited<ReturnType<typeof asUser>>;

const at = (ms: number) => new Date(ms).toISOString();

/** What addClass/updateClass take, with the sessions always present (tests edit them). */
export type TestClassInput = ClassInput & { sessions: NonNullable<ClassInput['sessions']> };

/** A valid class a month from now with two sessions; `overrides` replace fields. */
export function classInput(overrides: Partial<TestClassInput> = {}, base = Date.now() + 30 * DAY): TestClassInput {
  const lecturer = overrides.lecturerIds?.[0] ?? DEMO.lecturer.id;
  return {
    title: 'Test class',
    titleEn: 'Test class',
    descriptionHtml: '<p>Hello</p>',
    startsAt: at(base),
    endsAt: at(base + 10 * DAY),
    enrolOpensAt: at(base - 10 * DAY),
    enrolClosesAt: at(base + DAY),
    capacity: 30,
    mode: 'online',
    location: null,
    published: true,
    lecturerIds: [lecturer],
    sessions: [
      { title: 'First', startsAt: at(base + DAY), endsAt: at(base + DAY + 5_400_000), lecturerId: lecturer, room: 'Room 301' },
      { title: 'Second', startsAt: at(base + 2 * DAY), endsAt: at(base + 2 * DAY + 5_400_000), lecturerId: null, room: 'https://meet.example.com/x' },
    ],
    ...overrides,
  };
}

export async function count(server: Server, table: string, where = 'true', params: unknown[] = []): Promise<number> {
  const [row] = await server.db.query<{ n: number }>(`select count(*)::int as n from ${table} where ${where}`, params);
  return row!.n;
}

/** Enrols `n` new learners (ids `${prefix}-1..n`) in a class, with the given names cycling. */
export async function enrolLearners(server: Server, classId: string, n: number, prefix: string, names: (string | null)[] = ['Learner']) {
  for (let i = 1; i <= n; i += 1) {
    const id = `${prefix}-${String(i).padStart(5, '0')}`;
    await server.db.query('insert into users (id, real_name) values ($1, $2) on conflict do nothing', [id, names[(i - 1) % names.length]]);
    await server.db.query("insert into members (school_id, user_id, role) values ($1, $2, 'learner') on conflict do nothing", [DEMO.mainland, id]);
    await server.db.query('insert into class_enrolments (class_id, user_id, school_id, progress) values ($1, $2, $3, $4)', [classId, id, DEMO.mainland, i % 101]);
  }
}
