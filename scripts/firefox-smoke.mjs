#!/usr/bin/env node
// Cross-browser smoke test (issue 34): the built portal in Firefox ESR (Debian's firefox-esr, installed when missing),
// driven by puppeteer-core over WebDriver BiDi. One browser session, a few pages: the home in Chinese (its CJK text
// drawn by a real font, never missing-glyph boxes: decision 0034) and Arabic (right to left), the "use Chrome" banner
// (spec §8: shown, closable, remembered), the code sign-in, a class page, the lecturing center, and no console error
// (CSP violations included). `--no-build` reuses apps/portal/dist (npm test runs it after the e2e phase's build).
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { launch } from 'puppeteer-core';
import { ensureFirefox } from './ensure-firefox.mjs';
import { cjkTextDrawnBy, errorsToConsole } from './firefox-smoke-page.mjs';
import { buildPortal, startThrowawayServer } from './serve.mjs';

const SCHOOL = '1000000000000000001';
const LECTURER = '13800000002';
const CLASS = '2000000000000000002';
const TIMEOUT_MS = 20_000;
const message = (locale, id) => JSON.parse(readFileSync(`packages/i18n/catalogs/${locale}.json`, 'utf8'))[id];
const BANNER = 'ui.chromeBanner.recommend';

const started = performance.now();
const step = (what) => console.log(`firefox: ${what} (${((performance.now() - started) / 1000).toFixed(1)} s)`);
const executablePath = ensureFirefox();
if (!process.argv.includes('--no-build')) buildPortal(spawnSync);

// The server seeds its in-memory database while Firefox starts; the code sign-in needs no demo identity or payment party.
const [server, browser] = await Promise.all([
  startThrowawayServer({ DEMO_IDENTITY_PARTIES: '0', DEMO_PAYMENT_PARTY: '0' }).then((up) => (step('the server is up'), up)),
  launch({ browser: 'firefox', executablePath, headless: true, protocolTimeout: 60_000 }).then(async (up) => (step(`${await up.version()} is up`), up)),
]);
const errors = [];
let failed = false;
try {
  const page = await browser.newPage();
  page.setDefaultTimeout(TIMEOUT_MS);
  // NS_BINDING_ABORTED: a glyph file still on its way when the test leaves the page (cancelled, not failed).
  const aborted = (text) => text.startsWith('downloadable font: download failed') && text.includes('status=2152398850');
  page.on('console', (entry) => entry.type() === 'error' && !aborted(entry.text()) && errors.push(`${page.url()}: ${entry.text()}`));
  page.on('pageerror', (error) => errors.push(`${page.url()}: ${error.message}`));
  await page.evaluateOnNewDocument(errorsToConsole);
  const open = async (path) => {
    await page.goto(`${server.url}${path}`, { waitUntil: 'load' });
    await page.waitForSelector('h1');
  };
  const hasText = (text) => page.waitForFunction((wanted) => document.body.innerText.includes(wanted), {}, text);

  await open(`/portal/${SCHOOL}?sxz-lang=zh_CN`);
  await hasText(message('zh_CN', BANNER));
  // Every CJK character of the heading is drawn by a font that has it: a loaded web face or, on a system with CJK
  // fonts, a system one. Waits for the faces the safety net adds at the first idle moment.
  const drawnBy = await page.waitForFunction(cjkTextDrawnBy, { polling: 200 }, 'main h2').then(
    (handle) => handle.jsonValue(),
    async () => {
      const faces = await page.evaluate(() => [...new Set([...document.fonts].filter((face) => face.status !== 'unloaded').map((face) => `${face.family} ${face.status}`))]);
      throw new Error(`the Chinese heading is not drawn by a font that has its glyphs (missing-glyph boxes); faces in use: ${faces.join(', ') || 'none'}`);
    },
  );
  step(`home in zh_CN: banner shown, heading drawn by ${JSON.stringify(drawnBy)}`);
  // The banner's own × (its accessible name in the page's language), found from the banner's text.
  const dismiss = await page.evaluateHandle(
    (text, name) => [...document.querySelectorAll('[role="status"]')].find((banner) => banner.textContent.includes(text))?.querySelector(`button[aria-label="${name}"]`),
    message('zh_CN', BANNER),
    message('zh_CN', 'ui.banner.dismiss'),
  );
  await dismiss.asElement().click();
  await page.waitForFunction((text) => !document.body.innerText.includes(text), {}, message('zh_CN', BANNER));

  await open(`/portal/${SCHOOL}?sxz-lang=ar_SA`);
  await page.waitForFunction(() => document.documentElement.dir === 'rtl' && [...document.fonts].some((face) => face.family.replaceAll('"', '') === 'Noto Sans Arabic' && face.status === 'loaded'));
  if (await page.evaluate((text) => document.body.innerText.includes(text), message('ar_SA', BANNER))) throw new Error('the closed banner came back');
  step('home in ar_SA: right to left, Noto Sans Arabic in, the closed banner stays closed');

  await open(`/login/index?sxz-lang=en_US&redirect=${encodeURIComponent(`/portal/${SCHOOL}/class-view/${CLASS}`)}`);
  const field = (label) => page.evaluateHandle((wanted) => [...document.querySelectorAll('input')].find((input) => input.labels?.[0]?.textContent?.startsWith(wanted)), label);
  await (await field('Mobile number')).asElement().type(LECTURER);
  await page.locator('button::-p-text(Send code)').click();
  await hasText('Resend in');
  const outbox = await (await fetch(`${server.url}/api/dev/outbox`)).json();
  await (await field('Verification code')).asElement().type(outbox.find((entry) => entry.to === LECTURER).code);
  await page.locator('button::-p-text(Sign in)').click();
  await page.waitForFunction((path) => location.pathname === path, {}, `/portal/${SCHOOL}/class-view/${CLASS}`);
  await page.waitForSelector('main h1');
  step('signed in with a code; the class page');

  await open(`/portal/${SCHOOL}/lecturing-center?sxz-lang=en_US`);
  await page.waitForFunction((path) => location.pathname.startsWith(path), {}, `/portal/${SCHOOL}/lecturing-center`);
  step('the lecturing center');
  if (errors.length > 0) throw new Error(`console errors:\n  ${errors.join('\n  ')}`);
} catch (error) {
  failed = true;
  console.error(`firefox smoke test FAILED: ${error.stack ?? error}`);
  if (errors.length > 0) console.error(`console errors:\n  ${errors.join('\n  ')}`);
} finally {
  await browser.close();
  server.stop();
}
step(failed ? 'failed' : 'passed');
process.exit(failed ? 1 : 0);
