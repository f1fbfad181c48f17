import { expect, test, type Page } from '@playwright/test';
import { Browsing, LEARNER, LECTURER, SCHOOL, watchConsole } from './helpers.ts';

// Issue 22 "Done when" (personal spaces): following, privacy applied by the server, the school's followers, and
// every page axe-clean in English, Arabic and Chinese. The steps change shared demo rows, so they run in order.
test.describe.configure({ mode: 'serial' });

const SPACE = `/portal/${SCHOOL}/person-space`;
const LECTURER_ID = 'u-lecturer';
let browsing: Browsing;
test.beforeEach(({ browser }) => {
  browsing = new Browsing(browser);
});
test.afterEach(() => browsing.close());

const counts = (page: Page) => page.getByTestId('space-counts');

test('the learner follows the lecturer, finds them in their following list, and unfollows', async () => {
  const page = await browsing.open(`${SPACE}/dynamics?userId=${LECTURER_ID}`, { account: LEARNER });
  const errors = watchConsole(page);
  await expect(page.getByRole('heading', { level: 1, name: '王芳' })).toBeVisible();
  await expect(counts(page)).toContainText('25 followers');
  // A visitor sees the lecturer's posts, and no privacy choices (those are the owner's).
  await expect(page.getByRole('list', { name: 'Activity' }).getByRole('listitem').first()).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Who can see my space' })).toHaveCount(0);

  await page.getByRole('button', { name: 'Follow', exact: true }).click();
  await expect(counts(page)).toContainText('26 followers');
  await expect(page.getByRole('button', { name: 'Unfollow', exact: true })).toBeVisible();

  // The user menu's personal center is the learner's own space; its "Following" tab lists the lecturer first.
  await page.getByRole('button', { name: /^Account: / }).click();
  await page.getByRole('menuitem', { name: 'Personal center' }).click();
  await expect(page).toHaveURL(new RegExp(`${SPACE}/dynamics$`));
  await expect(page.getByRole('heading', { level: 1, name: '李明' })).toBeVisible();
  await page.getByRole('navigation', { name: 'Parts of this space' }).getByRole('link', { name: 'Following' }).click();
  const following = page.getByRole('list', { name: 'Following' });
  await expect(following.getByRole('listitem').first()).toContainText('王芳');
  // Trainees share demo names: the first row (the newest follow) is the lecturer.
  await following.getByRole('listitem').first().getByRole('link', { name: '王芳' }).click();
  await expect(page).toHaveURL(new RegExp(`person-space/dynamics\\?userId=${LECTURER_ID}`));
  await page.getByRole('button', { name: 'Unfollow', exact: true }).click();
  await expect(counts(page)).toContainText('25 followers');
  await page.getByRole('navigation', { name: 'Parts of this space' }).getByRole('link', { name: 'Followers' }).click();
  await expect(page).toHaveURL(/person-space\/fan\?userId=u-lecturer/);
  await expect(page.getByRole('list', { name: 'Followers' }).getByRole('listitem')).toHaveCount(20);
  expect(errors).toEqual([]);
});

test('the owner hides their activity; a visitor no longer sees it, the server refuses it too', async () => {
  const owner = await browsing.open(`${SPACE}/dynamics`, { account: LECTURER });
  await expect(owner.getByRole('heading', { name: 'Who can see my space' })).toBeVisible();
  await owner.getByRole('button', { name: /My activity/ }).click();
  await owner.getByRole('option', { name: 'Only me' }).click();
  await owner.getByRole('button', { name: 'Save choices' }).click();
  await expect(owner.getByText('Your choices were saved.')).toBeVisible();
  // The owner still sees everything.
  await expect(owner.getByRole('list', { name: 'Activity' }).getByRole('listitem').first()).toBeVisible();

  const visitor = await browsing.open(`${SPACE}/dynamics?userId=${LECTURER_ID}`, { account: LEARNER });
  await expect(visitor.getByRole('heading', { name: 'Not shared with you' })).toBeVisible();
  await expect(visitor.getByRole('list', { name: 'Activity' })).toHaveCount(0);
  const direct = await visitor.request.get(`/api/personal-center/dynamics?schoolId=${SCHOOL}&userId=${LECTURER_ID}`, { headers: { 'x-requested-with': 'XMLHttpRequest' } });
  expect(direct.status()).toBe(403);
  // Works are still shared with the school.
  await visitor.getByRole('link', { name: 'Works' }).click();
  await expect(visitor.getByRole('list', { name: 'Works' }).getByRole('listitem').first()).toBeVisible();

  // Put it back for the pages below.
  await owner.getByRole('button', { name: /My activity/ }).click();
  await owner.getByRole('option', { name: 'Everyone in the school' }).click();
  await owner.getByRole('button', { name: 'Save choices' }).click();
  await expect(owner.getByText('Your choices were saved.').first()).toBeVisible();
});

test('the school’s followers page lists its followers and lets the learner follow the school', async () => {
  const page = await browsing.open(`/portal/${SCHOOL}/fans`, { account: LEARNER });
  await expect(page.getByRole('heading', { level: 1, name: 'Followers of the school' })).toBeVisible();
  await expect(page.getByTestId('school-fans-count')).toHaveText('31 followers');
  await expect(page.getByRole('list', { name: 'Followers of the school' }).getByRole('listitem')).toHaveCount(20);
  await page.getByRole('button', { name: 'Follow the school' }).click();
  await expect(page.getByTestId('school-fans-count')).toHaveText('32 followers');
  await expect(page.getByRole('list', { name: 'Followers of the school' }).getByRole('listitem').first()).toContainText('You');
  await page.getByRole('button', { name: 'Unfollow the school' }).click();
  await expect(page.getByTestId('school-fans-count')).toHaveText('31 followers');
});

const PAGES = [`${SPACE}/dynamics`, `${SPACE}/works?userId=${LECTURER_ID}`, `${SPACE}/learningProcess`, `${SPACE}/fan`, `${SPACE}/follow`, `/portal/${SCHOOL}/fans`];

test('every personal-space page is axe-clean in English, Arabic and Chinese', async () => {
  // Eighteen pages, each loaded and checked by axe.
  test.setTimeout(180_000);
  const ready = async (page: Page) => {
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.locator('main li').first(), page.url()).toBeVisible();
  };
  await browsing.expectAxeClean(PAGES, { account: LEARNER, ready, cleanConsole: true });
});
