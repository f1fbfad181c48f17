import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { LEARNER, SCHOOL, axeViolations, latestCode, signIn, watchConsole, forgetSignInAttempts } from './helpers.ts';

/** A number nobody has used: its first code makes a new account. */
const newMobile = (offset: number) => `139${String(Date.now() + offset).slice(-8)}`;
const prompt = (page: Page, name: string | RegExp) => page.getByRole('region', { name });

/** Publishes the next version of an agreement (a platform operation: the demo's dev route), answering its number. */
async function publish(request: APIRequestContext, kind: 'service' | 'privacy', changes: Record<string, string>) {
  const answer = await request.post('/api/dev/agreements/publish', { data: { kind, changes } });
  expect(answer.status()).toBe(200);
  return ((await answer.json()) as { data: { version: number } }).data.version;
}

/** Versions this spec published: taken back after it, even when a test failed (the run shares one database). */
const published: number[] = [];
test.afterAll(async ({ playwright }) => {
  const api = await playwright.request.newContext({ baseURL: test.info().project.use.baseURL });
  for (const version of published) await api.delete(`/api/dev/agreements/service/${version}`);
  await api.dispose();
});

test('a new user accepts the current agreements; a new version asks again, with what changed', async ({ page, request }) => {
  const errors = watchConsole(page);
  await signIn(page, newMobile(1));
  const first = prompt(page, 'Before you continue');
  await expect(first).toBeVisible();
  await expect(first.getByText('Terms of service, version 1')).toBeVisible();
  await expect(first.getByRole('link', { name: /Read the full text/ }).first()).toHaveAttribute('href', '/service?version=1');
  expect(await axeViolations(page)).toEqual([]);
  await first.getByRole('button', { name: 'Accept' }).click();
  await expect(first).toBeHidden();
  await page.reload();
  await expect(page.getByRole('button', { name: /^Account: / })).toBeVisible();
  await expect(prompt(page, 'Before you continue')).toBeHidden();

  const version = await publish(request, 'service', { en_US: 'Clearer rules about respectful comments.', ar_SA: 'قواعد أوضح بشأن التعليقات المحترمة.', zh_CN: '关于文明评论的规则更清晰。' });
  published.push(version);
  {
    await page.goto(`/portal/${SCHOOL}/more?cardType=4&sxz-lang=en_US`);
    const updated = prompt(page, 'We have updated our terms');
    await expect(updated).toBeVisible();
    await expect(updated.getByText(`Terms of service, version ${version}`)).toBeVisible();
    await expect(updated.getByText('Clearer rules about respectful comments.')).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    // The same prompt in Arabic (right to left) and Chinese.
    await page.goto(`/portal/${SCHOOL}?sxz-lang=ar_SA`);
    await expect(prompt(page, 'لقد حدّثنا شروطنا')).toBeVisible();
    await expect(page.getByText('قواعد أوضح بشأن التعليقات المحترمة.')).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    await page.goto(`/portal/${SCHOOL}?sxz-lang=zh_CN`);
    const chinese = prompt(page, '我们更新了条款');
    await expect(chinese).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    await chinese.getByRole('button', { name: '接受' }).click();
    await expect(chinese).toBeHidden();

    // The versioned page shows the version asked for, and says when it is not the current one.
    await page.goto('/service?version=1&sxz-lang=en_US');
    await expect(page.getByText('Version 1, published')).toBeVisible();
    await expect(page.getByText('You are reading an earlier version.')).toBeVisible();
    await expect(page.getByRole('link', { name: `Version ${version}`, exact: false })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
  }
  expect(errors).toEqual([]);
});

test('a user binds a new e-mail with the code sent to it; a mobile of another account is refused', async ({ page }) => {
  const errors = watchConsole(page);
  await signIn(page, newMobile(2));
  await prompt(page, 'Before you continue').getByRole('button', { name: 'Accept' }).click();
  await page.goto('/account/security?sxz-lang=en_US');
  await expect(page.getByRole('heading', { level: 1, name: 'Account and security' })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);

  const email = `bound-${Date.now()}@example.com`;
  const emailSection = page.getByRole('region', { name: 'E-mail address' });
  await expect(emailSection.getByText('Current: None yet')).toBeVisible();
  await emailSection.getByRole('textbox', { name: 'New e-mail address' }).fill(email);
  await forgetSignInAttempts(page.request);
  await emailSection.getByRole('button', { name: 'Send code' }).click();
  await expect(emailSection.getByText(`We sent a code to`)).toBeVisible();
  await emailSection.getByRole('textbox', { name: 'Code sent to the new address' }).fill(await latestCode(page.request, email));
  await emailSection.getByRole('button', { name: 'Save' }).click();
  await expect(emailSection.getByText(`Your e-mail address is now`)).toBeVisible();
  await expect(emailSection.getByText(email).first()).toBeVisible();

  const mobileSection = page.getByRole('region', { name: 'Mobile number' });
  await mobileSection.getByRole('textbox', { name: 'New mobile number' }).fill(LEARNER);
  await forgetSignInAttempts(page.request);
  await mobileSection.getByRole('button', { name: 'Send code' }).click();
  await expect(mobileSection.getByText('This mobile number is already used by another account.')).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);

  for (const [lang, heading] of [['ar_SA', 'الحساب والأمان'], ['zh_CN', '账号与安全']] as const) {
    await page.goto(`/account/security?sxz-lang=${lang}`);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
  }
  // The refused number's 409 is the only failed request (the browser logs it).
  expect(errors.filter((error) => !/status of 409/.test(error))).toEqual([]);
});
