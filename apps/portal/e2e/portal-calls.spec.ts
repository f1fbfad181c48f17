import { expect, test, type Page } from '@playwright/test';
import { SCHOOL, axeViolations, readQrOnScreen } from './helpers.ts';

const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1';

/** A footer QR code, read from the screen once it is drawn (it draws when the footer nears the screen). */
async function readQr(page: Page, name: RegExp): Promise<string> {
  const image = page.getByRole('contentinfo').getByRole('img', { name });
  await image.scrollIntoViewIfNeeded();
  await expect(image.locator('path')).toBeAttached();
  return readQrOnScreen(page, image);
}

for (const [lang, expectedSearch] of [['zh_CN', ''], ['en_US', '?sxz-lang=en_US'], ['ar_SA', '?sxz-lang=en_US']] as const) {
  test(`the demo footer's mobile-portal QR code scans to a page that opens (${lang}), axe-clean`, async ({ browser, baseURL }) => {
    const context = await browser.newContext({ deviceScaleFactor: 2 });
    const page = await context.newPage();
    await page.goto(`/portal/${SCHOOL}?sxz-lang=${lang}`);
    const address = new URL(await readQr(page, /Mobile portal/));
    expect(`${address.origin}${address.pathname}${address.search}`).toBe(`${new URL(baseURL!).origin}/m/portal/${SCHOOL}${expectedSearch}`);
    expect(await axeViolations(page)).toEqual([]);
    // What the phone opens after scanning.
    const phone = await browser.newContext({ userAgent: IPHONE, viewport: { width: 390, height: 844 } });
    const mobile = await phone.newPage();
    await mobile.goto(address.href);
    await expect(mobile.getByRole('heading', { level: 1 })).toHaveText(lang === 'zh_CN' ? '海港学院' : 'Harbour Academy');
    await phone.close();
    await context.close();
  });
}

test('a phone on the demo search page goes to the mobile portal with its keyword; noRedirect=1 keeps it here', async ({ browser }) => {
  const phone = await browser.newContext({ userAgent: IPHONE, viewport: { width: 390, height: 844 } });
  const page = await phone.newPage();
  await page.goto(`/portal/${SCHOOL}/search?keyword=Leadership&sort=1&utm=mail&sxz-lang=en_US`);
  await page.waitForURL((url) => url.pathname === `/m/portal/${SCHOOL}/search`);
  expect(new URL(page.url()).search).toBe('?keyword=Leadership&sort=1&sxz-lang=en_US');
  await expect(page.getByRole('heading', { level: 2 })).toHaveText('Search results: Leadership');
  expect(await axeViolations(page)).toEqual([]);
  // The mobile page's way back to the full site stays there.
  await page.getByRole('link', { name: 'Full site' }).click();
  await page.waitForURL((url) => url.pathname === `/portal/${SCHOOL}/search`);
  await expect(page).toHaveURL(/noRedirect=1/);
  await phone.close();
});
