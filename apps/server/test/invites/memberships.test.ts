import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Server } from '../../src/server.ts';
import { browser, signIn, startTestServer } from '../harness.ts';
import { INVITE_DEMO } from '../../src/seed/invites.ts';
import { DEFAULT_SCHOOL_SETTING as DEMO_SCHOOL_SETTING } from '../../src/modules/invites/memberships.ts';
import { DEMO, newPerson } from './helpers.ts';

let server: Server;
beforeAll(async () => {
  server = await startTestServer();
}, 60_000);
afterAll(() => server.db.close());

const CURRENT = '/api/ischool/v1/open/schools/common-current';
const LAST = '/api/ischool/v1/schools/last-school-detail';
const membershipsOf = (userId: string) => `/api/school/members/${encodeURIComponent(userId)}/`;

describe('choosing a school', () => {
  test('a user in two schools lists both; the one chosen comes first and is the last school next time', async () => {
    const user = await signIn(server, INVITE_DEMO.twoSchoolsUser.mobile);
    const first = await user.get(membershipsOf(INVITE_DEMO.twoSchoolsUser.id));
    expect(first.body.data.map((row: { school: { id: string } }) => row.school.id)).toEqual([DEMO.mainland, DEMO.overseas]);
    expect((await user.get(LAST)).body.data).toBeNull();

    const chosen = await user.request('POST', CURRENT, { json: { schoolId: DEMO.overseas } });
    expect(chosen.status).toBe(200);
    const again = await signIn(server, INVITE_DEMO.twoSchoolsUser.mobile);
    const list = (await again.get(membershipsOf(INVITE_DEMO.twoSchoolsUser.id))).body.data;
    expect(list[0]).toMatchObject({ school: { id: DEMO.overseas, nameEn: 'Sahara Institute' }, role: 'learner' });
    expect(list[0].lastChosenAt).toBeTruthy();
    expect((await again.get(LAST)).body.data.school.id).toBe(DEMO.overseas);
  });

  test('only a member may pick a school; bad ids are 400s', async () => {
    const user = await signIn(server, INVITE_DEMO.twoSchoolsUser.mobile);
    const refused = await user.request('POST', CURRENT, { json: { schoolId: DEMO.o3 } });
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBeTruthy();
    expect((await user.request('POST', CURRENT, { json: { schoolId: 'x' } })).status).toBe(400);
    expect((await browser(server).request('POST', CURRENT, { json: { schoolId: DEMO.mainland } })).status).toBe(401);
    expect((await browser(server).get(LAST)).status).toBe(401);
  });

  test('another user’s memberships: an administrator sees those in their own schools only, others get 403', async () => {
    const admin = await signIn(server, DEMO.admin.mobile);
    const seen = (await admin.get(membershipsOf(INVITE_DEMO.twoSchoolsUser.id))).body.data;
    expect(seen.map((row: { school: { id: string } }) => row.school.id)).toEqual([DEMO.mainland]);
    const learner = await signIn(server, DEMO.learner.mobile);
    expect((await learner.get(membershipsOf(INVITE_DEMO.twoSchoolsUser.id))).status).toBe(403);
    const stranger = await newPerson(server);
    expect((await stranger.client.get(membershipsOf('u-admin'))).status).toBe(403);
    expect((await stranger.client.get(membershipsOf(stranger.userId))).body.data).toEqual([]);
    expect((await browser(server).get(membershipsOf('u-admin'))).status).toBe(401);
    // The older member calls under the same prefix still answer for themselves.
    expect((await admin.get(`/api/school/members/getMemberIsValid/?schoolId=${DEMO.mainland}`)).body.data).toEqual({ isValid: true, isSchoolUnionLeader: false });
  });
});

describe('the site’s landing school and a school’s languages', () => {
  test('the configured default school, else the open school; always a same-origin path', async () => {
    expect((await browser(server).get('/open/jump-school-from-config')).body.data).toEqual({ path: `/portal/${DEMO.mainland}` });
    await server.db.query('insert into settings (key, value) values ($1, $2)', [DEMO_SCHOOL_SETTING, DEMO.overseas]);
    expect((await browser(server).get('/open/jump-school-from-config')).body.data).toEqual({ path: `/portal/${DEMO.overseas}` });
    // A setting naming no school is ignored.
    await server.db.query('update settings set value = $2 where key = $1', [DEMO_SCHOOL_SETTING, '//evil.example']);
    expect((await browser(server).get('/open/jump-school-from-config')).body.data).toEqual({ path: `/portal/${DEMO.mainland}` });
  });

  test('languages and default of a school; unknown school 404, malformed id 400', async () => {
    const answer = await browser(server).get(`/api/school/biz/open/schoolLanguage?schoolId=${DEMO.overseas}`);
    expect(answer.body.data.defaultLocale).toBe('en_US');
    expect(answer.body.data.locales).toContain('ar_SA');
    expect((await browser(server).get('/api/school/biz/open/schoolLanguage?schoolId=1999999999999999999')).status).toBe(404);
    expect((await browser(server).get('/api/school/biz/open/schoolLanguage?schoolId=abc')).status).toBe(400);
  });
});
