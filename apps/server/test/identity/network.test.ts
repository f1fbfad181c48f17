import { afterAll, beforeAll, describe, expect, it } from 'vitest';
// The harness first: it loads the server and its seed modules in the order they expect.
import { startTestServer } from '../harness.ts';
import type { Server } from '../../src/server.ts';
import { startOidcParty, type OidcParty } from '../../dev-parties/oidcParty.ts';
import { pointProvider } from '../../dev-parties/demo.ts';
import { ipRangeList, resolveClientIp } from '../../src/http/clientIp.ts';
import { loadConfig } from '../../src/config.ts';
import { DEMO_BIGNET_CLIENT, seedNetworkDemo } from '../../src/seed/identityNetwork.ts';
import { browserAt } from './clientAddress.ts';
import { oidcBrowser } from './oidcBrowser.ts';

/**
 * Internal-network sign-in against a real intranet OpenID provider on 127.0.0.1: allowed only from the school's
 * ranges (IPv4, IPv6, IPv4-mapped IPv6), judged from the connection; a forwarded address counts only from a
 * trusted proxy (loopback by default).
 */
const ORIGIN = 'http://localhost';
const SCHOOL = DEMO_BIGNET_CLIENT.schoolId;
const CALLBACK = '/uniportal/callback';
const authorize = (redirect = '/portal/1000000000000000015') => `/api/auth/open/bignet/authorize?schoolId=${SCHOOL}&redirect=${encodeURIComponent(redirect)}`;
const clientIp = (from: string, headers: Record<string, string> = {}) => browserAt(server, from).request('GET', `/api/accounts/open/client/ip?schoolId=${SCHOOL}`, { headers });

let server: Server;
let party: OidcParty;

beforeAll(async () => {
  server = await startTestServer();
  await seedNetworkDemo(server.db);
  party = await startOidcParty({ clients: [{ client_id: DEMO_BIGNET_CLIENT.clientId, client_secret: DEMO_BIGNET_CLIENT.clientSecret, redirect_uris: [`${ORIGIN}${CALLBACK}`] }] });
  await pointProvider(server.services, DEMO_BIGNET_CLIENT.providerId, { issuer: party.url, redirectUris: [`${ORIGIN}${CALLBACK}`] });
}, 60_000);

afterAll(async () => {
  await party?.stop();
  await server?.db.close();
});

describe('the client address', () => {
  const trusted = ipRangeList(['127.0.0.0/8', '::1/128']);

  it('is the connection’s peer; X-Forwarded-For counts only when the peer is a trusted proxy', () => {
    expect(resolveClientIp('203.0.113.4', '10.0.0.1', trusted)).toBe('203.0.113.4');
    expect(resolveClientIp('127.0.0.1', '203.0.113.4', trusted)).toBe('203.0.113.4');
    expect(resolveClientIp('::1', '2001:db8::7', trusted)).toBe('2001:db8::7');
    // The client may write its own entries in front: only the right-most untrusted hop is believed.
    expect(resolveClientIp('127.0.0.1', '10.0.0.1, 203.0.113.4', trusted)).toBe('203.0.113.4');
    expect(resolveClientIp('127.0.0.1', '203.0.113.4, 127.0.0.2', trusted)).toBe('203.0.113.4');
    expect(resolveClientIp('127.0.0.1', 'not-an-address', trusted)).toBe('127.0.0.1');
    expect(resolveClientIp(undefined, '10.0.0.1', trusted)).toBe('unknown');
  });

  it('TRUSTED_PROXIES is read as CIDRs; a typo stops the server instead of trusting the wrong peers', () => {
    expect(loadConfig({ NODE_ENV: 'test' }).trustedProxies).toEqual(['127.0.0.0/8', '::1/128']);
    expect(loadConfig({ NODE_ENV: 'test', TRUSTED_PROXIES: '10.1.0.0/16, fd00::/8' }).trustedProxies).toEqual(['10.1.0.0/16', 'fd00::/8']);
    expect(loadConfig({ NODE_ENV: 'test', TRUSTED_PROXIES: '' }).trustedProxies).toEqual([]);
    expect(() => loadConfig({ NODE_ENV: 'test', TRUSTED_PROXIES: '10.1.0.0/33' })).toThrow(/TRUSTED_PROXIES/);
  });

  it('client/ip answers the address, and with schoolId whether it is inside the school’s network', async () => {
    expect((await clientIp('10.1.2.3')).body.data).toEqual({ ip: '10.1.2.3', inSchoolNetwork: true });
    expect((await clientIp('203.0.113.5')).body.data).toEqual({ ip: '203.0.113.5', inSchoolNetwork: false });
    expect((await clientIp('::1')).body.data).toEqual({ ip: '::1', inSchoolNetwork: true });
    expect((await clientIp('2001:db8::5')).body.data).toEqual({ ip: '2001:db8::5', inSchoolNetwork: false });
    expect((await clientIp('::ffff:10.9.8.7')).body.data).toEqual({ ip: '::ffff:10.9.8.7', inSchoolNetwork: true });
    expect((await browserAt(server, '10.1.2.3').get('/api/accounts/open/client/ip')).body.data).toEqual({ ip: '10.1.2.3' });
    // A school without internal-network sign-in has nobody inside.
    expect((await browserAt(server, '10.1.2.3').get('/api/accounts/open/client/ip?schoolId=1000000000000000001')).body.data).toEqual({ ip: '10.1.2.3', inSchoolNetwork: false });
  });
});

describe('internal-network sign-in', () => {
  const expectRefused = (answer: { status: number; body: any }) =>
    expect(answer).toMatchObject({ status: 403, body: { message: 'Internal-network sign-in works only from the school’s network.' } });

  it('from inside an IPv4 range: 302 to the school’s provider with PKCE S256, state and nonce', async () => {
    const answer = await browserAt(server, '10.20.30.40').get(authorize());
    expect(answer.status).toBe(302);
    const location = new URL(answer.headers.get('location')!);
    expect(location.origin).toBe(party.url);
    expect(location.searchParams.get('client_id')).toBe(DEMO_BIGNET_CLIENT.clientId);
    expect(location.searchParams.get('code_challenge_method')).toBe('S256');
    expect(location.searchParams.get('state')).toBeTruthy();
    expect(location.searchParams.get('nonce')).toBeTruthy();
  });

  it('from inside an IPv6 range, and from an IPv4-mapped IPv6 address inside an IPv4 range', async () => {
    expect((await browserAt(server, '::1').get(authorize())).status).toBe(302);
    expect((await browserAt(server, '::ffff:10.4.5.6').get(authorize())).status).toBe(302);
  });

  it('from outside: 403 with a message, for IPv4, IPv6 and IPv4-mapped addresses', async () => {
    expectRefused(await browserAt(server, '203.0.113.9').get(authorize()));
    expectRefused(await browserAt(server, '2001:db8::9').get(authorize()));
    expectRefused(await browserAt(server, '::ffff:203.0.113.9').get(authorize()));
    expectRefused(await browserAt(server, '11.0.0.1').get(authorize()));
    // An in-process request with no connection to judge is outside too.
    expect((await browserAt(server, 'none').get(authorize())).status).toBe(403);
  });

  it('a forged X-Forwarded-For from an untrusted address is ignored', async () => {
    const forged = { 'x-forwarded-for': '10.0.0.1', 'x-real-ip': '10.0.0.1' };
    expectRefused(await browserAt(server, '203.0.113.20').request('GET', authorize(), { headers: forged }));
    expect((await clientIp('203.0.113.20', forged)).body.data).toEqual({ ip: '203.0.113.20', inSchoolNetwork: false });
  });

  it('behind a trusted proxy the forwarded address decides, both ways', async () => {
    expect((await browserAt(server, '127.0.0.1').request('GET', authorize(), { headers: { 'x-forwarded-for': '10.0.0.7' } })).status).toBe(302);
    expectRefused(await browserAt(server, '127.0.0.1').request('GET', authorize(), { headers: { 'x-forwarded-for': '203.0.113.21' } }));
    // A client that prepends an inside address to the chain is still judged by the address the proxy saw.
    expectRefused(await browserAt(server, '127.0.0.1').request('GET', authorize(), { headers: { 'x-forwarded-for': '10.0.0.1, 203.0.113.22' } }));
    expect((await clientIp('::1', { 'x-forwarded-for': '203.0.113.23' })).body.data).toEqual({ ip: '203.0.113.23', inSchoolNetwork: false });
  });

  it('a school that does not sign in this way answers 404', async () => {
    const answer = await browserAt(server, '10.0.0.1').get('/api/auth/open/bignet/authorize?schoolId=1000000000000000001');
    expect(answer).toMatchObject({ status: 404, body: { message: 'This school does not sign in this way.' } });
  });

  it('the provider signs the person in; a new identity goes to bind-account, never straight to a session', async () => {
    const client = browserAt(server, '10.0.0.8');
    const start = await client.get(authorize('/portal/1000000000000000015/home'));
    const back = await oidcBrowser().signIn(start.headers.get('location')!, 'intranet-user', `${ORIGIN}${CALLBACK}`);
    const outcome = await client.request('POST', '/api/auth/open/thirdlogin/accesstoken/', {
      json: { code: back.searchParams.get('code'), state: back.searchParams.get('state'), iss: back.searchParams.get('iss') ?? undefined },
    });
    expect(outcome.body).toMatchObject({ code: 200, message: 'OK' });
    expect(outcome.body.data).toMatchObject({ status: 'bind', returnPath: '/portal/1000000000000000015/home' });
    expect(client.jar.has('access_token')).toBe(false);
  });
});
