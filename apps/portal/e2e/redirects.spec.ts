import { expect, test } from '@playwright/test';
import { LEARNER, signedInState } from './helpers.ts';

// Issue 32, defect 1: a redirect target that is a same-site path before normalisation may become another site's
// address after it (dot segments, encoded dots, backslashes). The refresh-token page follows its `redirect` after
// renewing the session: the browser must stay on this site whatever the target, signed in or not.
const TRICKS = [
  '//evil.example/x',
  '/\\evil.example/x',
  '/%2F%2Fevil.example/x',
  '/./\\evil.example/x',
  '/../\\evil.example/x',
  '/%2e%2e//evil.example/x',
  '/.%2e/%2Fevil.example/x',
  '/%5Cevil.example/x',
  '/\tevil.example',
  'https://evil.example/x',
  'javascript:alert(1)',
];

test('the refresh-token page never leaves the site, whatever its redirect says, signed in or not', async ({ browser, baseURL }) => {
  const origin = new URL(baseURL!).origin;
  for (const storageState of [await signedInState(browser, LEARNER), undefined]) {
    const context = await browser.newContext({ storageState });
    const page = await context.newPage();
    const landed: Record<string, string> = {};
    for (const target of TRICKS) {
      await page.goto(`/refresh-token?redirect=${encodeURIComponent(target)}&sxz-lang=en_US`);
      await page.waitForURL((url) => url.pathname !== '/refresh-token');
      await page.locator('h1').first().waitFor();
      landed[target] = new URL(page.url()).origin;
    }
    expect(landed).toEqual(Object.fromEntries(TRICKS.map((target) => [target, origin])));
    await context.close();
  }
});
