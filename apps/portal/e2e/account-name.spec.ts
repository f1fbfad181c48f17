import { expect, test } from '@playwright/test';
import { SCHOOL, acceptTerms, axeViolations, signIn, watchConsole } from './helpers.ts';
import { freshMobile } from './outsideSignIn.ts';

/**
 * Issue 34, item 9: a new account showed as its mobile number and was never asked for a name. After the first
 * sign-in (and the terms) it is asked: a name replaces the number in the header. ("Not now" being remembered is
 * AgreementGate.test.tsx's: a second new account here cost another sign-in.)
 */
test('a new account is asked for a name after signing in; saved, it replaces the mobile number in the header', async ({ page }) => {
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
});
