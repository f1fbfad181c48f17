import { expect, test } from '@playwright/test';
import { ADMIN, SCHOOL, axeViolations, signIn, watchConsole } from './helpers.ts';
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

test('a class page whose class cannot be found goes to /abnormal/{status}', async ({ page }) => {
  // Class pages need a signed-in user (any account: a new e-mail address creates one).
  await signIn(page, `class-check-${Date.now()}@example.com`);
  await page.goto(`/classInfo/${SCHOOL}/class-view/no-such-class?sxz-lang=en_US`);
  await page.waitForURL('**/abnormal/404');
  await expect(page.locator('h1').first()).toBeVisible();
  // A class that exists: its page names it.
  const found = (await (await page.request.get(`/api/manager/class/classInfo/001-class-1?schoolId=${SCHOOL}`)).json()) as { data: { nameEn: string } };
  await page.goto(`/portal/${SCHOOL}/class-view/001-class-1?sxz-lang=en_US`);
  await expect(page.getByRole('main').getByText(found.data.nameEn, { exact: true })).toBeVisible();
});
