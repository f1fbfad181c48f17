import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Server } from '../src/server.ts';
import { DEMO, demoComposition } from '../src/seed/seed.ts';
import { browser, signIn, startTestServer } from './harness.ts';

let server: Server;
beforeAll(async () => {
  server = await startTestServer();
}, 60_000);
afterAll(() => server.db.close());

const PORTAL = '/api/portal/api/v1/portal';
const school = DEMO.mainland;

describe('decorating the home page', () => {
  test('a draft stays private until released; releasing makes its sections and brand colours the public ones', async () => {
    const admin = await signIn(server, DEMO.admin.mobile);
    const visitor = browser(server);
    const composition = demoComposition();
    const [first, ...rest] = composition.sections;
    const draft = { sections: [...rest, first!], theme: { light: { 'color.brand.primary': '#7b1fa2', 'color.header.background': '#ffffff' } } };

    const saved = await admin.request('POST', `${PORTAL}/insert-user-renovation?schoolId=${school}`, { json: draft });
    expect(saved.status).toBe(200);
    expect((await visitor.get(`${PORTAL}/v2/pages?schoolId=${school}`)).body.data.composition.sections[0].id).toBe(first!.id);

    expect((await admin.request('PUT', `${PORTAL}/release-pages?schoolId=${school}`)).status).toBe(200);
    const released = (await visitor.get(`${PORTAL}/v2/pages?schoolId=${school}`)).body.data;
    expect(released.composition.sections.at(-1).id).toBe(first!.id);
    const details = (await visitor.get(`/api/ischool/v1/open/schools/school-details?schoolId=${school}`)).body.data;
    expect(details.theme.light).toEqual(draft.theme.light);
    expect(details.theme.id).toBeTruthy();
  });

  test('a colour outside the whitelist or not a colour is refused with a message, and nothing is saved', async () => {
    const admin = await signIn(server, DEMO.admin.mobile);
    const before = (await admin.get(`${PORTAL}/getPageDetailsById?schoolId=${school}`)).body.data.draft.version;
    const notWhitelisted = await admin.request('POST', `${PORTAL}/insert-user-renovation?schoolId=${school}`, { json: { sections: [], theme: { light: { 'color.text.primary': '#000000' } } } });
    expect(notWhitelisted.status).toBe(400);
    expect(notWhitelisted.body.message).toBe('theme.light.color.text.primary: a school cannot change this token.');
    const arabic = await admin.request('POST', `${PORTAL}/insert-user-renovation?schoolId=${school}`, { json: { sections: [], theme: { light: { 'color.text.primary': '#000000' } } }, headers: { 'sxz-lang': 'ar_SA' } });
    expect(arabic.body.message).toBe('\u2068theme.light.color.text.primary\u2069: لا يمكن للمدرسة تغيير هذا الرمز.');
    const notAColour = await admin.request('POST', `${PORTAL}/insert-user-renovation?schoolId=${school}`, { json: { sections: [], theme: { light: { 'color.brand.primary': 'red' } } } });
    expect(notAColour.status).toBe(400);
    expect((await admin.get(`${PORTAL}/getPageDetailsById?schoolId=${school}`)).body.data.draft.version).toBe(before);
  });

  test('what the editor refuses the server refuses too: a javascript: slide link, a duplicate section id, a blank card title', async () => {
    const admin = await signIn(server, DEMO.admin.mobile);
    const before = (await admin.get(`${PORTAL}/getPageDetailsById?schoolId=${school}`)).body.data.draft.version;
    const sections = demoComposition().sections;
    const banner = sections.find((section) => section.type === 'banner')!;
    const cards = sections.find((section) => section.type === 'cards')!;
    const hostile = [
      { sections: [{ ...banner, slides: [{ ...banner.slides[0]!, href: 'javascript:alert(1)' }] }], expect: 'slideLinkInvalid' },
      { sections: [{ ...banner, slides: [{ ...banner.slides[0]!, href: '//evil.example/x' }] }], expect: 'slideLinkInvalid' },
      { sections: [cards, { ...cards }], expect: 'duplicateId' },
      { sections: [{ ...cards, titleMode: 1, title: { name: '  ', nameEn: '' } }], expect: 'titleRequired' },
    ];
    for (const draft of hostile) {
      const answer = await admin.request('POST', `${PORTAL}/insert-user-renovation?schoolId=${school}`, { json: { sections: draft.sections } });
      expect(answer.status).toBe(422);
      expect(answer.body.message).toContain(draft.expect);
    }
    expect((await admin.get(`${PORTAL}/getPageDetailsById?schoolId=${school}`)).body.data.draft.version).toBe(before);
  });

  test('the category tree lists each facet with its categories', async () => {
    const tree = (await browser(server).get(`/api/category/v1/facets/tree?schoolId=${school}`)).body.data;
    expect(tree.map((facet: { nameEn: string }) => facet.nameEn)).toEqual(['Topics', 'Training']);
    expect(tree[0].children.map((category: { id: number }) => category.id)).toEqual([1, 2, 3, 4]);
    expect((await browser(server).get('/api/category/v1/facets/tree?schoolId=1000000000000000999')).status).toBe(404);
  });
});

describe('anonymous public reads', () => {
  test('repeat within a second from the read cache; any write through the server clears it; signed-in reads never use it', async () => {
    const visitor = browser(server);
    const admin = await signIn(server, DEMO.admin.mobile);
    const url = `${PORTAL}/open/bulletin?schoolId=${school}`;
    const before = (await visitor.get(url)).body.data.content;
    await server.db.query('update bulletins set content = $1 where school_id = $2', ['Changed behind the server’s back', school]);
    expect((await visitor.get(url)).body.data.content).toBe(before);
    expect((await admin.get(url)).body.data.content).toBe('Changed behind the server’s back');
    await admin.request('PUT', `${PORTAL}/school-update-isdecorated?schoolId=${school}`);
    expect((await visitor.get(url)).body.data.content).toBe('Changed behind the server’s back');
  });
});
