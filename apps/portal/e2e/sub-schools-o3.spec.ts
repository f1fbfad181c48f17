import { expect, test, type Browser, type Page } from '@playwright/test';
import { LEARNER, SCHOOL, axeViolations, signedInState, watchConsole } from './helpers.ts';

// Issue 22 "Done when" (sub-schools and the O3 zone): the sub-school list and homes (own page, parent's page), an O3
// case, joining an activity, proposing a project; every page axe-clean in English, Arabic and Chinese. Joining
// changes shared demo rows, so the steps run in order.
// Each step opens its pages in three languages: minutes on a shared two-core machine.
test.describe.configure({ mode: 'serial', timeout: 300_000 });

const O3_SCHOOL = '1000000000000000003';
const SHENZHEN = '3400000000000000001';
const ONLINE = '3400000000000000002';
const CAIRO = '3400000000000000004';
const LANGS = ['en_US', 'ar_SA', 'zh_CN'] as const;
/** Signed in, but a member of no school: sees what visitors of a school see (these pages all need a sign-in). */
const OUTSIDER = 'sub-school-outsider@example.com';
const withLang = (path: string, lang: string) => `${path}${path.includes('?') ? '&' : '?'}sxz-lang=${lang}`;

async function open(browser: Browser, path: string, options: { account?: string; lang?: string } = {}): Promise<Page> {
  const context = await browser.newContext({ locale: 'en-US', storageState: await signedInState(browser, options.account ?? LEARNER) });
  const page = await context.newPage();
  await page.goto(withLang(path, options.lang ?? 'en_US'));
  await page.waitForLoadState('networkidle');
  return page;
}

/** The page is axe-clean in English, Arabic (right to left) and Chinese. */
async function axeInEveryLanguage(browser: Browser, path: string, ready: (page: Page) => Promise<void>, account = LEARNER) {
  for (const lang of LANGS) {
    const page = await open(browser, path, { account, lang });
    await ready(page);
    expect(await axeViolations(page), `${path} in ${lang}`).toEqual([]);
    await page.context().close();
  }
}

test('the sub-school list: every sub-school of the school, searchable', async ({ browser }) => {
  const page = await open(browser, `/portal/${SCHOOL}/sub-school`);
  const errors = watchConsole(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Sub-schools' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: '3 sub-schools' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Harbour Academy Online Campus' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Search sub-schools' }).fill('Shenzhen');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page).toHaveURL(/keyword=Shenzhen/);
  await expect(page.getByRole('status').filter({ hasText: '1 sub-school' })).toBeVisible();
  await page.getByRole('link', { name: 'Harbour Academy Shenzhen Campus' }).click();
  await expect(page).toHaveURL(new RegExp(`/sub-school/${SHENZHEN}`));
  await expect(page.getByRole('heading', { level: 1, name: 'Harbour Academy Shenzhen Campus' })).toBeVisible();
  expect(errors).toEqual([]);
  await page.context().close();
  await axeInEveryLanguage(browser, `/portal/${SCHOOL}/sub-school`, (p) => expect(p.getByRole('list').getByRole('link').first()).toBeVisible());
});

test('a sub-school home shows its own sections (visitors’ ones to a non-member); the falling-back one its school’s', async ({ browser }) => {
  const own = await open(browser, `/portal/${SCHOOL}/sub-school/${SHENZHEN}`, { account: OUTSIDER });
  await expect(own.getByText('Shenzhen campus courses')).toBeVisible();
  await expect(own.getByText('Join the Shenzhen campus')).toBeVisible();
  await expect(own.getByText('Members’ corner')).toHaveCount(0);
  await expect(own.getByText('Recommended for you')).toHaveCount(0);
  await own.context().close();

  // A member of the parent school sees the members' corner instead of the invitation.
  const member = await open(browser, `/portal/${SCHOOL}/sub-school/${SHENZHEN}`);
  await expect(member.getByText('Members’ corner')).toBeVisible();
  await expect(member.getByText('Join the Shenzhen campus')).toHaveCount(0);
  await member.context().close();

  const fallback = await open(browser, `/portal/${SCHOOL}/sub-school/${ONLINE}`);
  await expect(fallback.getByRole('heading', { level: 1, name: 'Harbour Academy Online Campus' })).toBeVisible();
  await expect(fallback.getByText('no home page of its own yet')).toBeVisible();
  await expect(fallback.getByText('Recommended for you')).toBeVisible();
  await fallback.context().close();

  // Another school's sub-school is not found under this one.
  const other = await open(browser, `/portal/${SCHOOL}/sub-school/${CAIRO}`);
  await expect(other.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  await other.context().close();

  for (const id of [SHENZHEN, ONLINE]) {
    await axeInEveryLanguage(browser, `/portal/${SCHOOL}/sub-school/${id}`, (p) => expect(p.getByRole('heading', { level: 1 }).last()).toBeVisible());
  }
});

test('the O3 zone: its home, a case’s detail (o3 and democloud); a school without O3 gets the 404 page', async ({ browser }) => {
  const page = await open(browser, `/portal/${O3_SCHOOL}/o3-school`);
  const errors = watchConsole(page);
  await expect(page.getByRole('heading', { level: 1, name: 'O3 project zone' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Most viewed cases' })).toBeVisible();
  await page.getByRole('link', { name: /Smart port digital transformation/ }).first().click();
  await expect(page).toHaveURL(new RegExp(`/o3/${O3_SCHOOL}/detail\\?id=o3-case-1`));
  await expect(page.getByRole('heading', { level: 1, name: /Smart port digital transformation/ })).toBeVisible();
  expect(errors).toEqual([]);
  await page.context().close();

  const democloud = await open(browser, `/democloud/${O3_SCHOOL}/detail?id=o3-case-2`);
  await expect(democloud.getByRole('heading', { level: 1, name: /The factory in the cloud/ })).toBeVisible();
  await democloud.context().close();

  const notO3 = await open(browser, `/portal/${SCHOOL}/o3-school`);
  await expect(notO3.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  await notO3.context().close();

  await axeInEveryLanguage(browser, `/portal/${O3_SCHOOL}/o3-school`, (p) => expect(p.getByRole('heading', { level: 1 }).first()).toBeVisible());
  await axeInEveryLanguage(browser, `/o3/${O3_SCHOOL}/detail?id=o3-case-1`, (p) => expect(p.getByRole('heading', { level: 1 })).toBeVisible());
  await axeInEveryLanguage(browser, `/portal/${O3_SCHOOL}/o3-school/case-center-more`, (p) => expect(p.getByRole('heading', { level: 1 })).toBeVisible());
});

test('the O3 home fits a phone: long ranked names are cut, the page never scrolls sideways', async ({ browser }) => {
  for (const lang of LANGS) {
    const context = await browser.newContext({ locale: 'en-US', viewport: { width: 390, height: 844 }, storageState: await signedInState(browser, LEARNER) });
    const page = await context.newPage();
    await page.goto(withLang(`/portal/${O3_SCHOOL}/o3-school`, lang));
    await expect(page.getByRole('heading', { level: 3 }).last()).toBeVisible();
    const sideways = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(sideways, `horizontal scroll in ${lang}`).toBe(0);
    await context.close();
  }
});

test('a pasted keyword longer than the lists take, or a page past the last, still shows the list (not the error page)', async ({ browser }) => {
  const long = `Shenzhen${' campus'.repeat(30)}`;
  const page = await open(browser, `/portal/${SCHOOL}/sub-school?keyword=${encodeURIComponent(long)}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Sub-schools' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: /sub-school/ })).toBeVisible();
  await page.goto(withLang(`/portal/${O3_SCHOOL}/o3-school/more?keyword=${encodeURIComponent(long)}&page=99999`, 'en_US'));
  await expect(page.getByRole('status').filter({ hasText: /result/ })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Keyword' })).toHaveValue(long.slice(0, 100));
  await page.context().close();
});

test('after a search, the back button shows the whole list with an empty search field, not the last keyword', async ({ browser }) => {
  const page = await open(browser, `/portal/${SCHOOL}/sub-school`);
  const box = page.getByRole('textbox', { name: 'Search sub-schools' });
  await box.fill('Shenzhen');
  await box.press('Enter');
  await expect(page.getByRole('status').filter({ hasText: '1 sub-school' })).toBeVisible();
  await page.goBack();
  await expect(page.getByRole('status').filter({ hasText: '3 sub-schools' })).toBeVisible();
  await expect(box).toHaveValue('');

  await page.goto(withLang(`/portal/${O3_SCHOOL}/o3-school/more`, 'en_US'));
  const keyword = page.getByRole('textbox', { name: 'Keyword' });
  await keyword.fill('solar');
  await keyword.press('Enter');
  await expect(page).toHaveURL(/keyword=solar/);
  await page.goBack();
  await expect(page).not.toHaveURL(/keyword=/);
  await expect(keyword).toHaveValue('');
  await page.context().close();
});

test('joining an activity: the count goes up once; a second join says already joined', async ({ browser }) => {
  const page = await open(browser, `/o3/${O3_SCHOOL}/detail?id=o3-activity-1`, { account: LEARNER });
  const places = page.getByRole('status').filter({ hasText: 'places taken' });
  await expect(places).toHaveText('5 of 30 places taken');
  await page.getByRole('button', { name: 'Join the activity' }).click();
  await expect(places).toContainText('6 of 30 places taken');
  await expect(places).toContainText('You joined the activity.');
  await page.getByRole('button', { name: 'Join the activity' }).click();
  await expect(places).toContainText('You have already joined this activity.');
  await expect(places).toContainText('6 of 30 places taken');
  await page.context().close();
  await axeInEveryLanguage(browser, `/o3/${O3_SCHOOL}/detail?id=o3-activity-1`, (p) => expect(p.getByRole('button', { name: /./ }).first()).toBeVisible(), LEARNER);
});

test('proposing a project: the rules are shown, then it is saved and opens', async ({ browser }) => {
  const page = await open(browser, `/portal/${O3_SCHOOL}/o3-school/new-project`, { account: LEARNER });
  await expect(page.getByRole('heading', { level: 1, name: 'Propose a new project' })).toBeVisible();
  await page.getByRole('button', { name: 'Submit the project' }).click();
  await expect(page.getByText('Enter a title of 2 to 60 characters.')).toBeVisible();
  await expect(page.getByText('Enter a summary of 10 to 500 characters.')).toBeVisible();
  await expect(page.getByText('Choose a category.', { exact: true })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);

  // A word of the moderation list is refused next to the field that holds it; what was typed stays.
  const title = page.getByRole('textbox', { name: 'Project title' });
  await title.fill('Harbour casino nights');
  await page.getByRole('textbox', { name: 'Summary' }).fill('Drones inspect the cranes every night and report by morning.');
  await page.getByRole('button', { name: /Category/ }).click();
  await page.getByRole('option', { name: 'Digital transformation' }).click();
  await page.getByRole('button', { name: 'Submit the project' }).click();
  await expect(title).toHaveAccessibleDescription(/cannot be published because it contains .*casino/);
  await expect(title).toHaveValue('Harbour casino nights');
  await expect(page).toHaveURL(/new-project/);

  await title.fill('Harbour drone inspections');
  await expect(page.getByText(/cannot be published/)).toHaveCount(0);
  await page.getByRole('button', { name: 'Submit the project' }).click();
  await expect(page).toHaveURL(new RegExp(`/o3/${O3_SCHOOL}/detail\\?id=p-`));
  await expect(page.getByRole('heading', { level: 1, name: 'Harbour drone inspections' })).toBeVisible();
  await page.context().close();

  await axeInEveryLanguage(browser, `/portal/${O3_SCHOOL}/o3-school/new-project`, (p) => expect(p.getByRole('heading', { level: 1 })).toBeVisible(), LEARNER);
});
