import { expect, test } from '@playwright/test';
import { ADMIN, axeViolations, signIn, watchConsole } from './helpers.ts';
import { PUBLIC_ROUTES, SCHOOL_ROUTES } from './routes.ts';

async function expectCleanPage(page: import('@playwright/test').Page, path: string) {
  const errors = watchConsole(page);
  const response = await page.goto(path);
  expect(response?.status(), path).toBeLessThan(500);
  await page.waitForLoadState('networkidle');
  await expect(page.locator('h1').first(), `${path} has a title`).toBeVisible();
  expect(await page.title(), path).not.toBe('');
  expect(await axeViolations(page), path).toEqual([]);
  expect(errors, path).toEqual([]);
}

test.describe('every route of §2 answers with a titled page, no console error and no axe violation', () => {
  // About 80 pages per test, each loaded, settled and checked by axe.
  test.describe.configure({ timeout: 300_000 });
  test('as a visitor', async ({ page }) => {
    for (const path of [...PUBLIC_ROUTES, ...SCHOOL_ROUTES]) await expectCleanPage(page, path);
  });

  test('as the school administrator', async ({ page }) => {
    await signIn(page, ADMIN);
    for (const path of SCHOOL_ROUTES) await expectCleanPage(page, path);
  });
});
