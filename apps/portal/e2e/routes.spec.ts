import { expect, test } from '@playwright/test';
import { ADMIN, SCHOOL, axeViolations, settled, signIn, trackRequests, watchConsole } from './helpers.ts';
import { CLASS_INFO, PUBLIC_ROUTES, SCHOOL_ROUTES } from './routes.ts';

/**
 * Loads `path` and checks the page it lands on. axe runs once per page shown: a route that sends its reader on to a
 * page already checked in this test (a visitor sent to the login page by each signed-in route) is not checked again.
 */
async function expectCleanPage(page: import('@playwright/test').Page, path: string, checked: Set<string>) {
  const errors = watchConsole(page);
  trackRequests(page.context());
  const response = await page.goto(path);
  expect(response?.status(), path).toBeLessThan(500);
  await settled(page);
  await expect(page.locator('h1').first(), `${path} has a title`).toBeVisible();
  expect(await page.title(), path).not.toBe('');
  const landed = new URL(page.url());
  const sentOn = landed.pathname !== new URL(path, landed).pathname;
  if (!sentOn || !checked.has(landed.pathname)) expect(await axeViolations(page), path).toEqual([]);
  checked.add(landed.pathname);
  expect(errors, path).toEqual([]);
}

test.describe('every route of §2 answers with a titled page, no console error and no axe violation', () => {
  // About 80 pages per test, each loaded, settled and checked by axe.
  test.describe.configure({ timeout: 300_000 });
  test('as a visitor', async ({ page }) => {
    const checked = new Set<string>();
    for (const path of [...PUBLIC_ROUTES, ...SCHOOL_ROUTES]) await expectCleanPage(page, path, checked);
  });

  test('as the school administrator', async ({ page }) => {
    await signIn(page, ADMIN);
    const checked = new Set<string>();
    for (const path of SCHOOL_ROUTES) await expectCleanPage(page, path, checked);
  });
});

test('a class page whose class cannot be found goes to /abnormal/{status}; one of a school the user is not in, to its 403 page', async ({ page }) => {
  // A new e-mail address creates an account that is a member of no school.
  await signIn(page, `class-check-${Date.now()}@example.com`);
  await page.goto(`/classInfo/${SCHOOL}/class-view/no-such-class?sxz-lang=en_US`);
  await page.waitForURL('**/abnormal/404');
  await expect(page.locator('h1').first()).toBeVisible();
  // A real class of a school the account is not a member of: the class-info 403 page.
  await page.goto(`/portal/${SCHOOL}/class-view/${CLASS_INFO.ongoing}?sxz-lang=en_US`);
  await page.waitForURL(`**/classInfo/${SCHOOL}/403Page`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});
