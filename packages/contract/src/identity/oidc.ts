import { z } from '../zod.ts';
import { SchoolId } from '../common.ts';
import { endpoint } from '../endpoint.ts';
import { CallbackBody, SignInOutcome } from './outcome.ts';

/**
 * Enterprise OAuth2 (spec §4 login method 4, `/enterpriseOauth2/callback`) and corporate SSO over OpenID Connect
 * (method 3, `/uniportal/callback`). The server starts the flow (state, nonce, PKCE kept server-side, bound to the
 * browser) and redirects to the school's provider; the callback page posts the code and state back here.
 */
const StartQuery = z.object({
  schoolId: SchoolId,
  /** Same-origin path to return to after signing in (anything else becomes `/`). */
  redirect: z.string().max(2000).optional(),
});

/**
 * The callback page's query as it came back: `iss` (RFC 9207) when the provider sends it, so a response from
 * another provider is told apart.
 */
export const OidcCallbackBody = CallbackBody.extend({ iss: z.string().trim().max(500).optional() });

/** Spec §3 OAuth2 config entity. `authorizeServiceUrl` is a same-origin address that starts the flow. */
export const OAuth2Config = z.object({ schoolId: z.string(), authorizeServiceUrl: z.string() });

const accessToken = (path: string, summary: string) =>
  endpoint({ tag: 'identity', method: 'POST', path, summary, access: 'public', body: OidcCallbackBody, response: SignInOutcome });

export const oidcEndpoints = {
  oauth2Config: endpoint({
    tag: 'identity', method: 'GET', path: '/api/auth/open/enterprise/oauth2/config', access: 'public',
    summary: 'The school’s enterprise OAuth2 configuration: where its sign-in starts',
    query: z.object({ schoolId: SchoolId }), response: OAuth2Config,
  }),
  oauth2Authorize: endpoint({
    tag: 'identity', method: 'GET', path: '/api/auth/open/enterprise/oauth2/authorize', access: 'public', raw: true, redirects: 302,
    summary: 'Starts enterprise OAuth2 sign-in: 302 to the school’s provider (PKCE S256, state and nonce bound to this browser)',
    query: StartQuery, response: z.unknown(),
  }),
  ssoAuthorize: endpoint({
    tag: 'identity', method: 'GET', path: '/api/auth/open/third/uniportal/authorize', access: 'public', raw: true, redirects: 302,
    summary: 'Starts corporate SSO sign-in: 302 to the school’s identity provider',
    query: StartQuery, response: z.unknown(),
  }),
  oauth2AccessToken: accessToken('/api/auth/open/enterprise/oauth2/accesstoken', 'Enterprise OAuth2 callback: exchanges the code (once) for a session, or a pending bind'),
  ssoAccessToken: accessToken('/api/auth/open/thirdlogin/accesstoken/', 'Corporate SSO callback: exchanges the code (once) for a session, or a pending bind'),
  ssoAccessTokenV1: accessToken('/api/auth/open/thirdlogin/v1/accesstoken/', 'Corporate SSO callback (v1 path): as thirdlogin/accesstoken'),
};
