import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Server } from '../../src/server.ts';
import { browser, signIn, startTestServer } from '../harness.ts';
import { browserAt } from '../identity/clientAddress.ts';

const P = '/api/portal/api/v1/portal';
const MAIN = '1000000000000000001';
const OVERSEAS = '1000000000000000002';
let server: Server;
beforeAll(async () => {
  server = await startTestServer();
}, 60_000);
afterAll(() => server.db.close());

describe('search lists of one kind', () => {
  test('each list holds only its kind of content, of this school, matching the keyword', async () => {
    const anonymous = browser(server);
    // The video list holds both kinds of video (checked by keyword below); the others one kind each.
    const kinds: Record<string, string[]> = { 'search-video-resource': ['course', 'shortVideo'], 'exam-search-resource': ['exam'], 'v2/exam-search-resource': ['exam'], 'class-search-resource': ['class'], 'search-knowledge-resource': ['knowledge'], 'exam-resource': ['exam'], 'knowledge-resource': ['knowledge'] };
    for (const [path, allowed] of Object.entries(kinds)) {
      const answer = await anonymous.get(`${P}/${path}?schoolId=${MAIN}&pageSize=50`);
      const list: { contentKind: string; id: string }[] = answer.body.data?.list ?? [];
      // One line per list, so a failure names it.
      expect({ path, status: answer.status, some: list.length > 0, kinds: list.every((item) => allowed.includes(item.contentKind)), ours: list.every((item) => item.id.startsWith('001-')) }).toEqual({ path, status: 200, some: true, kinds: true, ours: true });
    }
    const [exam] = (await server.db.query<{ name_en: string }>("select name_en from resources where id = '001-exam-1'"));
    const word = exam!.name_en.split(' ')[0]!;
    const found = await anonymous.get(`${P}/exam-search-resource?schoolId=${MAIN}&keyword=${encodeURIComponent(word)}`);
    expect(found.body.data.list.every((item: { nameEn: string; name: string }) => `${item.nameEn} ${item.name}`.toLowerCase().includes(word.toLowerCase()))).toBe(true);
    // One visitor's search is theirs: not a popular search (issue 32, below).
    const hot = await anonymous.get(`/api/search/v1/search/hotSearch?schoolId=${MAIN}`);
    expect(hot.body.data.map((entry: { keyword: string }) => entry.keyword)).not.toContain(word);
  });

  test('the video search lists every video of the school matching the keyword: courses and short videos, no other kind', async () => {
    const word = 'Zebrafish';
    const row = (id: string, schoolId: string, type: number, kind: string, name: string, durationSeconds: number | null) =>
      server.db.query(
        `insert into resources (id, school_id, resource_type, content_kind, name, name_en, created_at, duration_seconds)
         values ($1, $2, $3, $4, $5, $5, now(), $6) on conflict (id) do nothing`,
        [id, schoolId, type, kind, name, durationSeconds],
      );
    await row('001-vs-long', MAIN, 1, 'course', `${word} anatomy, the full lecture`, 3600);
    await row('001-vs-short', MAIN, 0, 'shortVideo', `${word} in one minute`, 60);
    await row('001-vs-live', MAIN, 4, 'live', `${word} live Q&A`, null);
    await row('001-vs-article', MAIN, 0, 'article', `Why ${word}?`, null);
    await row('001-vs-exam', MAIN, 2, 'exam', `${word} quiz`, null);
    await row('002-vs-other', OVERSEAS, 0, 'shortVideo', `${word} elsewhere`, 45);

    const found = await browser(server).get(`${P}/search-video-resource?schoolId=${MAIN}&keyword=${word.toLowerCase()}&pageSize=50`);
    expect(found.status).toBe(200);
    expect(found.body.data.list.map((item: { id: string }) => item.id).sort()).toEqual(['001-vs-long', '001-vs-short']);
    expect(found.body.data.total).toBe(2);
    // Paged as the total says: one per page, both reachable.
    const pages = await Promise.all([1, 2].map((n) => browser(server).get(`${P}/search-video-resource?schoolId=${MAIN}&keyword=${word}&pageSize=1&pageNumber=${n}`)));
    expect(pages.map((answer) => answer.body.data.total)).toEqual([2, 2]);
    expect(pages.flatMap((answer) => answer.body.data.list.map((item: { id: string }) => item.id)).sort()).toEqual(['001-vs-long', '001-vs-short']);
  });

  test('v2 exam search says whether the signed-in learner is enrolled; v2 special search counts every kind', async () => {
    const learner = await signIn(server, '13800000001');
    await server.db.query("insert into enrollments (school_id, user_id, resource_id) values ($1, 'u-learner', '001-exam-3') on conflict do nothing", [MAIN]);
    const v2 = await learner.get(`${P}/v2/exam-search-resource?schoolId=${MAIN}&pageSize=50`);
    expect(v2.body.data.list.find((item: { id: string }) => item.id === '001-exam-3').enrolled).toBe(true);
    expect(v2.body.data.list.find((item: { id: string }) => item.id === '001-exam-4').enrolled).toBe(false);
    const special = await learner.get(`${P}/v2/special-search-resource?schoolId=${MAIN}&contentKind=exam&pageSize=5`);
    const facets = Object.fromEntries(special.body.data.facets.map((facet: { contentKind: string; count: number }) => [facet.contentKind, facet.count]));
    expect(facets.exam).toBe(special.body.data.total);
    expect(facets.course).toBeGreaterThan(0);
    expect(special.body.data.list).toHaveLength(5);
  });

  test('featured lives are on now or coming, most viewed first; hottest cards are the most viewed of all kinds', async () => {
    const lives = (await browser(server).get(`${P}/boutique-live-resource?schoolId=${MAIN}`)).body.data;
    expect(lives.length).toBeGreaterThan(0);
    expect(lives.every((live: { liveStatus: number; contentKind: string }) => live.contentKind === 'live' && live.liveStatus !== 3)).toBe(true);
    const views = lives.map((live: { views: number }) => live.views);
    expect(views).toEqual([...views].sort((a, b) => b - a));
    const cards = (await browser(server).get(`/api/search/v1/search/hottest-cards?schoolId=${MAIN}&count=5`)).body.data;
    const [top] = await server.db.query<{ id: string }>('select id from resources where school_id = $1 order by views desc, id limit 1', [MAIN]);
    expect(cards[0].id).toBe(top!.id);
  });

  test('learning maps list their steps in order', async () => {
    const maps = (await browser(server).get(`${P}/learning-map-resource?schoolId=${MAIN}`)).body.data;
    expect(maps.map((map: { nameEn: string }) => map.nameEn)).toEqual(['New starter learning map', 'Data analysis path']);
    expect(maps[0].steps.map((step: { resource: { id: string } }) => step.resource.id)).toEqual(['001-course-1', '001-doc-1', '001-course-2', '001-exam-1']);
    expect((await browser(server).get(`${P}/learning-map-resource?schoolId=${OVERSEAS}`)).status).toBe(403);
  });
});

describe('staff lists and tickets', () => {
  test('an administrator manages every resource, a lecturer the ones they wrote, a learner none (403)', async () => {
    const admin = await signIn(server, '13800000003');
    const lecturer = await signIn(server, '13800000002');
    const learner = await signIn(server, '13800000001');
    const [all] = await server.db.query<{ n: number }>('select count(*)::int as n from resources where school_id = $1', [MAIN]);
    expect((await admin.get(`${P}/manager-resource?schoolId=${MAIN}`)).body.data.total).toBe(all!.n);
    const own = await lecturer.get(`${P}/manager-resource?schoolId=${MAIN}&pageSize=50`);
    expect(own.body.data.list.map((item: { id: string }) => item.id)).toEqual(expect.arrayContaining(['001-course-1', '001-course-2', '001-doc-1']));
    const [authored] = await server.db.query<{ n: number }>("select count(*)::int as n from resources where school_id = $1 and author_user_id = 'u-lecturer'", [MAIN]);
    expect(own.body.data.total).toBe(authored!.n);
    expect((await lecturer.get(`${P}/publish/resource?schoolId=${MAIN}`)).body.data.total).toBe(authored!.n);
    expect((await learner.get(`${P}/manager-resource?schoolId=${MAIN}`)).status).toBe(403);
    // Another school's administrator is not this school's.
    expect((await admin.get(`${P}/manager-resource?schoolId=${OVERSEAS}`)).status).toBe(403);
    expect((await browser(server).get(`${P}/publish/resource?schoolId=${MAIN}`)).status).toBe(401);
  });

  test('exam tickets: the switch, my tickets soonest first, none in a school that shows none, none for another user', async () => {
    const learner = await signIn(server, '13800000001');
    expect((await browser(server).get(`${P}/exam-ticket-switch?schoolId=${MAIN}`)).body.data).toEqual({ enabled: true });
    const tickets = (await learner.get(`${P}/exam-ticket-resource?schoolId=${MAIN}`)).body.data;
    expect(tickets.map((ticket: { room: string; seat: string; exam: { id: string } }) => [ticket.exam.id, ticket.room, ticket.seat])).toEqual([['001-exam-1', 'A-301', '12'], ['001-exam-2', 'B-105', '7']]);
    expect((await learner.get(`${P}/exam-ticket-resource?schoolId=${OVERSEAS}`)).body.data).toEqual([]);
    const admin = await signIn(server, '13800000003');
    expect((await admin.get(`${P}/exam-ticket-resource?schoolId=${MAIN}`)).body.data).toEqual([]);
  });
});

describe('categories', () => {
  test('first level, children of a facet, one category with parent and children; unknown ids are 404', async () => {
    const client = browser(server);
    expect((await client.get(`/api/category/v1/facets/first?schoolId=${MAIN}&source=portal`)).body.data.map((facet: { id: number }) => facet.id)).toEqual([100, 200]);
    expect((await client.get(`/api/category/v1/facets/first/child?schoolId=${MAIN}&facetId=200`)).body.data.map((child: { nameEn: string }) => child.nameEn)).toEqual(['Safety', 'Languages', 'Onboarding']);
    const category = (await client.get(`/api/category/v1/categories/selectByCategoryId?schoolId=${MAIN}&categoryId=2`)).body.data;
    expect([category.nameEn, category.parent.nameEn, category.children]).toEqual(['Data and AI', 'Topics', []]);
    expect((await client.get(`/api/category/v1/categories/selectByCategoryId?schoolId=${MAIN}&categoryId=100`)).body.data.children).toHaveLength(4);
    expect((await client.get(`/api/category/v1/facets/first/child?schoolId=${MAIN}&facetId=2`)).status).toBe(404);
    expect((await client.get(`/api/category/v1/categories/selectByCategoryId?schoolId=${MAIN}&categoryId=999`)).status).toBe(404);
  });
});

describe('bad input is a 400 with a message; unknown schools 404', () => {
  test.each([
    `${P}/exam-search-resource?schoolId=123`,
    `${P}/exam-search-resource?schoolId=${MAIN}&sort=9`,
    `${P}/exam-search-resource?schoolId=${MAIN}&pageSize=500`,
    `${P}/v2/special-search-resource?schoolId=${MAIN}&contentKind=nope`,
    `${P}/class-search-resource?schoolId=${MAIN}&categoryIds=1;drop`,
    `/api/category/v1/facets/first/child?schoolId=${MAIN}&facetId=x`,
    `/api/category/v1/facets/first?schoolId=${MAIN}&source=elsewhere`,
    `/api/search/v1/search/hottest-cards?schoolId=${MAIN}&count=0`,
  ])('%s', async (path) => {
    const answer = await browser(server).get(path);
    expect(answer.status).toBe(400);
    expect(answer.body.message).toMatch(/Invalid request/);
  });

  test('a school that does not exist', async () => {
    expect((await browser(server).get(`${P}/knowledge-resource?schoolId=1000000000000000999`)).status).toBe(404);
    expect((await browser(server).get(`${P}/exam-ticket-switch?schoolId=1000000000000000999`)).status).toBe(404);
  });
});

describe('search history is each person’s own (issue 32)', () => {
  type Client = ReturnType<typeof browser>;
  const SEARCH = `${P}/special-search-resource`;
  const search = (client: Client, keyword: string, schoolId = MAIN) => client.get(`${SEARCH}?${new URLSearchParams({ schoolId, keyword })}`);
  const history = async (client: Client, schoolId = MAIN) => (await client.get(`/api/search/v1/search/history?schoolId=${schoolId}`)).body.data?.map((entry: { keyword: string }) => entry.keyword);
  const popular = async () => (await browser(server).get(`/api/search/v1/search/hotSearch?schoolId=${MAIN}`)).body.data as { keyword: string; count: number }[];
  const popularWords = async () => (await popular()).map((entry) => entry.keyword);
  let address = 0;
  /** A visitor of their own: another address (the server tells visitors apart by a keyed hash of it). */
  const visitor = () => browserAt(server, `198.18.${Math.floor(address / 250)}.${(address++ % 250) + 1}`);

  test('one user’s searches never show in another’s history nor to visitors; clearing removes them for real', async () => {
    const learner = await signIn(server, '13800000001');
    const lecturer = await signIn(server, '13800000002');
    expect((await search(learner, 'Wang Fang pay slip')).status).toBe(200);
    await search(learner, 'Leadership');
    await search(learner, 'Wang Fang pay slip');
    await search(lecturer, 'grading rubric');
    await search(learner, 'Overseas only', OVERSEAS);

    // Newest first, each keyword once, this school's only.
    expect(await history(learner)).toEqual(['Wang Fang pay slip', 'Leadership']);
    expect(await history(lecturer)).toEqual(['grading rubric']);
    expect(await history(learner, OVERSEAS)).toEqual(['Overseas only']);
    // A visitor has no history on the server (theirs stays in their browser), and sees nobody else's.
    expect((await browser(server).get(`/api/search/v1/search/history?schoolId=${MAIN}`)).status).toBe(401);
    expect(await popularWords()).not.toEqual(expect.arrayContaining(['Wang Fang pay slip']));
    expect(await popularWords()).not.toEqual(expect.arrayContaining(['grading rubric']));

    const cleared = await learner.get(`/api/search/v1/search/clear?schoolId=${MAIN}`);
    expect(cleared.body.data.cleared).toBe(3);
    expect(await history(learner)).toEqual([]);
    const [left] = await server.db.query<{ n: number }>("select count(*)::int as n from searches where user_id = 'u-learner' and school_id = $1", [MAIN]);
    expect(left!.n).toBe(0);
    // Only this school's, and only theirs.
    expect(await history(learner, OVERSEAS)).toEqual(['Overseas only']);
    expect(await history(lecturer)).toEqual(['grading rubric']);
  });

  test('a popular search takes five distinct people: one person searching twenty times, or four people, is not enough', async () => {
    const term = 'Quantum gardening';
    const learner = await signIn(server, '13800000001');
    for (let i = 0; i < 20; i += 1) await search(learner, term);
    const again = visitor();
    for (let i = 0; i < 5; i += 1) await search(again, term);
    expect(await popularWords()).not.toContain(term);
    // Two more visitors (four people), one of them typing it in other letters: still not enough.
    await search(visitor(), term);
    await search(visitor(), 'quantum GARDENING');
    expect(await popularWords()).not.toContain(term);
    // A fifth person, signed in.
    await search(await signIn(server, '13800000002'), term);
    expect((await popular()).find((entry) => entry.keyword === term)).toEqual({ keyword: term, count: 5 });
  });

  test('a phone number, an e-mail address or a long number searched by ten people is never a popular search', async () => {
    const people = Array.from({ length: 10 }, visitor);
    for (const person of people) {
      for (const term of ['13912345678', '139 1234 5678', 'wang.fang@example.com', '110101199003074514', 'Safety drills']) await search(person, term);
    }
    const words = await popularWords();
    expect(words).toContain('Safety drills');
    for (const personal of ['13912345678', '139 1234 5678', 'wang.fang@example.com', '110101199003074514']) expect(words).not.toContain(personal);
  });
});
