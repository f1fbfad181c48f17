import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { mobileRedirectTarget, resourcePath } from '@academy/rules';
import type { Server } from '../../src/server.ts';
import { browser, startTestServer } from '../harness.ts';

const MAIN = '1000000000000000001';
const PHONE = { 'user-agent': 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1' };
let server: Server;
beforeAll(async () => {
  server = await startTestServer();
}, 60_000);
afterAll(() => server.db.close());

describe('the demo school’s mobile portal (spec §2)', () => {
  test('the school tells phones where to go, and that address answers with a mobile page of the school', async () => {
    const school = (await browser(server).get(`/api/ischool/v1/open/schools/school-details?schoolId=${MAIN}`)).body.data;
    expect(school.mobilePortalUrl).toBe('/m');
    // The portal layout's rule on a phone opening the search page (apps/portal/src/layouts/portalLoader.ts).
    const target = mobileRedirectTarget(`/portal/${MAIN}/search`, '?keyword=Leadership&sort=1&utm=mail', 'en_US', { mobileBaseUrl: school.mobilePortalUrl });
    expect(target).toBe(`/m/portal/${MAIN}/search?keyword=Leadership&sort=1&sxz-lang=en_US`);
    const page = await browser(server).request('GET', target!, { headers: PHONE });
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toMatch(/text\/html/);
    expect(page.body).toContain('<html lang="en-US" dir="ltr">');
    expect(page.body).toContain('Harbour Academy');
    expect(page.body).toContain('Search results: <bdi>Leadership</bdi>');
    const [match] = await server.db.query<{ name_en: string }>("select name_en from resources where school_id = $1 and name_en ilike '%Leadership%' order by views desc limit 1", [MAIN]);
    expect(page.body).toContain(match!.name_en);
    // The way back to the full site keeps the keyword and says not to send the phone here again.
    expect(page.body).toContain(`href="/portal/${MAIN}/search?keyword=Leadership&amp;noRedirect=1&amp;sxz-lang=en_US"`);
    // Each result opens its own page on the full site (issue 31), never a search.
    const [first] = await server.db.query<{ id: string; content_kind: 'course'; class_id: string | null }>("select id, content_kind, class_id from resources where school_id = $1 and name_en ilike '%Leadership%' order by views desc, id limit 1", [MAIN]);
    expect(page.body).toContain(`href="${resourcePath(MAIN, { id: first!.id, contentKind: first!.content_kind, classId: first!.class_id })}?noRedirect=1&amp;sxz-lang=en_US"`);
    expect(page.body).not.toMatch(/<li[^>]*><a href="[^"]*search/);
  });

  test('the home in Arabic is right to left; an unknown or closed school has no mobile page', async () => {
    const home = await browser(server).request('GET', `/m/portal/${MAIN}?sxz-lang=ar_SA`, { headers: PHONE });
    expect(home.body).toContain('<html lang="ar-SA" dir="rtl">');
    expect(home.body).toContain('الأكثر رواجًا');
    expect((await browser(server).get('/m/portal/1000000000000000999')).status).toBe(404);
    expect((await browser(server).get('/m/portal/1000000000000000002')).status).toBe(404);
  });

  test('a search that finds nothing says so, in the page’s language; a missing school says it in the same way', async () => {
    const none = await browser(server).request('GET', `/m/portal/${MAIN}/search?keyword=zzqxv&sxz-lang=en_US`, { headers: PHONE });
    expect(none.body).toContain('Search results: <bdi>zzqxv</bdi>');
    expect(none.body).toContain('<p>Nothing found.</p>');
    expect(none.body).not.toContain('<ul');
    const arabic = await browser(server).request('GET', `/m/portal/${MAIN}/search?keyword=zzqxv&sxz-lang=ar_SA`, { headers: PHONE });
    expect(arabic.body).toContain('<p>لم يتم العثور على أي نتائج.</p>');
    const missing = await browser(server).request('GET', '/m/portal/1000000000000000999?sxz-lang=de_DE', { headers: PHONE });
    expect(missing.status).toBe(404);
    expect(missing.body).toBe('Nicht gefunden.');
  });

  test('what a visitor typed is escaped', async () => {
    const page = await browser(server).get(`/m/portal/${MAIN}/search?keyword=${encodeURIComponent('<script>alert(1)</script>')}`);
    expect(page.body).not.toContain('<script>alert(1)');
    expect(page.body).toContain('&lt;script&gt;');
  });
});

test('the demo footer’s mobile-portal QR entry is an address of a page the server answers', async () => {
  const footer = (await browser(server).get(`/api/portal/api/v1/portal/open/footer?schoolId=${MAIN}`)).body.data;
  const entry = footer.footerQrCodes.find((code: { url: string }) => code.url.startsWith('/m/portal/'));
  expect(entry.url).toBe(`/m/portal/${MAIN}`);
  expect((await browser(server).get(entry.urlEn)).status).toBe(200);
});
