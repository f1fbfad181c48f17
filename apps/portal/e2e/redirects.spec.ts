import { expect, test } from '@playwright/test';
import { LEARNER, signedInState } from './helpers.ts';
import { freshMobile, proveAccount, signInAtSamlParty } from './outsideSignIn.ts';

// Issue 32, defect 1: a redirect target that is a same-site path before normalisation may become another site's
// address after it (dot segments, encoded dots, backslashes). The refresh-token page follows its `redirect` after
// renewing the session: the browser must stay on this site whatever the target, signed in or not.
const TRICKS = [
  '//evil.example/x',
  '/\\evil.example/x',
  '/%2F%2Fevil.example/x',
  '/./\\evil.example/x',
  '/../\\evil.example/x',
  '/%2e%2e//evil.example/x',
  '/.%2e/%2Fevil.example/x',
  '/%5Cevil.example/x',
  '/\tevil.example',
  'https://evil.example/x',
  'javascript:alert(1)',
];

test('the refresh-token page never leaves the site, whatever its redirect says, signed in or not', async ({ browser, baseURL }) => {
  const origin = new URL(baseURL!).origin;
  for (const storageState of [await signedInState(browser, LEARNER), undefined]) {
    const context = await browser.newContext({ storageState });
    const page = await context.newPage();
    const landed: Record<string, string> = {};
    for (const target of TRICKS) {
      await page.goto(`/refresh-token?redirect=${encodeURIComponent(target)}&sxz-lang=en_US`);
      await page.waitForURL((url) => url.pathname !== '/refresh-token');
      await page.locator('h1').first().waitFor();
      landed[target] = new URL(page.url()).origin;
    }
    expect(landed).toEqual(Object.fromEntries(TRICKS.map((target) => [target, origin])));
    await context.close();
  }
});

// The SAML finish step answers a 302 to the flow's return path (apps/server/src/modules/identity/saml/routes.ts): after
// a real sign-in at the demo's SAML party (…013), every trick must land on this site, signed in.
const SAML_SCHOOL = '1000000000000000013';
/**
 * One trick of each kind in a real browser: a full SAML sign-in costs seconds each, and the server test of the
 * finish step (apps/server/test/identity/saml.test.ts) runs the whole corpus through a real sign-in.
 */
const SAML_TRICKS = ['//evil.example/x', '/\\evil.example/x', '/%2e%2e//evil.example/x', '/.%2e/%2Fevil.example/x'];

test('after a SAML sign-in the finish step never leaves the site, whatever the return path says', async ({ browser, baseURL }) => {
  test.setTimeout(120_000);
  const origin = new URL(baseURL!).origin;
  const context = await browser.newContext({ locale: 'en-US' });
  // A request that left would reach this stand-in instead of the network: seen at once, not as a timeout.
  await context.route((url) => url.hostname.endsWith('evil.example'), (route) => route.fulfill({ status: 200, contentType: 'text/html', body: '<h1>evil</h1>' }));
  const page = await context.newPage();
  const start = (redirect: string) => page.goto(`/api/auth/open/third/saml/login?${new URLSearchParams({ schoolId: SAML_SCHOOL, redirect })}`);
  // The party's name is bound to a new person once (bind-account with a code); from then on it signs in at once. Not
  // the demo learner: signin-saml-messaging.spec binds the learner to this party and expects no binding before.
  const name = `saml-redirect-${Date.now()}`;
  // The language cookie: bind-account in English for proveAccount.
  await page.goto('/?sxz-lang=en_US');
  await start(`/portal/${SAML_SCHOOL}`);
  await signInAtSamlParty(page, name);
  await proveAccount(page, freshMobile(), `/portal/${SAML_SCHOOL}`);
  // The landing page may still move on by itself: a navigation of its own would abort the next one's.
  await page.waitForLoadState('networkidle');

  const landed: Record<string, string> = {};
  for (const target of SAML_TRICKS) {
    await context.clearCookies({ name: 'access_token' });
    await context.clearCookies({ name: 'refresh_token' });
    await start(target);
    await signInAtSamlParty(page, name);
    await page.waitForURL((url) => url.hostname.endsWith('evil.example') || (url.origin === origin && !url.pathname.startsWith('/api/')));
    // The page the server sent the browser to may itself move on (a client-side redirect): where it settles counts.
    await page.waitForLoadState('networkidle');
    landed[target] = page.url();
  }
  // Signed in by the finish step (not turned away to the callback page's error), and on this site.
  const onSite = (url: string) => new URL(url).origin === origin && new URL(url).pathname !== '/uniportal/callback';
  expect(Object.entries(landed).filter(([, url]) => !onSite(url))).toEqual([]);
  await context.close();
});
