import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Server } from '../../src/server.ts';
import { SUB_SCHOOL_DEMO } from '../../src/seed/subSchools.ts';
import { startTestServer } from '../harness.ts';
import { asUser, classInput, DEMO, M, type User } from './helpers.ts';

let server: Server;
let lecturer: User;
beforeAll(async () => {
  server = await startTestServer();
  lecturer = await asUser(server, DEMO.lecturer.mobile);
}, 60_000);
afterAll(() => server.db.close());

const MAIN_SUB_SCHOOLS = [SUB_SCHOOL_DEMO.shenzhen, SUB_SCHOOL_DEMO.online, SUB_SCHOOL_DEMO.evening];

describe('a class’s sub-school', () => {
  test('the form’s metadata lists the school’s own sub-schools (not another school’s), with both names', async () => {
    const { status, body } = await lecturer.get(`${M}/queryMetadata`);
    expect(status).toBe(200);
    const subSchools = body.data.subSchools as { id: string; name: string; nameEn: string | null }[];
    expect(subSchools.map((school) => school.id)).toEqual(MAIN_SUB_SCHOOLS);
    expect(subSchools[0]).toEqual({ id: SUB_SCHOOL_DEMO.shenzhen, name: '海港学院·深圳分院', nameEn: 'Harbour Academy Shenzhen Campus' });
  });

  test('a class is created in a sub-school, moved to another and back to the whole school; lists and detail name it', async () => {
    const created = await lecturer.post(`${M}/lectureclass/addClass`, classInput({ title: 'Sub-school class', subSchoolId: SUB_SCHOOL_DEMO.online }));
    expect(created.status).toBe(200);
    const id = created.body.data.id as string;
    expect(created.body.data.subSchoolId).toBe(SUB_SCHOOL_DEMO.online);
    expect(created.body.data.subSchool).toEqual({ id: SUB_SCHOOL_DEMO.online, name: '海港学院·在线学院', nameEn: 'Harbour Academy Online Campus' });

    const moved = await lecturer.put(`${M}/lectureclass/updateClass/${id}`, classInput({ title: 'Sub-school class', subSchoolId: SUB_SCHOOL_DEMO.evening }));
    expect(moved.status).toBe(200);
    expect(moved.body.data.subSchool.id).toBe(SUB_SCHOOL_DEMO.evening);
    const listed = await lecturer.get(`${M}/lectureclass/searchbycondition?keyword=${encodeURIComponent('Sub-school class')}`);
    expect(listed.body.data.list.map((row: { subSchool: { nameEn: string } | null }) => row.subSchool?.nameEn)).toEqual(['Harbour Academy Evening School']);

    const whole = await lecturer.put(`${M}/lectureclass/updateClass/${id}`, classInput({ title: 'Sub-school class', subSchoolId: null }));
    expect(whole.status).toBe(200);
    expect(whole.body.data).toMatchObject({ subSchoolId: null, subSchool: null });
  });

  test('another school’s sub-school, the school itself or an unknown id → 400 with a message, nothing written', async () => {
    const refused = [SUB_SCHOOL_DEMO.overseasBranch, DEMO.mainland, DEMO.overseas, '3499999999999999999'];
    for (const subSchoolId of refused) {
      const { status, body } = await lecturer.post(`${M}/lectureclass/addClass`, classInput({ title: `Refused ${subSchoolId}`, subSchoolId }));
      expect({ subSchoolId, status }).toEqual({ subSchoolId, status: 400 });
      expect(body.message).toMatch(/sub-school/);
    }
    const [row] = await server.db.query<{ n: number }>("select count(*)::int as n from classes where title like 'Refused %'");
    expect(row!.n).toBe(0);

    const id = (await lecturer.post(`${M}/lectureclass/addClass`, classInput({ title: 'Kept', subSchoolId: SUB_SCHOOL_DEMO.shenzhen }))).body.data.id as string;
    const update = await lecturer.put(`${M}/lectureclass/updateClass/${id}`, classInput({ title: 'Changed', subSchoolId: SUB_SCHOOL_DEMO.overseasBranch }));
    expect(update.status).toBe(400);
    expect(update.body.message).toContain('not a sub-school of this school');
    const detail = await lecturer.get(`${M}/teacher/classDetails/${id}`);
    expect(detail.body.data).toMatchObject({ title: 'Kept', subSchoolId: SUB_SCHOOL_DEMO.shenzhen });
  });

  test('a malformed subSchoolId is a 400 from the contract', async () => {
    const { status, body } = await lecturer.post(`${M}/lectureclass/addClass`, classInput({ subSchoolId: 'abc' }));
    expect(status).toBe(400);
    expect(JSON.stringify(body)).toContain('subSchoolId must be 19 digits');
  });
});
