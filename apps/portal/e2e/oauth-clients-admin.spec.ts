import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test } from '@playwright/test';
import * as oidc from 'openid-client';
import { ADMIN, SCHOOL, axeViolations, signedInState, watchConsole } from './helpers.ts';

/**
 * Issue 32: a school administrator registers an app of the school on /admin/{school}/apps, copies its secret
 * (shown once), and the app — openid-client, a certified relying party — signs the administrator in with it
 * (code + PKCE, client_secret_basic); then the administrator deletes it. Rotation and the refusals are server tests
 * (apps/server/test/identity/oauthClients.test.ts).
 */
const APP_NAME = 'Harbour E2E Catalogue';
const ADMIN_ID = 'u-admin';
/** A sentence with the app's name inside, isolated by FSI/PDI (isolate()). */
const about = (before: string, after = '') => new RegExp(`^${before}\\u2068?${APP_NAME}\\u2069?${after}$`);

let app: Server;
let redirectUri = '';
const arrivals: URL[] = [];

test.beforeAll(async () => {
  app = createServer((request, response) => {
    arrivals.push(new URL(request.url ?? '/', redirectUri));
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    response.end('<!doctype html><html lang="en"><title>Catalogue</title><h1>Catalogue</h1></html>');
  });
  await new Promise<void>((resolve) => app.listen(0, '127.0.0.1', resolve));
  redirectUri = `http://127.0.0.1:${(app.address() as AddressInfo).port}/cb`;
});

test.afterAll(async () => {
  await new Promise((resolve) => app.close(resolve));
});

test('the administrator registers an app, it signs in with the secret shown once, and is deleted', async ({ browser, baseURL }) => {
  const context = await browser.newContext({ locale: 'en-US', storageState: await signedInState(browser, ADMIN) });
  const page = await context.newPage();
  const errors = watchConsole(page);
  await page.goto(`/admin/${SCHOOL}/sign-in-methods?sxz-lang=en_US`);
  await page.getByRole('link', { name: 'Apps that sign in with the portal' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Apps that sign in with the portal' })).toBeVisible();

  await page.getByRole('button', { name: 'Register an app' }).click();
  await page.getByRole('textbox', { name: 'App name' }).fill(APP_NAME);
  // The page says which line is wrong before asking the server.
  await page.getByRole('textbox', { name: /Redirect URIs/ }).fill(`${redirectUri}\nhttp://evil.example/cb`);
  await page.getByRole('button', { name: 'Register', exact: true }).click();
  await expect(page.getByText(/Line 2: not a full https address/)).toBeVisible();
  await page.getByRole('textbox', { name: /Redirect URIs/ }).fill(redirectUri);
  await page.getByRole('button', { name: 'Register', exact: true }).click();

  const card = page.getByRole('region', { name: APP_NAME });
  const secret = await card.getByRole('textbox', { name: about('Client secret of ') }).inputValue();
  expect(secret.length).toBeGreaterThanOrEqual(40);
  const clientId = (await card.locator('dd').first().textContent())!.trim();
  expect(await axeViolations(page)).toEqual([]);
  await card.getByRole('button', { name: 'I have copied it' }).click();
  await expect(card.getByRole('textbox')).toHaveCount(0);

  // The app signs the administrator in: our consent page, Allow, a code at the app, tokens for the secret.
  const config = await oidc.discovery(new URL(baseURL!), clientId, undefined, oidc.ClientSecretBasic(secret), { execute: [oidc.allowInsecureRequests] });
  const verifier = oidc.randomPKCECodeVerifier();
  const url = oidc.buildAuthorizationUrl(config, { redirect_uri: redirectUri, scope: 'openid profile', state: 'e2e-1', code_challenge: await oidc.calculatePKCECodeChallenge(verifier), code_challenge_method: 'S256' });
  await page.goto(`${url.href}&sxz-lang=en_US`);
  await expect(page.getByRole('heading', { level: 1, name: new RegExp(APP_NAME) })).toBeVisible();
  await page.getByRole('button', { name: 'Allow' }).click();
  await page.waitForURL((address) => address.href.startsWith(redirectUri));
  const tokens = await oidc.authorizationCodeGrant(config, arrivals.at(-1)!, { pkceCodeVerifier: verifier, expectedState: 'e2e-1' });
  expect(tokens.claims()).toMatchObject({ aud: clientId, sub: ADMIN_ID });

  await page.goto(`/admin/${SCHOOL}/apps?sxz-lang=en_US`);
  await page.getByRole('region', { name: APP_NAME }).getByRole('button', { name: about('Delete ') }).click();
  await page.getByRole('button', { name: 'Delete the app' }).click();
  await expect(page.getByText(about('', ' was deleted\\.'))).toBeVisible();
  await expect(page.getByRole('region', { name: APP_NAME })).toHaveCount(0);
  await expect(oidc.fetchUserInfo(config, tokens.access_token, ADMIN_ID)).rejects.toMatchObject({ status: 401 });
  expect(errors).toEqual([]);
  await context.close();
});
