import { z } from '../zod.ts';
import { SchoolId } from '../common.ts';
import { endpoint } from '../endpoint.ts';

/**
 * Corporate SSO over SAML 2.0 (spec §4 login method 3). Our service provider is one per school: its entity id is
 * the school's metadata address (`…/saml/metadata?schoolId=…`), its assertion consumer service is `…/saml/acs` on
 * the origin the portal is served on (exactly as registered in the school's provider row).
 *
 * 1. `samlLogin` makes an AuthnRequest (redirect binding) whose RelayState is a flow state bound to this browser,
 *    single use, ten minutes; the request id is kept with the flow.
 * 2. The identity provider posts its signed response to `samlAcs` from its own site (so our SameSite cookies do not
 *    come along). There: assertion signature by the key in the school's IdP metadata, issuer, status, InResponseTo
 *    = the flow's request id, audience = the school's entity id, recipient and destination = our ACS, time
 *    conditions, and the assertion id used once. Then 303 to `samlFinish` with a one-time hand-off (two minutes).
 * 3. `samlFinish` (a top-level GET: the browser's cookies come along) spends the flow in this browser and answers
 *    with a redirect: signed in → cookies set, the flow's return path; new identity → `/uniportal/bind-account?token=`
 *    (never linked by e-mail); failure → `/uniportal/callback?error=<SamlError>`.
 */
const BASE = '/api/auth/open/thirdlogin/saml';

/** Why a SAML sign-in failed, as `/uniportal/callback?error=` carries it (the page shows a translated message). */
export const SamlError = z.enum(['saml_rejected', 'saml_expired', 'saml_not_configured']);
export type SamlError = z.infer<typeof SamlError>;
export const SAML_ERROR_PARAM = 'error';

export const SamlAcsBody = z.object({ SAMLResponse: z.string().min(1).max(500_000), RelayState: z.string().trim().min(1).max(200) });

export const samlEndpoints = {
  samlLogin: endpoint({
    tag: 'identity', method: 'GET', path: '/api/auth/open/third/saml/login', access: 'public', raw: true, redirects: 302,
    summary: 'Starts corporate SSO over SAML: 302 to the school’s identity provider with an AuthnRequest (redirect binding)',
    query: z.object({ schoolId: SchoolId, redirect: z.string().max(2000).optional() }), response: z.unknown(),
  }),
  samlMetadata: endpoint({
    tag: 'identity', method: 'GET', path: '/api/auth/open/third/saml/metadata', access: 'public', raw: true, files: ['application/samlmetadata+xml'],
    summary: 'The school’s service-provider metadata (XML) to register at its identity provider',
    query: z.object({ schoolId: SchoolId }), response: z.unknown(),
  }),
  samlAcs: endpoint({
    tag: 'identity', method: 'POST', path: `${BASE}/acs`, access: 'public', raw: true, redirects: 303,
    summary: 'Assertion consumer service (HTTP-POST binding, form from the identity provider): 303 to samlFinish, or to /uniportal/callback?error=',
    body: SamlAcsBody, response: z.unknown(),
  }),
  samlFinish: endpoint({
    tag: 'identity', method: 'GET', path: `${BASE}/finish`, access: 'public', raw: true, redirects: 302,
    summary: 'Finishes a SAML sign-in in the browser that started it: 302 to the return path (signed in), to bind-account, or to /uniportal/callback?error=',
    query: z.object({ handoff: z.string().trim().min(16).max(200) }), response: z.unknown(),
  }),
};
