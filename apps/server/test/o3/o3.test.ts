// @postgres-pass: an activity's last places taken at once.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Server } from '../../src/server.ts';
import { DEMO } from '../../src/seed/demoIds.ts';
import { O3_DEMO } from '../../src/seed/o3.ts';
import { browser, signIn, startTestServer } from '../harness.ts';

let server: Server;
beforeAll(async () => {
  server = await startTestServer();
}, 60_000);
afterAll(() => server.db.close());

const O3 = '/api/o3service/o3';
const cards = (query: string) => browser(server).get(`${O3}/card/open/list?${query}`);
const join = (client: ReturnType<typeof browser>, id: string, school: string = DEMO.o3) => client.get(`${O3}/card/open/add-activity-people/${id}?schoolId=${school}`);
const propose = (client: ReturnType<typeof browser>, body: unknown, school: string = DEMO.o3) => client.request('POST', `${O3}/project?schoolId=${school}`, { json: body });
const valid = { title: '港口无人机巡检', summary: 'Drones that inspect the cranes every night, with a report by morning.', category: 'digital' };

describe('O3 cards', () => {
  test('lists cases, paged, by category and keyword; hottest first on request', async () => {
    const all = await cards(`schoolId=${DEMO.o3}&kind=case&pageSize=4`);
    expect(all.status).toBe(200);
    expect(all.body.data.total).toBe(6);
    expect(all.body.data.list).toHaveLength(4);
    expect((await cards(`schoolId=${DEMO.o3}&kind=case&pageSize=4&pageNumber=2`)).body.data.list).toHaveLength(2);
    const digital = await cards(`schoolId=${DEMO.o3}&kind=case&category=digital`);
    expect(digital.body.data.list.map((card: { id: string }) => card.id).sort()).toEqual([O3_DEMO.case, 'o3-case-5']);
    expect((await cards(`schoolId=${DEMO.o3}&keyword=solar`)).body.data.list.map((card: { id: string }) => card.id)).toEqual(['o3-case-3']);
    const hottest = await cards(`schoolId=${DEMO.o3}&kind=case&sort=hottest&pageSize=2`);
    expect(hottest.body.data.list.map((card: { id: string }) => card.id)).toEqual([O3_DEMO.case, O3_DEMO.democloudCase]);
  });

  test('a school that is not O3 has no O3 zone: 404 on every call', async () => {
    const learner = await signIn(server, DEMO.learner.mobile);
    expect((await cards(`schoolId=${DEMO.mainland}`)).status).toBe(404);
    expect((await browser(server).get(`${O3}/card/open/detail/${O3_DEMO.case}?schoolId=${DEMO.mainland}`)).status).toBe(404);
    expect((await browser(server).get(`/api/portal/api/v1/portal/O3/getCustomRankings?schoolId=${DEMO.mainland}&sourceType=1`)).status).toBe(404);
    expect((await join(learner, O3_DEMO.activity, DEMO.mainland)).status).toBe(404);
    expect((await propose(learner, valid, DEMO.mainland)).status).toBe(404);
  });

  test('detail counts a view and tells the caller what they follow and joined', async () => {
    const before = await browser(server).get(`${O3}/card/open/detail/${O3_DEMO.project}?schoolId=${DEMO.o3}`);
    expect(before.status).toBe(200);
    expect(before.body.data).toMatchObject({ kind: 'project', focusCount: 3, focused: false, joined: false });
    const after = await browser(server).get(`${O3}/card/open/detail/${O3_DEMO.project}?schoolId=${DEMO.o3}`);
    expect(after.body.data.views).toBe(before.body.data.views + 1);
    expect((await browser(server).get(`${O3}/card/open/detail/no-such-card?schoolId=${DEMO.o3}`)).status).toBe(404);
    expect((await browser(server).get(`${O3}/card/open/detail/${encodeURIComponent('bad id!')}?schoolId=${DEMO.o3}`)).status).toBe(404);
  });

  test('focus: follow and unfollow a card, once per person', async () => {
    const learner = await signIn(server, DEMO.learner.mobile);
    const focus = (value: unknown) => learner.request('POST', `${O3}/card/focus/${O3_DEMO.case}?schoolId=${DEMO.o3}`, { json: { focus: value } });
    expect((await focus(true)).body.data).toEqual({ focused: true, focusCount: 1 });
    expect((await focus(true)).body.data).toEqual({ focused: true, focusCount: 1 });
    expect((await learner.get(`${O3}/card/open/detail/${O3_DEMO.case}?schoolId=${DEMO.o3}`)).body.data.focused).toBe(true);
    expect((await focus(false)).body.data).toEqual({ focused: false, focusCount: 0 });
    expect((await focus('yes')).status).toBe(400);
    expect((await browser(server).request('POST', `${O3}/card/focus/${O3_DEMO.case}?schoolId=${DEMO.o3}`, { json: { focus: true } })).status).toBe(401);
  });
});

describe('joining an activity', () => {
  test('counted once per person', async () => {
    const learner = await signIn(server, DEMO.learner.mobile);
    const first = await join(learner, O3_DEMO.activity);
    expect(first.status).toBe(200);
    expect(first.body.data).toEqual({ joined: true, alreadyJoined: false, people: 6, capacity: 30 });
    const again = await join(learner, O3_DEMO.activity);
    expect(again.body.data).toEqual({ joined: true, alreadyJoined: true, people: 6, capacity: 30 });
    expect((await learner.get(`${O3}/card/open/detail/${O3_DEMO.activity}?schoolId=${DEMO.o3}`)).body.data).toMatchObject({ people: 6, joined: true });
  });

  test('a full activity takes nobody more (409 with a message); concurrent joins never pass the capacity', async () => {
    const learner = await signIn(server, DEMO.learner.mobile);
    const full = await join(learner, O3_DEMO.fullActivity);
    expect(full.status).toBe(409);
    expect(full.body.message).toMatch(/full/);
    const japanese = await learner.request('GET', `${O3}/card/open/add-activity-people/${O3_DEMO.fullActivity}?schoolId=${DEMO.o3}`, { headers: { 'sxz-lang': 'ja_JP' } });
    expect([japanese.status, japanese.body.message]).toEqual([409, 'このアクティビティは満員です。']);
    // Three people race for the last two places of a fresh activity.
    await server.db.query("insert into o3_cards (id, school_id, kind, title, category, capacity) values ('o3-race', $1, 'activity', 'Race', 'digital', 2)", [DEMO.o3]);
    const people = await Promise.all(['13900000011', '13900000012', '13900000013'].map((mobile) => signIn(server, mobile)));
    const answers = await Promise.all(people.map((person) => join(person, 'o3-race')));
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 200, 409]);
    const [count] = await server.db.query<{ n: number }>("select count(*)::int as n from o3_activity_people where card_id = 'o3-race'");
    expect(count!.n).toBe(2);
  });

  test('only activities can be joined; visitors must sign in; a card of another school is a 404', async () => {
    const learner = await signIn(server, DEMO.learner.mobile);
    expect((await join(learner, O3_DEMO.case)).status).toBe(409);
    expect((await join(browser(server), O3_DEMO.activity)).status).toBe(401);
    // Tenant isolation: another O3 school does not reach …003's cards.
    await server.db.query("insert into schools (id, name, region, default_locale, open_school, is_o3, locales) values ('3499999999999999999', 'Other O3', 'mainland', 'zh_CN', true, true, '{zh_CN}')");
    expect((await join(learner, O3_DEMO.activity, '3499999999999999999')).status).toBe(404);
    expect((await browser(server).get(`${O3}/card/open/detail/${O3_DEMO.case}?schoolId=3499999999999999999`)).status).toBe(404);
    expect((await cards('schoolId=3499999999999999999')).body.data.total).toBe(0);
  });
});

describe('proposing a project', () => {
  test('saved and listed with the school’s projects', async () => {
    const learner = await signIn(server, DEMO.learner.mobile);
    const { status, body } = await propose(learner, { ...valid, coverUrl: '/static/covers/drone.svg' });
    expect(status).toBe(200);
    expect(body.data).toMatchObject({ kind: 'project', title: valid.title, category: 'digital', coverUrl: '/static/covers/drone.svg', focusCount: 0 });
    // An empty cover is no cover.
    const bare = await propose(learner, { ...valid, title: '无封面项目', coverUrl: '' });
    expect(bare.body.data.coverUrl).toBeNull();
    const listed = await cards(`schoolId=${DEMO.o3}&kind=project&keyword=${encodeURIComponent('无人机')}`);
    expect(listed.body.data.list.map((card: { id: string }) => card.id)).toEqual([body.data.id]);
  });

  test.each([
    [{ ...valid, title: ' x ' }, /title: title must be 2 to 60 characters/],
    [{ ...valid, title: 'x'.repeat(61) }, /title: title must be 2 to 60 characters/],
    [{ ...valid, summary: 'too short' }, /summary: summary must be 10 to 500 characters/],
    [{ ...valid, category: 'space' }, /category/],
    [{ ...valid, coverUrl: 'javascript:alert(1)' }, /coverUrl: coverUrl must be an https address or a \/static\/ path/],
    [{}, /title/],
  ])('refused with a 400 that says why: %j', async (body, message) => {
    const learner = await signIn(server, DEMO.learner.mobile);
    const answer = await propose(learner, body);
    expect(answer.status).toBe(400);
    expect(answer.body.message).toMatch(message);
  });

  test('a word of the moderation list is refused (422, naming it) and nothing is stored', async () => {
    const learner = await signIn(server, DEMO.learner.mobile);
    const count = async () => (await server.db.query<{ n: number }>("select count(*)::int as n from o3_cards where kind = 'project'"))[0]!.n;
    const before = await count();
    const refused: [typeof valid, string][] = [[{ ...valid, title: 'Harbour CASINO night' }, 'casino'], [{ ...valid, summary: '在港口开一家赌博网站，每晚营业到天亮。' }, '赌博']];
    for (const [body, word] of refused) {
      const answer = await propose(learner, body);
      expect(answer.status).toBe(422);
      expect(answer.body.message).toMatch(/cannot be published/);
      expect(answer.body.details.map((detail: { message: string }) => detail.message)).toEqual([word]);
    }
    expect(await count()).toBe(before);
  });

  test('visitors must sign in', async () => {
    expect((await propose(browser(server), valid)).status).toBe(401);
  });
});

describe('custom rankings', () => {
  const ranking = (sourceType: string) => browser(server).get(`/api/portal/api/v1/portal/O3/getCustomRankings?schoolId=${DEMO.o3}&sourceType=${sourceType}`);

  test('per sourceType: courses and cases by views, projects by followers, activities by people', async () => {
    const courses = await ranking('1');
    expect(courses.status).toBe(200);
    expect(courses.body.data.entries.length).toBeGreaterThan(0);
    const values = courses.body.data.entries.map((entry: { value: number }) => entry.value);
    expect(values).toEqual([...values].sort((a, b) => b - a));
    const [courseRow] = await server.db.query<{ id: string }>("select id from resources where school_id = $1 and content_kind = 'course' order by views desc, id limit 1", [DEMO.o3]);
    expect(courses.body.data.entries[0].id).toBe(courseRow!.id);
    expect((await ranking('2')).body.data.entries[0]).toMatchObject({ rank: 1, id: O3_DEMO.case });
    expect((await ranking('3')).body.data.entries[0]).toMatchObject({ rank: 1, id: O3_DEMO.project, value: 3 });
    expect((await ranking('4')).body.data.entries[0].id).toBe(O3_DEMO.activity);
  });

  test('an unknown sourceType is a 400', async () => {
    for (const source of ['0', '5', 'x']) expect((await ranking(source)).status).toBe(400);
  });
});
