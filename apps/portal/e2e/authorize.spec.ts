import { createServer, type Server } from 'node:http';
import { expect, test, type Browser } from '@playwright/test';
import * as oidc from 'openid-client';
import { LEARNER, LECTURER, axeViolations, signIn, signedInState } from './helpers.ts';

/**
 * Our OpenID provider end to end (issue 32, decision 0028), with a certified relying party: openid-client plays the
 * demo app "Harbour Library" (seeded by apps/server/src/seed/oauthClients.ts, redirect URI
 * http://127.0.0.1:47123/callback, served by this test). It discovers the provider and sends a visitor's browser to
 * /oauth2/v1/authorize; they sign in on our page, our consent page says who asks for what; Allow brings a code to the app, which
 * exchanges it (PKCE verifier, client_secret_basic), checks the ID token against the JWKS, reads userinfo, refreshes,
 * revokes, and signs the person out through our confirmation page. Deny brings access_denied; an unregistered
 * address is an error page. The protocol's refusals are server tests (identity/authorizationServer.test.ts).
 */
const APP = { clientId: 'harbour-library', secret: 'demo-secret-harbour-library', redirectUri: 'http://127.0.0.1:47123/callback', signedOut: 'http://127.0.0.1:47123/signed-out' };
const PORT = 47123;
/** The demo lecturer's account id (apps/server/src/seed/demoIds.ts): the subject of the ID token. */
const LECTURER_ID = 'u-lecturer';
const ALLOW = { en_US: 'Allow', ar_SA: 'سماح', zh_CN: '允许' } as const;
const DENY = { en_US: 'Deny', ar_SA: 'رفض', zh_CN: '拒绝' } as const;

/** The client app's loopback address: records what arrives and shows a plain page. */
let app: Server;
const arrivals: URL[] = [];

test.beforeAll(async () => {
  app = createServer((request, response) => {
    arrivals.push(new URL(request.url ?? '/', `http://127.0.0.1:${PORT}`));
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    response.end('<!doctype html><html lang="en"><title>Harbour Library</title><h1>Harbour Library</h1></html>');
  });
  await new Promise<void>((resolve) => app.listen(PORT, '127.0.0.1', resolve));
});

test.afterAll(async () => {
  await new Promise((resolve) => app.close(resolve));
});

const relyingParty = (issuer: string) => oidc.discovery(new URL(issuer), APP.clientId, undefined, oidc.ClientSecretBasic(APP.secret), { execute: [oidc.allowInsecureRequests] });

async function authorizeUrl(config: oidc.Configuration, state: string, extra: Record<string, string> = {}) {
  const verifier = oidc.randomPKCECodeVerifier();
  const url = oidc.buildAuthorizationUrl(config, { redirect_uri: APP.redirectUri, scope: 'openid profile', state, code_challenge: await oidc.calculatePKCECodeChallenge(verifier), code_challenge_method: 'S256', ...extra });
  return { url, verifier };
}

async function learnerPage(browser: Browser) {
  const context = await browser.newContext({ locale: 'en-US', storageState: await signedInState(browser, LEARNER) });
  return { context, page: await context.newPage() };
}

const arrivalWith = (state: string) => arrivals.find((url) => url.searchParams.get('state') === state);
const atTheApp = (url: URL) => url.origin === `http://127.0.0.1:${PORT}`;

test.describe.serial('an app signs in through our OpenID provider', () => {
  for (const lang of ['en_US', 'ar_SA', 'zh_CN'] as const) {
    test(`the consent screen is axe-clean in ${lang}; Deny sends access_denied to the app`, async ({ browser, baseURL }) => {
      const { context, page } = await learnerPage(browser);
      const state = `deny-${lang}`;
      const { url } = await authorizeUrl(await relyingParty(baseURL!), state);
      await page.goto(`${url}&sxz-lang=${lang}`);
      await expect(page.getByRole('heading', { level: 1, name: /Harbour Library/ })).toBeVisible();
      await expect(page.getByText('127.0.0.1:47123')).toBeVisible();
      expect(await axeViolations(page)).toEqual([]);
      await page.getByRole('button', { name: DENY[lang] }).click();
      await page.waitForURL(atTheApp);
      const arrival = arrivalWith(state)!;
      expect(arrival.pathname).toBe('/callback');
      expect(arrival.searchParams.get('error')).toBe('access_denied');
      expect(arrival.searchParams.has('code')).toBe(false);
      await context.close();
    });
  }

  test('a visitor signs in on our page, allows; code + PKCE, ID token checked against the JWKS, userinfo, refresh with rotation, revocation, logout', async ({ browser, baseURL }) => {
    const config = await relyingParty(baseURL!);
    // Not signed in: the provider hands over to our page, which sends the visitor to our sign-in and back.
    const context = await browser.newContext({ locale: 'en-US' });
    const page = await context.newPage();
    const { url, verifier } = await authorizeUrl(config, 'allow-1', { ui_locales: 'en-US' });
    await page.goto(url.href);
    await page.waitForURL((address) => address.pathname === '/login/index');
    const back = new URL(page.url()).searchParams.get('redirect')!;
    expect(back).toMatch(/^\/oauth2\/v1\/interaction\?uid=/);
    await signIn(page, LECTURER, back, '/oauth2/v1/interaction');
    await expect(page.getByRole('heading', { level: 1, name: /Harbour Library/ })).toBeVisible();
    await page.getByRole('button', { name: ALLOW.en_US }).click();
    await page.waitForURL(atTheApp);

    const tokens = await oidc.authorizationCodeGrant(config, arrivalWith('allow-1')!, { pkceCodeVerifier: verifier, expectedState: 'allow-1' });
    expect(tokens.claims()).toMatchObject({ iss: baseURL, aud: APP.clientId, sub: LECTURER_ID });
    expect(await oidc.fetchUserInfo(config, tokens.access_token, LECTURER_ID)).toMatchObject({ sub: LECTURER_ID });
    const refreshed = await oidc.refreshTokenGrant(config, tokens.refresh_token!);
    expect(refreshed.refresh_token).not.toBe(tokens.refresh_token);
    await oidc.tokenRevocation(config, refreshed.access_token);
    await expect(oidc.fetchUserInfo(config, refreshed.access_token, LECTURER_ID)).rejects.toMatchObject({ status: 401 });

    // Allowed once for these scopes: the next request goes straight back to the app with a new code.
    const next = await authorizeUrl(config, 'allow-2');
    await page.goto(next.url.href);
    await page.waitForURL(atTheApp);
    expect(arrivalWith('allow-2')!.searchParams.get('code')).toBeTruthy();

    // RP-initiated logout: our confirmation, then back to the app, signed out of the portal too.
    await page.goto(oidc.buildEndSessionUrl(config, { id_token_hint: tokens.id_token!, post_logout_redirect_uri: APP.signedOut, state: 'bye' }).href);
    await expect(page.getByRole('heading', { level: 1, name: 'Sign out?' })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Sign out', exact: true }).click();
    await page.waitForURL(atTheApp);
    expect(arrivalWith('bye')!.pathname).toBe('/signed-out');
    expect((await page.request.get('/api/accounts/users/me')).status()).toBe(401);
    await context.close();
  });

  test('an unregistered redirect address is an error page, and the browser stays', async ({ browser, baseURL }) => {
    const { context, page } = await learnerPage(browser);
    const { url } = await authorizeUrl(await relyingParty(baseURL!), 'evil', { redirect_uri: 'http://127.0.0.1:47123.evil.example/callback' });
    await page.goto(`${url}&sxz-lang=en_US`);
    await expect(page.getByRole('heading', { level: 1, name: 'This app cannot be authorized' })).toBeVisible();
    expect(new URL(page.url()).pathname).toBe('/oauth2/v1/interaction');
    expect(arrivalWith('evil')).toBeUndefined();
    expect(await axeViolations(page)).toEqual([]);
    await context.close();
  });
});
