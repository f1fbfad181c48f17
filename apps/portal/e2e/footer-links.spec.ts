import { expect, test } from '@playwright/test';
import { SCHOOL, axeViolations, settled, trackRequests, watchConsole } from './helpers.ts';

// The footer's help and cookie-policy links led a visitor to the sign-in page, and after signing in to a 404.
test('a visitor follows the footer to the help center, a guide and the cookie policy, in Arabic, without signing in', async ({ page, context }) => {
  const errors = watchConsole(page);
  trackRequests(context);
  await page.goto(`/portal/${SCHOOL}?sxz-lang=ar_SA`);
  const footer = page.getByRole('contentinfo');

  const [help] = await Promise.all([context.waitForEvent('page'), footer.getByRole('link', { name: /دليل الطلاب/ }).click()]);
  await settled(help);
  expect(new URL(help.url()).pathname).toBe('/helpCenter/helpPage.htm');
  await expect(help.getByRole('heading', { level: 1, name: 'دليل الطلاب' })).toBeVisible();
  await expect(help.getByRole('heading', { level: 2, name: 'اطلب المساعدة' })).toBeVisible();
  await expect(help).toHaveTitle(/دليل الطلاب/);
  await help.getByRole('link', { name: 'كل موضوعات المساعدة' }).click();
  await expect(help.getByRole('link', { name: 'دليل المديرين' })).toBeVisible();
  expect(await axeViolations(help)).toEqual([]);
  await help.close();

  await footer.getByRole('link', { name: 'سياسة ملفات تعريف الارتباط' }).click();
  await page.waitForURL('**/commonUsage/cookiePolicy.htm?**');
  await expect(page.getByRole('heading', { level: 1, name: 'سياسة ملفات تعريف الارتباط' })).toBeVisible();
  await expect(page.getByText('shixizhi_userId')).toBeVisible();
  // Analytics is off until the visitor turns it on in the settings, which open from the page.
  const analytics = page.getByRole('heading', { level: 2 }).nth(1);
  await expect(analytics).toContainText('غير مفعّلة');
  await page.locator('article').getByRole('button', { name: 'إعدادات ملفات تعريف الارتباط' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('tab').nth(2).click();
  await dialog.getByRole('switch').focus();
  await page.keyboard.press('Space');
  await expect(dialog.getByRole('switch')).toBeChecked();
  await dialog.getByRole('button', { name: 'الحفظ والإغلاق' }).click();
  await expect(analytics).not.toContainText('غير مفعّلة');
  expect(await axeViolations(page)).toEqual([]);
  expect(errors).toEqual([]);
});
