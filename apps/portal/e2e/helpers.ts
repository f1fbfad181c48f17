import { createHash } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, type APIRequestContext, type Browser, type BrowserContext, type Locator, type Page, type Request } from '@playwright/test';
import jsQR from 'jsqr';
import { workerBaseUrl } from './workerServer.ts';

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

export const SCHOOL = '1000000000000000001';
export const LEARNER = '13800000001';
/** The same demo learner, signing in by e-mail. */
export const LEARNER_EMAIL = 'learner@example.com';
export const ADMIN = '13800000003';

/** Collects console errors and uncaught exceptions of a page, for tests that demand a clean console. */
export function watchConsole(page: Page) {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

/**
 * Records every layout shift of the page's next loads (as Lighthouse's CLS sums them): when, how much, and what
 * moved (the first thing each shift names). Read them with `layoutShifts`.
 */
export async function recordLayoutShifts(page: Page) {
  await page.addInitScript(() => {
    const record = window as unknown as { layoutShifts: { at: number; shift: string }[] };
    record.layoutShifts = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as { startTime: number; value: number; sources: { node?: Node }[] }[]) {
        const node = entry.sources[0]?.node;
        const element = node instanceof Element ? node : node?.parentElement;
        record.layoutShifts.push({ at: entry.startTime, shift: `${entry.value.toFixed(4)} ${element?.outerHTML.slice(0, 160) ?? ''}` });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/** The layout shifts recorded since the page loaded (`recordLayoutShifts`), from `since` (page time, ms) on. */
export async function layoutShifts(page: Page, since = 0): Promise<string[]> {
  const shifts = await page.evaluate(() => (window as unknown as { layoutShifts: { at: number; shift: string }[] }).layoutShifts);
  return shifts.filter(({ at }) => at >= since).map(({ shift }) => shift);
}

/** A portal address in a language (the portal's `sxz-lang` parameter). */
export const withLang = (path: string, lang: string) => `${path}${path.includes('?') ? '&' : '?'}sxz-lang=${lang}`;

/** The languages every page is checked in: left to right Latin, right to left Arabic, and Chinese. */
export const AXE_LANGS = ['en_US', 'ar_SA', 'zh_CN'] as const;

const inFlight = new WeakMap<BrowserContext, { requests: Set<Request>; changedAt: number }>();

/**
 * Keeps the requests a context has in flight, for `settled` (a context made by `Browsing` already does). A request
 * that started before this was called is not counted when it ends.
 */
export function trackRequests(context: BrowserContext) {
  if (inFlight.has(context)) return;
  const state = { requests: new Set<Request>(), changedAt: Date.now() };
  inFlight.set(context, state);
  context.on('request', (request) => {
    state.requests.add(request);
    state.changedAt = Date.now();
  });
  const finished = (request: Request) => {
    if (state.requests.delete(request)) state.changedAt = Date.now();
  };
  context.on('requestfinished', finished);
  context.on('requestfailed', finished);
}

/** How long no request may be in flight before a page counts as loaded: a page asks for its next data within this. */
const QUIET_MS = 120;

/**
 * The page has loaded: its level-one heading is there, none of its requests has been in flight for QUIET_MS and no
 * region is busy (no skeleton left). Playwright's 'networkidle' waits 500 ms of silence on every page: about three
 * quarters of the time of a test that checks many pages (decision 0027). Needs `trackRequests` on the page's context.
 */
export async function settled(page: Page) {
  const state = inFlight.get(page.context());
  if (!state) throw new Error('settled() counts requests: call trackRequests(context) before the page loads');
  await page.locator('h1').first().waitFor({ state: 'attached' });
  await expect.poll(() => state.requests.size === 0 && Date.now() - state.changedAt >= QUIET_MS, { intervals: [QUIET_MS / 2] }).toBe(true);
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
}

/** How long no request may be in flight after an in-app navigation: its route's code and data are asked for within it. */
const NAVIGATION_QUIET_MS = 250;

/**
 * Moves an open portal page to `path` as a link in it does (the router's own navigation: no new document, the
 * portal's scripts, session and messages stay), and waits until the new page has loaded. A sweep over many pages
 * opens the first of each language with `goto` and the rest this way: a full load boots the portal again, about a
 * second on these machines, where a navigation costs the route's own chunk and data (issue 30's CI budget).
 */
export async function navigateInApp(page: Page, path: string) {
  const state = inFlight.get(page.context());
  if (!state) throw new Error('navigateInApp waits for requests: call trackRequests(context) before the page loads');
  const started = Date.now();
  state.changedAt = started;
  await page.evaluate((target) => {
    // The router follows the history's location on popstate, as on the browser's Back button.
    history.pushState(null, '', target);
    dispatchEvent(new PopStateEvent('popstate', { state: null }));
  }, path);
  await expect.poll(() => Date.now() - started >= NAVIGATION_QUIET_MS && state.requests.size === 0 && Date.now() - state.changedAt >= NAVIGATION_QUIET_MS, { intervals: [QUIET_MS / 2], timeout: 15_000 }).toBe(true);
  await settled(page);
}

/**
 * The pages a test opens, one browser context per account (a visitor has none), reused for every page that account
 * opens: a new context loads and compiles the portal's scripts from nothing, about 2.5 s on these machines, where a
 * page of a warm context takes under one. Close it at the end of the test.
 */
export class Browsing {
  private readonly pages = new Map<string, Page>();
  constructor(private readonly browser: Browser, private readonly options: Parameters<Browser['newContext']>[0] = {}) {}

  /** The account's page (made on first use), on `path` in `lang`, loaded (`settled`). */
  async open(path: string, { account, lang = 'en_US' }: { account?: string; lang?: string } = {}): Promise<Page> {
    const page = await this.page(account);
    await page.goto(withLang(path, lang));
    await settled(page);
    return page;
  }

  /** The account's page as it is, without navigating (made, on the school's home, on first use). */
  async page(account?: string): Promise<Page> {
    const key = account ?? '';
    const known = this.pages.get(key);
    if (known) return known;
    const context = await this.browser.newContext({ locale: 'en-US', ...this.options, ...(account ? { storageState: await signedInState(this.browser, account) } : {}) });
    trackRequests(context);
    const page = await context.newPage();
    this.pages.set(key, page);
    return page;
  }

  /**
   * Every page of `paths` in every language of AXE_LANGS is axe-clean and laid out in its language's direction (once
   * `ready` holds); with `cleanConsole`, nothing reached the console either.
   */
  async expectAxeClean(paths: readonly string[], options: { account?: string; ready?: (page: Page) => Promise<unknown>; cleanConsole?: boolean } = {}) {
    const page = await this.page(options.account);
    for (const lang of AXE_LANGS) {
      for (const [index, path] of paths.entries()) {
        const errors = options.cleanConsole ? watchConsole(page) : [];
        // The first page of each language is loaded (the language is chosen at load); the rest are reached in the portal.
        if (index === 0) await this.open(path, { account: options.account, lang });
        else await navigateInApp(page, withLang(path, lang));
        await options.ready?.(page);
        expect(await page.evaluate(() => document.documentElement.dir), `${lang} ${path}`).toBe(lang === 'ar_SA' ? 'rtl' : 'ltr');
        expect(await axeViolations(page), `${path} in ${lang}`).toEqual([]);
        expect(errors, `${path} in ${lang}`).toEqual([]);
      }
    }
  }

  async close() {
    for (const page of this.pages.values()) await page.context().close();
    this.pages.clear();
  }
}

/** Runs axe-core in the page and returns its violations as readable lines (empty when clean). */
export async function axeViolations(page: Page): Promise<string[]> {
  // A page is checked once it has rendered (its level-one heading is there), not while its chunk still loads.
  await page.locator('h1').first().waitFor({ state: 'attached' });
  // Evaluated through the browser's debugging protocol, not added as an inline script: the portal's
  // Content-Security-Policy (script-src 'self') stays on in every e2e test and would refuse one.
  // A dialog or toast still fading in is half transparent, and axe would measure its contrast mid-way.
  await page.waitForFunction(() => !document.querySelector('[data-entering], [data-exiting]') && document.getAnimations().every((animation) => animation.playState !== 'running' || animation.effect?.getComputedTiming().iterations === Infinity));
  await page.evaluate(axeSource);
  return page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (context: object, options: object) => Promise<{ violations: { id: string; help: string; nodes: { target: string[] }[] }[] }> } }).axe;
    // react-aria's live announcer holds off-screen role="img" nodes labelled by ids it has already removed; the
    // story tests leave it out too (.storybook/preview.tsx).
    const results = await axe.run({ exclude: [['[data-live-announcer]']] }, { resultTypes: ['violations'] });
    return results.violations.map((violation) => `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`);
  });
}

/**
 * Forgets the sign-in counters (demo only): this suite asks for far more codes from one address than a person
 * would, and the lockout would rightly ask it for the image check. Called before each test asks for a code.
 */
export async function forgetSignInAttempts(request: APIRequestContext) {
  expect((await request.delete('/api/dev/signin-attempts', { headers: { 'x-requested-with': 'XMLHttpRequest' } })).ok()).toBe(true);
}

/** The newest code the demo server "sent" to an account (GET /api/dev/outbox). */
export async function latestCode(request: APIRequestContext, account: string): Promise<string> {
  let code: string | undefined;
  await expect.poll(async () => {
    const outbox = (await (await request.get('/api/dev/outbox')).json()) as { to: string; code: string }[];
    code = outbox.find((entry) => entry.to === account)?.code;
    return code;
  }).toBeTruthy();
  return code!;
}

/**
 * Signs in through the login page with a one-time code, as a user would: by text message for a mobile number, by
 * e-mail for an address (a new address creates an account). Waits for the page after sign-in.
 */
export async function signIn(page: Page, account: string, redirect = `/portal/${SCHOOL}`, expectedPath: string | null = redirect.split('?')[0]!) {
  const byEmail = account.includes('@');
  await page.goto(`/login/index?sxz-lang=en_US&redirect=${encodeURIComponent(redirect)}`);
  if (byEmail) await page.getByRole('tab', { name: 'E-mail' }).click();
  await submitCode(page, account);
  await page.waitForURL((url) => !url.pathname.startsWith('/login'));
  if (expectedPath) await page.waitForURL((url) => url.pathname === expectedPath);
}

/**
 * The code form of the page's open tab (the login page, bind-account), in English, as a person fills it: the mobile
 * number or e-mail address, "Send code", then the code the demo server sent, and "Sign in".
 */
export async function submitCode(page: Page, account: string) {
  const form = page.getByRole('tabpanel');
  await form.getByRole('textbox', { name: account.includes('@') ? 'E-mail address' : 'Mobile number' }).fill(account);
  await forgetSignInAttempts(page.request);
  await form.getByRole('button', { name: 'Send code' }).click();
  await expect(form.getByRole('button', { name: /Resend in/ })).toBeVisible();
  await form.getByRole('textbox', { name: 'Verification code' }).fill(await latestCode(page.request, account));
  await form.getByRole('button', { name: 'Sign in' }).click();
}

/**
 * A new account accepts the current terms at the prompt after signing in, as a person must before they act in the
 * portal: the server refuses their writes until then (issue 32). The page is in English (signIn's login page).
 */
export async function acceptTerms(page: Page) {
  const prompt = page.getByRole('region', { name: 'Before you continue' });
  await prompt.getByRole('button', { name: 'Accept' }).click();
  await expect(prompt).toBeHidden();
}

export const LECTURER = '13800000002';
/** A learner of the demo school enrolled in its classes (seed/classes.ts) whom no other spec signs in. */
export const CLASS_LEARNER = 'emily.carter@example.com';

type BrowserState = Awaited<ReturnType<BrowserContext['storageState']>>;
const signedInStates = new Map<string, { madeAt: number; state: BrowserState }>();
const stateFile = (account: string) => join(tmpdir(), `academy-e2e-${createHash('sha1').update(`${workerBaseUrl}:${process.env.E2E_RUN_ID ?? ''}:${account}`).digest('hex').slice(0, 12)}.json`);
/**
 * How long a shared state is handed out. Its access token lasts 15 minutes: a context made from it within 5 minutes
 * of the sign-in has 10 left and never refreshes. Contexts that did refresh would each present the one shared
 * refresh token, and one presented more than 30 s after it was rotated ends the whole session (the server's reuse
 * detection), as it would for a stolen token: the full run lasts longer than an access token.
 */
const STATE_FRESH_MS = 5 * 60_000;

/**
 * A signed-in browser state for an account, made once per server run and shared by every spec (and made again once
 * it is no longer fresh): a second code to the same account within the resend window is refused, as for a real user.
 * Kept in a file per server run (E2E_RUN_ID, set by scripts/e2e.mjs) so specs loaded in another worker reuse it too.
 */
export async function signedInState(browser: Browser, account: string): Promise<BrowserState> {
  const known = signedInStates.get(account) ?? (existsSync(stateFile(account)) ? (JSON.parse(readFileSync(stateFile(account), 'utf8')) as { madeAt: number; state: BrowserState }) : undefined);
  if (known && Date.now() - known.madeAt < STATE_FRESH_MS) return known.state;
  const context = await browser.newContext({ locale: 'en-US' });
  await signIn(await context.newPage(), account, `/portal/${SCHOOL}`);
  const made = { madeAt: Date.now(), state: await context.storageState() };
  await context.close();
  signedInStates.set(account, made);
  writeFileSync(stateFile(account), JSON.stringify(made));
  return made.state;
}

/** Reads a drawn QR code as a phone would: from the pixels on the screen, not from the page's markup. */
export async function readQrOnScreen(page: Page, image: Locator): Promise<string> {
  await expect(image).toBeVisible();
  const shot = await image.screenshot();
  // The PNG's pixels, unpacked by the browser itself (a Blob: nothing the page's CSP governs).
  const { width, height, rgba } = await page.evaluate(async (base64) => {
    const bytes = Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));
    const bitmap = await createImageBitmap(new Blob([bytes], { type: 'image/png' }));
    const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
    const context = canvas.getContext('2d')!;
    context.drawImage(bitmap, 0, 0);
    const pixels = context.getImageData(0, 0, bitmap.width, bitmap.height).data;
    let binary = '';
    for (let index = 0; index < pixels.length; index += 0x8000) binary += String.fromCharCode(...pixels.subarray(index, index + 0x8000));
    return { width: bitmap.width, height: bitmap.height, rgba: btoa(binary) };
  }, shot.toString('base64'));
  const decoded = jsQR(new Uint8ClampedArray(Buffer.from(rgba, 'base64')), width, height);
  expect(decoded, 'the QR on the screen decodes').not.toBeNull();
  return decoded!.data;
}
