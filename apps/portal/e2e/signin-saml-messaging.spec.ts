import { expect, test, type Page } from '@playwright/test';
import { ADMIN, LEARNER, axeViolations, watchConsole } from './helpers.ts';
import { freshMobile, proveAccount, signInAtSamlParty, signedIn } from './outsideSignIn.ts';

/**
 * Issue 20: the demo's other outside sign-ins, against the real parties the demo server starts on 127.0.0.1
 * (apps/server/dev-parties): corporate SSO over SAML 2.0 (…013, a samlify IdP), the messaging app's free login
 * (…014, a small WeLink authorization server; …016 the enterprise cloud app "hw" and …017 the imc app, each from its
 * login page button) and the internal network (…015, an intranet OpenID provider that the
 * server lets this machine reach: loopback is inside the school's ranges). A new outside identity always goes to
 * bind-account and proves an account with a code asked for from the page, as a user does.
 */
const SAML_SCHOOL = '1000000000000000013';
const WELINK_SCHOOL = '1000000000000000014';
const NETWORK_SCHOOL = '1000000000000000015';
const HW_SCHOOL = '1000000000000000016';
const IMC_SCHOOL = '1000000000000000017';
const WELINK_START = '/api/welink/proxy/rest/v1/open/authorize';
const NETWORK_START = '/api/auth/open/bignet/authorize';
const LANGS = [['en_US', 'ltr'], ['ar_SA', 'rtl'], ['zh_CN', 'ltr']] as const;
type Lang = (typeof LANGS)[number][0];

const PROVIDERS_LABEL: Record<Lang, string> = { en_US: 'Your organisation’s sign-in', ar_SA: 'تسجيل الدخول الخاص بمؤسستك', zh_CN: '贵单位的登录方式' };

/** Script errors of our pages (the demo sign-in schools have no decorated home or footer: their 404s are handled). */
const scriptErrors = (errors: string[]) => errors.filter((error) => !error.startsWith('Failed to load resource'));
/** A mobile number nobody has used: the bind makes its account (a first code creates it, as on the login page). */

/** The login page of a school in a language; its one provider button, after axe looked at the page. */
async function providerButton(page: Page, school: string, lang: Lang) {
  await page.goto(`/login/index?sxz-lang=${lang}&redirect=${encodeURIComponent(`/portal/${school}`)}`);
  const providers = page.getByRole('group', { name: PROVIDERS_LABEL[lang] }).getByRole('button');
  await expect(providers).toHaveCount(1);
  return providers;
}

test('corporate SSO over SAML: a new name binds the learner with a code, then the same name signs in at once', async ({ page, browser }) => {
  const errors = watchConsole(page);
  const name = `saml-user-${Date.now()}`;
  // bind-account in Arabic and Chinese first (axe; not finished): the flow is the same.
  for (const [lang, dir] of LANGS.slice(1)) {
    await page.context().clearCookies();
    await (await providerButton(page, SAML_SCHOOL, lang)).click();
    await signInAtSamlParty(page, `${name}-${lang}`);
    await page.waitForURL((url) => url.pathname === '/uniportal/bind-account');
    await expect(page.locator('html')).toHaveAttribute('dir', dir);
    await expect(page.getByText('Oasis Corporate SSO (SAML)')).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
  }

  await page.context().clearCookies();
  const button = await providerButton(page, SAML_SCHOOL, 'en_US');
  expect(await axeViolations(page)).toEqual([]);
  await button.click();
  await signInAtSamlParty(page, name);
  await page.waitForURL((url) => url.pathname === '/uniportal/bind-account');
  await expect(page.getByText(/You signed in with .Oasis Corporate SSO \(SAML\). as/)).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await proveAccount(page, LEARNER, `/portal/${SAML_SCHOOL}`);
  expect(scriptErrors(errors)).toEqual([]);

  // Sign-out passes through the IdP's single logout (chosen by the server from the session) back to sign-in.
  const sloSeen = page.waitForRequest((request) => new URL(request.url()).pathname === '/slo' && new URL(request.url()).searchParams.has('SAMLRequest'));
  await page.getByRole('button', { name: /^Account: / }).click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  await sloSeen;
  await page.waitForURL((url) => url.pathname === '/login/index');
  expect(await signedIn(page)).toBe(false);

  // Another browser, the same name at the IdP: bound now, so signed in without a code.
  const other = await browser.newContext({ locale: 'en-US' });
  const again = await other.newPage();
  await (await providerButton(again, SAML_SCHOOL, 'en_US')).click();
  await signInAtSamlParty(again, name);
  await again.waitForURL((url) => url.pathname === `/portal/${SAML_SCHOOL}`);
  await expect(again.getByRole('button', { name: /^Account: / })).toBeVisible();
  expect(await signedIn(again)).toBe(true);
  await other.close();
});

test('messaging app: "Continue as" at the app binds with a code; inside the app "/" then signs in by itself', async ({ page, browser }) => {
  const errors = watchConsole(page);
  await page.goto(`/?sxz-lang=en_US`);
  await page.goto(`${WELINK_START}?${new URLSearchParams({ schoolId: WELINK_SCHOOL, redirect: `/portal/${WELINK_SCHOOL}` })}`);
  await page.waitForURL((url) => url.hostname === '127.0.0.1' && url.pathname === '/authorize');
  await page.getByRole('link', { name: /^Continue as / }).click();
  await page.waitForURL((url) => url.pathname === '/uniportal/bind-account');
  await expect(page.getByText(/You signed in with .WeLink. as/)).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await proveAccount(page, ADMIN, `/portal/${WELINK_SCHOOL}`);
  expect(scriptErrors(errors)).toEqual([]);

  // Spec §2: an anonymous visitor inside the app (its user agent says WeLink) opening "/" gets the free login first.
  const inApp = await browser.newContext({ locale: 'en-US', userAgent: `${await page.evaluate(() => navigator.userAgent)} WeLink/7.40.5` });
  const visitor = await inApp.newPage();
  await visitor.goto('/?sxz-lang=en_US');
  await visitor.waitForURL((url) => url.hostname === '127.0.0.1' && url.pathname === '/authorize');
  await visitor.getByRole('link', { name: /^Continue as / }).click();
  // The app's user is bound (to the administrator) now: signed in, and "/" sends a signed-in user to their school.
  await visitor.waitForURL((url) => url.pathname.startsWith('/portal/'));
  await expect(visitor.getByRole('button', { name: /^Account: / })).toBeVisible();
  expect(await signedIn(visitor)).toBe(true);
  await inApp.close();
});

test('messaging app: when the app answers 030025 the callback page says so and nobody is signed in', async ({ page }) => {
  // A real refusal by the party: its token call answers 030025 for a code it never issued.
  await page.goto(`/?sxz-lang=en_US`);
  await page.goto(`${WELINK_START}?${new URLSearchParams({ schoolId: WELINK_SCHOOL })}`);
  const continueHref = await page.getByRole('link', { name: /^Continue as / }).getAttribute('href');
  const back = await page.request.get(new URL(continueHref!, page.url()).href, { maxRedirects: 0 });
  const callback = new URL(back.headers().location!);
  expect(callback.pathname).toBe('/welink/callback');
  callback.searchParams.set('code', 'a-code-the-app-never-issued');
  await page.goto(`${callback.pathname}${callback.search}`);
  await expect(page.getByText('The messaging app could not sign you in. Sign in with a one-time code instead.')).toBeVisible();
  expect(await signedIn(page)).toBe(false);
  expect(await axeViolations(page)).toEqual([]);

  // The same page in Arabic and Chinese (a callback without its state is refused the same way).
  for (const [lang, dir] of LANGS.slice(1)) {
    await page.goto(`/welink/callback?sxz-lang=${lang}&code=no-state-with-it`);
    await expect(page.locator('html')).toHaveAttribute('dir', dir);
    await expect(page.getByRole('button').first()).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    expect(await signedIn(page)).toBe(false);
  }
});

test('internal network: from this machine the network page goes on to the intranet sign-in; a new person binds and is signed in', async ({ page }) => {
  const errors = watchConsole(page);
  // The page goes on to the server's start address by itself; answered with 204 (the browser stays) while axe looks
  // at the "you are on the school's network" state in each language.
  await page.route(`**${NETWORK_START}?**`, (route) => route.fulfill({ status: 204 }));
  const networkPage = (lang: Lang) => `/bigNet/v1/authorize?${new URLSearchParams({ schoolId: NETWORK_SCHOOL, redirect: `/portal/${NETWORK_SCHOOL}`, 'sxz-lang': lang })}`;
  for (const [lang, dir] of LANGS) {
    const started = page.waitForRequest((request) => request.url().includes(NETWORK_START));
    await page.goto(networkPage(lang));
    await started;
    await expect(page.locator('html')).toHaveAttribute('dir', dir);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('main').getByRole('status').first()).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
  }
  // The page's own attempt is answered with 204 first (seen), so the button below is what goes on — not a race
  // between that attempt and the unroute.
  const attempted = page.waitForRequest((request) => request.url().includes(NETWORK_START));
  await page.goto(networkPage('en_US'));
  await attempted;
  await expect(page.getByText('You are on the school’s network. Taking you to the school’s sign-in…')).toBeVisible();
  await page.unroute(`**${NETWORK_START}?**`);
  await page.getByRole('button', { name: 'Continue to the school’s sign-in' }).click();

  // The intranet OpenID party: any login name is a person there; then its consent page.
  await page.locator('input[name="login"]').fill(`intranet-${Date.now()}`);
  await page.locator('input[name="password"]').fill('any password');
  await page.getByRole('button', { name: 'Sign-in' }).click();
  await page.getByRole('button', { name: 'Continue' }).click();
  await proveAccount(page, freshMobile(), `/portal/${NETWORK_SCHOOL}`);
  expect(scriptErrors(errors)).toEqual([]);
});

/**
 * The hw and imc apps from the login page's button: "Continue as …" at the app → the app's callback page →
 * bind-account with a new account's code → signed in; axe on the login page with the button in each language.
 */
async function signInThroughApp(page: Page, school: string, app: { name: string; callback: string }) {
  for (const [lang, dir] of LANGS) {
    await page.context().clearCookies();
    await providerButton(page, school, lang);
    await expect(page.locator('html')).toHaveAttribute('dir', dir);
    expect(await axeViolations(page)).toEqual([]);
  }
  const button = await providerButton(page, school, 'en_US');
  await expect(button).toHaveText(new RegExp(app.name));
  await button.click();
  await page.waitForURL((url) => url.hostname === '127.0.0.1' && url.pathname === '/authorize');
  const callbackSeen = page.waitForURL((url) => url.pathname === app.callback);
  await page.getByRole('link', { name: /^Continue as / }).click();
  await callbackSeen;
  await expect(page.getByText(new RegExp(`You signed in with .${app.name}. as`))).toBeVisible();
  await proveAccount(page, freshMobile(), `/portal/${school}`);
  expect(await signedIn(page)).toBe(true);
  await page.getByRole('button', { name: /^Account: / }).click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
}

test('enterprise cloud (hw): the button, the app, bind with a code; sign-out (method 2) ends at the cloud’s signed-out page', async ({ page }) => {
  const errors = watchConsole(page);
  await signInThroughApp(page, HW_SCHOOL, { name: 'Enterprise Cloud', callback: '/hw/callback' });
  await page.waitForURL((url) => url.hostname === '127.0.0.1' && url.pathname === '/signed-out');
  await expect(page.getByText('You are signed out of the enterprise cloud.')).toBeVisible();
  expect(await signedIn(page)).toBe(false);
  // Its link goes back to the portal that sent us (a registered origin only).
  await page.getByRole('link', { name: 'Back to sign-in' }).click();
  await page.waitForURL((url) => url.pathname === '/login/index');
  expect(await signedIn(page)).toBe(false);
  expect(scriptErrors(errors)).toEqual([]);
});

test('imc: the button, the app, bind with a code; sign-out ends on our login page', async ({ page }) => {
  const errors = watchConsole(page);
  await signInThroughApp(page, IMC_SCHOOL, { name: 'IMC Messenger', callback: '/imc/callback' });
  await page.waitForURL((url) => url.pathname === '/login/index');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await signedIn(page)).toBe(false);
  expect(scriptErrors(errors)).toEqual([]);
});
