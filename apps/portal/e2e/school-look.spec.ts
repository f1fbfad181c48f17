import { expect, test, type Page } from '@playwright/test';
import { ADMIN, Browsing, LEARNER, SCHOOL, watchConsole } from './helpers.ts';
import { CLASS_INFO } from './routes.ts';

// Issue 34, item 4: one school, one look. The class-info pages and the school's pages outside /portal (orders, the
// decoration editor, invitations, feedback, reports, sign-in methods) carry the school's theme and its header, with the way back to the school.

let browsing: Browsing;
test.beforeEach(({ browser }) => {
  browsing = new Browsing(browser);
});
test.afterEach(() => browsing.close());

/** The school's brand variables, as the shell's root sets them (AppProvider's inline style). */
const themeOf = (page: Page) => page.locator('[data-theme]').first().getAttribute('style');
/** The header's link back to the school's home. */
const schoolLink = (page: Page) => page.getByRole('banner').locator(`a[href="/portal/${SCHOOL}"]`).first();

async function expectSchoolLook(page: Page, theme: string | null) {
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expect.poll(() => themeOf(page), page.url()).toBe(theme);
  await expect(schoolLink(page), page.url()).toBeVisible();
}

test('the class-info pages and the orders carry the school’s theme and header', async () => {
  const home = await browsing.open(`/portal/${SCHOOL}`, { account: LEARNER });
  const errors = watchConsole(home);
  const theme = await themeOf(home);
  // The demo school has brand colours of its own: the default blue would have no variables here.
  expect(theme).toContain('--');
  for (const path of [
    `/classInfo/${SCHOOL}/check-view/${CLASS_INFO.openCheck}`,
    `/classInfo/${SCHOOL}/student-training/${CLASS_INFO.training}`,
    `/classInfo/${SCHOOL}/elab-experiment/${CLASS_INFO.ongoing}/${CLASS_INFO.experiment}`,
    `/classInfo/${SCHOOL}/class-view/${CLASS_INFO.ongoing}/satisfaction-list`,
    `/order/${SCHOOL}`,
  ]) {
    await expectSchoolLook(await browsing.open(path, { account: LEARNER }), theme);
  }
  expect(errors).toEqual([]);
});

test('the decoration editor and the invitations carry the school’s header; an invitation without a school keeps the product’s', async () => {
  const home = await browsing.open(`/portal/${SCHOOL}`, { account: ADMIN });
  const theme = await themeOf(home);
  await expectSchoolLook(await browsing.open(`/design/${SCHOOL}`, { account: ADMIN }), theme);
  await expectSchoolLook(await browsing.open(`/register/invite?schoolId=${SCHOOL}`, { account: ADMIN }), theme);
  // The school's feedback, report and sign-in methods pages too.
  for (const path of [`/feedback/${SCHOOL}`, `/complaintReport/${SCHOOL}`, `/admin/${SCHOOL}/sign-in-methods`]) {
    await expectSchoolLook(await browsing.open(path, { account: ADMIN }), theme);
  }
  const plain = await browsing.open('/register/invite?token=not-a-real-invitation');
  await expect(plain.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expect(schoolLink(plain)).toHaveCount(0);
});
