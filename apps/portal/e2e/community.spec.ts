import { expect, test } from '@playwright/test';
import { Browsing, LEARNER, LECTURER, SCHOOL, signedInState, watchConsole, withLang } from './helpers.ts';

// Issue 22, the community: the old /community/{page} addresses land on our pages; a learner subscribes to a
// section, meets the moderation refusal (the word named, the text kept), publishes, enrols in the activity and
// comments; every page axe-clean in English, Arabic and Chinese. The steps change shared demo rows: in order.
test.describe.configure({ mode: 'serial', timeout: 300_000 });

const STUDY_GROUP = '3600000000000000032';
const NEWS = '3600000000000000021';
const home = `/portal/${SCHOOL}/community`;
/** The browser reports the refused publication (422) itself; nothing else may reach the console. */
const unexpected = (errors: string[]) => errors.filter((error) => !/status of (422|409)/.test(error));
let browsing: Browsing;
test.beforeEach(({ browser }) => {
  browsing = new Browsing(browser);
});
test.afterEach(() => browsing.close());

test('the old community addresses open our pages, keeping the language; an unknown one is the 404 page', async () => {
  const page = await browsing.open(`/community/o3Profile.htm?source=personalCenter&menuType=MY_POST&activeIndex=-1`, { account: LEARNER });
  // No schoolId in the O3 personal-center link: the learner's current school, filtered to their posts.
  await expect(page).toHaveURL(new RegExp(`/portal/${SCHOOL}/community\\?.*mine=1`));
  await expect(page.getByRole('heading', { level: 2, name: 'My posts' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'My posts' })).toHaveAttribute('aria-current', 'page');

  await page.goto(`/community/index.htm?schoolId=${SCHOOL}&sxz-lang=en_US`);
  await expect(page).toHaveURL(new RegExp(`/portal/${SCHOOL}/community(\\?|$)`));
  await expect(page.getByRole('heading', { level: 1, name: 'Community' })).toBeVisible();

  await page.goto(`/community/postDetail.htm?schoolId=${SCHOOL}&id=${STUDY_GROUP}&sxz-lang=en_US`);
  await expect(page).toHaveURL(new RegExp(`/portal/${SCHOOL}/community/post/${STUDY_GROUP}`));
  await expect(page.getByRole('heading', { level: 1, name: '周六数据分析学习小组' })).toBeVisible();

  await page.goto(`/community/section.htm?schoolId=${SCHOOL}&id=${NEWS}&sxz-lang=en_US`);
  await expect(page.getByRole('heading', { level: 2, name: 'Posts in Academy news' })).toBeVisible();

  await page.goto('/community/nothing.htm?sxz-lang=en_US');
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
});

test('subscribe to a section; a moderated word is refused, named, and the text kept; fixed, the post appears', async () => {
  const page = await browsing.open(home, { account: LEARNER });
  const errors = watchConsole(page);
  const news = page.getByTestId(`section-${NEWS}`);
  await news.getByRole('button', { name: 'Subscribe to Academy news' }).click();
  await expect(news.getByRole('button', { name: 'Unsubscribe from Academy news' })).toBeVisible();
  await page.reload();
  await expect(page.getByTestId(`section-${NEWS}`).getByRole('button', { name: 'Unsubscribe from Academy news' })).toBeVisible();

  const form = page.getByTestId('new-post-form');
  await form.getByRole('textbox', { name: 'Title' }).fill('Weekend study tips');
  await form.getByRole('button', { name: /Section/ }).click();
  await page.getByRole('option', { name: 'Academy news' }).click();
  const content = form.getByRole('textbox', { name: 'Content' });
  await content.fill('Skip the casino, come to the library on Saturday.');
  await form.getByRole('button', { name: 'Publish' }).click();
  await expect(form.getByText(/contains .*casino/)).toBeVisible();
  await expect(content).toHaveAttribute('aria-invalid', 'true');
  await expect(content).toHaveValue('Skip the casino, come to the library on Saturday.');
  await expect(form.getByRole('textbox', { name: 'Title' })).toHaveValue('Weekend study tips');

  await content.fill('Come to the library on Saturday: quiet rooms from 9:00.');
  await expect(form.getByText(/contains .*casino/)).toHaveCount(0);
  await form.getByRole('button', { name: 'Publish' }).click();
  await expect(page.getByTestId('community-posts').getByRole('link', { name: 'Weekend study tips' })).toBeVisible();
  await expect(form.getByRole('textbox', { name: 'Title' })).toHaveValue('');
  expect(unexpected(errors)).toEqual([]);
});

test('the activity post: enrol (the count goes up, then “enrolled”), and comment', async () => {
  const page = await browsing.open(`${home}/post/${STUDY_GROUP}`, { account: LEARNER });
  const errors = watchConsole(page);
  const places = page.getByTestId('activity-places');
  await expect(places).toContainText(/0 of 20 places taken/);
  await page.getByRole('button', { name: 'Enrol', exact: true }).click();
  await expect(places).toContainText(/1 of 20 places taken/);
  await expect(page.getByText('You are enrolled', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Enrol', exact: true })).toHaveCount(0);

  const form = page.getByTestId('comment-form');
  const comment = form.getByRole('textbox', { name: 'Your comment' });
  await comment.fill('Count me in, no spoiler please');
  await form.getByRole('button', { name: 'Comment' }).click();
  await expect(form.getByText(/contains .*spoiler/)).toBeVisible();
  await expect(comment).toHaveValue('Count me in, no spoiler please');
  await comment.fill('Count me in!');
  await form.getByRole('button', { name: 'Comment' }).click();
  await expect(page.getByTestId('community-comments').getByText('Count me in!')).toBeVisible();
  await expect(comment).toHaveValue('');
  expect(unexpected(errors)).toEqual([]);
});

test('the last place taken meanwhile: the press says the activity is full, and the count catches up; a cancelled enrolment frees it', async ({ browser }) => {
  const page = await browsing.open(home, { account: LEARNER });
  const errors = watchConsole(page);
  const headers = { 'x-requested-with': 'XMLHttpRequest', origin: new URL(page.url()).origin };
  const created = await page.request.post(`/api/km/v1/communities/posts?schoolId=${SCHOOL}`, { headers, data: { sectionId: '3600000000000000022', title: 'One-seat mentoring', content: 'One place.', activity: { capacity: 1 } } });
  expect(created.status()).toBe(200);
  const id = ((await created.json()) as { data: { id: string } }).data.id;
  await page.goto(`${home}/post/${id}?sxz-lang=en_US`);
  await expect(page.getByTestId('activity-places')).toContainText(/0 of 1 place/);

  const lecturer = await browser.newContext({ storageState: await signedInState(browser, LECTURER) });
  const taken = await lecturer.request.put(`/api/km/v1/communities/post/activity/enrollment/${id}?schoolId=${SCHOOL}`, { headers });
  expect(taken.status()).toBe(200);

  await page.getByRole('button', { name: 'Enrol', exact: true }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'This activity is full.' })).toBeVisible();
  await expect(page.getByTestId('activity-places')).toContainText(/1 of 1 place/);
  await expect(page.getByRole('button', { name: 'Enrol', exact: true })).toBeDisabled();

  // The lecturer cancels (asked first; "Keep my place" keeps it) and the place is free again.
  const lecturerPage = await lecturer.newPage();
  await lecturerPage.goto(`${home}/post/${id}?sxz-lang=en_US`);
  await lecturerPage.getByRole('button', { name: 'Cancel enrolment' }).click();
  await lecturerPage.getByRole('alertdialog', { name: 'Cancel your enrolment?' }).getByRole('button', { name: 'Keep my place' }).click();
  await expect(lecturerPage.getByText('You are enrolled', { exact: true })).toBeVisible();
  await lecturerPage.getByRole('button', { name: 'Cancel enrolment' }).click();
  await lecturerPage.getByRole('alertdialog', { name: 'Cancel your enrolment?' }).getByRole('button', { name: 'Cancel enrolment' }).click();
  await expect(lecturerPage.getByTestId('activity-places')).toContainText(/0 of 1 place/);
  await expect(lecturerPage.getByRole('button', { name: 'Enrol', exact: true })).toBeEnabled();
  await lecturer.close();
  await page.reload();
  await page.getByRole('button', { name: 'Enrol', exact: true }).click();
  await expect(page.getByText('You are enrolled', { exact: true })).toBeVisible();
  expect(unexpected(errors)).toEqual([]);
});

test('a post whose answer is lost on the way (stored, then the connection drops) is published once, not twice', async () => {
  const page = await browsing.open(home, { account: LEARNER });
  const keys: (string | null)[] = [];
  // The server stores the first send, then the browser sees the connection reset: what a killed instance does.
  await page.route(`**/api/km/v1/communities/posts?*`, async (route) => {
    if (route.request().method() !== 'POST') return route.continue();
    keys.push(await route.request().headerValue('idempotency-key'));
    if (keys.length > 1) return route.continue();
    await route.fetch();
    await route.abort('connectionreset');
  });
  const form = page.getByTestId('new-post-form');
  await form.getByRole('textbox', { name: 'Title' }).fill('Sent once, answered late');
  await form.getByRole('button', { name: /Section/ }).click();
  await page.getByRole('option', { name: 'Academy news' }).click();
  await form.getByRole('textbox', { name: 'Content' }).fill('The first answer never arrived.');
  await form.getByRole('button', { name: 'Publish' }).click();
  const posts = page.getByTestId('community-posts').getByRole('link', { name: 'Sent once, answered late' });
  await expect(posts).toHaveCount(1);
  await expect(form.getByRole('textbox', { name: 'Title' })).toHaveValue('');
  // The client sent it again with the same key, and the server answered from the first.
  expect(keys).toHaveLength(2);
  expect(keys[0]).toMatch(/^[0-9a-f]{32}$/);
  expect(keys[1]).toBe(keys[0]);
  await page.unrouteAll();
  await page.reload();
  await expect(page.getByTestId('community-posts').getByRole('link', { name: 'Sent once, answered late' })).toHaveCount(1);
});

test('the community pages are axe-clean in English, Arabic and Chinese', async () => {
  await browsing.expectAxeClean([home, `${home}/post/${STUDY_GROUP}`], { account: LEARNER, ready: (page) => expect(page.getByRole('heading', { level: 1 })).toBeVisible() });
});

test('a long address or unbroken word in a post or comment wraps inside it: the page never scrolls sideways, even on a phone', async ({ browser }) => {
  const address = `https://example.com/${'notes-'.repeat(60)}`;
  const context = await browser.newContext({ locale: 'en-US', viewport: { width: 390, height: 844 }, storageState: await signedInState(browser, LEARNER) });
  const page = await context.newPage();
  await page.goto(withLang(home, 'en_US'));
  const form = page.getByTestId('new-post-form');
  await form.getByRole('textbox', { name: 'Title' }).fill('W'.repeat(100));
  await form.getByRole('button', { name: /Section/ }).click();
  await page.getByRole('option', { name: 'Academy news' }).click();
  await form.getByRole('textbox', { name: 'Content' }).fill(`Slides: ${address}`);
  await form.getByRole('button', { name: 'Publish' }).click();
  await page.getByRole('link', { name: 'W'.repeat(100) }).click();
  await page.getByRole('textbox', { name: 'Your comment' }).fill('x'.repeat(600));
  await page.getByRole('button', { name: 'Comment' }).click();
  await expect(page.getByText('x'.repeat(600))).toBeVisible();
  await expect(page.getByText(address)).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBe(0);
  await context.close();
});
