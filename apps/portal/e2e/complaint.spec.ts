import { expect, test, type Browser } from '@playwright/test';
import { ADMIN, LEARNER, SCHOOL, axeViolations, signedInState, watchConsole } from './helpers.ts';

/** Issue 22: the complaint report form — what is reported comes from the address and is shown by name. */
const COURSE = '001-paid-1';
const REPORT = `/complaintReport/${SCHOOL}?type=resource&id=${COURSE}`;
/** The smallest PNG: the server checks the upload's content, not its name. */
const PNG = Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d49444154789c6300010000000500010d0a2db40000000049454e44ae426082', 'hex');
const TITLE = { en_US: 'Report a problem', ar_SA: 'الإبلاغ عن مشكلة', zh_CN: '举报问题' } as const;

async function as(browser: Browser, account: string) {
  const context = await browser.newContext({ locale: 'en-US', storageState: await signedInState(browser, account) });
  return context.newPage();
}

test('the learner reports a course with an image; the administrators see the report', async ({ browser }) => {
  const page = await as(browser, LEARNER);
  const errors = watchConsole(page);
  for (const lang of ['ar_SA', 'zh_CN', 'en_US'] as const) {
    await page.goto(`${REPORT}&sxz-lang=${lang}`);
    await expect(page.getByRole('heading', { level: 1, name: TITLE[lang] })).toBeVisible();
    expect(await axeViolations(page), lang).toEqual([]);
  }
  await expect(page.getByText(/You are reporting:/)).toBeVisible();
  // Sending without a reason and a description: refused in the form, nothing is lost.
  await page.getByText('The school may contact me about this report').click();
  await page.getByRole('button', { name: 'Send report' }).click();
  await expect(page.getByRole('radiogroup', { name: 'Reason' })).toHaveAttribute('data-invalid', 'true');
  // Each field says what it needs, and a screen reader hears it with the field.
  await expect(page.getByRole('radiogroup', { name: 'Reason' })).toHaveAccessibleDescription('Choose why you report it.');
  await expect(page.getByRole('textbox', { name: 'What is wrong?' })).toHaveAccessibleDescription(/Describe what is wrong\./);
  await expect(page.getByRole('checkbox', { name: /may contact me/ })).toBeChecked();

  await page.getByText('Misleading or false').click();
  await expect(page.getByRole('radio', { name: 'Misleading or false' })).toBeChecked();
  await page.getByRole('textbox', { name: 'What is wrong?' }).fill('The course page promises a certificate that does not exist.');
  await page.locator('input[type="file"]').setInputFiles({ name: 'screenshot.png', mimeType: 'image/png', buffer: PNG });
  await expect(page.getByRole('img', { name: 'screenshot.png' })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await page.getByRole('button', { name: 'Send report' }).click();
  await expect(page.getByText('Received. The school’s administrators will look into it.')).toBeVisible();
  expect(errors).toEqual([]);
  await page.context().close();

  const admin = await as(browser, ADMIN);
  await admin.goto(`${REPORT}&sxz-lang=en_US`);
  const received = admin.getByRole('region', { name: 'Reports received' });
  await expect(received.getByText('The course page promises a certificate that does not exist.')).toBeVisible();
  await expect(received.getByText(`Reported by`).first()).toContainText(LEARNER);
  expect(await axeViolations(admin)).toEqual([]);
  await admin.context().close();
});

test('a file that only claims to be a PNG is refused as an image not added, not as a report not sent', async ({ browser }) => {
  const page = await as(browser, LEARNER);
  await page.goto(`${REPORT}&sxz-lang=en_US`);
  await page.getByRole('textbox', { name: 'What is wrong?' }).fill('Wrong dates on the course page.');
  await page.locator('input[type="file"]').setInputFiles({ name: 'fake.png', mimeType: 'image/png', buffer: Buffer.from('not a picture at all') });
  await expect(page.getByText('The image was not added.')).toBeVisible();
  await expect(page.getByText('Only GIF, JPEG or PNG images can be uploaded.')).toBeVisible();
  await expect(page.getByText(/The report was not sent/)).toHaveCount(0);
  await expect(page.getByRole('group', { name: 'Evidence images' }).getByRole('img')).toHaveCount(0);
  await expect(page.getByRole('textbox', { name: 'What is wrong?' })).toHaveValue('Wrong dates on the course page.');
  await page.context().close();
});

test('in Arabic, the server’s reason for refusing the file is Arabic too (decision 0025)', async ({ browser }) => {
  const page = await as(browser, LEARNER);
  await page.goto(`${REPORT}&sxz-lang=ar_SA`);
  await page.locator('input[type="file"]').setInputFiles({ name: 'fake.png', mimeType: 'image/png', buffer: Buffer.from('not a picture at all') });
  await expect(page.getByText('لم تتم إضافة الصورة.')).toBeVisible();
  await expect(page.getByText('يمكن رفع صور GIF أو JPEG أو PNG فقط.')).toBeVisible();
  await expect(page.getByText('Only GIF, JPEG or PNG images can be uploaded.')).toHaveCount(0);
  await page.context().close();
});
