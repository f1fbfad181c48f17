import { expect, test, type Locator, type Page } from '@playwright/test';
import { ADMIN, LECTURER, SCHOOL, signIn, signedInState } from './helpers.ts';

/**
 * After a press on a heading above the list, Tab until the list's first row has focus, then ArrowRight to its drag
 * handle: the keys alone, no focus() shortcut. The press does not always set where Tab starts (in the class editor
 * Tab went from the page's first links: Classes, Live lectures, Preview, Surveys, the Files tab, Choose files).
 */
async function tabToFirstHandle(page: Page, heading: Locator) {
  await heading.click();
  // Up to 15 presses: the class editor's row came at the 7th.
  for (let presses = 0; presses < 15; presses += 1) {
    await page.keyboard.press('Tab');
    if (await page.evaluate(() => document.activeElement?.getAttribute('role') === 'row')) break;
  }
  await page.keyboard.press('ArrowRight');
  await expect(page.locator(':focus')).toHaveAttribute('aria-label', /Drag/);
}

const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');

// Issue 34: the design editor's sections move by keyboard as the page says (handle, Enter, arrows, Enter), with real
// key presses, and the new order is kept after a reload (the draft).
test('design editor: a section moves down by keyboard and stays there after a reload', async ({ browser }) => {
  const page = await (await browser.newContext({ locale: 'en-US' })).newPage();
  await signIn(page, ADMIN, `/design/${SCHOOL}?sxz-lang=en_US`);
  const rows = page.getByRole('grid', { name: 'Page sections' }).getByRole('row');
  await expect(rows.nth(1)).toBeVisible();
  const names = async () => (await rows.allInnerTexts()).map((text) => text.split('\n')[0]);
  const before = await names();
  await tabToFirstHandle(page, page.getByRole('heading', { name: 'Page sections' }));
  await page.keyboard.press('Enter');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect.poll(names).toEqual([before[1], before[0], ...before.slice(2)]);
  page.on('dialog', (dialog) => void dialog.accept());
  await page.reload();
  await expect.poll(names).toEqual([before[1], before[0], ...before.slice(2)]);
});

// The class files list: the same keys move a file, and the server keeps the new order (a reload shows it).
test('class files: a file moves down by keyboard and stays there after a reload', async ({ browser }) => {
  const page = await (await browser.newContext({ locale: 'en-US', storageState: await signedInState(browser, LECTURER) })).newPage();
  const year = new Date().getUTCFullYear() + 1;
  const created = await page.request.post(`/api/manager/lectureclass/addClass?tenantId=${SCHOOL}`, {
    headers: { 'x-requested-with': 'XMLHttpRequest' },
    data: { title: 'Files reordered by keyboard', startsAt: `${year}-06-01T01:00:00Z`, endsAt: `${year}-06-30T10:00:00Z`, lecturerIds: ['u-lecturer'] },
  });
  const classId = (await created.json()).data.id as string;
  await page.goto(`/portal/${SCHOOL}/lecturing-center/class-edit?classId=${classId}&tab=files&sxz-lang=en_US`);
  await page.getByRole('region', { name: 'Files' }).locator('input[type="file"]').setInputFiles([
    { name: 'first.png', mimeType: 'image/png', buffer: PNG },
    { name: 'second.png', mimeType: 'image/png', buffer: PNG },
  ]);
  const rows = page.getByRole('grid', { name: 'Files' }).getByRole('row');
  await expect(rows).toHaveCount(2);
  await expect(page.getByRole('button', { name: 'Move first.png down' })).toBeEnabled();
  const names = async () => (await rows.allInnerTexts()).map((text) => text.match(/\w+\.png/)?.[0]);
  await expect.poll(names).toEqual(['first.png', 'second.png']);
  await tabToFirstHandle(page, page.getByRole('heading', { name: 'Files', exact: true }));
  await page.keyboard.press('Enter');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect.poll(names).toEqual(['second.png', 'first.png']);
  await page.reload();
  await expect.poll(names).toEqual(['second.png', 'first.png']);
});
