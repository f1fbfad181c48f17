import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { loadConfig } from '../src/config.ts';
import { createServer, type Server } from '../src/server.ts';
import { callPath } from '@academy/api-client';
import { routes } from '@academy/contract/routes';
import { browser, signIn } from './harness.ts';
import { DEMO } from '../src/seed/seed.ts';
import { SUB_SCHOOL_DEMO } from '../src/seed/subSchools.ts';

const script = `console.log(${JSON.stringify('portal '.repeat(500))});`;
let server: Server;
beforeAll(async () => {
  const publicDir = mkdtempSync(join(tmpdir(), 'academy-public-'));
  mkdirSync(join(publicDir, 'assets'));
  writeFileSync(join(publicDir, 'index.html'), '<!doctype html><html><head><title>Portal</title></head><body></body></html>');
  writeFileSync(join(publicDir, 'assets', 'index-abc123.js'), script);
  // What Vite's manifest says of the chunks a home needs after the entry (apps/portal/vite.config.ts `manifest`).
  mkdirSync(join(publicDir, '.vite'));
  const manifest = {
    'index.html': { file: 'assets/index-abc123.js', name: 'index', isEntry: true },
    '_portal-home-h1.js': { file: 'assets/portal-home-h1.js', name: 'portal-home', imports: ['index.html', '_shared-h2.js'], dynamicImports: ['src/features/Feedback.tsx'] },
    '_shared-h2.js': { file: 'assets/shared-h2.js', name: 'shared', imports: ['index.html'] },
    'src/features/Feedback.tsx': { file: 'assets/Feedback-h3.js', name: 'Feedback', isDynamicEntry: true },
    '../../packages/i18n/compiled/parts/zh_CN.core.json': { file: 'assets/zh_CN.core-h4.js', name: 'zh_CN.core', isDynamicEntry: true },
    '../../packages/i18n/compiled/parts/ar_SA.core.json': { file: 'assets/ar_SA.core-h5.js', name: 'ar_SA.core', isDynamicEntry: true },
    'src/routes/pageModules.ts': { file: 'assets/pageModules-h6.js', name: 'pageModules', isDynamicEntry: true, imports: ['index.html'] },
    'src/routes/lecturingPageModules.ts': { file: 'assets/lecturingPageModules-h10.js', name: 'lecturingPageModules', isDynamicEntry: true, imports: ['index.html'] },
    '../../packages/i18n/compiled/parts/zh_CN.lecturing.json': { file: 'assets/zh_CN.lecturing-h11.js', name: 'zh_CN.lecturing', isDynamicEntry: true },
    '../../packages/i18n/compiled/parts/zh_CN.live.json': { file: 'assets/zh_CN.live-h12.js', name: 'zh_CN.live', isDynamicEntry: true },
    '../../packages/i18n/src/areaParts/zh_CN.ts': { file: 'assets/zh_CN-h7.js', name: 'zh_CN', isDynamicEntry: true },
    '../../packages/i18n/compiled/parts/zh_CN.titles.json': { file: 'assets/zh_CN.titles-h8.js', name: 'zh_CN.titles', isDynamicEntry: true },
    '../../packages/i18n/compiled/parts/ar_SA.titles.json': { file: 'assets/ar_SA.titles-h9.js', name: 'ar_SA.titles', isDynamicEntry: true },
  };
  writeFileSync(join(publicDir, '.vite', 'manifest.json'), JSON.stringify(manifest));
  const config = { ...loadConfig({ NODE_ENV: 'test', DATA_DIR: ':memory:', UPLOAD_DIR: join(publicDir, 'uploads') }), publicDir };
  server = await createServer(config);
}, 60_000);
afterAll(() => server.db.close());

const get = (path: string, acceptEncoding?: string, headers: Record<string, string> = {}) =>
  server.app.request(`http://localhost${path}`, { headers: { ...headers, ...(acceptEncoding ? { 'accept-encoding': acceptEncoding } : {}) } });

describe('the built portal on the same origin', () => {
  test('hashed assets go out brotli-compressed to browsers that take it, cached for a year', async () => {
    const response = await get('/assets/index-abc123.js', 'gzip, deflate, br');
    expect(response.headers.get('content-encoding')).toBe('br');
    expect(response.headers.get('vary')).toBe('accept-encoding');
    expect(response.headers.get('cache-control')).toContain('immutable');
    const body = Buffer.from(await response.arrayBuffer());
    expect(body.length).toBeLessThan(script.length / 10);
    expect(brotliDecompressSync(body).toString()).toBe(script);
  });

  test('gzip when brotli is not offered, plain when nothing is', async () => {
    const gzip = await get('/assets/index-abc123.js', 'gzip');
    expect(gzip.headers.get('content-encoding')).toBe('gzip');
    expect(gunzipSync(Buffer.from(await gzip.arrayBuffer())).toString()).toBe(script);
    const plain = await get('/assets/index-abc123.js');
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(await plain.text()).toBe(script);
  });

  test('every other path gets index.html, not cached; a missing asset, a malformed address (400) or a path outside the folder does not', async () => {
    const page = await get('/portal/1000000000000000001/search', 'br');
    expect(page.headers.get('cache-control')).toBe('no-cache');
    expect(brotliDecompressSync(Buffer.from(await page.arrayBuffer())).toString()).toContain('<title>Portal</title>');
    expect((await get('/assets/index-missing.js')).status).toBe(404);
    const malformed = await get('/portal/%E0%A4%A');
    expect([malformed.status, await malformed.text()]).toEqual([400, 'Malformed address: a percent sign must start a valid escape such as %20.']);
    const outside = await get('/../../etc/passwd');
    expect(await outside.text()).not.toContain('root:');
    // The build's own files (the manifest) are not part of the site.
    const manifest = await get('/.vite/manifest.json');
    expect(manifest.status).toBe(404);
    expect(await manifest.text()).not.toContain('index-abc123');
  });

  // Issue 32: a crawler or scanner asking for a file must not get the page with 200 and take it for the file.
  // robots.txt and the sitemaps are answered (below).
  test('an unknown /.well-known/ address, a dot-file or a missing file is a 404 with a message, not the portal page', async () => {
    const paths = ['/.well-known/security.txt', '/.well-known/apple-app-site-association', '/.well-known/', '/.WELL-KNOWN/x', '/%2Ewell-known/change-password', '/.env', '/.git/config', '/favicon.ico', '/apple-touch-icon.png', '/portal/1000000000000000001/logo.png', '/wp-login.php', '/assets/index-missing.js'];
    for (const path of paths) {
      const response = await get(path);
      const text = await response.text();
      expect({ path, status: response.status, page: text.includes('<title>Portal</title>') }).toEqual({ path, status: 404, page: false });
      expect(JSON.parse(text)).toEqual({ code: 404, message: 'Not found.' });
    }
    expect(await (await get('/.well-known/security.txt', undefined, { 'sxz-lang': 'de_DE' })).json()).toMatchObject({ code: 404, message: expect.not.stringMatching(/^Not found\.$/) });
    // Pages still are pages, the existing files still files.
    // The spec's old page addresses end in .htm (the footer's help and policy pages, the old community addresses).
    for (const path of ['/login/index', '/portal/1000000000000000001/search', '/o3/1000000000000000003/detail', '/no/such/page', '/helpCenter/helpPage.htm', '/community/o3Profile.htm']) expect((await get(path)).status).toBe(200);
    expect((await get('/assets/index-abc123.js')).status).toBe(200);
  });

  test('an unknown API address answers JSON 404, never the portal page', async () => {
    for (const path of ['/api/no/such/call', '/api/manager/class/nothing/1', '/api']) {
      const response = await get(path);
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({ code: 404, message: `No API at GET ${path}` });
    }
  });

  test('every HTML answer carries the security headers: no inline or foreign script, framing by this site only; HSTS only over https', async () => {
    for (const path of ['/', '/portal/1000000000000000001', '/design/1000000000000000001', '/no/such/page']) {
      const page = await get(path);
      const policy = page.headers.get('content-security-policy') ?? '';
      const directive = (name: string) => policy.split(';').map((part) => part.trim()).find((part) => part.startsWith(`${name} `));
      expect(directive('script-src')).toBe("script-src 'self'");
      expect(directive('frame-ancestors')).toBe("frame-ancestors 'self'");
      expect(directive('object-src')).toBe("object-src 'none'");
      expect(policy).not.toMatch(/unsafe-eval/);
      expect(page.headers.get('x-content-type-options')).toBe('nosniff');
      expect(page.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
      expect(page.headers.get('permissions-policy')).toContain('camera=()');
      expect(page.headers.get('cross-origin-opener-policy')).toBe('same-origin');
      expect(page.headers.get('strict-transport-security')).toBeNull();
    }
    const behindTls = await get('/portal/1000000000000000001', undefined, { 'x-forwarded-proto': 'https' });
    expect(behindTls.headers.get('strict-transport-security')).toMatch(/^max-age=\d{7,}/);
  });
});

test('/healthz answers while the process runs; /readyz only while the database answers with a current schema', async () => {
  const health = await server.app.request('http://localhost/healthz');
  expect([health.status, await health.json()]).toEqual([200, { status: 'ok' }]);
  const ready = await server.app.request('http://localhost/readyz');
  expect(ready.status).toBe(200);
  expect(ready.headers.get('cache-control')).toBe('no-store');
  // A migration this database has not applied (a newer build against an older schema): not ready, try again later.
  const [last] = await server.db.query<{ version: string }>('select version from schema_migrations order by version desc limit 1');
  await server.db.query('delete from schema_migrations where version = $1', [last!.version]);
  try {
    const stale = await server.app.request('http://localhost/readyz');
    expect([stale.status, stale.headers.get('retry-after'), (await stale.json()).reason]).toEqual([503, '5', 'migrations pending']);
  } finally {
    await server.db.query('insert into schema_migrations (version) values ($1)', [last!.version]);
  }
});

test('API answers in JSON go out gzip-compressed to browsers that take it (a home asks for ~20 of them)', async () => {
  const response = await get('/api/portal/api/v1/portal/resource?schoolId=1000000000000000001&pageSize=8', 'gzip, deflate, br');
  expect(response.headers.get('content-encoding')).toBe('gzip');
  const body = Buffer.from(await response.arrayBuffer());
  const json = gunzipSync(body).toString();
  expect(JSON.parse(json).data.list).toHaveLength(8);
  expect(body.length).toBeLessThan(json.length / 2);
});

describe('what the HTML of a school home announces', () => {
  const HOME = '/portal/1000000000000000001';
  const links = async (path: string, headers?: Record<string, string>) => (await (await get(path, undefined, headers)).text()).match(/<link rel="preload"[^>]*>/g) ?? [];
  // Changed behind the server's back, as an administrator's write would change it: the read cache starts over.
  const setSchool = async (column: 'open_school' | 'mobile_portal_url', value: boolean | string | null) => {
    await server.db.query(`update schools set ${column} = $1 where id = $2`, [value, '1000000000000000001']);
    server.services.cache.clear();
  };
  const setFirstSlide = async (imageUrl: string) => {
    const [row] = await server.db.query<{ composition: { sections: { type: string; slides?: { imageUrl: string }[] }[] } }>("select composition from pages where school_id = $1 and status = 'released'", ['1000000000000000001']);
    const composition = row!.composition;
    composition.sections.find((section) => section.type === 'banner')!.slides![0]!.imageUrl = imageUrl;
    await server.db.query("update pages set composition = $1 where school_id = $2 and status = 'released'", [JSON.stringify(composition), '1000000000000000001']);
    server.services.cache.clear();
  };

  test('the demo home preloads its first banner slide with high priority; other pages announce nothing', async () => {
    expect(await links(HOME)).toEqual(['<link rel="preload" as="image" href="/static/covers/banner-1.svg" fetchpriority="high">']);
    expect(await links(`${HOME}/`)).toHaveLength(1);
    expect(await links(`${HOME}/search`)).toEqual([]);
    expect(await links('/portal/1000000000000000999')).toEqual([]);
    expect(await links('/portal/123')).toEqual([]);
  });

  test("a slide's address is escaped; one a slide may not have (another host, a script, plain http) is not announced", async () => {
    await setFirstSlide('/covers/a"><script>alert(1)</script>.svg');
    const html = await (await get(HOME)).text();
    expect(html).not.toContain('<script>alert(1)');
    expect(await links(HOME)).toEqual(['<link rel="preload" as="image" href="/covers/a&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;.svg" fetchpriority="high">']);
    const announced: Record<string, number> = {};
    for (const address of ['//evil.example/x.svg', '/\\evil.example/x.svg', 'javascript:alert(1)', 'data:image/svg+xml,<svg/>', 'http://cdn.example/x.svg']) {
      await setFirstSlide(address);
      announced[address] = (await links(HOME)).length;
    }
    expect(announced).toEqual({ '//evil.example/x.svg': 0, '/\\evil.example/x.svg': 0, 'javascript:alert(1)': 0, 'data:image/svg+xml,<svg/>': 0, 'http://cdn.example/x.svg': 0 });
    await setFirstSlide('https://cdn.example/banner.png');
    expect(await links(HOME)).toEqual(['<link rel="preload" as="image" href="https://cdn.example/banner.png" fetchpriority="high">']);
    await setFirstSlide('/static/covers/banner-1.svg');
  });

  test('the preview frame, a phone sent to the mobile portal and an anonymous visitor of a closed school get no hint', async () => {
    const BANNER = '<link rel="preload" as="image" href="/static/covers/banner-1.svg" fetchpriority="high">';
    expect(await links(`${HOME}?isVisit=true&preview=draft`)).toEqual([]);
    expect(await links(`${HOME}?isVisit=true`)).toEqual([BANNER]);
    const phone = { 'user-agent': 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148' };
    // The demo school sends phones to its mobile portal (/m): no hint for a page the phone leaves at once.
    expect(await links(HOME, phone)).toEqual([]);
    expect(await links(`${HOME}?noRedirect=1`, phone)).toEqual([BANNER]);
    // A school without one keeps phones on this page.
    await setSchool('mobile_portal_url', null);
    try {
      expect(await links(HOME, phone)).toEqual([BANNER]);
    } finally {
      await setSchool('mobile_portal_url', '/m');
    }
    await setSchool('open_school', false);
    try {
      expect(await links(HOME)).toEqual([]);
      expect(await links(HOME, { cookie: 'user_id=2000000000000000001' })).toEqual([BANNER]);
    } finally {
      await setSchool('open_school', true);
    }
  });
});

describe('the answers a school home starts with, sent with its HTML', () => {
  const HOME = '/portal/1000000000000000001';
  const primed = async (path: string, headers?: Record<string, string>) => {
    const html = await (await get(path, undefined, headers)).text();
    const json = /<script type="application\/json" id="primed-answers">(.*?)<\/script>/s.exec(html)?.[1];
    return json ? (JSON.parse(json) as Record<string, { data: unknown }>) : null;
  };

  test('the demo home carries every call its loaders make, keyed as the client asks, with what the API answers', async () => {
    const answers = (await primed(HOME))!;
    const schoolId = '1000000000000000001';
    const expected = [
      callPath(routes.navigations, { query: { schoolId } }),
      callPath(routes.footer, { query: { schoolId } }),
      callPath(routes.bulletin, { query: { schoolId } }),
      callPath(routes.schoolDetails, { query: { schoolId } }),
      callPath(routes.pagesV2, { query: { schoolId } }),
    ];
    for (const key of expected) expect(Object.keys(answers)).toContain(key);
    // Every section's lists too (the demo page: 12 resource lists and 4 leaderboards), each as the API answers it.
    const lists = Object.keys(answers).filter((key) => key.includes('/portal/resource?') || key.includes('/leaderboard-resource/'));
    expect(lists.length).toBeGreaterThanOrEqual(10);
    for (const key of [...expected, ...lists]) expect(answers[key]).toEqual((await browser(server).get(key)).body);
    // An anonymous visitor: no session call.
    expect(Object.keys(answers).some((key) => key.startsWith(callPath(routes.me)))).toBe(false);
  });

  test("a signed-in visitor's answers include the session and the page is private; an expired session is not primed", async () => {
    const learner = await signIn(server, DEMO.learner.mobile);
    const cookie = [...learner.jar].map(([key, value]) => `${key}=${value}`).join('; ');
    const response = await get(HOME, undefined, { cookie });
    expect(response.headers.get('cache-control')).toBe('private, no-cache');
    const answers = (await primed(HOME, { cookie }))!;
    expect((answers[callPath(routes.me)] as { data: { userId: string } }).data.userId).toBe((await learner.get(callPath(routes.me))).body.data.userId);
    // An expired token answers 401: the page asks (and refreshes) itself; nothing is refreshed on its behalf.
    const stale = (await primed(HOME, { cookie: 'user_id=2000000000000000001; access_token=expired' }))!;
    expect(Object.keys(stale)).not.toContain(callPath(routes.me));
    expect(Object.keys(stale)).toContain(callPath(routes.pagesV2, { query: { schoolId: '1000000000000000001' } }));
    expect((await get(HOME)).headers.get('cache-control')).toBe('no-cache');
  });

  test('text from the school cannot end the JSON block', async () => {
    const [row] = await server.db.query<{ name: string }>('select name from schools where id = $1', ['1000000000000000001']);
    await server.db.query('update schools set name = $1 where id = $2', ['</script><script>alert(1)</script>', '1000000000000000001']);
    server.services.cache.clear();
    try {
      const html = await (await get(HOME)).text();
      expect(html).not.toContain('<script>alert(1)');
      const answers = (await primed(HOME))!;
      const details = answers[callPath(routes.schoolDetails, { query: { schoolId: '1000000000000000001' } })] as { data: { name: string } };
      expect(details.data.name).toBe('</script><script>alert(1)</script>');
    } finally {
      await server.db.query('update schools set name = $1 where id = $2', [row!.name, '1000000000000000001']);
      server.services.cache.clear();
    }
  });

  test("anonymous visitors share one HTML a second, per language and device, until a write clears it; signed-in visitors never", async () => {
    const school = '1000000000000000001';
    const nameIn = (html: string) => /"id":"1000000000000000001","name":"([^"]*)"/.exec(html)?.[1];
    const [row] = await server.db.query<{ name: string }>('select name from schools where id = $1', [school]);
    server.services.cache.clear();
    try {
      const first = await (await get(HOME)).text();
      await server.db.query('update schools set name = $1 where id = $2', ['Renamed Academy', school]);
      // Within the second, the same page (the database was changed behind the server's back).
      expect(await (await get(HOME)).text()).toBe(first);
      // Another language is another page; a signed-in visitor's page is made for them.
      expect(await (await get(HOME, undefined, { cookie: 'sxz_lang=ar_SA' })).text()).not.toBe(first);
      const learner = await signIn(server, DEMO.learner.mobile);
      const cookie = [...learner.jar].map(([key, value]) => `${key}=${value}`).join('; ');
      expect(nameIn(await (await get(HOME, undefined, { cookie })).text())).toBe('Renamed Academy');
      // Any write through the server (a release, a rename) clears it.
      server.services.cache.clear();
      expect(nameIn(await (await get(HOME)).text())).toBe('Renamed Academy');
    } finally {
      await server.db.query('update schools set name = $1 where id = $2', [row!.name, school]);
      server.services.cache.clear();
    }
  });

  test('a browser that has the page revalidates it by its ETag: 304 with no body until a write changes the page', async () => {
    const school = '1000000000000000001';
    const [row] = await server.db.query<{ name: string }>('select name from schools where id = $1', [school]);
    server.services.cache.clear();
    try {
      const first = await get(HOME, 'br');
      const etag = first.headers.get('etag')!;
      expect(etag).toMatch(/^W\/"[\w-]{32}"$/);
      expect(first.headers.get('cache-control')).toBe('no-cache');
      const again = await get(HOME, 'br', { 'if-none-match': etag });
      expect(again.status).toBe(304);
      expect(await again.text()).toBe('');
      // The same page without compression is the same page; made again after the second, still the same tag.
      server.services.cache.clear();
      expect((await get(HOME, undefined, { 'if-none-match': `"other", ${etag}` })).status).toBe(304);
      await server.db.query('update schools set name = $1 where id = $2', ['Renamed Academy', school]);
      server.services.cache.clear();
      const changed = await get(HOME, 'br', { 'if-none-match': etag });
      expect(changed.status).toBe(200);
      expect(changed.headers.get('etag')).not.toBe(etag);
    } finally {
      await server.db.query('update schools set name = $1 where id = $2', [row!.name, school]);
      server.services.cache.clear();
    }
  });

  test('other pages, unknown schools, the preview frame and anonymous visitors of a closed school get none', async () => {
    expect(await primed(`${HOME}/search`)).toBeNull();
    expect(await primed('/portal/1000000000000000999')).toBeNull();
    expect(await primed(`${HOME}?isVisit=true&preview=draft`)).toBeNull();
    await server.db.query('update schools set open_school = false where id = $1', ['1000000000000000001']);
    server.services.cache.clear();
    try {
      expect(await primed(HOME)).toBeNull();
    } finally {
      await server.db.query('update schools set open_school = true where id = $1', ['1000000000000000001']);
      server.services.cache.clear();
    }
  });

  test("the home announces its layout-and-home chunk with its imports and the language's core messages, never the entry", async () => {
    const modules = async (path: string, headers?: Record<string, string>) => [...(await (await get(path, undefined, headers)).text()).matchAll(/<link rel="modulepreload" href="([^"]+)">/g)].map((match) => match[1]);
    expect(await modules(HOME)).toEqual(['/assets/portal-home-h1.js', '/assets/shared-h2.js', '/assets/zh_CN.core-h4.js']);
    expect(await modules(`${HOME}?sxz-lang=ar_SA`)).toContain('/assets/ar_SA.core-h5.js');
    expect(await modules(HOME, { cookie: 'sxz_lang=ar_SA' })).toContain('/assets/ar_SA.core-h5.js');
  });

  test('a page other than the home and the root announces the page table it loads through and its messages, so they do not wait for the entry', async () => {
    const modules = async (path: string) => [...(await (await get(path)).text()).matchAll(/<link rel="modulepreload" href="([^"]+)">/g)].map((match) => match[1]).sort();
    const zhCN = ['/assets/pageModules-h6.js', '/assets/zh_CN-h7.js', '/assets/zh_CN.core-h4.js', '/assets/zh_CN.titles-h8.js'];
    expect(await modules(`${HOME}/search`)).toEqual(zhCN);
    expect(await modules('/login/index')).toEqual(zhCN);
    expect(await modules('/login/index?sxz-lang=ar_SA')).toEqual(['/assets/ar_SA.core-h5.js', '/assets/ar_SA.titles-h9.js', '/assets/pageModules-h6.js']);
    expect(await modules('/')).toEqual([]);
    // The lecturing center's own page table, and its messages.
    const lecturing = ['/assets/lecturingPageModules-h10.js', '/assets/zh_CN-h7.js', '/assets/zh_CN.core-h4.js', '/assets/zh_CN.lecturing-h11.js', '/assets/zh_CN.titles-h8.js'];
    expect(await modules(`${HOME}/lecturing-center/class-management`)).toEqual(lecturing);
    expect(await modules('/classInfo/1000000000000000001/lecturing-center/live-streaming')).toEqual([...lecturing, '/assets/zh_CN.live-h12.js'].sort());
  });
});

describe('what search engines and link previews read (issue 30)', () => {
  const SCHOOL = '1000000000000000001';
  /** RFC 9309: the rule with the longest matching path wins, Allow on a tie; `*` is any text, `$` the end. */
  const allowedBy = (robots: string, path: string) => {
    const rules = robots.split('\n').map((line) => /^(Allow|Disallow): (\S+)$/.exec(line)).filter((match) => match !== null);
    const matching = rules.filter(([, , pattern]) => new RegExp(`^${pattern!.replace(/[.?+()]/g, '\\$&').replaceAll('*', '.*')}`).test(path));
    const longest = Math.max(...matching.map(([, , pattern]) => pattern!.length));
    return matching.some(([, kind, pattern]) => kind === 'Allow' && pattern!.length === longest);
  };

  test('robots.txt lets the school homes, their more and search pages and the help pages in, and keeps personal pages and sign-in out', async () => {
    const response = await get('/robots.txt');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/plain');
    const robots = await response.text();
    expect(robots).toContain('Sitemap: http://localhost/sitemap.xml');
    const verdicts = Object.fromEntries(
      [`/portal/${SCHOOL}`, `/portal/${SCHOOL}/more`, `/portal/${SCHOOL}/search?keyword=x`, '/helpCenter/helpPage.htm', '/', `/portal/${SCHOOL}/course/001-course-1`, `/portal/${SCHOOL}/live/001-live-1`, `/portal/${SCHOOL}/course/001-course-1/learn`, `/portal/${SCHOOL}/lecturing-center`, `/portal/${SCHOOL}/person-space/dynamics`, '/login/index', '/order', '/api/accounts/users/me', `/classInfo/${SCHOOL}/class-view/1`].map((path) => [path, allowedBy(robots, path)]),
    );
    expect(verdicts).toEqual({
      [`/portal/${SCHOOL}`]: true, [`/portal/${SCHOOL}/more`]: true, [`/portal/${SCHOOL}/search?keyword=x`]: true, '/helpCenter/helpPage.htm': true, '/': true,
      [`/portal/${SCHOOL}/course/001-course-1`]: true, [`/portal/${SCHOOL}/live/001-live-1`]: true, [`/portal/${SCHOOL}/course/001-course-1/learn`]: false,
      [`/portal/${SCHOOL}/lecturing-center`]: false, [`/portal/${SCHOOL}/person-space/dynamics`]: false, '/login/index': false, '/order': false, '/api/accounts/users/me': false, [`/classInfo/${SCHOOL}/class-view/1`]: false,
    });
  });

  test('the sitemap lists each open school; a school’s sitemap gives its pages in every language; a closed school has none', async () => {
    const [closed] = await server.db.query<{ id: string }>('select id from schools where not open_school limit 1');
    const index = await (await get('/sitemap.xml')).text();
    expect(index).toContain(`<loc>http://localhost/portal/${SCHOOL}/sitemap.xml</loc>`);
    expect(index).not.toContain(closed!.id);
    const sitemap = await get(`/portal/${SCHOOL}/sitemap.xml`);
    expect(sitemap.headers.get('content-type')).toContain('application/xml');
    const xml = await sitemap.text();
    const [{ n }] = (await server.db.query<{ n: number }>("select count(*)::int as n from resources where school_id = $1 and not hidden and origin_school_id is null and not (content_kind = 'class' and class_id is not null)", [SCHOOL])) as [{ n: number }];
    expect(n).toBeGreaterThan(10);
    expect(xml.match(/<url>/g)).toHaveLength(2 + n);
    expect(xml).toContain(`<loc>http://localhost/portal/${SCHOOL}/more</loc>`);
    expect(xml).toContain(`<loc>http://localhost/portal/${SCHOOL}/course/001-course-1</loc>`);
    expect(xml).toContain(`<loc>http://localhost/portal/${SCHOOL}/live/001-live-1</loc>`);
    // Not a hidden one, nor one another school shares here.
    expect(xml).not.toContain('001-hidden-1');
    const [shared] = await server.db.query<{ id: string }>('select id from resources where school_id = $1 and origin_school_id is not null limit 1', [SCHOOL]);
    expect(xml).not.toContain(`/${shared!.id}<`);
    expect(xml).toContain(`<xhtml:link rel="alternate" hreflang="ar-SA" href="http://localhost/portal/${SCHOOL}?sxz-lang=ar_SA"/>`);
    expect(xml.match(/hreflang=/g)).toHaveLength((2 + n) * 13);
    expect((await get(`/portal/${closed!.id}/sitemap.xml`)).status).toBe(404);
  });

  test('a school home says in its first HTML its language and direction, title, canonical address, its twelve languages and what it is', async () => {
    const html = await (await get(`/portal/${SCHOOL}?sxz-lang=ar_SA`)).text();
    const [school] = await server.db.query<{ name: string; name_en: string }>('select name, name_en from schools where id = $1', [SCHOOL]);
    expect(html).toContain('<html lang="ar-SA" dir="rtl">');
    expect(html).toContain(`<title>${school!.name_en}</title>`);
    expect(html).toContain(`<link rel="canonical" href="http://localhost/portal/${SCHOOL}?sxz-lang=ar_SA">`);
    expect(html.match(/<link rel="alternate" hreflang="[^"]+"/g)).toHaveLength(13);
    expect(html).toContain(`<link rel="alternate" hreflang="x-default" href="http://localhost/portal/${SCHOOL}">`);
    expect(html).toContain(`<meta property="og:title" content="${school!.name_en}">`);
    const jsonLd = JSON.parse(/<script type="application\/ld\+json">([^<]*)<\/script>/.exec(html)![1]!);
    expect(jsonLd).toMatchObject({ '@context': 'https://schema.org', '@type': 'EducationalOrganization', name: school!.name_en, url: `http://localhost/portal/${SCHOOL}` });
    expect(jsonLd.description).toContain('دورات');
    // In Chinese, the Chinese name; any other page still has its language and direction from the first byte.
    expect(await (await get(`/portal/${SCHOOL}?sxz-lang=zh_CN`)).text()).toContain(`<title>${school!.name}</title>`);
    expect(await (await get('/login/index?sxz-lang=ar_SA')).text()).toContain('<html lang="ar-SA" dir="rtl">');
  });

  const jsonLdOf = (html: string) => JSON.parse(/<script type="application\/ld\+json">([^<]*)<\/script>/.exec(html)![1]!);
  const readingViewOf = (html: string) => /<noscript>([\s\S]*)<\/noscript>/.exec(html)?.[1] ?? '';

  test('a school home carries its sections and their cards as links in a reading view, in the language asked for', async () => {
    const english = readingViewOf(await (await get(`/portal/${SCHOOL}?sxz-lang=en_US`)).text());
    const [course] = await server.db.query<{ name: string; name_en: string }>("select name, name_en from resources where id = '001-course-1'");
    expect(english).toMatch(/^<main><h1>[^<]+<\/h1><p>Turn on JavaScript/);
    expect(english.match(/<h2>/g)!.length).toBeGreaterThanOrEqual(3);
    // Each link keeps the language the address asked for.
    expect(english).toContain(`<a href="/portal/${SCHOOL}/course/001-course-1?sxz-lang=en_US">${course!.name_en}</a>`);
    expect(english).not.toContain('href="/portal/1000000000000000001/search');
    const chinese = readingViewOf(await (await get(`/portal/${SCHOOL}?sxz-lang=zh_CN`)).text());
    expect(chinese).toContain(`>${course!.name}</a>`);
    expect(chinese).toContain('JavaScript');
    expect(chinese).not.toContain('Turn on JavaScript');
    // A signed-in reader's page is theirs (membership decides its sections): no reading view.
    const learner = await signIn(server, DEMO.learner.mobile);
    const signedIn = await (await get(`/portal/${SCHOOL}`, undefined, { cookie: [...learner.jar].map(([key, value]) => `${key}=${value}`).join('; ') })).text();
    expect(signedIn).not.toContain('<noscript><main>');
  });

  test('a course page says what it is: title, canonical address, languages, a schema.org Course of its school, and a reading view', async () => {
    const html = await (await get(`/portal/${SCHOOL}/course/001-course-1?sxz-lang=ar_SA`)).text();
    const [course] = await server.db.query<{ name_en: string; description_html: string }>("select name_en, description_html from resources where id = '001-course-1'");
    expect(html).toContain('<html lang="ar-SA" dir="rtl">');
    expect(html).toContain(`<title>${course!.name_en}</title>`);
    expect(html).toContain(`<link rel="canonical" href="http://localhost/portal/${SCHOOL}/course/001-course-1?sxz-lang=ar_SA">`);
    expect(html.match(/<link rel="alternate" hreflang="[^"]+"/g)).toHaveLength(13);
    expect(jsonLdOf(html)).toMatchObject({ '@type': 'Course', name: course!.name_en, url: `http://localhost/portal/${SCHOOL}/course/001-course-1`, provider: { '@type': 'EducationalOrganization', url: `http://localhost/portal/${SCHOOL}` } });
    expect(jsonLdOf(html).description.length).toBeGreaterThan(0);
    const view = readingViewOf(html);
    expect(view).toContain(`<h1>${course!.name_en}</h1>`);
    expect(view).toContain(`<a href="/portal/${SCHOOL}?sxz-lang=ar_SA">`);
    expect(view).toContain('JavaScript');
  });

  test('a live lecture is an online Event with its start; an article an Article', async () => {
    const live = jsonLdOf(await (await get(`/portal/${SCHOOL}/live/001-live-1`)).text());
    expect(live).toMatchObject({ '@type': 'Event', eventAttendanceMode: 'https://schema.org/OnlineEventAttendanceMode', location: { '@type': 'VirtualLocation' } });
    expect(Number.isNaN(Date.parse(live.startDate))).toBe(false);
    const [article] = await server.db.query<{ id: string }>("select id from resources where school_id = $1 and content_kind = 'knowledge' and not hidden and origin_school_id is null limit 1", [SCHOOL]);
    expect(jsonLdOf(await (await get(`/portal/${SCHOOL}/knowledge/${article!.id}`)).text())).toMatchObject({ '@type': 'Article' });
  });

  test('a hidden, unknown or closed-school resource page says nothing of the resource; text cannot break out of the page', async () => {
    for (const path of [`/portal/${SCHOOL}/course/001-hidden-1`, `/portal/${SCHOOL}/course/001-course-99999`, `/portal/${SCHOOL}/course/..%2F..%2Fx`]) {
      const html = await (await get(path)).text();
      expect({ path, jsonLd: html.includes('application/ld+json'), named: html.includes('Unpublished course') }).toEqual({ path, jsonLd: false, named: false });
    }
    await server.db.query(`update resources set name_en = $1, description_html = $2 where id = '001-course-2'`, ['</script><script>alert(1)</script>', '<p>Fine</p><script>alert(2)</script><img src=x onerror=alert(3)>']);
    const html = await (await get(`/portal/${SCHOOL}/course/001-course-2?sxz-lang=en_US`)).text();
    expect(html).not.toContain('<script>alert');
    expect(html).not.toContain('onerror');
    expect(readingViewOf(html)).toContain('<div><p>Fine</p></div>');
  });

  test('a sub-school home says what it is and carries a visitor’s sections: its own page, or its parent’s', async () => {
    const path = `/portal/${SCHOOL}/sub-school/${SUB_SCHOOL_DEMO.shenzhen}`;
    const html = await (await get(`${path}?sxz-lang=en_US`)).text();
    expect(html).toContain('<title>Harbour Academy Shenzhen Campus</title>');
    expect(html).toContain(`<link rel="canonical" href="http://localhost${path}?sxz-lang=en_US">`);
    expect(jsonLdOf(html)).toMatchObject({ '@type': 'EducationalOrganization', name: 'Harbour Academy Shenzhen Campus', parentOrganization: { '@type': 'EducationalOrganization', url: `http://localhost/portal/${SCHOOL}` } });
    const view = readingViewOf(html);
    expect(view).toContain('<h1>Harbour Academy Shenzhen Campus</h1>');
    // Its own courses, linked in the language asked for; the visitors' section, never the members' one.
    expect(view).toContain('<h2>Shenzhen campus courses</h2>');
    expect(view).toContain(`<a href="/portal/${SUB_SCHOOL_DEMO.shenzhen}/course/sz-course-1?sxz-lang=en_US">Digital practice at Shenzhen Bay</a>`);
    expect(view).toContain('<h2>Join the Shenzhen campus</h2>');
    expect(view).not.toContain('Members’ corner');
    // In Arabic, right to left from the first byte; in Chinese, the Chinese names.
    expect(await (await get(`${path}?sxz-lang=ar_SA`)).text()).toContain('<html lang="ar-SA" dir="rtl">');
    expect(readingViewOf(await (await get(`${path}?sxz-lang=zh_CN`)).text())).toContain('>深圳湾数字化实践</a>');
    // A sub-school without a page of its own shows its parent's sections, linking to the parent's resources.
    const fallback = readingViewOf(await (await get(`/portal/${SCHOOL}/sub-school/${SUB_SCHOOL_DEMO.online}?sxz-lang=en_US`)).text());
    expect(fallback).toContain('<h1>Harbour Academy Online Campus</h1>');
    expect(fallback).toContain(`<a href="/portal/${SCHOOL}/course/`);
    // Another school's sub-school, or no such one: nothing said.
    for (const other of [`/portal/${SCHOOL}/sub-school/${SUB_SCHOOL_DEMO.overseasBranch}`, `/portal/${SCHOOL}/sub-school/9999999999999999999`]) {
      const page = await (await get(other)).text();
      expect({ other, view: readingViewOf(page), jsonLd: page.includes('application/ld+json') }).toEqual({ other, view: '', jsonLd: false });
    }
  });

  test('search and more pages list their resources as links in a reading view; a crawl is not a search', async () => {
    const [course] = await server.db.query<{ id: string; name: string; name_en: string }>("select id, name, name_en from resources where school_id = $1 and content_kind = 'course' and not hidden and origin_school_id is null order by id limit 1", [SCHOOL]);
    const word = course!.name_en.split(' ')[0]!;
    const before = await server.db.query('select 1 from searches where school_id = $1', [SCHOOL]);
    const search = readingViewOf(await (await get(`/portal/${SCHOOL}/search?keyword=${encodeURIComponent(word)}&sxz-lang=en_US`)).text());
    expect(search).toContain(`<h1>Results for “${word}”</h1>`);
    expect(search).toMatch(/<p>\d+ results?<\/p>/);
    expect(search).toContain(`<a href="/portal/${SCHOOL}/course/${course!.id}?sxz-lang=en_US">${course!.name_en}</a>`);
    expect(await server.db.query('select 1 from searches where school_id = $1', [SCHOOL])).toHaveLength(before.length);
    // Chinese and Arabic: the words and the resources' names in the reader's language.
    const chinese = readingViewOf(await (await get(`/portal/${SCHOOL}/search?keyword=${encodeURIComponent(word)}&sxz-lang=zh_CN`)).text());
    expect(chinese).toContain(`的搜索结果</h1>`);
    expect(chinese).toContain(`>${course!.name}</a>`);
    // No keyword: nothing listed, as the page lists nothing.
    expect(readingViewOf(await (await get(`/portal/${SCHOOL}/search`)).text())).not.toContain('<li>');
    // A kind's list, in Arabic, with a next page while there are more than twenty.
    const [{ n } = { n: 0 }] = await server.db.query<{ n: number }>("select count(*)::int as n from resources where school_id = $1 and content_kind = 'course' and not hidden", [SCHOOL]);
    const more = readingViewOf(await (await get(`/portal/${SCHOOL}/more?contentKind=course&sxz-lang=ar_SA`)).text());
    expect(more).toContain('<h1>الدورات</h1>');
    expect(more.match(/<li>/g)?.length).toBe(Math.min(n!, 20));
    expect({ n, next: more.match(/<p><a href="[^"]*page=2[^"]*"/)?.[0] ?? null }).toEqual({ n, next: n! > 20 ? `<p><a href="/portal/${SCHOOL}/more?contentKind=course&#38;page=2&#38;sxz-lang=ar_SA"` : null });
    // A hidden resource is never listed; text cannot break out; an unknown kind lists every kind.
    await server.db.query(`update resources set name_en = $1 where id = $2`, ['<img src=x onerror=alert(1)> Tricky', course!.id]);
    const hostile = readingViewOf(await (await get(`/portal/${SCHOOL}/search?keyword=Tricky&sxz-lang=en_US`)).text());
    expect(hostile).not.toContain('<img');
    expect(hostile).toContain('&#60;img src=x onerror=alert(1)&#62; Tricky');
    expect(readingViewOf(await (await get(`/portal/${SCHOOL}/search?keyword=Unpublished`)).text())).not.toContain('Unpublished course');
    expect(readingViewOf(await (await get(`/portal/${SCHOOL}/more?contentKind=%3Cscript%3E&sxz-lang=en_US`)).text())).toContain('<h1>Everything the school offers</h1>');
  });

  test('the footer’s help, cookie, terms and privacy pages carry their words in a reading view and their title, in the language asked for', async () => {
    const help = await (await get('/helpCenter/helpPage.htm?sxz-lang=en_US')).text();
    expect(help).toContain('<title>Help center · Academy Portal</title>');
    expect(readingViewOf(help)).toContain('<h1>Help center</h1>');
    expect(readingViewOf(help)).toContain('<a href="/helpCenter/helpPage.htm?sxz-lang=en_US&#38;type=1">Student guide</a>');
    // The Arabic student guide: its title and four topics in Arabic, from right to left, with a way back to every topic.
    const guide = await (await get('/helpCenter/helpPage.htm?type=1&sxz-lang=ar_SA')).text();
    expect(guide).toContain('<html lang="ar-SA" dir="rtl">');
    const arabicGuide = readingViewOf(guide);
    expect(arabicGuide).toContain('<h1>دليل الطلاب</h1>');
    expect(arabicGuide.match(/<h2>[^<]+<\/h2>/g)).toHaveLength(4);
    expect(arabicGuide).toContain('<h2>تسجيل الدخول</h2>');
    expect(arabicGuide).not.toMatch(/Sign in|Find something/);
    expect(arabicGuide).toContain('href="/helpCenter/helpPage.htm?sxz-lang=ar_SA"');
    const cookies = readingViewOf(await (await get('/commonUsage/cookiePolicy.htm?sxz-lang=en_US')).text());
    expect(cookies).toContain('<h2>Essential cookies</h2>');
    expect(cookies).toContain('<code dir="ltr">access_token</code>');
    expect(cookies).toContain('<code dir="ltr">shixizhi_userId</code>');
    // The terms as published (version 1 of the demo), in German: the version line, the text's own language.
    const terms = await (await get('/service?sxz-lang=de_DE')).text();
    expect(terms).toContain('<title>Nutzungsbedingungen · Akademie-Portal</title>');
    const germanTerms = readingViewOf(terms);
    expect(germanTerms).toContain('<h1>Nutzungsbedingungen</h1>');
    expect(germanTerms).toMatch(/<p>Version 1, veröffentlicht am 1\. Januar 2026<\/p>/);
    expect(germanTerms).toContain('<div dir="auto" lang="de-DE"><p>Diese Bedingungen gelten');
    expect(readingViewOf(await (await get('/privacy?sxz-lang=en_US')).text())).toContain('<h1>Privacy policy</h1>');
    // A version that does not exist: the page's script says so; no reading view claims otherwise.
    expect(readingViewOf(await (await get('/privacy?version=99&sxz-lang=en_US')).text())).not.toContain('<main>');
  });
});
