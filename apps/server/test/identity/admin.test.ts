import { afterAll, beforeAll, describe, expect, it } from 'vitest';
// The harness first: it loads the server and its seed modules in the order they expect.
import { signIn, startTestServer } from '../harness.ts';
import type { Server } from '../../src/server.ts';
import { startSamlParty, type SamlParty } from '../../dev-parties/samlParty.ts';
import { DEMO } from '../../src/seed/demoIds.ts';
import { IDENTITY_DEMO } from '../../src/seed/identity.ts';
import { openSecret } from '../../src/modules/identity/secretBox.ts';
import { providerById } from '../../src/modules/identity/providers.ts';

/**
 * The school administrators' page for the school's sign-in methods: only the school's administrators, the client
 * secret write-only (kept when left empty, never answered), every field checked with a message per field.
 */
const SCHOOL: string = IDENTITY_DEMO.ssoOidc;
const OTHER_SCHOOL: string = IDENTITY_DEMO.enterpriseOauth2;
const SSO_ID = 'school-012-sso-oidc';
const list = (schoolId = SCHOOL) => `/api/school/identity-providers?schoolId=${schoolId}`;
const one = (id: string, schoolId = SCHOOL) => `/api/school/identity-providers/${id}?schoolId=${schoolId}`;
const publicButtons = (schoolId = SCHOOL) => `/api/auth/open/thirdlogin/providers?schoolId=${schoolId}`;

let server: Server;
let saml: SamlParty;
let admin: Awaited<ReturnType<typeof signIn>>;

beforeAll(async () => {
  server = await startTestServer();
  saml = await startSamlParty();
  admin = await signIn(server, DEMO.admin.mobile);
}, 60_000);

afterAll(async () => {
  await saml?.stop();
  await server?.db.close();
});

const storedSecret = async (id: string) => (await providerById(server.services, server.db, id))?.clientSecret;

describe('who may see and change the sign-in methods', () => {
  it('the school’s administrator lists them, without any secret', async () => {
    const answer = await admin.get(list());
    expect(answer.status).toBe(200);
    const sso = answer.body.data.find((provider: { id: string }) => provider.id === SSO_ID);
    expect(sso).toMatchObject({ kind: 'sso', protocol: 'oidc', displayName: 'Sahara Corporate SSO', clientId: 'academy-012', hasClientSecret: true, enabled: true });
    expect(JSON.stringify(answer.body)).not.toMatch(/demo-secret-012|client_secret|v1\./);
  });

  it('a learner or a lecturer of the school gets 403, to read and to write', async () => {
    await server.db.query("insert into members (school_id, user_id, role) values ($1, $2, 'lecturer') on conflict do nothing", [SCHOOL, DEMO.lecturer.id]);
    for (const mobile of [DEMO.learner.mobile, DEMO.lecturer.mobile]) {
      const client = await signIn(server, mobile);
      expect((await client.get(list())).status).toBe(403);
      expect((await client.request('PUT', one(SSO_ID), { json: { displayName: 'Hijacked' } })).status).toBe(403);
      expect((await client.request('POST', list(), { json: { kind: 'bignet', protocol: 'oidc', displayName: 'Mine' } })).status).toBe(403);
    }
    expect((await server.app.request(list())).status).toBe(401);
  });

  it('an administrator of another school cannot reach this school’s provider', async () => {
    // u-admin administers both demo schools: asked through the other school, the provider is not found.
    const answer = await admin.request('PUT', one(SSO_ID, OTHER_SCHOOL), { json: { displayName: 'Hijacked' } });
    expect(answer.status).toBe(404);
    const stranger = await signIn(server, DEMO.lecturer.mobile);
    await server.db.query("insert into members (school_id, user_id, role) values ($1, $2, 'admin') on conflict (school_id, user_id) do update set role = 'admin'", [IDENTITY_DEMO.welink, DEMO.lecturer.id]);
    expect((await stranger.request('PUT', one(SSO_ID, IDENTITY_DEMO.welink), { json: { displayName: 'Hijacked' } })).status).toBe(404);
    expect((await stranger.request('PUT', one(SSO_ID), { json: { displayName: 'Hijacked' } })).status).toBe(403);
    expect((await admin.get(list())).body.data.find((p: { id: string }) => p.id === SSO_ID).displayName).toBe('Sahara Corporate SSO');
  });
});

describe('changing a sign-in method', () => {
  it('renames it: the login page’s button says the new name; the secret is kept when left empty', async () => {
    const answer = await admin.request('PUT', one(SSO_ID), { json: { displayName: 'Oasis SSO', clientSecret: '' } });
    expect(answer.status).toBe(200);
    expect(answer.body.data).toMatchObject({ displayName: 'Oasis SSO', hasClientSecret: true });
    expect(await storedSecret(SSO_ID)).toBe('demo-secret-012-corporate-sso');
    const buttons = await server.app.request(publicButtons());
    expect((await buttons.json()).data.map((button: { displayName: string }) => button.displayName)).toEqual(['Oasis SSO']);
  });

  it('a new secret replaces the stored one, sealed at rest and never answered', async () => {
    const answer = await admin.request('PUT', one(SSO_ID), { json: { clientSecret: 'brand-new-secret-0042' } });
    expect(answer.status).toBe(200);
    expect(JSON.stringify(answer.body)).not.toContain('brand-new-secret-0042');
    expect(await storedSecret(SSO_ID)).toBe('brand-new-secret-0042');
    const [row] = await server.db.query<{ client_secret_enc: string }>('select client_secret_enc from identity_providers where id = $1', [SSO_ID]);
    expect(row!.client_secret_enc).not.toContain('brand-new-secret-0042');
    expect(openSecret(server.services.secret, row!.client_secret_enc)).toBe('brand-new-secret-0042');
    expect(JSON.stringify((await admin.get(list())).body)).not.toContain('brand-new-secret-0042');
  });

  it('disabled, the login page no longer offers it; enabled again, it does', async () => {
    expect((await admin.request('PUT', one(SSO_ID), { json: { enabled: false } })).body.data.enabled).toBe(false);
    expect((await (await server.app.request(publicButtons())).json()).data).toEqual([]);
    await admin.request('PUT', one(SSO_ID), { json: { enabled: true } });
    expect((await (await server.app.request(publicButtons())).json()).data).toHaveLength(1);
  });

  it('refuses bad addresses with one message per field and changes nothing', async () => {
    const attempts: [unknown, string[]][] = [
      [{ issuer: 'http://idp.example.com' }, ['issuer']],
      [{ issuer: 'not a url' }, ['issuer']],
      [{ redirectUris: ['javascript:alert(1)'] }, ['redirectUris.0']],
      [{ redirectUris: ['https://portal.example/cb', '//evil.example/cb', '/\\evil.example', 'https://user@portal.example/cb', 'https://portal.example/cb#x', 'https://portal%2eexample/cb'] }, ['redirectUris.1', 'redirectUris.2', 'redirectUris.3', 'redirectUris.4', 'redirectUris.5']],
      [{ redirectUris: Array.from({ length: 11 }, (_, index) => `https://portal.example/cb${index}`) }, ['redirectUris']],
      [{ signOutUrl: 'javascript:alert(1)' }, ['signOutUrl']],
      [{ displayName: '  ' }, ['displayName']],
      [{ ipRanges: ['10.0.0.0/8'] }, ['ipRanges']],
      [{ samlIdpMetadata: saml.metadata }, ['samlIdpMetadata']],
    ];
    for (const [json, paths] of attempts) {
      const answer = await admin.request('PUT', one(SSO_ID), { json });
      expect([answer.status, json]).toEqual([400, json]);
      expect(answer.body.details.map((detail: { path: string }) => detail.path)).toEqual(paths);
    }
    const after = (await admin.get(list())).body.data.find((p: { id: string }) => p.id === SSO_ID);
    expect(after).toMatchObject({ displayName: 'Oasis SSO', redirectUris: [], ipRanges: [], signOutUrl: null, hasSamlMetadata: false });
  });

  it('keeps good addresses as given; http only on this machine', async () => {
    const json = { issuer: 'http://127.0.0.1:4000/oidc', redirectUris: ['https://portal.example/uniportal/callback', 'http://localhost:5173/uniportal/callback'], signOutUrl: 'https://idp.example/logout' };
    const answer = await admin.request('PUT', one(SSO_ID), { json });
    expect(answer.status).toBe(200);
    expect(answer.body.data).toMatchObject(json);
  });

  it('a provider that does not exist is 404, and malformed JSON is a 400', async () => {
    expect((await admin.request('PUT', one('no-such-provider'), { json: { displayName: 'x' } })).status).toBe(404);
    expect((await admin.request('PUT', one(SSO_ID), { body: '{', headers: { 'content-type': 'application/json' } })).status).toBe(400);
  });
});

describe('adding a sign-in method', () => {
  it('adds the internal network with IPv4 and IPv6 ranges; a bad range is refused by line', async () => {
    const bad = await admin.request('POST', list(), { json: { kind: 'bignet', protocol: 'oidc', displayName: 'Campus network', ipRanges: ['10.0.0.0/8', '10.0.0.0/33', 'fd00::/8', 'nonsense'] } });
    expect(bad.status).toBe(400);
    expect(bad.body.details.map((detail: { path: string }) => detail.path)).toEqual(['ipRanges.1', 'ipRanges.3']);
    const created = await admin.request('POST', list(), { json: { kind: 'bignet', protocol: 'oidc', displayName: 'Campus network', clientId: 'campus', clientSecret: 'campus-secret-77', ipRanges: ['10.0.0.0/8', 'fd00::/8'] } });
    expect(created.status).toBe(200);
    expect(created.body.data).toMatchObject({ kind: 'bignet', displayName: 'Campus network', hasClientSecret: true, ipRanges: ['10.0.0.0/8', 'fd00::/8'], enabled: true });
    expect(JSON.stringify(created.body)).not.toContain('campus-secret-77');
    expect(await storedSecret(created.body.data.id)).toBe('campus-secret-77');
  });

  it('a second method of the same kind is a 409 with a message', async () => {
    const again = await admin.request('POST', list(), { json: { kind: 'bignet', protocol: 'oidc', displayName: 'Another network' } });
    expect(again.status).toBe(409);
    expect(again.body.message).toMatch(/already/);
    const sso = await admin.request('POST', list(), { json: { kind: 'sso', protocol: 'saml', displayName: 'Second SSO' } });
    expect(sso.status).toBe(409);
  });

  it('checks the kind and protocol pair, ranges only for the network, metadata only for SAML', async () => {
    const pair = await admin.request('POST', list(), { json: { kind: 'welink', protocol: 'saml', displayName: 'App' } });
    expect(pair.status).toBe(400);
    expect(pair.body.details.map((detail: { path: string }) => detail.path)).toEqual(['protocol']);
    const ranges = await admin.request('POST', list(), { json: { kind: 'welink', protocol: 'oauth2', displayName: 'App', ipRanges: ['10.0.0.0/8'] } });
    expect(ranges.body.details.map((detail: { path: string }) => detail.path)).toEqual(['ipRanges']);
    const unknown = await admin.request('POST', list(), { json: { kind: 'ldap', protocol: 'oidc', displayName: 'App' } });
    expect(unknown.status).toBe(400);
  });

  it('SAML: the metadata must be an identity provider’s, and is then stored', async () => {
    const bad = await admin.request('POST', list(OTHER_SCHOOL), { json: { kind: 'sso', protocol: 'saml', displayName: 'SAML SSO', samlIdpMetadata: '<html><body>not metadata</body></html>' } });
    expect(bad.status).toBe(400);
    expect(bad.body.details.map((detail: { path: string }) => detail.path)).toEqual(['samlIdpMetadata']);
    const tooBig = await admin.request('POST', list(OTHER_SCHOOL), { json: { kind: 'sso', protocol: 'saml', displayName: 'SAML SSO', samlIdpMetadata: 'x'.repeat(100 * 1024 + 1) } });
    expect(tooBig.status).toBe(400);
    const created = await admin.request('POST', list(OTHER_SCHOOL), { json: { kind: 'sso', protocol: 'saml', displayName: 'SAML SSO', samlIdpMetadata: saml.metadata, redirectUris: ['http://localhost/api/auth/open/thirdlogin/saml/acs'] } });
    expect(created.status).toBe(200);
    expect(created.body.data).toMatchObject({ protocol: 'saml', hasSamlMetadata: true, hasClientSecret: false });
    expect(JSON.stringify(created.body)).not.toContain('EntityDescriptor');
  });
});
