import { expect, test, type Page } from '@playwright/test';
import { LEARNER, SCHOOL, axeViolations, signedInState } from './helpers.ts';

/** Issue 31: every card leads to its resource's own page; the page offers the one next step. */
const PAGE_PATH = new RegExp(`^/portal/${SCHOOL}/(course|exam|knowledge|live|topic|class|class-view)/[^/?]+$`);

/** Every card and ranking link of the home, once its sections have drawn. */
async function homeCardLinks(page: Page): Promise<string[]> {
  await expect(page.locator('main article a[href]').first()).toBeVisible();
  return page.locator('main article a[href], main li a[href]').evaluateAll((links) => [...new Set(links.map((link) => new URL((link as HTMLAnchorElement).href).pathname + new URL((link as HTMLAnchorElement).href).search))]);
}

for (const [lang, width] of [['en_US', 1280], ['ar_SA', 390]] as const) {
  test(`a visitor: every card of the home opens its resource's own page (${lang}, ${width} px), axe-clean`, async ({ browser }) => {
    const context = await browser.newContext({ viewport: { width, height: 900 } });
    const page = await context.newPage();
    await page.goto(`/portal/${SCHOOL}?sxz-lang=${lang}`);
    const links = (await homeCardLinks(page)).filter((href) => !href.includes('/more?'));
    expect(links.length).toBeGreaterThan(20);
    for (const href of links) expect(href, href).toMatch(PAGE_PATH);
    // A course card opens its page: the title of the card is the page's heading, and a visitor is asked to sign in.
    const card = page.locator('main article').filter({ has: page.locator(`a[href*="/course/"]`) }).first();
    const title = (await card.getByRole('link').first().innerText()).trim();
    await card.getByRole('link').first().click();
    await page.waitForURL((url) => /\/course\//.test(url.pathname));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    await expect(page.getByTestId('resource-action')).toHaveAttribute('href', /^\/login\/index\?redirect=/);
    expect(await axeViolations(page)).toEqual([]);
    await context.close();
  });
}

test('a learner enrols in a free course from its page; a shared course says where it comes from; unknown and hidden ones are 404 and 403 (zh_CN)', async ({ browser }) => {
  const context = await browser.newContext({ storageState: await signedInState(browser, LEARNER) });
  const page = await context.newPage();
  const list = await (await context.request.get(`/api/portal/api/v1/portal/resource?schoolId=${SCHOOL}&type=1&contentKind=course&pageSize=50`)).json();
  type Row = { id: string; zone: number; price: number | null; audience: number; enrolled: boolean };
  const free = (list.data.list as Row[]).find((row) => !row.enrolled && row.zone !== 1 && (row.price === null || row.zone === 2) && row.audience === 1)!;
  await page.goto(`/portal/${SCHOOL}/course/${free.id}?sxz-lang=zh_CN`);
  await page.getByRole('button', { name: '报名' }).click();
  await expect(page.getByText('已报名')).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);

  const shared = await (await context.request.get(`/api/portal/api/v1/portal/resource?schoolId=${SCHOOL}&type=11&pageSize=1`)).json();
  // Opened under another kind's address, it moves to its own.
  await page.goto(`/portal/${SCHOOL}/knowledge/${shared.data.list[0].id}`);
  await page.waitForURL((url) => url.pathname === `/portal/${SCHOOL}/course/${shared.data.list[0].id}`);
  await expect(page.getByText(/由.*撒哈拉学院.*共享/)).toBeVisible();
  await expect(page.getByTestId('resource-action')).toHaveCount(0);

  await page.goto(`/portal/${SCHOOL}/course/001-course-99999`);
  await page.waitForURL((url) => url.pathname === '/404');
  await page.goto(`/portal/${SCHOOL}/course/001-hidden-1`);
  await page.waitForURL((url) => url.pathname === '/403');
  await context.close();
});

test('a learner watches a video lesson (seeking to its end does not count), reads the PDF and the article; progress holds after a reload and in a second tab', async ({ browser }) => {
  const context = await browser.newContext({ storageState: await signedInState(browser, LEARNER), viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  const list = await (await context.request.get(`/api/portal/api/v1/portal/resource?schoolId=${SCHOOL}&type=1&contentKind=course&pageSize=50`)).json();
  const course = (list.data.list as { id: string; enrolled: boolean }[]).filter((row) => row.enrolled).at(-1)!.id;
  await page.goto(`/portal/${SCHOOL}/course/${course}?sxz-lang=en_US`);
  await page.getByRole('link', { name: 'Start learning' }).click();
  await page.waitForURL((url) => url.pathname.endsWith('/learn'));
  const video = page.getByTestId('lesson-video');
  await expect(video.locator('track')).toHaveCount(3);
  await expect.poll(() => video.evaluate((element: HTMLVideoElement) => element.readyState)).toBeGreaterThan(0);
  // Seeking to the end and playing the last moment: not done.
  await video.evaluate((element: HTMLVideoElement) => {
    element.muted = true;
    element.currentTime = element.duration - 0.3;
    return element.play();
  });
  await expect.poll(() => video.evaluate((element: HTMLVideoElement) => element.ended)).toBe(true);
  await page.reload();
  await expect(page.getByRole('status').filter({ hasText: 'Lesson done' })).toHaveCount(0);
  // Watched from the start at 2×: done.
  await page.getByLabel('Playback speed').selectOption('2');
  await page.getByTestId('lesson-video').evaluate((element: HTMLVideoElement) => {
    element.muted = true;
    element.currentTime = 0;
    return element.play();
  });
  await expect(page.getByRole('status').filter({ hasText: 'Lesson done' })).toBeVisible({ timeout: 15_000 });
  expect(await axeViolations(page)).toEqual([]);

  // The document: to its last page.
  await page.getByRole('link', { name: /Handout/ }).click();
  await expect(page.getByText('Page 1 of 3')).toBeVisible();
  await page.getByRole('button', { name: 'Next page' }).click();
  await page.getByRole('button', { name: 'Next page' }).click();
  await expect(page.getByText('Page 3 of 3')).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Lesson done' })).toBeVisible();
  // The article: read to its end.
  await page.getByRole('link', { name: /Summary/ }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Lesson done' })).toBeVisible();
  await expect(page.getByRole('progressbar', { name: 'Course progress' })).toHaveAttribute('aria-valuenow', '100');

  // A second tab and a reload see the same.
  const second = await context.newPage();
  await second.goto(`/portal/${SCHOOL}/course/${course}?sxz-lang=en_US`);
  await expect(second.getByRole('link', { name: 'Review' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('progressbar', { name: 'Course progress' })).toHaveAttribute('aria-valuenow', '100');
  await context.close();
});

test('in a class, a learner opens each courseware item’s page; an online session’s room opens in a new tab', async ({ browser }) => {
  const context = await browser.newContext({ storageState: await signedInState(browser, LEARNER) });
  const page = await context.newPage();
  await page.goto(`/portal/${SCHOOL}/class-view/2000000000000000002?sxz-lang=en_US`);
  const room = page.getByTestId('class-sessions').getByRole('link', { name: /^Join the room of/ }).first();
  await expect(room).toHaveAttribute('href', /^https:\/\//);
  await expect(room).toHaveAttribute('target', '_blank');
  const items = page.getByTestId('class-courseware').getByRole('link');
  for (const href of await items.evaluateAll((links) => links.map((link) => new URL((link as HTMLAnchorElement).href).pathname))) expect(href).toMatch(PAGE_PATH);
  await items.first().click();
  await page.waitForURL((url) => PAGE_PATH.test(url.pathname) && !url.pathname.includes('class-view'));
  await expect(page.locator('#resource-title')).toBeVisible();
  await context.close();
});

test('a topic card of the home opens its page with what it gathers; its live card says the live’s state; a class card opens the class’s public view — a visitor gets no Join (en_US, 1280 px), the class’s learner the class page’s card (ar_SA, 390 px); axe-clean', async ({ browser }) => {
  const visitor = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await visitor.newPage();
  await page.goto(`/portal/${SCHOOL}?sxz-lang=en_US`);
  // The home's topic section is for visitors.
  const topicLink = page.locator('main article a[href*="/topic/"]').first();
  await topicLink.click();
  await page.waitForURL((url) => /\/topic\//.test(url.pathname));
  const gathered = page.getByTestId('topic-resources');
  await expect(gathered.getByRole('heading', { name: 'In this topic' })).toBeVisible();
  const cards = gathered.locator('article a[href]');
  await expect(cards).toHaveCount(5);
  for (const href of await cards.evaluateAll((links) => links.map((link) => new URL((link as HTMLAnchorElement).href).pathname))) expect(href).toMatch(PAGE_PATH);
  expect(await axeViolations(page)).toEqual([]);
  await gathered.locator('article a[href*="/live/"]').first().click();
  await page.waitForURL((url) => /\/live\//.test(url.pathname));
  const card = page.locator('article[data-state]');
  await expect(card).toHaveAttribute('data-state', /^(upcoming|live|ended)$/);
  await expect(card.getByTestId('live-join')).toHaveCount(0);
  await expect(card.getByTestId('live-remind')).toHaveCount(0);
  await expect(page.getByTestId('resource-action')).toHaveAttribute('href', /^\/login\/index\?redirect=/);
  expect(await axeViolations(page)).toEqual([]);
  // A class card (class-view) opens the class's public view for a visitor: what, when, who, sessions, sign in to enrol.
  await page.goto(`/portal/${SCHOOL}/class-view/2000000000000000002?sxz-lang=en_US`);
  await page.waitForURL((url) => url.pathname === `/portal/${SCHOOL}/class-about/2000000000000000002`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Python 编程基础（周末班）');
  await expect(page.getByTestId('class-dates')).toBeVisible();
  await expect(page.getByTestId('public-class-sessions').getByRole('listitem').first()).toBeVisible();
  await expect(page.getByTestId('class-sign-in')).toHaveAttribute('href', /^\/login\/index\?redirect=.*class-view/);
  expect(await axeViolations(page)).toEqual([]);
  await visitor.close();

  // The demo's first live card is the demo class's upcoming lecture: its learner sees the class page's card.
  const learner = await browser.newContext({ storageState: await signedInState(browser, LEARNER), viewport: { width: 390, height: 900 } });
  const mine = await learner.newPage();
  await mine.goto(`/portal/${SCHOOL}/live/001-live-1?sxz-lang=ar_SA`);
  const lecture = mine.locator('article[data-state="upcoming"]');
  await expect(lecture.getByRole('heading', { level: 2 })).toHaveText(/Live Q&A: functions and modules/);
  await expect(lecture.getByTestId('live-join')).toBeDisabled();
  await expect(lecture.getByTestId('live-remind')).toBeVisible();
  expect(await axeViolations(mine)).toEqual([]);
  await learner.close();
});
