import { z } from 'zod';
import { endpoint } from '../endpoint.ts';

/**
 * Our own authorization server (`/oauth2/v1/authorize`, issue 20): client apps registered per school sign people in
 * with the authorization-code flow and PKCE S256 (RFC 6749, RFC 7636). The redirect URI must equal a registered one
 * character for character; codes work once, for 600 seconds, and a replayed code revokes what it issued.
 */

/** What an app may ask for: `openid` (the account id), `profile` (the name), `email`, `phone`. */
export const OAUTH_SCOPES = ['openid', 'profile', 'email', 'phone'] as const;
export const OAuthScope = z.enum(OAUTH_SCOPES);
export type OAuthScope = z.infer<typeof OAuthScope>;

/** A code lives this long (spec §4: unused codes under 600 seconds old are deleted at logout). */
export const AUTH_CODE_SECONDS = 600;

/** The authorization request exactly as the app put it in the /oauth2/v1/authorize URL. */
export const AuthorizeQuery = z.object({
  client_id: z.string().min(1).max(100),
  redirect_uri: z.string().min(1).max(500),
  response_type: z.literal('code'),
  /** Space-separated; empty means `openid`. */
  scope: z.string().max(200).optional(),
  state: z.string().max(500).optional(),
  /** BASE64URL(SHA-256(code_verifier)): RFC 7636 §4.2. */
  code_challenge: z.string().regex(/^[A-Za-z0-9_-]{43,128}$/, 'code_challenge must be BASE64URL(SHA-256(code_verifier))'),
  code_challenge_method: z.literal('S256'),
});
export type AuthorizeQuery = z.infer<typeof AuthorizeQuery>;

/** What the consent screen shows: who asks, for which school, for what, and where the answer goes. */
export const ConsentRequest = z.object({
  clientId: z.string(),
  appName: z.string(),
  schoolId: z.string(),
  schoolName: z.string(),
  scopes: z.array(OAuthScope),
  /** The registered redirect URI's host (with port): where the browser goes after Allow or Deny. */
  redirectHost: z.string(),
});
export type ConsentRequest = z.infer<typeof ConsentRequest>;

/**
 * `consent`: ask the person. `issued`: they already allowed these scopes for this app, the code is issued and
 * `redirectTo` (the registered URI with code and state) is where to go.
 */
export const AuthorizeAnswer = z.discriminatedUnion('status', [
  z.object({ status: z.literal('consent'), request: ConsentRequest }),
  z.object({ status: z.literal('issued'), code: z.string(), expiresIn: z.number(), redirectTo: z.string() }),
]);
export type AuthorizeAnswer = z.infer<typeof AuthorizeAnswer>;

export const ConsentBody = AuthorizeQuery.extend({ allow: z.boolean() });

/** Token request of RFC 6749 §4.1.3, form-encoded; `client_secret` only for confidential clients. */
export const ClientTokenBody = z.object({
  grant_type: z.literal('authorization_code'),
  code: z.string().min(1).max(200),
  redirect_uri: z.string().min(1).max(500),
  client_id: z.string().min(1).max(100),
  code_verifier: z.string().regex(/^[A-Za-z0-9._~-]{43,128}$/, 'code_verifier must be 43 to 128 unreserved characters'),
  client_secret: z.string().min(1).max(200).optional(),
});

export const ClientTokenResponse = z.object({ access_token: z.string(), token_type: z.literal('Bearer'), expires_in: z.number(), scope: z.string() });

/** The claims of the scopes granted, nothing more: `sub` always, the rest only with its scope. */
export const ClientUserInfo = z.object({
  sub: z.string(),
  name: z.string().nullable().optional(),
  email: z.string().nullable().optional(),
  phone_number: z.string().nullable().optional(),
});
export type ClientUserInfo = z.infer<typeof ClientUserInfo>;

export const authorizationServerEndpoints = {
  authorize: endpoint({
    tag: 'auth', method: 'GET', path: '/api/auth/v1/oauth/authorize', access: 'user',
    summary: 'Checks an app’s authorization request (registered client, exact redirect URI, PKCE S256); issues the code when the user already allowed these scopes, otherwise describes the consent to ask',
    query: AuthorizeQuery, response: AuthorizeAnswer,
  }),
  authorizeConsent: endpoint({
    tag: 'auth', method: 'POST', path: '/api/auth/v1/oauth/authorize/consent', access: 'user',
    summary: 'The user’s answer on the consent screen: Allow issues a code, Deny answers access_denied; either way the registered redirect URI to go to',
    body: ConsentBody, response: z.object({ redirectTo: z.string() }),
  }),
  deleteAuthCode: endpoint({
    tag: 'auth', method: 'DELETE', path: '/api/accounts/user/authcode', access: 'user', beforeTerms: true,
    summary: 'Delete an unused authorization code of the signed-in user',
    query: z.object({ code: z.string().min(1).max(200) }), response: z.object({ deleted: z.boolean() }),
  }),
  clientToken: endpoint({
    tag: 'auth', method: 'POST', path: '/api/auth/v1/oauth/token', access: 'public', raw: true,
    summary: 'A client app exchanges its authorization code (with the PKCE verifier, and its secret when confidential) for an access token',
    body: ClientTokenBody, response: ClientTokenResponse,
  }),
  clientUserInfo: endpoint({
    tag: 'auth', method: 'GET', path: '/api/auth/v1/oauth/userinfo', access: 'public', raw: true,
    summary: 'The signed-in person as the client app’s bearer token allows: sub, and name, email, phone_number by scope',
    response: ClientUserInfo,
  }),
};
