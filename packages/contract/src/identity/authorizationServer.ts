import { z } from '../zod.ts';
import { endpoint } from '../endpoint.ts';

/**
 * Our own authorization server is a standard OpenID provider (oidc-provider, issue 32, decision 0028): client apps
 * registered per school sign people in with the authorization-code flow and PKCE S256 at `/oauth2/v1/authorize`;
 * discovery, token, userinfo, JWKS, revocation and logout are the provider's (apps/server/…/authorizationServer).
 * These calls are the portal page's part: the person's consent, and deleting an unused code.
 */

/** What an app may ask for: `openid` (the account id), `profile` (the name), `email`, `phone`. */
export const OAUTH_SCOPES = ['openid', 'profile', 'email', 'phone'] as const;
export const OAuthScope = z.enum(OAUTH_SCOPES);
export type OAuthScope = z.infer<typeof OAuthScope>;

/** A code lives this long (spec §4: unused codes under 600 seconds old are deleted at logout). */
export const AUTH_CODE_SECONDS = 600;

/**
 * The step of an authorization request our provider hands to the portal's page (`/oauth2/v1/interaction?uid=…`):
 * the provider has already checked the app's request (client, exact redirect URI, PKCE S256, scopes).
 */
export const InteractionQuery = z.object({ uid: z.string().regex(/^[A-Za-z0-9_-]{10,64}$/, 'uid must be the interaction id from the page address') });
export type InteractionQuery = z.infer<typeof InteractionQuery>;

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
 * `consent`: ask the person. `issued`: they already allowed these scopes for this app; the provider issues the code
 * when the browser goes on to `redirectTo` (its own address, which sends the browser back to the app with code and
 * state — the page never sees the code).
 */
export const AuthorizeAnswer = z.discriminatedUnion('status', [
  z.object({ status: z.literal('consent'), request: ConsentRequest }),
  z.object({ status: z.literal('issued'), redirectTo: z.string() }),
]);
export type AuthorizeAnswer = z.infer<typeof AuthorizeAnswer>;

export const ConsentBody = InteractionQuery.extend({ allow: z.boolean() });

export const authorizationServerEndpoints = {
  authorize: endpoint({
    tag: 'auth', method: 'GET', path: '/api/auth/v1/oauth/authorize', access: 'user',
    summary: 'The signed-in person’s step of an app’s authorization request (checked by the OpenID provider at /oauth2/v1/authorize): where to go on when they already allowed these scopes, otherwise the consent to ask',
    query: InteractionQuery, response: AuthorizeAnswer,
  }),
  authorizeConsent: endpoint({
    tag: 'auth', method: 'POST', path: '/api/auth/v1/oauth/authorize/consent', access: 'user',
    summary: 'The person’s answer on the consent screen: Allow lets the provider issue the code, Deny answers access_denied; either way where the browser goes on',
    body: ConsentBody, response: z.object({ redirectTo: z.string() }),
  }),
  deleteAuthCode: endpoint({
    tag: 'auth', method: 'DELETE', path: '/api/accounts/user/authcode', access: 'user', beforeTerms: true,
    summary: 'Delete an unused authorization code of the signed-in user',
    query: z.object({ code: z.string().min(1).max(200) }), response: z.object({ deleted: z.boolean() }),
  }),
};
