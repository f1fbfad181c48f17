import { expect, test } from '@playwright/test';
import { SCHOOL, acceptTerms, axeViolations, signIn, watchConsole } from './helpers.ts';
import { freshMobile } from './outsideSignIn.ts';

/**
 * Issue 34, item 9: a new account showed as its mobile number and was never asked for a name. After the first
 * sign-in (and the terms) it is asked once: a name replaces the number in the header; "Not now" is remembered.
 */
test('a new account is asked for a name once: saved, it replaces the mobile number; “Not now” is not asked again', async ({ page, browser }) => {
  const errors = watchConsole(page);
  const mobile = freshMobile();
  await signIn(page, mobile, `/portal/${SCHOOL}`);
  await acceptTerms(page);
  const account = page.getByRole('button', { name: /^Account: / });
  await expect(account).toHaveAccessibleName(`Account: ${mobile}`);
  const prompt = page.getByRole('region', { name: 'What should we call you?' });
  await prompt.getByRole('button', { name: 'Save name' }).click();
  await expect(prompt.getByText('Enter a name, or choose “Not now”.')).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await prompt.getByRole('textbox', { name: 'Name shown to others' }).fill('  林小明 ');
  await prompt.getByRole('button', { name: 'Save name' }).click();
  await expect(prompt).toBeHidden();
  await expect(account).toHaveAccessibleName('Account: 林小明');
  await page.reload();
  await expect(account).toHaveAccessibleName('Account: 林小明');
  await expect(prompt).toHaveCount(0);
  expect(errors).toEqual([]);

  // Another new account says "Not now": the panel goes and stays gone after a reload.
  const other = await (await browser.newContext({ locale: 'en-US' })).newPage();
  await signIn(other, freshMobile(), `/portal/${SCHOOL}`);
  await acceptTerms(other);
  const asked = other.getByRole('region', { name: 'What should we call you?' });
  await asked.getByRole('button', { name: 'Not now' }).click();
  await expect(asked).toBeHidden();
  await other.reload();
  await expect(other.getByRole('button', { name: /^Account: / })).toBeVisible();
  await expect(asked).toHaveCount(0);
});
