import { expect, test, type Browser, type Page } from '@playwright/test';
import { ADMIN, SCHOOL, acceptTerms, axeViolations, signedInState, submitCode, watchConsole, withLang } from './helpers.ts';

/**
 * Issue 21: the demo administrator invites a lecturer; a new person opens the link, signs up with a code, joins and
 * teaches. A seeded expired link says so; a learner of two schools chooses one and finds it first next time.
 */
const NEWCOMER = '13900000456';
/** seed/invites.ts: member of …001 and …002. */
const TWO_SCHOOLS = '13900000458';
const OVERSEAS = '1000000000000000002';
const EXPIRED_LINK = `/register/invite?schoolId=${SCHOOL}&token=demo-expired-invitation-link-0000000000001A`;
const LANGS = ['en_US', 'ar_SA', 'zh_CN'] as const;

/** The login page's code sign-in, as a person types it (the page was opened already). */
async function signInWithCode(page: Page, mobile: string) {
  await submitCode(page, mobile);
  await page.waitForURL((url) => !url.pathname.startsWith('/login/index'));
}

async function newVisitor(browser: Browser) {
  return (await browser.newContext({ locale: 'en-US' })).newPage();
}

test('the administrator invites a lecturer; a new person signs up by the link, joins and reaches the lecturing center', async ({ browser }) => {
  const admin = await (await browser.newContext({ locale: 'en-US', storageState: await signedInState(browser, ADMIN) })).newPage();
  const adminErrors = watchConsole(admin);
  await admin.goto(`/register/invite?schoolId=${SCHOOL}&sxz-lang=en_US`);
  await expect(admin.getByRole('heading', { level: 1, name: 'Invite members' })).toBeVisible();
  const form = admin.locator('form').filter({ has: admin.getByRole('heading', { name: 'New invitation link' }) });
  await form.getByRole('button', { name: /Role/ }).click();
  await admin.getByRole('option', { name: 'Lecturer' }).click();
  await form.getByRole('textbox', { name: 'How many people may join' }).fill('2');
  await form.getByRole('button', { name: 'Create link' }).click();
  await expect(admin.getByText('Link created. Copy it or send it below.')).toBeVisible();
  const card = admin.getByRole('region', { name: 'Link for: Lecturer' }).first();
  await expect(card.getByText('Active')).toBeVisible();
  await expect(card.getByText('0 of 2')).toBeVisible();
  const link = await card.getByRole('textbox', { name: 'Link address' }).inputValue();
  expect(link).toMatch(new RegExp(`/register/invite\\?schoolId=${SCHOOL}&token=[A-Za-z0-9_-]{43}$`));
  expect(await axeViolations(admin)).toEqual([]);
  for (const lang of ['ar_SA', 'zh_CN']) {
    await admin.goto(`/register/invite?schoolId=${SCHOOL}&sxz-lang=${lang}`);
    await expect(admin.getByRole('heading', { level: 1 })).toHaveText(lang === 'ar_SA' ? 'دعوة الأعضاء' : '邀请成员');
    expect(await axeViolations(admin), lang).toEqual([]);
  }
  expect(adminErrors).toEqual([]);

  // The invitee: a phone number nobody has used, in a browser of their own.
  const page = await newVisitor(browser);
  const errors = watchConsole(page);
  const path = new URL(link).pathname + new URL(link).search;
  for (const lang of ['ar_SA', 'zh_CN']) {
    await page.goto(withLang(path, lang));
    await expect(page.getByRole('heading', { level: 1 })).toContainText(lang === 'ar_SA' ? 'الانضمام إلى' : '加入');
    expect(await axeViolations(page), lang).toEqual([]);
  }
  await page.goto(withLang(path, 'en_US'));
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Join');
  await expect(page.getByText('You are invited to join as: Lecturer')).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await page.getByRole('link', { name: 'Sign in or sign up' }).click();
  await page.waitForURL((url) => url.pathname === '/login/index');
  await signInWithCode(page, NEWCOMER);
  await page.waitForURL((url) => url.pathname === '/register/invite' && url.searchParams.has('token'));
  // A new account accepts the terms before it joins (the server refuses the join until then).
  await acceptTerms(page);
  await page.getByRole('button', { name: /^Join .+ as Lecturer$/ }).click();
  await page.waitForURL((url) => url.pathname === `/portal/${SCHOOL}`);
  await page.goto(`/portal/${SCHOOL}/lecturing-center?sxz-lang=en_US`);
  await expect(page.getByRole('heading', { level: 1, name: 'Class management' })).toBeVisible();
  expect(errors).toEqual([]);

  // The administrator's list counts the use.
  await admin.goto(`/register/invite?schoolId=${SCHOOL}&sxz-lang=en_US`);
  await expect(admin.getByRole('region', { name: 'Link for: Lecturer' }).first().getByText('1 of 2')).toBeVisible();
  await page.context().close();
  await admin.context().close();
});

test('an expired link says so in every language and lets the invitee ask for a new one', async ({ browser }) => {
  const page = await newVisitor(browser);
  const errors = watchConsole(page);
  for (const lang of LANGS) {
    await page.goto(withLang(EXPIRED_LINK, lang));
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    if (lang === 'en_US') await expect(page.getByText('This invitation link has expired.')).toBeVisible();
    await expect(page.getByRole('button', { name: /Join/ })).toHaveCount(0);
    expect(await axeViolations(page), lang).toEqual([]);
  }
  await page.getByRole('button').filter({ hasText: '申请新链接' }).click();
  await expect(page.getByText('已通知学院管理员，他们会给你发送新链接。')).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  expect(errors).toEqual([]);
  await page.context().close();
});

test('a learner of two schools chooses one after signing in, and finds it first the next time', async ({ browser }) => {
  const page = await newVisitor(browser);
  const errors = watchConsole(page);
  await page.goto('/login/index?sxz-lang=en_US');
  await signInWithCode(page, TWO_SCHOOLS);
  await page.waitForURL((url) => url.pathname === '/login/select');
  await expect(page.getByRole('heading', { level: 1, name: 'Choose a school' })).toBeVisible();
  const choices = page.getByRole('listitem');
  await expect(choices).toHaveCount(2);
  await expect(page.getByText('Last used')).toHaveCount(0);
  expect(await axeViolations(page)).toEqual([]);
  for (const lang of ['ar_SA', 'zh_CN']) {
    await page.goto(`/login/select?sxz-lang=${lang}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(lang === 'ar_SA' ? 'اختر مدرسة' : '选择学校');
    expect(await axeViolations(page), lang).toEqual([]);
  }
  await page.goto('/login/select?sxz-lang=en_US');
  await page.getByRole('button', { name: /Sahara Institute/ }).click();
  await page.waitForURL((url) => url.pathname === `/portal/${OVERSEAS}`);
  await page.context().close();

  // Next sign-in, another browser: the school chosen comes first, marked.
  const again = await newVisitor(browser);
  await again.goto('/login/index?sxz-lang=en_US');
  await signInWithCode(again, TWO_SCHOOLS);
  await again.waitForURL((url) => url.pathname === '/login/select');
  const first = again.getByRole('listitem').first();
  await expect(first.getByRole('heading', { level: 2 })).toHaveText('Sahara Institute');
  await expect(first.getByText('Last used')).toBeVisible();
  expect(await axeViolations(again)).toEqual([]);
  expect(errors).toEqual([]);
  await again.context().close();
});
