import { expect, test, type Browser } from '@playwright/test';
import { ADMIN, LEARNER, axeViolations, signedInState, watchConsole } from './helpers.ts';

/**
 * Issue 20: a school administrator sets the school's sign-in methods. The demo administrator administers the
 * corporate-SSO school …012 (seed/identity.ts); its provider's new name shows on the login page's button.
 */
const SSO_SCHOOL = '1000000000000000012';
const PAGE = `/admin/${SSO_SCHOOL}/sign-in-methods`;
const ORIGINAL_NAME = 'Sahara Corporate SSO';
const NEW_NAME = 'Oasis Staff Sign-in';
const TITLE = { en_US: 'Sign-in methods', ar_SA: 'طرق تسجيل الدخول', zh_CN: '登录方式' } as const;

async function adminPage(browser: Browser, lang: keyof typeof TITLE = 'en_US') {
  const context = await browser.newContext({ locale: 'en-US', storageState: await signedInState(browser, ADMIN) });
  const page = await context.newPage();
  await page.goto(`${PAGE}?sxz-lang=${lang}`);
  await expect(page.getByRole('heading', { level: 1, name: TITLE[lang] })).toBeVisible();
  return page;
}

// Other specs sign in at this provider by its demo name: it gets it back whatever happened here.
test.afterAll(async ({ browser }) => {
  const page = await adminPage(browser);
  const form = await openForm(page);
  await form.getByRole('textbox', { name: 'Name on the sign-in button' }).fill(ORIGINAL_NAME);
  await form.getByRole('button', { name: /^Save / }).click();
  await expect(page.getByRole('heading', { level: 2, name: new RegExp(ORIGINAL_NAME) })).toBeVisible();
  await page.context().close();
});

async function openForm(page: Awaited<ReturnType<typeof adminPage>>) {
  const card = page.getByRole('region').filter({ has: page.getByRole('heading', { level: 2, name: /Corporate single sign-on/ }) });
  await card.getByRole('button', { name: /^Edit / }).click();
  return card.locator('form');
}

test('the administrator renames the SSO provider and the login page shows the new name', async ({ browser }) => {
  const page = await adminPage(browser);
  const errors = watchConsole(page);
  const card = page.getByRole('region').filter({ has: page.getByRole('heading', { level: 2, name: /Corporate single sign-on/ }) });
  await expect(card.getByRole('heading', { level: 2 })).toContainText(ORIGINAL_NAME);
  await expect(card.getByRole('switch', { name: 'Offered at sign-in' })).toBeChecked();
  expect(await axeViolations(page)).toEqual([]);

  const form = await openForm(page);
  // The secret is never shown: the field is empty and says so.
  await expect(form.getByLabel('Client secret')).toHaveValue('');
  await expect(form.getByText('Stored — leave empty to keep it.')).toBeVisible();
  await form.getByRole('textbox', { name: 'Name on the sign-in button' }).fill(NEW_NAME);
  await form.getByRole('button', { name: `Save ${ORIGINAL_NAME}` }).click();
  await expect(page.getByText('Saved.')).toBeVisible();
  await expect(card.getByRole('heading', { level: 2 })).toContainText(NEW_NAME);
  expect(await axeViolations(page)).toEqual([]);
  expect(errors).toEqual([]);

  const visitor = await (await browser.newContext({ locale: 'en-US' })).newPage();
  await visitor.goto(`/login/index?sxz-lang=en_US&redirect=${encodeURIComponent(`/portal/${SSO_SCHOOL}`)}`);
  await expect(visitor.getByRole('group', { name: 'Your organisation’s sign-in' }).getByRole('button')).toHaveText(new RegExp(`^Sign in with .${NEW_NAME}.$`));
  await visitor.context().close();
  await page.context().close();
});

test('a bad return address is refused with the server’s message, and what was typed stays', async ({ browser }) => {
  const page = await adminPage(browser);
  const form = await openForm(page);
  const addresses = form.getByRole('textbox', { name: 'Allowed return addresses' });
  const typed = 'https://portal.example/uniportal/callback\njavascript:alert(1)';
  await addresses.fill(typed);
  await form.getByRole('textbox', { name: 'Name on the sign-in button' }).fill('Typed but refused');
  await form.getByRole('button', { name: /^Save / }).click();
  await expect(form.getByText('Not saved. Check the marked fields.')).toBeVisible();
  await expect(form.getByText(/^Line 2: must be a full http\(s\) address/)).toBeVisible();
  await expect(addresses).toHaveAttribute('aria-invalid', 'true');
  await expect(addresses).toHaveValue(typed);
  await expect(form.getByRole('textbox', { name: 'Name on the sign-in button' })).toHaveValue('Typed but refused');
  expect(await axeViolations(page)).toEqual([]);
  await page.context().close();
});

test('the page in Arabic and Chinese is axe-clean, right to left in Arabic', async ({ browser }) => {
  for (const lang of ['ar_SA', 'zh_CN'] as const) {
    const page = await adminPage(browser, lang);
    await expect(page.locator('html')).toHaveAttribute('dir', lang === 'ar_SA' ? 'rtl' : 'ltr');
    await page.getByRole('region').first().getByRole('button').last().click();
    await expect(page.getByRole('main').locator('form')).toBeVisible();
    // Addresses read left to right whatever the page's direction; the name takes its own.
    await expect(page.getByRole('main').locator('form textarea').first()).toHaveCSS('direction', 'ltr');
    expect(await axeViolations(page)).toEqual([]);
    await page.context().close();
  }
});

test('a learner of the school gets the 403 page', async ({ browser }) => {
  const page = await (await browser.newContext({ locale: 'en-US', storageState: await signedInState(browser, LEARNER) })).newPage();
  await page.goto(PAGE);
  await page.waitForURL('**/403');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.context().close();
});
