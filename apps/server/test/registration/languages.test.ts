import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { localizedName } from '@academy/rules';
import type { Server } from '../../src/server.ts';
import { browser, startTestServer } from '../harness.ts';
import { create, newcomer, schoolBody } from './helpers.ts';

/** Issue 34 item 1, decision 0040: a school named and started in the language it chooses. */
let server: Server;
beforeAll(async () => {
  server = await startTestServer();
}, 60_000);
afterAll(() => server.db.close());

/** A create body in one language only: no spec zh/en names. */
const namedIn = (defaultLocale: string, names: Record<string, string>, extra: Record<string, unknown> = {}) => ({ ...schoolBody({ region: 'overseas', defaultLocale, timeZone: 'Europe/Berlin', ...extra }), name: undefined, nameEn: undefined, names });

const portalOf = async (schoolId: string) => {
  const details = (await browser(server).get(`/api/ischool/v1/open/schools/school-details?schoolId=${schoolId}`)).body.data;
  const page = (await browser(server).get(`/api/portal/api/v1/portal/pages?schoolId=${schoolId}`)).body.data;
  const navigation = (await browser(server).get(`/api/portal/api/v1/portal/v2/navigations?schoolId=${schoolId}`)).body.data as { name: string; nameEn: string }[];
  const sections = (page.composition?.sections ?? page.sections) as { type: string; title?: { name: string; nameEn: string }; slides?: { name: string }[] }[];
  return { details, navigation, sections };
};

describe('a school in any of the 12 languages', () => {
  test('registered with only an Arabic name: the name, the starter home and the navigation are Arabic; zh/en fields hold the Arabic for older clients', async () => {
    const suffix = Math.random().toString(36).slice(2, 6);
    const answer = await create(await newcomer(server), namedIn('ar_SA', { ar_SA: `أكاديمية النور ${suffix}` }, { timeZone: 'Asia/Riyadh' }));
    expect(answer.status).toBe(200);
    const { details, navigation, sections } = await portalOf(answer.body.data.schoolId);
    expect(details).toMatchObject({ names: { ar_SA: `أكاديمية النور ${suffix}` }, name: `أكاديمية النور ${suffix}`, nameEn: `أكاديمية النور ${suffix}` });
    expect(navigation.map((item) => item.name)).toEqual(['الرئيسية', 'الدورات', 'البث المباشر']);
    expect(sections.find((section) => section.type === 'banner')!.slides![0]!.name).toBe('مرحبًا');
    expect(sections.filter((section) => section.title).map((section) => section.title!.nameEn)).toEqual(['الأحدث', 'لوحات الصدارة']);
  });

  test("a German school: a de_DE reader sees German, a zh_CN reader falls back to the school's default (German)", async () => {
    const suffix = Math.random().toString(36).slice(2, 6);
    const answer = await create(await newcomer(server), namedIn('de_DE', { de_DE: `Sonnenschule ${suffix}`, ar_SA: `مدرسة الشمس ${suffix}` }));
    expect(answer.status).toBe(200);
    const { details, navigation, sections } = await portalOf(answer.body.data.schoolId);
    expect(localizedName(details, 'de_DE', details.defaultLocale)).toBe(`Sonnenschule ${suffix}`);
    expect(localizedName(details, 'zh_CN', details.defaultLocale)).toBe(`Sonnenschule ${suffix}`);
    expect(localizedName(details, 'ar_SA', details.defaultLocale)).toBe(`مدرسة الشمس ${suffix}`);
    // Older clients read the spec's fields only: the Chinese one holds the default's name, not nothing.
    expect(localizedName({ name: details.name, nameEn: details.nameEn }, 'zh_CN')).toBe(`Sonnenschule ${suffix}`);
    const newest = sections.find((section) => section.type === 'cards')!.title!;
    expect([localizedName(newest, 'de_DE', 'de_DE'), localizedName(newest, 'zh_CN', 'de_DE')]).toEqual(['Neueste Inhalte', 'Neueste Inhalte']);
    expect(localizedName(navigation[0]!, 'zh_CN')).toBe('Startseite');
  });

  test("without a name in the default language: 400 naming the field; nothing is created", async () => {
    const answer = await create(await newcomer(server), namedIn('de_DE', { en_US: 'Only English Here' }));
    expect(answer.status).toBe(400);
    expect(answer.body.message).toMatch(/default language/);
    expect(answer.body.details).toEqual([expect.objectContaining({ path: 'names' })]);
    expect(await server.db.query("select 1 from schools where name_en = 'Only English Here'")).toHaveLength(0);
  });

  test('a name too short in any language, or one another school uses in any language: 4xx with the reason', async () => {
    const short = await create(await newcomer(server), namedIn('ja_JP', { ja_JP: '学校名', ko_KR: '학' }));
    expect(short.status).toBe(400);
    expect(short.body.message).toMatch(/at least 2/);
    const name = `Schule ${Math.random().toString(36).slice(2, 8)}`;
    expect((await create(await newcomer(server), namedIn('de_DE', { de_DE: name }))).status).toBe(200);
    const again = await create(await newcomer(server), namedIn('fr_FR', { fr_FR: 'Autre nom', de_DE: name.toUpperCase() }));
    expect(again.status).toBe(409);
    expect(again.body.message).toMatch(/already has this name/);
  });
});
