import { expect, test, type Page } from '@playwright/test';
import jsQR from 'jsqr';
import { SCHOOL, axeViolations } from './helpers.ts';

const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1';

/** Reads a drawn QR code as a phone would: from the pixels on the screen, not from the page's markup. */
async function readQr(page: Page, name: RegExp): Promise<string> {
  const image = page.getByRole('contentinfo').getByRole('img', { name });
  await image.scrollIntoViewIfNeeded();
  await expect(image).toBeVisible();
  // Drawn once the footer is near the screen (its drawing code loads then): a box of the same name stands in until.
  await expect(image.locator('path')).toBeAttached();
  const shot = await image.screenshot();
  const { width, height, rgba } = await page.evaluate(async (base64) => {
    const bytes = Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));
    const bitmap = await createImageBitmap(new Blob([bytes], { type: 'image/png' }));
    const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
    const context = canvas.getContext('2d')!;
    context.drawImage(bitmap, 0, 0);
    const pixels = context.getImageData(0, 0, bitmap.width, bitmap.height).data;
    let binary = '';
    for (let index = 0; index < pixels.length; index += 0x8000) binary += String.fromCharCode(...pixels.subarray(index, index + 0x8000));
    return { width: bitmap.width, height: bitmap.height, rgba: btoa(binary) };
  }, shot.toString('base64'));
  const decoded = jsQR(new Uint8ClampedArray(Buffer.from(rgba, 'base64')), width, height);
  expect(decoded, 'the QR on the screen decodes').not.toBeNull();
  return decoded!.data;
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
