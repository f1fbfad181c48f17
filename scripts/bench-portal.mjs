#!/usr/bin/env node
// Portal figures, printed (not gates): what the demo home loads (JS and CSS, gzip) against the budgets of issue 5,
// API throughput under load (autocannon) and Lighthouse's mobile scores. Runs on a throwaway server.
//   node scripts/bench-portal.mjs [--no-build] [--no-load] [--no-lighthouse] [--no-routes] [--files]
// autocannon and lighthouse are fetched by npx at pinned versions on first use (not project dependencies: they
// are only needed here). Lighthouse drives Debian's Chromium.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { chromiumArgs, chromiumPath } from './chromium.mjs';
import { ensureChromium } from './ensure-chromium.mjs';
import { buildPortal, startThrowawayServer } from './serve.mjs';

const BUDGET = { js: 140, css: 30 };
const HOME = '/portal/1000000000000000001';
/**
 * Issue 18: the lecturing-center chunk ≤ 60 KB gzip beyond the portal entry. Measured as what entering the center
 * (its index goes to class management) loads beyond the home: entry, layout, catalogs. Its other pages are printed
 * with what they load themselves on top, and forms with what their widgets load on first use (decision 0023).
 */
const ROUTE_BUDGET_KB = 60;
const LECTURING = `${HOME}/lecturing-center`;
const CENTER_ENTRY = `${LECTURING}/class-management`;
const ROUTES = [
  CENTER_ENTRY,
  `${LECTURING}/addClass`,
  `${LECTURING}/class-edit?classId=2000000000000000002`,
  `${LECTURING}/live-streaming?classId=2000000000000000002`,
  `${LECTURING}/live-learn-create?classId=2000000000000000002`,
];
/** Issue 31: a course player's own chunks ≤ 80 KB gzip beyond what the home loaded. */
const PLAYER_BUDGET_KB = 80;
/** The learner's routes of issue 31 and 33, on the demo learner's first enrolled course (asked of the API). */
const learnerRoutes = (course) => [
  `${HOME}/my-learning`,
  `${HOME}/notifications`,
  `${HOME}/course/${course}`,
  `${HOME}/course/${course}/learn`,
];
const lecturingVerdict = (route, total) =>
  route === CENTER_ENTRY ? (total <= ROUTE_BUDGET_KB ? `center's chunk within ${ROUTE_BUDGET_KB}` : `center's chunk OVER ${ROUTE_BUDGET_KB}`) : 'page (no budget)';
const learnerVerdict = (route, total) =>
  route.endsWith('/learn') ? (total <= PLAYER_BUDGET_KB ? `player within ${PLAYER_BUDGET_KB}` : `player OVER ${PLAYER_BUDGET_KB}`) : 'page (no budget)';

/** Skips the CJK web-font safety net, as on any machine that has CJK fonts (apps/portal/src/app/fonts.ts). */
const SYSTEM_FONTS = '?fonts=system';
const flag = (name) => process.argv.includes(name);
const kb = (bytes) => Math.round((bytes / 1024) * 10) / 10;

/** Every same-origin script and stylesheet the home route loads until the network is idle, with gzip sizes. */
async function measureHome(origin, search = '') {
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: chromiumArgs });
  const page = await browser.newPage();
  const files = [];
  page.on('response', async (response) => {
    const type = response.request().resourceType();
    if (!['script', 'stylesheet'].includes(type) || !response.url().startsWith(origin)) return;
    const body = await response.body().catch(() => Buffer.alloc(0));
    files.push({ type, path: new URL(response.url()).pathname, raw: body.length, gzip: gzipSync(body, { level: 9 }).length });
  });
  await page.goto(origin + HOME + search, { waitUntil: 'networkidle' });
  // The CJK safety net (src/app/cjkSafetyNet.ts) loads its faces after the first paint: give them the time.
  await page.waitForTimeout(2500);
  await page.waitForLoadState('networkidle');
  await browser.close();
  return files;
}

/**
 * JS of each signed-in route beyond what the home loaded before it in the same tab (a client-side navigation, as a
 * lecturer moves from the home into the lecturing center): the route's own chunks.
 */
async function measureRoutes(origin, account, routesOf, verdict) {
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: chromiumArgs });
  const context = await browser.newContext();
  await context.request.post(`${origin}/api/accounts/open/login/sms-code`, { data: { mobile: account } });
  const outbox = await (await context.request.get(`${origin}/api/dev/outbox`)).json();
  const code = outbox.find((entry) => entry.to === account)?.code;
  await context.request.post(`${origin}/api/auth/oauth/token`, { data: { grant_type: 'sms_code', mobile: account, code } });
  const rows = [];
  for (const route of await routesOf(context)) {
    const page = await context.newPage();
    const seen = new Map();
    const bodies = [];
    // The path is noted when the response arrives, its size when the body does: on a loaded machine a body can come
    // after the home has settled, and a home chunk noted that late was counted as the route's own.
    page.on('response', (response) => {
      if (response.request().resourceType() !== 'script' || !response.url().startsWith(origin)) return;
      const path = new URL(response.url()).pathname;
      seen.set(path, 0);
      bodies.push(response.body().then((body) => seen.set(path, gzipSync(body, { level: 9 }).length), () => {}));
    });
    await page.goto(origin + HOME + SYSTEM_FONTS, { waitUntil: 'networkidle' });
    const before = new Set(seen.keys());
    const homeHeading = await page.locator('main h1').first().textContent();
    // A client-side navigation through the router, as a link inside the portal does.
    await page.evaluate((path) => { history.pushState(null, '', path); dispatchEvent(new PopStateEvent('popstate')); }, route);
    // Until the route's own page is there (not the home's heading still showing) and every part it shows has loaded
    // (a lazy part's fallback carries data-lazy-pending): network idle alone can come in the gap between the page's
    // data and the parts it then renders.
    await page.waitForFunction((previous) => {
      const heading = document.querySelector('main h1');
      return heading && heading.textContent !== previous && !document.querySelector('[data-lazy-pending]');
    }, homeHeading, { timeout: 30_000 });
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(500);
    await page.waitForLoadState('networkidle');
    await Promise.all(bodies);
    const own = [...seen].filter(([path]) => !before.has(path));
    const total = own.reduce((sum, [, size]) => sum + size, 0);
    if (flag('--files')) console.log(route, own.sort((a, b) => b[1] - a[1]).map(([path, size]) => `${path.replace('/assets/', '')} ${kb(size)}`).join(', '));
    // First use: the pointer over the rich-text field and over a date field loads the editor and the calendar.
    const settled = new Set(seen.keys());
    for (const part of ['[role="textbox"][aria-multiline="true"]', '[role="group"]:has([role="spinbutton"])']) {
      const target = page.locator(part).first();
      if (await target.count()) await target.hover();
    }
    await page.waitForFunction(() => !document.querySelector('[data-lazy-pending]'), undefined, { timeout: 30_000 });
    await page.waitForLoadState('networkidle');
    await Promise.all(bodies);
    const onUse = [...seen].filter(([path]) => !settled.has(path)).reduce((sum, [, size]) => sum + size, 0);
    rows.push({
      route: route.replace(HOME, ''),
      files: own.length,
      'gzip KB': kb(total),
      'on first use KB': kb(onUse),
      verdict: verdict(route, kb(total)),
      largest: own.sort((a, b) => b[1] - a[1]).slice(0, 3).map(([path, size]) => `${path.replace('/assets/', '')} ${kb(size)}`).join(', '),
    });
    await page.close();
  }
  await browser.close();
  return rows;
}

/** Resident memory of a process in MB (Linux /proc). */
function residentMb(pid) {
  const residentKb = /VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
  return residentKb ? Math.round(Number(residentKb) / 1024) : 'n/a';
}

function load(url, seconds = 10, connections = 20) {
  const run = spawnSync('npx', ['-y', 'autocannon@8.0.0', '--json', '-c', String(connections), '-d', String(seconds), url], { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  if (run.status !== 0) return { error: run.stderr.trim().split('\n').at(-1) };
  const result = JSON.parse(run.stdout);
  return { 'req/s': Math.round(result.requests.average), 'p50 ms': result.latency.p50, 'p99 ms': result.latency.p99, errors: result.errors + result.non2xx };
}

function lighthouse(url) {
  const run = spawnSync('npx', ['-y', 'lighthouse@13.5.0', url, '--quiet', '--output=json', '--only-categories=performance,accessibility', `--chrome-path=${chromiumPath()}`, `--chrome-flags=--headless=new ${chromiumArgs.join(' ')}`], { encoding: 'utf8', maxBuffer: 256 * 1024 * 1024, env: { ...process.env, CHROME_PATH: chromiumPath() } });
  if (run.status !== 0) return { error: run.stderr.trim().split('\n').slice(-3).join(' ') };
  const report = JSON.parse(run.stdout);
  const audit = (id) => report.audits[id]?.numericValue;
  const shifts = report.audits['layout-shifts']?.details?.items ?? [];
  for (const shift of shifts.slice(0, 3)) {
    console.log(`  layout shift ${shift.score?.toFixed(3)}: ${shift.node?.selector ?? ''} ${shift.node?.snippet?.slice(0, 120) ?? ''}`);
    // Lighthouse's guess at the cause: unsized media, a web font, injected content.
    for (const cause of shift.subItems?.items ?? []) console.log(`    cause: ${cause.cause ?? ''} ${cause.extra?.value ?? cause.extra?.snippet ?? cause.extra?.url ?? ''}`);
  }
  return {
    performance: Math.round(report.categories.performance.score * 100),
    accessibility: Math.round(report.categories.accessibility.score * 100),
    'FCP ms': Math.round(audit('first-contentful-paint')),
    'LCP ms': Math.round(audit('largest-contentful-paint')),
    'TBT ms': Math.round(audit('total-blocking-time')),
    CLS: Math.round(audit('cumulative-layout-shift') * 1000) / 1000,
  };
}

ensureChromium();
if (!flag('--no-build')) buildPortal(spawnSync);
const server = await startThrowawayServer(process.env.PUBLIC_DIR ? { PUBLIC_DIR: process.env.PUBLIC_DIR } : {});
try {
  // As on machines with CJK system fonts (every desktop and phone OS), and as here (no CJK font: the safety net
  // adds the self-hosted Noto Sans SC faces).
  const files = await measureHome(server.url, SYSTEM_FONTS);
  const here = await measureHome(server.url);
  const sum = (type, key, list = files) => list.filter((file) => file.type === type).reduce((total, file) => total + file[key], 0);
  console.log(`\nHome route ${HOME}: what the browser loads (gzip -9 of each file) on a machine with CJK fonts`);
  console.table(files.sort((a, b) => b.gzip - a.gzip).map((file) => ({ file: file.path, type: file.type, 'raw KB': kb(file.raw), 'gzip KB': kb(file.gzip) })));
  const totals = { js: kb(sum('script', 'gzip')), css: kb(sum('stylesheet', 'gzip')) };
  console.table(Object.entries(totals).map(([type, size]) => ({ type, 'gzip KB': size, 'budget KB': BUDGET[type], verdict: size <= BUDGET[type] ? 'within budget' : 'OVER BUDGET' })));
  console.log(`On this machine (no CJK font) the CJK safety net adds ${kb(sum('stylesheet', 'gzip', here) - sum('stylesheet', 'gzip'))} KB CSS and ${kb(sum('script', 'gzip', here) - sum('script', 'gzip'))} KB JS (after the first paint: a placeholder font keeps CJK text at its final width until the glyphs arrive).`);

  if (!flag('--no-routes')) {
    console.log(`\nLecturing-center routes (signed in as the lecturer): JS beyond what the home loaded, gzip -9`);
    console.table(await measureRoutes(server.url, '13800000002', () => ROUTES, lecturingVerdict));
    console.log(`\nLearner routes (signed in as the learner): JS beyond what the home loaded, gzip -9`);
    console.table(await measureRoutes(server.url, '13800000001', async (context) => {
      const list = await (await context.request.get(`${server.url}/api/portal/api/v1/portal/resource?schoolId=1000000000000000001&type=1&contentKind=course&pageSize=50`)).json();
      return learnerRoutes(list.data.list.find((row) => row.enrolled).id);
    }, learnerVerdict));
  }

  if (!flag('--no-load')) {
    console.log('\nAPI under load (autocannon, 20 connections, 10 s each, in-memory PGlite; anonymous, so the one-second read cache answers repeats)');
    const before = residentMb(server.pid);
    console.table({
      'released page': load(`${server.url}/api/portal/api/v1/portal/v2/pages?schoolId=1000000000000000001`),
      'resource list': load(`${server.url}/api/portal/api/v1/portal/resource?schoolId=1000000000000000001&type=1&sort=1&pageSize=8`),
      'portal HTML': load(`${server.url}${HOME}`),
    });
    console.log(`Server memory (RSS): ${before} MB before the load, ${residentMb(server.pid)} MB after.`);
  }
  if (!flag('--no-lighthouse')) {
    console.log('\nLighthouse (mobile profile, Debian Chromium): with CJK system fonts (?fonts=system), then as on this machine');
    console.table([{ machine: 'with CJK fonts', ...lighthouse(`${server.url}${HOME}${SYSTEM_FONTS}`) }, { machine: 'no CJK font (here)', ...lighthouse(`${server.url}${HOME}`) }]);
  }
} finally {
  server.stop();
}
