import { expect, test, type Locator } from '@playwright/test';
import { SCHOOL } from './helpers.ts';

/** Where the rendered text of a title box sits: its direction, its box, and its first letter's box (a Range). */
async function titleGeometry(title: Locator) {
  await title.scrollIntoViewIfNeeded();
  return title.evaluate((element) => {
    const walker = element.ownerDocument.createTreeWalker(element, NodeFilter.SHOW_TEXT);
    let text = walker.nextNode() as Text | null;
    while (text && !text.data.trim()) text = walker.nextNode() as Text | null;
    const offset = text ? text.data.search(/\S/) : 0;
    const range = element.ownerDocument.createRange();
    if (text) {
      range.setStart(text, offset);
      range.setEnd(text, offset + 1);
    }
    const box = element.getBoundingClientRect();
    const letter = range.getBoundingClientRect();
    return {
      text: element.textContent ?? '',
      direction: getComputedStyle(element).direction,
      // Cut somewhere (one line with an ellipsis, or a two-line clamp).
      cut: element.scrollWidth > element.clientWidth || element.scrollHeight > element.clientHeight,
      box: { left: box.left, right: box.right },
      letter: { left: letter.left, right: letter.right, width: letter.width },
    };
  });
}

// Issue #24: an English course title in the Arabic portal reads and truncates from its own start.
test('the demo home in Arabic shows the English course titles from their start', async ({ page }) => {
  await page.goto(`/portal/${SCHOOL}?sxz-lang=ar_SA`);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  const main = page.getByRole('main');
  // Course cards (their titles are headings; Arabic has no translation of them, so the English names show) and the
  // ranking lists' names.
  const cardTitles = main.locator('article').getByRole('heading');
  await expect(cardTitles.first()).toBeVisible();
  const rankingNames = main.locator('ol > li [dir="auto"]');
  await expect(rankingNames.first()).toBeVisible();

  const titles = [...(await cardTitles.all()).slice(0, 12), ...(await rankingNames.all()).slice(0, 12)];
  let cut = 0;
  for (const title of titles) {
    const geometry = await titleGeometry(title);
    if (!/^[\s\d\p{P}]*\p{Script=Latin}/u.test(geometry.text)) continue;
    expect.soft(geometry.direction, geometry.text).toBe('ltr');
    // The first letter is drawn, at the left edge of the box, inside it: not cut off by the ellipsis.
    expect.soft(geometry.letter.width, geometry.text).toBeGreaterThan(0);
    expect.soft(Math.abs(geometry.letter.left - geometry.box.left), geometry.text).toBeLessThan(2);
    expect.soft(geometry.letter.right, geometry.text).toBeLessThanOrEqual(geometry.box.right + 1);
    if (geometry.cut) cut += 1;
  }
  // The check covers English titles long enough to be cut, where the start used to be lost.
  expect(cut).toBeGreaterThan(0);
});
