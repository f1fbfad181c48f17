import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Server } from '../../src/server.ts';
import { startTestServer } from '../harness.ts';
import { addExtraUsers, asUser, CLASS_DEMO, classInput, DAY, DEMO, enrolLearners, EXTRA, M, type User } from './helpers.ts';

let server: Server;
let manager: User;
let lecturer: User;
const ids: Record<string, string> = {};
const now = Date.now();
const at = (ms: number) => new Date(ms).toISOString();

/** A class `days` from now lasting `length` days, with one session on its first day. */
function spanning(title: string, days: number, length: number, lecturerId: string = DEMO.lecturer.id) {
  const start = now + days * DAY;
  return classInput({
    title, titleEn: `${title} (en)`, startsAt: at(start), endsAt: at(start + length * DAY), enrolOpensAt: null, enrolClosesAt: null, lecturerIds: [lecturerId],
    sessions: [{ title: 'Only', startsAt: at(start), endsAt: at(start + 3_600_000), lecturerId }],
  });
}

beforeAll(async () => {
  server = await startTestServer();
  await addExtraUsers(server);
  manager = await asUser(server, CLASS_DEMO.manager.mobile);
  lecturer = await asUser(server, DEMO.lecturer.mobile);
  const specs: [string, ReturnType<typeof spanning>][] = [
    ['past', spanning('Sort Bravo past', -20, 5)],
    ['now', spanning('Sort alpha now', -1, 5, EXTRA.otherLecturer.id)],
    ['soon', spanning('Sort Charlie soon', 3, 5)],
    ['later', spanning('Sort delta 100% later', 40, 5)],
  ];
  for (const [key, input] of specs) ids[key] = (await manager.post(`${M}/lectureclass/addClass`, input)).body.data.id;
  await enrolLearners(server, ids.soon!, 7, 'u-soon');
  await enrolLearners(server, ids.past!, 2, 'u-past');
}, 60_000);
afterAll(() => server.db.close());

const titles = (answer: { body: { data: { list: { title: string }[] } } }) => answer.body.data.list.map((row) => row.title);
const search = (user: User, query: string) => user.get(`${M}/lectureclass/searchbycondition?keyword=Sort&${query}`);

describe('class search (searchbycondition)', () => {
  test('keyword matches the title or the English title, case-insensitively; % and _ are literal', async () => {
    expect(titles(await search(manager, 'sortBy=title&order=asc'))).toEqual(['Sort alpha now', 'Sort Bravo past', 'Sort Charlie soon', 'Sort delta 100% later']);
    expect(titles(await manager.get(`${M}/lectureclass/searchbycondition?keyword=${encodeURIComponent('charlie soon (en)')}`))).toEqual(['Sort Charlie soon']);
    expect(titles(await manager.get(`${M}/lectureclass/searchbycondition?keyword=${encodeURIComponent('100%')}`))).toEqual(['Sort delta 100% later']);
    expect((await manager.get(`${M}/lectureclass/searchbycondition?keyword=%25`)).body.data.total).toBe(1);
    expect((await manager.get(`${M}/lectureclass/searchbycondition?keyword=_`)).body.data.total).toBe(0);
  });

  test('status filter: unstarted 1, ongoing 2, ended 3, computed from the dates', async () => {
    expect(titles(await search(manager, 'status=1&sortBy=startsAt&order=asc'))).toEqual(['Sort Charlie soon', 'Sort delta 100% later']);
    expect(titles(await search(manager, 'status=2'))).toEqual(['Sort alpha now']);
    const ended = await search(manager, 'status=3');
    expect(titles(ended)).toEqual(['Sort Bravo past']);
    expect(ended.body.data.list[0].eventStatus).toBe(3);
  });

  test('date range: classes overlapping from–to; a bare day is the whole day in the school’s zone', async () => {
    const day = (offset: number) => new Date(now + offset * DAY + 8 * 3_600_000).toISOString().slice(0, 10);
    expect(titles(await search(manager, `from=${day(10)}&sortBy=startsAt&order=asc`))).toEqual(['Sort delta 100% later']);
    expect(titles(await search(manager, `to=${day(-10)}`))).toEqual(['Sort Bravo past']);
    expect(titles(await search(manager, `from=${day(0)}&to=${day(4)}&sortBy=startsAt&order=asc`))).toEqual(['Sort alpha now', 'Sort Charlie soon']);
    expect(titles(await search(manager, `from=${encodeURIComponent(at(now + 39 * DAY))}&to=${encodeURIComponent(at(now + 41 * DAY))}`))).toEqual(['Sort delta 100% later']);
  });

  test('lecturer filter, and a lecturer sees only the classes they teach', async () => {
    expect(titles(await search(manager, `lecturerId=${EXTRA.otherLecturer.id}`))).toEqual(['Sort alpha now']);
    const mine = titles(await search(lecturer, 'sortBy=title&order=asc'));
    expect(mine).toEqual(['Sort Bravo past', 'Sort Charlie soon', 'Sort delta 100% later']);
  });

  test('sort by title, start, enrolled count and status, both ways', async () => {
    expect(titles(await search(manager, 'sortBy=title&order=desc'))).toEqual(['Sort delta 100% later', 'Sort Charlie soon', 'Sort Bravo past', 'Sort alpha now']);
    expect(titles(await search(manager, 'sortBy=startsAt&order=asc'))).toEqual(['Sort Bravo past', 'Sort alpha now', 'Sort Charlie soon', 'Sort delta 100% later']);
    const enrolled = await search(manager, 'sortBy=enrolled&order=desc');
    expect(titles(enrolled).slice(0, 2)).toEqual(['Sort Charlie soon', 'Sort Bravo past']);
    expect(enrolled.body.data.list.map((row: { enrolledCount: number }) => row.enrolledCount)).toEqual([7, 2, 0, 0]);
    expect((await search(manager, 'sortBy=status&order=asc')).body.data.list.map((row: { eventStatus: number }) => row.eventStatus)).toEqual([1, 1, 2, 3]);
    expect((await search(manager, 'sortBy=status&order=desc')).body.data.list.map((row: { eventStatus: number }) => row.eventStatus)).toEqual([3, 2, 1, 1]);
  });

  test('paging: total stays, pages do not overlap, past the end is empty', async () => {
    const first = await search(manager, 'sortBy=title&order=asc&pageSize=3&pageNumber=1');
    const second = await search(manager, 'sortBy=title&order=asc&pageSize=3&pageNumber=2');
    expect(first.body.data).toMatchObject({ total: 4, pageNumber: 1, pageSize: 3 });
    expect(titles(first)).toHaveLength(3);
    expect(titles(second)).toEqual(['Sort delta 100% later']);
    expect(titles(await search(manager, 'pageSize=3&pageNumber=9'))).toEqual([]);
  });

  test('each row carries lecturers, counts and its status', async () => {
    const [row] = (await manager.get(`${M}/lectureclass/searchbycondition?keyword=Charlie`)).body.data.list;
    expect(row).toMatchObject({ title: 'Sort Charlie soon', eventStatus: 1, enrolledCount: 7, sessionCount: 1, lecturers: [{ userId: DEMO.lecturer.id, name: '王芳' }] });
  });
});

describe('dashboard lists', () => {
  test('latest three: the newest classes the caller manages', async () => {
    expect((await manager.get(`${M}/lectureclass/searchlatestthree`)).body.data.map((row: { title: string }) => row.title)).toEqual(['Sort delta 100% later', 'Sort Charlie soon', 'Sort alpha now']);
    expect((await lecturer.get(`${M}/lectureclass/searchlatestthree`)).body.data.map((row: { title: string }) => row.title)).toEqual(['Sort delta 100% later', 'Sort Charlie soon', 'Sort Bravo past']);
  });

  test('counts per status: the school for the class manager, the classes taught for the lecturer (and type=1)', async () => {
    expect((await manager.get(`${M}/lectureclass/classcountstatus`)).body.data).toEqual({ unstarted: 3, ongoing: 2, ended: 2, total: 7 });
    expect((await lecturer.get(`${M}/lectureclass/classcountstatus`)).body.data).toEqual({ unstarted: 3, ongoing: 1, ended: 2, total: 6 });
    expect((await manager.get(`${M}/lectureclass/classcountstatus?type=1`)).body.data.total).toBe(0);
  });

  test('calendar: days are days in the school’s zone — 23:30 UTC is the next day in Shanghai, the same day in London', async () => {
    const start = Date.UTC(2027, 2, 14, 23, 30);
    const input = classInput({
      title: 'Calendar', startsAt: at(Date.UTC(2027, 2, 1)), endsAt: at(Date.UTC(2027, 3, 30)), enrolOpensAt: null, enrolClosesAt: null,
      sessions: [
        { title: 'Late', startsAt: at(start), endsAt: at(start + 3_600_000) },
        { title: 'Month end', startsAt: at(Date.UTC(2027, 2, 31, 16, 30)), endsAt: at(Date.UTC(2027, 2, 31, 17, 30)) },
      ],
    });
    expect((await manager.post(`${M}/lectureclass/addClass`, input)).status).toBe(200);
    const march = (await manager.get(`${M}/lectureclass/calendarblue?timeStr=2027-03`)).body.data;
    expect(march).toEqual({ month: '2027-03', timeZone: 'Asia/Shanghai', days: [{ date: '2027-03-15', sessionCount: 1, classCount: 1 }] });
    const april = (await manager.get(`${M}/lectureclass/calendarblue?timeStr=2027-04`)).body.data;
    expect(april.days).toEqual([{ date: '2027-04-01', sessionCount: 1, classCount: 1 }]);

    const overseas = await asUser(server, EXTRA.overseasAdmin.mobile, DEMO.overseas);
    expect((await overseas.post(`${M}/lectureclass/addClass`, { ...input, lecturerIds: [EXTRA.overseasAdmin.id] })).status).toBe(200);
    const london = (await overseas.get(`${M}/lectureclass/calendarblue?timeStr=2027-03`)).body.data;
    expect(london).toEqual({ month: '2027-03', timeZone: 'Europe/London', days: [{ date: '2027-03-14', sessionCount: 1, classCount: 1 }, { date: '2027-03-31', sessionCount: 1, classCount: 1 }] });
    // The lecturer teaches none of these: their calendar for March 2027 is empty.
    expect((await (await asUser(server, EXTRA.otherLecturer.mobile)).get(`${M}/lectureclass/calendarblue?timeStr=2027-03`)).body.data.days).toEqual([]);
  });
});

describe('schedules, roster and metadata', () => {
  test('schedule: sessions in time order, asc=false reverses, paged; the lecturer schedule pages by 10 and marks mine', async () => {
    const asc = (await lecturer.get(`/api/class/schedules/${CLASS_DEMO.ongoing}?pageSize=4`)).body.data;
    expect(asc).toMatchObject({ total: 6, pageNumber: 1, pageSize: 4, timeZone: 'Asia/Shanghai' });
    expect(asc.list.map((s: { position: number }) => s.position)).toEqual([0, 1, 2, 3]);
    const desc = (await lecturer.get(`/api/class/schedules/${CLASS_DEMO.ongoing}?asc=false&pageSize=2&pageNumber=1`)).body.data;
    expect(desc.list.map((s: { position: number }) => s.position)).toEqual([5, 4]);
    const statuses = asc.list.map((s: { eventStatus: number }) => s.eventStatus);
    expect(statuses[0]).toBe(3);
    const teacher = (await lecturer.get(`${M}/student/schedule/lecturer/${CLASS_DEMO.ongoing}`)).body.data;
    expect(teacher.pageSize).toBe(10);
    expect(teacher.list.map((s: { mine: boolean }) => s.mine)).toEqual([true, false, true, false, true, false]);
  });

  test('roster: 30 enrolled learners with progress, by name, keyword on name or e-mail; lecture screen lowest progress first, 10 a page', async () => {
    const roster = (await lecturer.get(`${M}/studentscreen/${CLASS_DEMO.ongoing}?pageSize=100`)).body.data;
    expect(roster.total).toBe(30);
    const names = roster.list.map((row: { name: string }) => row.name);
    expect(names).toEqual(expect.arrayContaining(['李明', 'Emily Carter', 'أحمد الراشد']));
    expect(roster.list.find((row: { userId: string }) => row.userId === DEMO.learner.id).progress).toBe(35);
    expect((await lecturer.get(`${M}/studentscreen/${CLASS_DEMO.ongoing}?keyword=emily`)).body.data.list.map((row: { email: string }) => row.email)).toEqual(['emily.carter@example.com']);
    expect((await lecturer.get(`${M}/studentscreen/${CLASS_DEMO.ongoing}?keyword=${encodeURIComponent('الراشد')}`)).body.data.total).toBe(1);
    const screen = (await lecturer.get(`${M}/lecturescreen/${CLASS_DEMO.ongoing}/V2?pageNumber=1`)).body.data;
    expect(screen.pageSize).toBe(10);
    expect(screen.list).toHaveLength(10);
    const progress = screen.list.map((row: { progress: number }) => row.progress);
    expect(progress).toEqual([...progress].sort((a, b) => a - b));
    expect(screen.averageProgress).toBeGreaterThan(0);
    expect((await lecturer.get(`${M}/lecturescreen/${CLASS_DEMO.ongoing}/V2?pageNumber=4`)).body.data.list).toEqual([]);
  });

  test('metadata: the school’s zone, who can teach (no learners), the class’s lecturers with classId', async () => {
    const plain = (await lecturer.get(`${M}/queryMetadata`)).body.data;
    expect(plain.timeZone).toBe('Asia/Shanghai');
    expect(plain.role).toBe('lecturer');
    expect(plain.classLecturerIds).toBeNull();
    const teachers = plain.lecturers.map((row: { userId: string }) => row.userId);
    expect(teachers).toEqual(expect.arrayContaining([DEMO.lecturer.id, DEMO.admin.id, CLASS_DEMO.manager.id, EXTRA.otherLecturer.id]));
    expect(teachers).not.toContain(DEMO.learner.id);
    expect(plain.coursewareTypes.map((row: { type: number }) => row.type)).toEqual([1, 2, 3]);
    expect(plain.limits.titleMax).toBe(100);
    expect((await lecturer.get(`${M}/queryMetadata?classId=${CLASS_DEMO.ongoing}`)).body.data.classLecturerIds).toEqual([DEMO.admin.id, DEMO.lecturer.id].sort());
    const overseas = await asUser(server, EXTRA.overseasAdmin.mobile, DEMO.overseas);
    expect((await overseas.get(`${M}/queryMetadata`)).body.data.timeZone).toBe('Europe/London');
  });

  test('the demo: the lecturer teaches one ended, one ongoing and one unstarted class, each with sessions and courseware', async () => {
    const statuses: Record<string, number> = {};
    for (const id of [CLASS_DEMO.ended, CLASS_DEMO.ongoing, CLASS_DEMO.unstarted]) {
      const detail = (await lecturer.get(`${M}/teacher/classDetails/${id}`)).body.data;
      statuses[id] = detail.eventStatus;
      expect(detail.sessions.length).toBeGreaterThan(0);
      expect(detail.coursewareCount).toBe(4);
      expect(detail.enrolledCount).toBeGreaterThanOrEqual(20);
    }
    expect(statuses).toEqual({ [CLASS_DEMO.ended]: 3, [CLASS_DEMO.ongoing]: 2, [CLASS_DEMO.unstarted]: 1 });
  });
});
