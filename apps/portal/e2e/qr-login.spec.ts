import { expect, test, type Browser, type Page } from '@playwright/test';
import { LEARNER, SCHOOL, axeViolations, readQrOnScreen, signedInState, watchConsole } from './helpers.ts';

const QR_NAME = 'QR code for signing in on this device';
/** The login page's "Sign in with a QR code" button, as each language labels it. */
const SHOW_QR = { en_US: 'Sign in with a QR code', ar_SA: 'تسجيل الدخول برمز QR', zh_CN: '扫码登录' } as const;

/** A desktop browser on the login page with the QR shown (a fresh context: its own login_browser cookie). */
async function desktopWithQr(browser: Browser, lang: keyof typeof SHOW_QR = 'en_US') {
  const context = await browser.newContext({ locale: 'en-US', deviceScaleFactor: 2 });
  const page = await context.newPage();
  await page.goto(`/login/index?sxz-lang=${lang}&redirect=${encodeURIComponent(`/portal/${SCHOOL}`)}`);
  await page.getByRole('button', { name: SHOW_QR[lang] }).click();
  return { context, page };
}

/** The login page's QR, read from the screen. */
const readQr = (page: Page) => readQrOnScreen(page, page.locator('svg[role="img"][data-qr-modules]'));

async function phone(browser: Browser) {
  const context = await browser.newContext({ locale: 'en-US', storageState: await signedInState(browser, LEARNER) });
  return { context, page: await context.newPage() };
}

test('a signed-in phone confirms the QR and the desktop lands signed in', async ({ browser, baseURL }) => {
  const desktop = await desktopWithQr(browser);
  const errors = watchConsole(desktop.page);
  await expect(desktop.page.getByRole('img', { name: QR_NAME })).toBeVisible();
  await expect(desktop.page.getByRole('status').filter({ hasText: 'Waiting for your phone' })).toBeVisible();
  await expect(desktop.page.getByText(/New code in \d+ seconds/)).toBeVisible();

  const url = new URL(await readQr(desktop.page));
  expect(url.origin).toBe(new URL(baseURL!).origin);
  expect(url.pathname).toBe('/login/qr');

  const mobile = await phone(browser);
  await mobile.page.goto(`${url.pathname}${url.search}&sxz-lang=en_US`);
  await expect(mobile.page.getByRole('heading', { name: 'Sign in on another device?' })).toBeVisible();
  // The requesting browser as the server saw it: Playwright's Chromium on Linux, from this machine.
  await expect(mobile.page.getByText('Chrome on Linux')).toBeVisible();
  await expect(mobile.page.getByText(/^(127\.0\.0\.1|::1|::ffff:127\.0\.0\.1)$/)).toBeVisible();
  await expect(desktop.page.getByRole('status').filter({ hasText: 'Scanned — confirm on your phone.' })).toBeVisible();

  await mobile.page.getByRole('button', { name: 'Confirm sign-in' }).click();
  await expect(mobile.page.getByText('Done. The other device is now signed in to your account.')).toBeVisible();

  await desktop.page.waitForURL((address) => address.pathname === `/portal/${SCHOOL}`);
  const me = await desktop.page.request.get('/api/accounts/users/me');
  expect(me.status()).toBe(200);
  expect(((await me.json()) as { data: { mobile: string } }).data.mobile).toBe(LEARNER);
  expect(errors).toEqual([]);
  await desktop.context.close();
  await mobile.context.close();
});

test('a scan cancelled on the phone shows cancelled on the desktop, which stays signed out', async ({ browser }) => {
  const desktop = await desktopWithQr(browser);
  const url = new URL(await readQr(desktop.page));
  const mobile = await phone(browser);
  await mobile.page.goto(`${url.pathname}${url.search}&sxz-lang=en_US`);
  await mobile.page.getByRole('button', { name: 'Cancel' }).click();
  await expect(mobile.page.getByText('Cancelled. The other device was not signed in.')).toBeVisible();

  await expect(desktop.page.getByRole('status').filter({ hasText: 'Sign-in was cancelled on the phone.' })).toBeVisible();
  await expect(desktop.page).toHaveURL(/\/login\/index/);
  expect((await desktop.page.request.get('/api/accounts/users/me')).status()).toBe(401);
  // A new code on request.
  await desktop.page.getByRole('button', { name: 'Show a new QR code' }).click();
  await expect(desktop.page.getByRole('status').filter({ hasText: 'Waiting for your phone' })).toBeVisible();
  await desktop.context.close();
  await mobile.context.close();
});

test('a visitor who is not signed in is sent to the login page and back to the QR page', async ({ page }) => {
  await page.goto('/login/qr?id=AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA&sxz-lang=en_US');
  await page.waitForURL((address) => address.pathname === '/login/index');
  expect(new URL(page.url()).searchParams.get('redirect')).toMatch(/^\/login\/qr\?id=A{43}(&|$)/);
});

for (const lang of ['en_US', 'ar_SA', 'zh_CN'] as const) {
  test(`the QR panel and the phone's page are axe-clean in ${lang}; the QR stays left to right`, async ({ browser }) => {
    const desktop = await desktopWithQr(browser, lang);
    const image = desktop.page.locator('svg[role="img"][data-qr-modules]');
    await expect(image).toBeVisible();
    await expect(desktop.page.locator('html')).toHaveAttribute('dir', lang === 'ar_SA' ? 'rtl' : 'ltr');
    expect(await image.evaluate((element) => getComputedStyle(element).direction)).toBe('ltr');
    expect(await axeViolations(desktop.page)).toEqual([]);

    const url = new URL(await readQr(desktop.page));
    const mobile = await phone(browser);
    await mobile.page.goto(`${url.pathname}${url.search}&sxz-lang=${lang}`);
    await expect(mobile.page.getByRole('button').filter({ hasText: /\S/ }).first()).toBeVisible();
    await expect(mobile.page.locator('dl')).toBeVisible();
    expect(await axeViolations(mobile.page)).toEqual([]);
    await desktop.context.close();
    await mobile.context.close();
  });
}
