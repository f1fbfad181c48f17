import { expect, test, type Page } from '@playwright/test';
import { SCHOOL, layoutShifts, recordLayoutShifts } from './helpers.ts';

// On a system without CJK fonts (as this test machine) the portal self-hosts Noto Sans SC; a placeholder font holds
// each Chinese character's width while the glyphs load, so the page paints at once and nothing moves when they
// arrive (apps/portal/src/app/fonts.ts, docs/decisions/0015-cjk-placeholder-font.md).

/** How many of the page's faces of a family are in a load state. */
const faces = (page: Page, family: string, status: FontFaceLoadStatus) =>
  page.evaluate(([wanted, state]) => [...document.fonts].filter((face) => face.family.replaceAll('"', '') === wanted && face.status === state).length, [family, status] as const);
const notoScFaces = (page: Page, status: FontFaceLoadStatus) => faces(page, 'Noto Sans SC', status);
const placeholderIn = async (page: Page) => (await faces(page, 'Academy CJK Placeholder', 'loaded')) > 0;

/** The home, with every Noto Sans SC glyph file (woff2 and its woff fallback) held back until `release` is called (or failed with `fail`). */
async function openHomeWithGlyphsHeld(page: Page) {
  let answer!: (how: 'continue' | 'abort') => void;
  const held = new Promise<'continue' | 'abort'>((resolve) => (answer = resolve));
  await page.route(/noto-sans-sc-[\w-]+\.woff2?$/, async (route) => ((await held) === 'continue' ? route.continue() : route.abort()));
  await recordLayoutShifts(page);
  // Not until `load`: the glyph files may be asked for before it (the faces' CSS comes at the first idle moment, which
  // can fall before load when the page is quick), and they are held until the test says so.
  await page.goto(`/portal/${SCHOOL}?sxz-lang=zh_CN`, { waitUntil: 'domcontentloaded' });
  await expect(page.getByRole('heading', { name: '推荐学习' })).toBeVisible();
  test.skip(!(await placeholderIn(page)), 'this system has CJK fonts of its own: the safety net stays off');
  return { release: () => answer('continue'), fail: () => answer('abort') };
}

/** The boxes of the header's navigation links, whose widths are their Chinese names' widths. */
const navigationBoxes = (page: Page) =>
  page.getByRole('banner').getByRole('link').evaluateAll((links) => links.map((link) => link.getBoundingClientRect().toJSON() as DOMRect));

test('without CJK fonts the home paints before its Chinese glyphs arrive, and they arrive without moving anything', async ({ page }) => {
  const glyphs = await openHomeWithGlyphsHeld(page);
  // Painted while the glyphs are still on their way: the first paint does not wait for them.
  await expect.poll(() => notoScFaces(page, 'loading')).toBeGreaterThan(0);
  await expect.poll(() => page.evaluate(() => performance.getEntriesByName('first-contentful-paint').length)).toBe(1);
  const before = await navigationBoxes(page);
  expect(before.length).toBeGreaterThan(3);

  const releasedAt = await page.evaluate(() => performance.now());
  glyphs.release();
  await expect.poll(() => notoScFaces(page, 'loading')).toBe(0);
  expect(await notoScFaces(page, 'loaded')).toBeGreaterThan(0);
  expect(await page.evaluate(() => document.fonts.check('16px "Noto Sans SC"', '推荐学习'))).toBe(true);
  expect(await navigationBoxes(page)).toEqual(before);
  // Nothing moved when the glyphs came in.
  expect(await layoutShifts(page, releasedAt)).toEqual([]);
});

test('without CJK fonts, when the glyphs cannot load, Chinese text falls back to missing-glyph boxes instead of staying blank', async ({ page }) => {
  const glyphs = await openHomeWithGlyphsHeld(page);
  await expect.poll(() => notoScFaces(page, 'loading')).toBeGreaterThan(0);
  glyphs.fail();
  await expect.poll(() => placeholderIn(page)).toBe(false);
});

test('without CJK fonts a Korean page gets the Chinese faces too, for the school’s Chinese bulletin', async ({ page }) => {
  await page.goto(`/portal/${SCHOOL}?sxz-lang=ko_KR`);
  await expect(page.getByRole('link', { name: '더 보기' }).first()).toBeVisible();
  test.skip(!(await placeholderIn(page)), 'this system has CJK fonts of its own: the safety net stays off');
  // The bulletin's 选课 and 开 are not in Noto Sans KR: without Noto Sans SC they would stay blank.
  await expect.poll(() => notoScFaces(page, 'loaded')).toBeGreaterThan(0);
  expect(await faces(page, 'Noto Sans KR', 'loaded')).toBeGreaterThan(0);
});
