import { expect, test } from '@playwright/test';
import { AXE_LANGS, Browsing, LEARNER, SCHOOL, axeViolations, watchConsole, withLang } from './helpers.ts';

// Issue 22 "Done when" (sub-schools and the O3 zone): the sub-school list and homes (own page, parent's page), an O3
// case, joining an activity, proposing a project; every page axe-clean in English, Arabic and Chinese. Joining
// changes shared demo rows, so the steps run in order.
// Each step opens its pages in three languages: minutes on a shared two-core machine.
test.describe.configure({ mode: 'serial', timeout: 300_000 });

const O3_SCHOOL = '1000000000000000003';
const SHENZHEN = '3400000000000000001';
const ONLINE = '3400000000000000002';
const CAIRO = '3400000000000000004';
/** Signed in, but a member of no school: sees what visitors of a school see (these pages all need a sign-in). */
const OUTSIDER = 'sub-school-outsider@example.com';

let browsing: Browsing;
test.beforeEach(({ browser }) => {
  browsing = new Browsing(browser);
});
test.afterEach(() => browsing.close());

test('the sub-school list: every sub-school of the school, searchable', async () => {
  const page = await browsing.open(`/portal/${SCHOOL}/sub-school`, { account: LEARNER });
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
  await browsing.expectAxeClean([`/portal/${SCHOOL}/sub-school`], { account: LEARNER, ready: (p) => expect(p.getByRole('list').getByRole('link').first()).toBeVisible() });
});

test('a sub-school home shows its own sections (visitors’ ones to a non-member); the falling-back one its school’s', async () => {
  const own = await browsing.open(`/portal/${SCHOOL}/sub-school/${SHENZHEN}`, { account: OUTSIDER });
  await expect(own.getByText('Shenzhen campus courses')).toBeVisible();
  await expect(own.getByText('Join the Shenzhen campus')).toBeVisible();
  await expect(own.getByText('Members’ corner')).toHaveCount(0);
  await expect(own.getByText('Recommended for you')).toHaveCount(0);

  // A member of the parent school sees the members' corner instead of the invitation.
  const member = await browsing.open(`/portal/${SCHOOL}/sub-school/${SHENZHEN}`, { account: LEARNER });
  await expect(member.getByText('Members’ corner')).toBeVisible();
  await expect(member.getByText('Join the Shenzhen campus')).toHaveCount(0);

  const fallback = await browsing.open(`/portal/${SCHOOL}/sub-school/${ONLINE}`, { account: LEARNER });
  await expect(fallback.getByRole('heading', { level: 1, name: 'Harbour Academy Online Campus' })).toBeVisible();
  await expect(fallback.getByText('no home page of its own yet')).toBeVisible();
  await expect(fallback.getByText('Recommended for you')).toBeVisible();

  // Another school's sub-school is not found under this one.
  const other = await browsing.open(`/portal/${SCHOOL}/sub-school/${CAIRO}`, { account: LEARNER });
  await expect(other.getByRole('heading', { name: 'Page not found' })).toBeVisible();

  for (const id of [SHENZHEN, ONLINE]) {
    await browsing.expectAxeClean([`/portal/${SCHOOL}/sub-school/${id}`], { account: LEARNER, ready: (p) => expect(p.getByRole('heading', { level: 1 }).last()).toBeVisible() });
  }
});

test('the O3 zone: its home, a case’s detail (o3 and democloud); a school without O3 gets the 404 page', async () => {
  const page = await browsing.open(`/portal/${O3_SCHOOL}/o3-school`, { account: LEARNER });
  const errors = watchConsole(page);
  await expect(page.getByRole('heading', { level: 1, name: 'O3 project zone' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Most viewed cases' })).toBeVisible();
  await page.getByRole('link', { name: /Smart port digital transformation/ }).first().click();
  await expect(page).toHaveURL(new RegExp(`/o3/${O3_SCHOOL}/detail\\?id=o3-case-1`));
  await expect(page.getByRole('heading', { level: 1, name: /Smart port digital transformation/ })).toBeVisible();
  expect(errors).toEqual([]);

  const democloud = await browsing.open(`/democloud/${O3_SCHOOL}/detail?id=o3-case-2`, { account: LEARNER });
  await expect(democloud.getByRole('heading', { level: 1, name: /The factory in the cloud/ })).toBeVisible();

  const notO3 = await browsing.open(`/portal/${SCHOOL}/o3-school`, { account: LEARNER });
  await expect(notO3.getByRole('heading', { name: 'Page not found' })).toBeVisible();

  await browsing.expectAxeClean([`/portal/${O3_SCHOOL}/o3-school`], { account: LEARNER, ready: (p) => expect(p.getByRole('heading', { level: 1 }).first()).toBeVisible() });
  await browsing.expectAxeClean([`/o3/${O3_SCHOOL}/detail?id=o3-case-1`], { account: LEARNER, ready: (p) => expect(p.getByRole('heading', { level: 1 })).toBeVisible() });
  await browsing.expectAxeClean([`/portal/${O3_SCHOOL}/o3-school/case-center-more`], { account: LEARNER, ready: (p) => expect(p.getByRole('heading', { level: 1 })).toBeVisible() });
});

test('the O3 home fits a phone: long ranked names are cut, the page never scrolls sideways', async ({ browser }) => {
  const phone = new Browsing(browser, { viewport: { width: 390, height: 844 } });
  for (const lang of AXE_LANGS) {
    const page = await phone.open(`/portal/${O3_SCHOOL}/o3-school`, { account: LEARNER, lang });
    await expect(page.getByRole('heading', { level: 3 }).last()).toBeVisible();
    const sideways = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(sideways, `horizontal scroll in ${lang}`).toBe(0);
  }
  await phone.close();
});

test('a pasted keyword longer than the lists take, or a page past the last, still shows the list (not the error page)', async () => {
  const long = `Shenzhen${' campus'.repeat(30)}`;
  const page = await browsing.open(`/portal/${SCHOOL}/sub-school?keyword=${encodeURIComponent(long)}`, { account: LEARNER });
  await expect(page.getByRole('heading', { level: 1, name: 'Sub-schools' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: /sub-school/ })).toBeVisible();
  await page.goto(withLang(`/portal/${O3_SCHOOL}/o3-school/more?keyword=${encodeURIComponent(long)}&page=99999`, 'en_US'));
  await expect(page.getByRole('status').filter({ hasText: /result/ })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Keyword' })).toHaveValue(long.slice(0, 100));
});

test('after a search, the back button shows the whole list with an empty search field, not the last keyword', async () => {
  const page = await browsing.open(`/portal/${SCHOOL}/sub-school`, { account: LEARNER });
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
});

test('joining an activity: the count goes up once; a second join says already joined', async () => {
  const page = await browsing.open(`/o3/${O3_SCHOOL}/detail?id=o3-activity-1`, { account: LEARNER });
  const places = page.getByRole('status').filter({ hasText: 'places taken' });
  await expect(places).toHaveText('5 of 30 places taken');
  await page.getByRole('button', { name: 'Join the activity' }).click();
  await expect(places).toContainText('6 of 30 places taken');
  await expect(places).toContainText('You joined the activity.');
  await page.getByRole('button', { name: 'Join the activity' }).click();
  await expect(places).toContainText('You have already joined this activity.');
  await expect(places).toContainText('6 of 30 places taken');
  await browsing.expectAxeClean([`/o3/${O3_SCHOOL}/detail?id=o3-activity-1`], { account: LEARNER, ready: (p) => expect(p.getByRole('button', { name: /./ }).first()).toBeVisible() });
});

test('proposing a project: the rules are shown, then it is saved and opens', async () => {
  const page = await browsing.open(`/portal/${O3_SCHOOL}/o3-school/new-project`, { account: LEARNER });
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

  await browsing.expectAxeClean([`/portal/${O3_SCHOOL}/o3-school/new-project`], { account: LEARNER, ready: (p) => expect(p.getByRole('heading', { level: 1 })).toBeVisible() });
});
