import { afterAll, beforeAll, expect, it } from 'vitest';
import { browser, startTestServer } from '../harness.ts';
import type { Server } from '../../src/server.ts';
import { startDemoParties } from '../../dev-parties/demo.ts';
import { IDENTITY_DEMO } from '../../src/seed/identity.ts';
import { oidcBrowser } from './oidcBrowser.ts';

/** The demo launcher: its parties (OpenID, SAML, messaging app) start, the seeded provider rows point at them, and the seeded learner signs in. */
let server: Server;
let parties: Awaited<ReturnType<typeof startDemoParties>>;

beforeAll(async () => {
  server = await startTestServer();
  parties = await startDemoParties(server.services, ['http://localhost', 'http://127.0.0.1:3000']);
});
afterAll(async () => {
  await parties?.stop();
  await server?.db.close();
});

it('starts a party per demo school with an outside provider and points the school’s provider rows at it', async () => {
  expect(parties.failed).toEqual([]);
  expect(parties.running.map((party) => party.schoolId)).toEqual([IDENTITY_DEMO.enterpriseOauth2, IDENTITY_DEMO.ssoOidc, IDENTITY_DEMO.ssoSaml, IDENTITY_DEMO.welink, IDENTITY_DEMO.bigNet, IDENTITY_DEMO.hw, IDENTITY_DEMO.imc]);
  const rows = await server.db.query<{ school_id: string; issuer: string; redirect_uris: string[] }>('select school_id, issuer, redirect_uris from identity_providers where school_id = any($1) order by school_id', [[IDENTITY_DEMO.enterpriseOauth2, IDENTITY_DEMO.ssoOidc]]);
  expect(rows).toEqual([
    { school_id: IDENTITY_DEMO.enterpriseOauth2, issuer: parties.running[0]!.url, redirect_uris: ['http://localhost/enterpriseOauth2/callback', 'http://127.0.0.1:3000/enterpriseOauth2/callback'] },
    { school_id: IDENTITY_DEMO.ssoOidc, issuer: parties.running[1]!.url, redirect_uris: ['http://localhost/uniportal/callback', 'http://127.0.0.1:3000/uniportal/callback'] },
  ]);
});

it('signs the demo learner in by typing "learner" at the enterprise party; "admin" at the SSO party must bind', async () => {
  const client = browser(server);
  const started = await client.get(`/api/auth/open/enterprise/oauth2/authorize?schoolId=${IDENTITY_DEMO.enterpriseOauth2}`);
  const back = await oidcBrowser().signIn(started.headers.get('location')!, 'learner', 'http://localhost/enterpriseOauth2/callback');
  const answer = await client.request('POST', '/api/auth/open/enterprise/oauth2/accesstoken', { json: Object.fromEntries(back.searchParams) });
  expect(answer.body.data).toMatchObject({ status: 'signedIn', tokens: { user_id: 'u-learner' } });

  const sso = browser(server);
  const ssoStart = await sso.get(`/api/auth/open/third/uniportal/authorize?schoolId=${IDENTITY_DEMO.ssoOidc}`);
  const ssoBack = await oidcBrowser().signIn(ssoStart.headers.get('location')!, 'admin', 'http://localhost/uniportal/callback');
  const ssoAnswer = await sso.request('POST', '/api/auth/open/thirdlogin/accesstoken/', { json: Object.fromEntries(ssoBack.searchParams) });
  expect(ssoAnswer.body.data).toMatchObject({ status: 'bind', maskedEmail: 'a***n@example.com' });
});

it('points the hw and imc apps at their parties; the hw sign-out page links back only to a registered portal', async () => {
  const [hw, imc] = [parties.running[5]!, parties.running[6]!];
  const rows = await server.db.query<{ school_id: string; issuer: string; redirect_uris: string[]; sign_out_url: string | null }>(
    'select school_id, issuer, redirect_uris, sign_out_url from identity_providers where school_id = any($1) order by school_id', [[IDENTITY_DEMO.hw, IDENTITY_DEMO.imc]],
  );
  expect(rows).toEqual([
    { school_id: IDENTITY_DEMO.hw, issuer: hw.url, redirect_uris: ['http://localhost/hw/callback', 'http://127.0.0.1:3000/hw/callback'], sign_out_url: `${hw.url}/signed-out` },
    { school_id: IDENTITY_DEMO.imc, issuer: imc.url, redirect_uris: ['http://localhost/imc/callback', 'http://127.0.0.1:3000/imc/callback'], sign_out_url: null },
  ]);

  const signedOut = async (referer: string) => (await fetch(`${hw.url}/signed-out`, { headers: { referer } })).text();
  const fromPortal = await signedOut('http://127.0.0.1:3000/portal/1000000000000000016');
  expect(fromPortal).toContain('You are signed out of the enterprise cloud.');
  expect(fromPortal).toContain('href="http://127.0.0.1:3000/login/index"');
  const fromElsewhere = await signedOut('http://127.0.0.1.evil.test/');
  expect(fromElsewhere).toContain('You are signed out of the enterprise cloud.');
  expect(fromElsewhere).not.toContain('href=');
});
