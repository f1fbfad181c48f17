import { expect, type Page } from '@playwright/test';
import { submitCode } from './helpers.ts';

/** The steps of an outside sign-in against the demo's parties (apps/server/dev-parties), shared by the specs. */
export const signedIn = async (page: Page) => (await page.request.get('/api/accounts/users/me')).status() === 200;

/** A mobile number no account has yet: proving it at bind-account makes a new person. */
export const freshMobile = () => `139${String(Date.now()).slice(-8)}`;

/** The samlify party's sign-in form: any name is the subject; its answer posts itself to our ACS. */
export async function signInAtSamlParty(page: Page, name: string) {
  await page.waitForURL((url) => url.hostname === '127.0.0.1' && url.pathname === '/sso');
  await page.locator('input[name="subject"]').fill(name);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/** bind-account in English: prove `account` with a code asked for from this page, then land on `landing`. */
export async function proveAccount(page: Page, account: string, landing: string) {
  await page.waitForURL((url) => url.pathname === '/uniportal/bind-account');
  expect(await signedIn(page)).toBe(false);
  await submitCode(page, account);
  await page.waitForURL((url) => url.pathname === landing);
  await expect(page.getByRole('button', { name: /^Account: / })).toBeVisible();
}
