import { createHash, randomBytes } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import { expect, test, type Browser } from '@playwright/test';
import { LEARNER, axeViolations, signedInState } from './helpers.ts';

/**
 * Our own authorization server end to end: the demo client app "Harbour Library" (seeded by
 * apps/server/src/seed/oauthClients.ts, redirect URI http://127.0.0.1:47123/callback) sends a signed-in learner to
 * /oauth2/v1/authorize; the consent screen says who asks for what; Allow brings a code to the app, which exchanges it
 * (PKCE verifier and secret) for a token and reads userinfo; Deny brings access_denied.
 */
const APP = { clientId: 'harbour-library', secret: 'demo-secret-harbour-library', redirectUri: 'http://127.0.0.1:47123/callback' };
const PORT = 47123;
const ALLOW = { en_US: 'Allow', ar_SA: 'سماح', zh_CN: '允许' } as const;
const DENY = { en_US: 'Deny', ar_SA: 'رفض', zh_CN: '拒绝' } as const;

/** The client app's redirect target: records what arrives and shows a plain page. */
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

function pkce() {
  const verifier = randomBytes(32).toString('base64url');
  return { verifier, challenge: createHash('sha256').update(verifier).digest('base64url') };
}

function authorizeUrl(lang: keyof typeof ALLOW, state: string, challenge: string, scope = 'openid profile') {
  const query = new URLSearchParams({ client_id: APP.clientId, redirect_uri: APP.redirectUri, response_type: 'code', scope, state, code_challenge: challenge, code_challenge_method: 'S256', 'sxz-lang': lang });
  return `/oauth2/v1/authorize?${query}`;
}

async function learnerPage(browser: Browser) {
  const context = await browser.newContext({ locale: 'en-US', storageState: await signedInState(browser, LEARNER) });
  return { context, page: await context.newPage() };
}

const arrivalWith = (state: string) => arrivals.find((url) => url.searchParams.get('state') === state);

test.describe.serial('authorize an app', () => {
  for (const lang of ['en_US', 'ar_SA', 'zh_CN'] as const) {
    test(`the consent screen is axe-clean in ${lang}; Deny sends access_denied to the app`, async ({ browser }) => {
      const { context, page } = await learnerPage(browser);
      const state = `deny-${lang}`;
      await page.goto(authorizeUrl(lang, state, pkce().challenge));
      await expect(page.getByRole('heading', { level: 1, name: /Harbour Library/ })).toBeVisible();
      await expect(page.getByText('127.0.0.1:47123')).toBeVisible();
      expect(await axeViolations(page)).toEqual([]);
      await page.getByRole('button', { name: DENY[lang] }).click();
      await page.waitForURL((url) => url.origin === `http://127.0.0.1:${PORT}`);
      const arrival = arrivalWith(state)!;
      expect(arrival.pathname).toBe('/callback');
      expect(arrival.searchParams.get('error')).toBe('access_denied');
      expect(arrival.searchParams.has('code')).toBe(false);
      await context.close();
    });
  }

  test('Allow: the app gets a code, exchanges it for a token and reads who signed in', async ({ browser, baseURL }) => {
    const { context, page } = await learnerPage(browser);
    const { verifier, challenge } = pkce();
    await page.goto(authorizeUrl('en_US', 'allow-1', challenge));
    await page.getByRole('button', { name: ALLOW.en_US }).click();
    await page.waitForURL((url) => url.origin === `http://127.0.0.1:${PORT}`);
    const code = arrivalWith('allow-1')!.searchParams.get('code')!;
    expect(code).toBeTruthy();

    // The app's own server: no browser cookies, its secret and the PKCE verifier.
    const form = new URLSearchParams({ grant_type: 'authorization_code', code, redirect_uri: APP.redirectUri, client_id: APP.clientId, client_secret: APP.secret, code_verifier: verifier });
    const token = await fetch(`${baseURL}/api/auth/v1/oauth/token`, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: form });
    expect(token.status).toBe(200);
    const { access_token: accessToken, scope } = (await token.json()) as { access_token: string; scope: string };
    expect(scope).toBe('openid profile');
    const userinfo = await fetch(`${baseURL}/api/auth/v1/oauth/userinfo`, { headers: { authorization: `Bearer ${accessToken}` } });
    expect(userinfo.status).toBe(200);
    expect(await userinfo.json()).toMatchObject({ sub: 'u-learner' });
    // The code works once.
    expect((await fetch(`${baseURL}/api/auth/v1/oauth/token`, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: form })).status).toBe(400);

    // Allowed once for these scopes: the next request goes straight back to the app with a new code.
    await page.goto(authorizeUrl('en_US', 'allow-2', pkce().challenge));
    await page.waitForURL((url) => url.origin === `http://127.0.0.1:${PORT}`);
    expect(arrivalWith('allow-2')!.searchParams.get('code')).toBeTruthy();
    await context.close();
  });

  test('an unregistered redirect address is an error page, and the browser stays', async ({ browser }) => {
    const { context, page } = await learnerPage(browser);
    const query = new URLSearchParams({ client_id: APP.clientId, redirect_uri: 'http://127.0.0.1:47123.evil.example/callback', response_type: 'code', state: 'evil', code_challenge: pkce().challenge, code_challenge_method: 'S256', 'sxz-lang': 'en_US' });
    await page.goto(`/oauth2/v1/authorize?${query}`);
    await expect(page.getByRole('heading', { level: 1, name: 'This app cannot be authorized' })).toBeVisible();
    expect(new URL(page.url()).pathname).toBe('/oauth2/v1/authorize');
    expect(arrivalWith('evil')).toBeUndefined();
    expect(await axeViolations(page)).toEqual([]);
    await context.close();
  });
});
