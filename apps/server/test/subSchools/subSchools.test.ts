import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Server } from '../../src/server.ts';
import { DEMO } from '../../src/seed/demoIds.ts';
import { SUB_SCHOOL_DEMO } from '../../src/seed/subSchools.ts';
import { browser, signIn, startTestServer } from '../harness.ts';

let server: Server;
beforeAll(async () => {
  server = await startTestServer();
}, 60_000);
afterAll(() => server.db.close());

const list = (query: string) => browser(server).get(`/api/ischool/v1/open/sub-schools?${query}`);
const home = (parent: string, sub: string, client = browser(server)) => client.get(`/api/ischool/v1/open/sub-schools/${sub}/home?schoolId=${parent}`);
const sectionIds = (body: any) => body.data.composition.sections.map((section: { id: string }) => section.id);

describe('sub-school list', () => {
  test('lists a school’s sub-schools page by page', async () => {
    const first = await list(`schoolId=${DEMO.mainland}&pageSize=2&pageNumber=1`);
    expect(first.status).toBe(200);
    expect(first.body.data.total).toBe(3);
    expect(first.body.data.list.map((school: { id: string }) => school.id)).toEqual([SUB_SCHOOL_DEMO.shenzhen, SUB_SCHOOL_DEMO.online]);
    const second = await list(`schoolId=${DEMO.mainland}&pageSize=2&pageNumber=2`);
    expect(second.body.data.list.map((school: { id: string }) => school.id)).toEqual([SUB_SCHOOL_DEMO.evening]);
    // Another parent's sub-school never shows under this one.
    expect(first.body.data.list.concat(second.body.data.list).every((school: { parentId: string }) => school.parentId === DEMO.mainland)).toBe(true);
  });

  test('finds by keyword in either language, literally (a % is not a wildcard)', async () => {
    expect((await list(`schoolId=${DEMO.mainland}&keyword=Shenzhen`)).body.data.list.map((school: { id: string }) => school.id)).toEqual([SUB_SCHOOL_DEMO.shenzhen]);
    expect((await list(`schoolId=${DEMO.mainland}&keyword=${encodeURIComponent('夜校')}`)).body.data.total).toBe(1);
    expect((await list(`schoolId=${DEMO.mainland}&keyword=%25`)).body.data.total).toBe(0);
  });

  test('says which sub-schools have a page of their own', async () => {
    const { body } = await list(`schoolId=${DEMO.mainland}`);
    expect(Object.fromEntries(body.data.list.map((school: { id: string; decorated: boolean }) => [school.id, school.decorated]))).toEqual({ [SUB_SCHOOL_DEMO.shenzhen]: true, [SUB_SCHOOL_DEMO.online]: false, [SUB_SCHOOL_DEMO.evening]: false });
  });

  test('bad input is a 400 with a message; an unknown school a 404', async () => {
    for (const query of ['schoolId=12', `schoolId=${DEMO.mainland}&pageSize=0`, `schoolId=${DEMO.mainland}&pageNumber=x`]) {
      const answer = await list(query);
      expect({ query, status: answer.status }).toEqual({ query, status: 400 });
      expect(answer.body.message).toMatch(/Invalid request/);
    }
    expect((await list('schoolId=9999999999999999999')).status).toBe(404);
  });

  test('first schools: top-level open schools with their first sub-schools (childPageSize)', async () => {
    const { body } = await browser(server).get('/api/ischool/v1/open/first-schools?childPageSize=1&pageSize=50');
    const mainland = body.data.list.find((school: { id: string }) => school.id === DEMO.mainland);
    expect(mainland.childTotal).toBe(3);
    expect(mainland.children.map((child: { id: string }) => child.id)).toEqual([SUB_SCHOOL_DEMO.shenzhen]);
    expect(body.data.list.some((school: { id: string }) => school.id === SUB_SCHOOL_DEMO.shenzhen)).toBe(false);
  });

  test('open-school-permission needs a signed-in user', async () => {
    expect((await browser(server).get('/api/ischool/v1/schools/open-school-permission')).status).toBe(401);
    const learner = await signIn(server, DEMO.learner.mobile);
    const { status, body } = await learner.get('/api/ischool/v1/schools/open-school-permission?childPageSize=0');
    expect(status).toBe(200);
    expect(body.data.list.map((school: { id: string }) => school.id)).toContain(DEMO.mainland);
    expect(body.data.list.every((school: { children: unknown[] }) => school.children.length === 0)).toBe(true);
  });
});

describe('sub-school home', () => {
  test('its own released page and theme, its own courses', async () => {
    const { status, body } = await home(DEMO.mainland, SUB_SCHOOL_DEMO.shenzhen);
    expect(status).toBe(200);
    expect(body.data.source).toBe('own');
    expect(body.data.contentSchoolId).toBe(SUB_SCHOOL_DEMO.shenzhen);
    expect(sectionIds(body)).toEqual(['sz-banner', 'sz-courses', 'sz-members', 'sz-visitors']);
    expect(body.data.theme.light['color.brand.primary']).toBe('#a63d12');
  });

  test('without a page of its own it falls back to its parent’s page and theme', async () => {
    const parent = await browser(server).get(`/api/portal/api/v1/portal/v2/pages?schoolId=${DEMO.mainland}`);
    const { body } = await home(DEMO.mainland, SUB_SCHOOL_DEMO.online);
    expect(body.data.source).toBe('parent');
    expect(body.data.contentSchoolId).toBe(DEMO.mainland);
    expect(body.data.composition).toEqual(parent.body.data.composition);
    expect(body.data.theme.light['color.brand.primary']).toBe('#0f6e67');
  });

  test('without a footer of its own it shows its parent’s footer (the decoration editor of a sub-school loads it)', async () => {
    const parent = await browser(server).get(`/api/portal/api/v1/portal/open/footer?schoolId=${DEMO.mainland}`);
    const own = await browser(server).get(`/api/portal/api/v1/portal/open/footer?schoolId=${SUB_SCHOOL_DEMO.shenzhen}`);
    expect(own.status).toBe(200);
    expect(own.body.data).toEqual(parent.body.data);
  });

  test('a sub-school of another parent, or a top school, is a 404 under this URL', async () => {
    expect((await home(DEMO.mainland, SUB_SCHOOL_DEMO.overseasBranch)).status).toBe(404);
    expect((await home(DEMO.overseas, SUB_SCHOOL_DEMO.shenzhen)).status).toBe(404);
    expect((await home(DEMO.mainland, DEMO.overseas)).status).toBe(404);
    expect((await home(DEMO.overseas, SUB_SCHOOL_DEMO.overseasBranch)).status).toBe(200);
    expect((await browser(server).get(`/api/ischool/v1/open/sub-schools/${SUB_SCHOOL_DEMO.shenzhen}/home?schoolId=1`)).status).toBe(400);
  });

  test('members of the parent count as members (audience 2 shows, 3 not); visitors are not', async () => {
    expect((await home(DEMO.mainland, SUB_SCHOOL_DEMO.shenzhen)).body.data.isMember).toBe(false);
    const learner = await signIn(server, DEMO.learner.mobile);
    expect((await home(DEMO.mainland, SUB_SCHOOL_DEMO.shenzhen, learner)).body.data.isMember).toBe(true);
    const outsider = await signIn(server, '13900000077');
    expect((await home(DEMO.mainland, SUB_SCHOOL_DEMO.shenzhen, outsider)).body.data.isMember).toBe(false);
  });

  test('a released sub-school page replaces the parent’s fallback at once', async () => {
    const admin = await signIn(server, DEMO.admin.mobile);
    const composition = { sections: [{ id: 'online-nav', type: 'navigation', audience: 1 }] };
    expect((await admin.request('POST', `/api/portal/api/v1/portal/insert-user-renovation?schoolId=${SUB_SCHOOL_DEMO.evening}`, { json: composition })).status).toBe(200);
    expect((await admin.request('PUT', `/api/portal/api/v1/portal/release-pages?schoolId=${SUB_SCHOOL_DEMO.evening}`)).status).toBe(200);
    const { body } = await home(DEMO.mainland, SUB_SCHOOL_DEMO.evening);
    expect(body.data.source).toBe('own');
    expect(sectionIds(body)).toEqual(['online-nav']);
  });
});

describe('unions', () => {
  const check = (school: string, client = browser(server)) => client.get(`/api/ischool/v1/schools/tenant-union/join-check?schoolId=${school}`);

  test('join check: members are in, parent members may join a members’ union, nobody new joins a closed one', async () => {
    expect((await check(SUB_SCHOOL_DEMO.shenzhen)).body.data).toEqual({ canJoin: false, canSee: true, reason: 'signIn' });
    const learner = await signIn(server, DEMO.learner.mobile);
    expect((await check(SUB_SCHOOL_DEMO.shenzhen, learner)).body.data).toEqual({ canJoin: true, canSee: true, reason: 'parentMember' });
    expect((await check(SUB_SCHOOL_DEMO.online, learner)).body.data.reason).toBe('open');
    expect((await check(SUB_SCHOOL_DEMO.evening, learner)).body.data).toMatchObject({ canJoin: false, reason: 'closed' });
    const admin = await signIn(server, DEMO.admin.mobile);
    expect((await check(SUB_SCHOOL_DEMO.shenzhen, admin)).body.data.reason).toBe('member');
    const outsider = await signIn(server, '13900000077');
    expect((await check(SUB_SCHOOL_DEMO.shenzhen, outsider)).body.data).toMatchObject({ canJoin: false, reason: 'notParentMember' });
    expect((await check('12')).status).toBe(400);
  });

  test('union leader only when school_union_leader is exactly 1', async () => {
    const lecturer = await signIn(server, DEMO.lecturer.mobile);
    const leader = (school: string) => lecturer.get(`/api/ischool/v1/schools/school-union-leader?schoolId=${school}`);
    expect((await leader(DEMO.mainland)).body.data).toEqual({ isSchoolUnionLeader: true, skipped: false });
    // 2 is not "leader", and no membership at all is not either.
    expect((await leader(SUB_SCHOOL_DEMO.shenzhen)).body.data.isSchoolUnionLeader).toBe(false);
    expect((await leader(DEMO.overseas)).body.data.isSchoolUnionLeader).toBe(false);
    expect((await browser(server).get(`/api/ischool/v1/schools/school-union-leader?schoolId=${DEMO.mainland}`)).status).toBe(401);
  });

  test('on a configured host the check is skipped: false', async () => {
    const lecturer = await signIn(server, DEMO.lecturer.mobile);
    server.services.config.unionLeaderSkipHosts = ['localhost'];
    try {
      expect((await lecturer.get(`/api/ischool/v1/schools/school-union-leader?schoolId=${DEMO.mainland}`)).body.data).toEqual({ isSchoolUnionLeader: false, skipped: true });
    } finally {
      server.services.config.unionLeaderSkipHosts = [];
    }
  });
});
