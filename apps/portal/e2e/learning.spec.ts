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
