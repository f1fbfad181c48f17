import { expect, test, type Browser, type BrowserContextOptions, type Page } from '@playwright/test';
import { ADMIN, LEARNER_EMAIL, SCHOOL, axeViolations, layoutShifts, recordLayoutShifts, signIn, watchConsole } from './helpers.ts';

const TITLE = 'Top rated this term';

// The administrator signs in once (a second code within the resend window is refused, as for a real user).
let adminState: BrowserContextOptions['storageState'];
test.beforeAll(async ({ browser }) => {
  const context = await browser.newContext({ locale: 'en-US' });
  await signIn(await context.newPage(), ADMIN, `/design/${SCHOOL}`);
  adminState = await context.storageState();
  await context.close();
});

async function openEditor(browser: Browser, watch?: (page: Page) => void): Promise<Page> {
  const page = await (await browser.newContext({ locale: 'en-US', storageState: adminState })).newPage();
  watch?.(page);
  await page.goto(`/design/${SCHOOL}?sxz-lang=en_US`);
  return page;
}

/** Adds a section from the "Add section" menu with the keyboard; the new section is selected for editing. */
async function addSection(page: Page, kind: string) {
  await page.getByRole('button', { name: 'Add section' }).press('Enter');
  await page.getByRole('menuitem', { name: kind }).press('Enter');
}

test('the administrator composes, previews in Arabic on a phone and releases; visitors see the new section first', async ({ browser }) => {
  let errors: string[] = [];
  const page = await openEditor(browser, (opened) => (errors = watchConsole(opened)));
  await expect(page.getByRole('heading', { level: 1, name: /Decorate the home page/ })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);

  // A "highest rated" section, 3 cards per row, with its own title — all by keyboard.
  await addSection(page, 'Highest rated');
  const settings = page.getByRole('tabpanel');
  // The demo school writes Chinese (its default) and English: a field per language, named by the language (decision 0040).
  const englishTitle = settings.getByRole('textbox', { name: 'English' });
  await englishTitle.fill(TITLE);
  await settings.getByRole('radiogroup', { name: 'Cards per row' }).getByRole('radio', { name: '3' }).press('Space');
  await expect(settings.getByRole('radio', { name: '3' })).toBeChecked();

  // To the top with the Move up button; focus stays on it, so Enter repeats.
  const up = page.getByRole('button', { name: `Move ${TITLE} up` });
  await up.focus();
  while (await up.isEnabled()) await page.keyboard.press('Enter');
  const rows = page.getByRole('grid', { name: 'Page sections' }).getByRole('row');
  await expect(rows.first()).toContainText(TITLE);
  await expect(page.getByRole('status').filter({ hasText: 'Unsaved changes' })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);

  // The preview is the real portal page with the draft: Arabic, right to left, 375 px wide, preview mask on.
  const previewArea = page.getByRole('region', { name: 'Preview' });
  await previewArea.getByRole('button', { name: /Language/ }).press('Enter');
  await page.getByRole('option', { name: 'العربية' }).press('Enter');
  await previewArea.getByRole('radio', { name: /^Phone/ }).press('Space');
  const frameElement = page.locator('iframe[data-device="phone"]');
  await expect(frameElement).toHaveAttribute('title', /العربية, 375 pixels/);
  const preview = page.frameLocator('iframe[data-device="phone"]');
  await expect(preview.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(preview.getByRole('heading', { level: 2 }).first()).toHaveText(TITLE);
  await expect(preview.getByRole('status').filter({ hasText: 'معاينة' })).toBeVisible();
  expect(await frameElement.evaluate((frame: HTMLIFrameElement) => frame.contentWindow!.innerWidth)).toBe(375);
  // The preview's language is its own: the editor stays in English.
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-US');

  // Visitors still see the released page until the administrator releases.
  const visitor = await (await browser.newContext({ locale: 'en-US' })).newPage();
  await visitor.goto(`/portal/${SCHOOL}?sxz-lang=en_US`);
  await expect(visitor.getByRole('heading', { level: 2 }).first()).not.toHaveText(TITLE);

  await page.getByRole('button', { name: 'Release' }).press('Enter');
  const confirm = page.getByRole('alertdialog', { name: 'Release this page?' });
  await confirm.getByRole('button', { name: 'Release' }).press('Enter');
  await expect(page.getByText('Released: visitors now see this page')).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Visitors see this version' })).toBeVisible();

  await recordLayoutShifts(visitor);
  await visitor.reload();
  await expect(visitor.getByRole('heading', { level: 2 }).first()).toHaveText(TITLE);
  // A card section at the top is drawn at its own height from the first paint: nothing below it is pushed down.
  await visitor.evaluate(() => new Promise((frame) => requestAnimationFrame(() => requestAnimationFrame(frame))));
  expect(await layoutShifts(visitor)).toEqual([]);
  expect(errors).toEqual([]);

  // A learner of the school may not decorate it (signing in by e-mail: the journey test uses the mobile number).
  const learner = await (await browser.newContext({ locale: 'en-US' })).newPage();
  await signIn(learner, LEARNER_EMAIL, `/design/${SCHOOL}`, '/403');
  await expect(learner.getByRole('heading', { level: 1 })).toBeVisible();
});

test('undo and redo by keyboard; a failed save keeps everything, and so does a reload', async ({ browser }) => {
  const page = await openEditor(browser);
  const rows = page.getByRole('grid', { name: 'Page sections' }).getByRole('row');
  await expect(rows.first()).toBeVisible();
  const before = await rows.count();
  await addSection(page, 'Newest Q&A');
  await expect(rows).toHaveCount(before + 1);
  await page.getByRole('button', { name: 'Undo' }).focus();
  await page.keyboard.press('Control+z');
  await expect(rows).toHaveCount(before);
  await page.keyboard.press('Control+Shift+z');
  await expect(rows).toHaveCount(before + 1);

  // The server refuses: the reason is shown, the page keeps the new section.
  await page.route('**/insert-user-renovation**', (route) => route.fulfill({ status: 503, contentType: 'application/json', body: JSON.stringify({ code: 503, message: 'Maintenance until 10:00.' }) }));
  await page.getByRole('button', { name: 'Save draft' }).press('Enter');
  await expect(page.getByRole('alert').filter({ hasText: 'Maintenance until 10:00.' })).toBeVisible();
  await expect(rows).toHaveCount(before + 1);

  // A reload brings the unsaved section back, with a way to discard it.
  await page.unroute('**/insert-user-renovation**');
  page.on('dialog', (dialog) => void dialog.accept());
  await page.reload();
  await expect(page.getByText('Your unsaved changes are back')).toBeVisible();
  await expect(rows).toHaveCount(before + 1);
  await page.getByRole('button', { name: 'Discard them' }).press('Enter');
  await expect(rows).toHaveCount(before);
});

test('a banner section starts with the school banner; a bad slide link is refused with a message until fixed', async ({ browser }) => {
  const page = await openEditor(browser);
  await addSection(page, 'Banner');
  const slide = page.getByRole('tabpanel').getByRole('group', { name: 'Slide 1' });
  await expect(slide.getByRole('img', { name: 'Image of slide 1' })).toBeVisible();
  // A new slide's caption starts in the school's default language only (Chinese for the demo school).
  await slide.getByRole('textbox', { name: '简体中文' }).fill('周六开放日');
  const link = slide.getByRole('textbox', { name: 'Link (optional)' });
  await link.fill('javascript:alert(1)');
  await page.getByRole('button', { name: 'Save draft' }).press('Enter');
  await expect(page.getByRole('alert').filter({ hasText: 'to fix before saving' })).toBeVisible();
  await expect(page.getByRole('tabpanel').getByText(/must be a page of this site/)).toBeVisible();
  // What was typed is still there; fixing the link lets the draft save.
  await expect(slide.getByRole('textbox', { name: '简体中文' })).toHaveValue('周六开放日');
  await link.fill(`/portal/${SCHOOL}/more?type=1`);
  await page.getByRole('button', { name: 'Save draft' }).press('Enter');
  await expect(page.getByText('Draft saved', { exact: true }).first()).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Visitors still see the released version' })).toBeVisible();
});
