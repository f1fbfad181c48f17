import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import * as samlify from 'samlify';
import * as xmllint from '@authenio/samlify-node-xmllint';

/**
 * A SAML 2.0 identity provider for tests and the demo, built on samlify: SSO endpoint (HTTP-Redirect binding) that
 * shows a sign-in form and answers with an auto-submitting HTTP-POST form to the SP's ACS, assertions signed with a
 * committed test key (fixtures/README.md says why it is committed). Listens on 127.0.0.1, a spare port.
 */
samlify.setSchemaValidator(xmllint);
/**
 * samlify is CommonJS: under plain Node (the demo server) its Utility and SamlLib are only on the default export, as
 * cjs-module-lexer does not see them; under Vitest they are on the namespace too.
 */
const lib = ('SamlLib' in samlify ? samlify : (samlify as unknown as { default: typeof samlify }).default) as typeof samlify;
const { SamlLib, Utility } = lib;

const fixture = (name: string) => readFileSync(new URL(`./fixtures/${name}`, import.meta.url), 'utf8');
const KEYS = {
  idp: { key: fixture('saml-idp.key.pem'), cert: fixture('saml-idp.cert.pem') },
  other: { key: fixture('saml-other.key.pem'), cert: fixture('saml-other.cert.pem') },
};
const { binding } = samlify.Constants.namespace;
const NAMEID_UNSPECIFIED = 'urn:oasis:names:tc:SAML:1.1:nameid-format:unspecified';
const RSA_SHA256 = 'http://www.w3.org/2001/04/xmldsig-more#rsa-sha256';

export type SamlPartyUser = { subject: string; email?: string | null; displayName?: string | null };

export type SamlPartyOptions = {
  /** People offered on the sign-in form (any other name may be typed). */
  users?: SamlPartyUser[];
  /** SP metadata XML the IdP knows: an AuthnRequest from another SP, or asking for another ACS, is refused. Without it, any SP is answered at the ACS it names (demo convenience). */
  spMetadata?: string[];
  /** Whether the metadata names a SingleLogoutService (HTTP-Redirect, `/slo`); default true. */
  singleLogout?: boolean;
};

/** A LogoutRequest the IdP's `/slo` accepted: who asked, for whom. */
export type LogoutSeen = { issuer: string; nameId: string; destination: string };

export type ResponseInput = {
  subject: string;
  email?: string | null;
  displayName?: string | null;
  inResponseTo: string;
  acsUrl: string;
  audience: string;
  /** `assertion` (default): the assertion signed with the IdP's key; `none`: unsigned; `otherKey`: signed by a key the metadata does not name. */
  sign?: 'assertion' | 'none' | 'otherKey';
  /** How long the assertion is valid (default five minutes); a negative value makes an expired one. */
  lifetimeSeconds?: number;
};

/** What the IdP's page posts to the SP's ACS. */
export type PostedResponse = { acsUrl: string; SAMLResponse: string; RelayState: string };

export type SamlParty = {
  url: string;
  entityId: string;
  /** The IdP metadata XML, for the school's provider row (`saml_idp_metadata`). */
  metadata: string;
  /** Signs `user` in for the AuthnRequest in `requestUrl` (the 302 location from our SP): the form the IdP would post. */
  login(requestUrl: string, user: SamlPartyUser): Promise<PostedResponse>;
  /** Builds a response directly (base64), for tests that need one the SSO page would never make. */
  buildResponse(input: ResponseInput): string;
  /** Every LogoutRequest `/slo` received, oldest first. */
  logouts(): LogoutSeen[];
  /** Reads the AuthnRequest in an SP's redirect. */
  readRequest(requestUrl: string): { id: string; issuer: string; acsUrl: string; relayState: string };
  stop(): Promise<void>;
};

const escapeXml = (text: string) => text.replace(/[<>&"']/g, (char) => `&#${char.charCodeAt(0)};`);
const escapeHtml = escapeXml;

function attributeStatement(user: { email?: string | null; displayName?: string | null }): string {
  const values = [['email', user.email], ['displayName', user.displayName]].filter((pair): pair is [string, string] => Boolean(pair[1]));
  if (values.length === 0) return '';
  const attributes = values.map(([name, value]) =>
    `<saml:Attribute Name="${name}" NameFormat="urn:oasis:names:tc:SAML:2.0:attrname-format:basic"><saml:AttributeValue xsi:type="xs:string">${escapeXml(value)}</saml:AttributeValue></saml:Attribute>`,
  );
  return `<saml:AttributeStatement>${attributes.join('')}</saml:AttributeStatement>`;
}

const newId = () => `_${randomBytes(16).toString('hex')}`;

export async function startSamlParty(options: SamlPartyOptions = {}): Promise<SamlParty> {
  const users = options.users ?? [];
  const knownSps = new Map((options.spMetadata ?? []).map((xml) => {
    const meta = samlify.SPMetadata(xml);
    return [meta.getEntityID(), String(meta.getAssertionConsumerService(binding.post))] as const;
  }));
  let base = '';
  let idp: samlify.IdentityProviderInstance;
  const logouts: LogoutSeen[] = [];

  const buildResponse = (input: ResponseInput): string => {
    const now = new Date();
    const until = new Date(now.getTime() + (input.lifetimeSeconds ?? 300) * 1000);
    const notBefore = input.lifetimeSeconds !== undefined && input.lifetimeSeconds < 0 ? new Date(until.getTime() - 300_000) : now;
    const template = SamlLib.defaultLoginResponseTemplate.context.replace('{AttributeStatement}', attributeStatement(input)).replace('{AuthnStatement}',
      '<saml:AuthnStatement AuthnInstant="{IssueInstant}"><saml:AuthnContext><saml:AuthnContextClassRef>urn:oasis:names:tc:SAML:2.0:ac:classes:PasswordProtectedTransport</saml:AuthnContextClassRef></saml:AuthnContext></saml:AuthnStatement>');
    const xml = SamlLib.replaceTagsByValue(template, {
      ID: newId(),
      AssertionID: newId(),
      Destination: input.acsUrl,
      Audience: input.audience,
      SubjectRecipient: input.acsUrl,
      Issuer: `${base}/metadata`,
      IssueInstant: now.toISOString(),
      StatusCode: samlify.Constants.StatusCode.Success,
      ConditionsNotBefore: notBefore.toISOString(),
      ConditionsNotOnOrAfter: until.toISOString(),
      SubjectConfirmationDataNotOnOrAfter: until.toISOString(),
      NameIDFormat: NAMEID_UNSPECIFIED,
      NameID: input.subject,
      InResponseTo: input.inResponseTo,
    });
    const sign = input.sign ?? 'assertion';
    if (sign === 'none') return Buffer.from(xml).toString('base64');
    const pair = sign === 'otherKey' ? KEYS.other : KEYS.idp;
    const signed = SamlLib.constructSAMLSignature({
      rawSamlMessage: xml,
      referenceTagXPath: "/*[local-name(.)='Response']/*[local-name(.)='Assertion']",
      privateKey: pair.key,
      signingCert: Utility.normalizeCerString(pair.cert),
      signatureAlgorithm: RSA_SHA256,
      isBase64Output: false,
      signatureConfig: { prefix: 'ds', location: { reference: "/*[local-name(.)='Response']/*[local-name(.)='Assertion']/*[local-name(.)='Issuer']", action: 'after' } },
    });
    return Buffer.from(signed).toString('base64');
  };

  const readRequest = (requestUrl: string) => {
    const url = new URL(requestUrl, base);
    const encoded = url.searchParams.get('SAMLRequest');
    if (!encoded) throw new Error('no SAMLRequest');
    const xml = Utility.inflateString(encoded);
    const extract = samlify.Extractor.extract(xml, samlify.Extractor.loginRequestFields) as { request?: Record<string, string>; issuer?: string };
    const request = extract.request ?? {};
    const issuer = String(extract.issuer ?? '');
    const acsUrl = request.assertionConsumerServiceUrl ?? knownSps.get(issuer) ?? '';
    if (!request.id || !issuer || !acsUrl) throw new Error('AuthnRequest without ID, issuer or ACS');
    if (knownSps.size > 0 && knownSps.get(issuer) !== acsUrl) throw new Error(`unknown SP or ACS: ${issuer} ${acsUrl}`);
    return { id: request.id, issuer, acsUrl, relayState: url.searchParams.get('RelayState') ?? '' };
  };

  const respond = (requestUrl: string, user: SamlPartyUser): PostedResponse => {
    const request = readRequest(requestUrl);
    const known = users.find((candidate) => candidate.subject === user.subject);
    const SAMLResponse = buildResponse({ ...known, ...user, inResponseTo: request.id, acsUrl: request.acsUrl, audience: request.issuer });
    return { acsUrl: request.acsUrl, SAMLResponse, RelayState: request.relayState };
  };

  const page = (res: ServerResponse, status: number, title: string, body: string) => {
    res.writeHead(status, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
    res.end(`<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title></head><body><main><h1>${escapeHtml(title)}</h1>${body}</main></body></html>`);
  };

  const readForm = async (req: IncomingMessage) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    return new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
  };

  const server = createServer(async (req, res) => {
    try {
      const url = new URL(req.url ?? '/', base);
      if (req.method === 'GET' && url.pathname === '/metadata') {
        res.writeHead(200, { 'content-type': 'application/samlmetadata+xml' });
        res.end(idp.getMetadata());
        return;
      }
      if (req.method === 'GET' && url.pathname === '/sso') {
        const request = readRequest(url.toString());
        const choices = users.map((user) => `<option value="${escapeHtml(user.subject)}">${escapeHtml(user.displayName ?? user.subject)}</option>`).join('');
        page(res, 200, 'Test identity provider: sign in', `<p>Signing in to ${escapeHtml(request.issuer)}</p>
<form method="post" action="/sso/login"><input type="hidden" name="request" value="${escapeHtml(url.toString())}">
<label>User <input name="subject" list="users" required autofocus></label><datalist id="users">${choices}</datalist>
<button type="submit">Sign in</button></form>`);
        return;
      }
      // Single logout (HTTP-Redirect): the IdP forgets the person, then sends the browser on to the RelayState.
      if (req.method === 'GET' && url.pathname === '/slo' && options.singleLogout !== false) {
        const encoded = url.searchParams.get('SAMLRequest');
        if (!encoded) throw new Error('no SAMLRequest');
        const extract = samlify.Extractor.extract(Utility.inflateString(encoded), samlify.Extractor.logoutRequestFields) as { request?: Record<string, string>; issuer?: string; nameID?: string };
        if (!extract.issuer || !extract.nameID) throw new Error('LogoutRequest without issuer or NameID');
        logouts.push({ issuer: String(extract.issuer), nameId: String(extract.nameID), destination: extract.request?.destination ?? '' });
        const relayState = url.searchParams.get('RelayState') ?? '';
        // Only back to the SP that asked (its entity id is an address on its origin): no open redirect, even here.
        const sameOrigin = URL.canParse(relayState) && URL.canParse(String(extract.issuer)) && new URL(relayState).origin === new URL(String(extract.issuer)).origin;
        if (/^https?:\/\//.test(relayState) && sameOrigin) {
          res.writeHead(302, { location: relayState, 'cache-control': 'no-store' });
          res.end();
          return;
        }
        page(res, 200, 'Signed out', '<p>You are signed out of the test identity provider.</p>');
        return;
      }
      if (req.method === 'POST' && url.pathname === '/sso/login') {
        const form = await readForm(req);
        const posted = respond(form.get('request') ?? '', { subject: (form.get('subject') ?? '').trim() || 'anonymous' });
        page(res, 200, 'Signing you in…', `<form method="post" action="${escapeHtml(posted.acsUrl)}">
<input type="hidden" name="SAMLResponse" value="${escapeHtml(posted.SAMLResponse)}"><input type="hidden" name="RelayState" value="${escapeHtml(posted.RelayState)}">
<button type="submit">Continue</button></form><script>document.forms[0].submit()</script>`);
        return;
      }
      page(res, 404, 'Not found', '');
    } catch (error) {
      page(res, 400, 'Refused', `<p>${escapeHtml(error instanceof Error ? error.message : String(error))}</p>`);
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  idp = samlify.IdentityProvider({
    entityID: `${base}/metadata`,
    signingCert: KEYS.idp.cert,
    privateKey: KEYS.idp.key,
    nameIDFormat: [NAMEID_UNSPECIFIED],
    singleSignOnService: [{ Binding: binding.redirect, Location: `${base}/sso` }],
    ...(options.singleLogout === false ? {} : { singleLogoutService: [{ Binding: binding.redirect, Location: `${base}/slo` }] }),
  });

  return {
    url: base,
    entityId: `${base}/metadata`,
    metadata: idp.getMetadata(),
    login: async (requestUrl, user) => respond(requestUrl, user),
    buildResponse,
    readRequest,
    logouts: () => [...logouts],
    stop: () => new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    }),
  };
}
