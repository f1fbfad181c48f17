/**
 * Our OpenID provider's addresses (oidc-provider, decision 0028), described by hand: the library answers them, not
 * a contract call. Errors are RFC 6749 / RFC 6750 (`error`, `error_description`), not the portal's envelope.
 */
export const OPENID_SECURITY_SCHEMES = {
  clientSecretBasic: { type: 'http', scheme: 'basic', description: 'A confidential client app: client_id and client_secret (client_secret_basic). A public app sends client_id in the form instead.' },
  openIdConnect: { type: 'openIdConnect', openIdConnectUrl: '/.well-known/openid-configuration', description: 'An access token our provider issued to a client app' },
};

const oauthError = (description: string) => ({
  description,
  content: { 'application/json': { schema: { type: 'object', required: ['error'], properties: { error: { type: 'string' }, error_description: { type: 'string' } } } } },
});

const json = (description: string, schema: Record<string, unknown>) => ({ description, content: { 'application/json': { schema } } });

const redirect = (description: string) => ({ description, headers: { Location: { description: 'Where the browser goes next', schema: { type: 'string', format: 'uri-reference' } } } });

const query = (name: string, description: string, required = false) => ({ name, in: 'query', required, description, schema: { type: 'string' } });

const form = (properties: Record<string, unknown>, required: string[]) => ({
  required: true,
  content: { 'application/x-www-form-urlencoded': { schema: { type: 'object', required, properties } } },
});

const clientAuth = [{ clientSecretBasic: [] }, {}];
const anyone = [{}];
const TAG = ['openid'];

const TokenAnswer = {
  type: 'object',
  required: ['access_token', 'token_type', 'expires_in'],
  properties: {
    access_token: { type: 'string' },
    token_type: { type: 'string', const: 'Bearer' },
    expires_in: { type: 'integer' },
    id_token: { type: 'string', description: 'Signed (RS256) with the key in the JWKS' },
    refresh_token: { type: 'string', description: 'Rotated: each use answers a new one and spends this one' },
    scope: { type: 'string' },
  },
};

const Claims = { type: 'object', required: ['sub'], properties: { sub: { type: 'string' }, name: { type: 'string' }, email: { type: 'string' }, phone_number: { type: 'string' } } };

const userinfo = (method: 'get' | 'post') => ({
  operationId: `openIdUserInfo${method === 'get' ? 'Get' : 'Post'}`,
  summary: 'The person the access token was issued for, within the scopes granted (OpenID Connect Core §5.3)',
  tags: TAG,
  security: [{ openIdConnect: [] }],
  ...(method === 'post' ? { requestBody: { required: false, content: { 'application/x-www-form-urlencoded': { schema: { type: 'object', properties: { access_token: { type: 'string' } } } } } } } : {}),
  responses: {
    200: json('The claims', Claims),
    400: oauthError('invalid_request'),
    401: { ...oauthError('invalid_token: unknown, expired or revoked'), headers: { 'WWW-Authenticate': { description: 'Bearer realm and error (RFC 6750 §3)', schema: { type: 'string' } } } },
  },
});

export function openIdProviderPaths(): Record<string, Record<string, unknown>> {
  return {
    '/.well-known/openid-configuration': {
      get: {
        operationId: 'openIdDiscovery', summary: 'The provider’s metadata (OpenID Connect Discovery 1.0)', tags: TAG, security: anyone,
        responses: { 200: json('The metadata', { type: 'object', required: ['issuer'], properties: { issuer: { type: 'string' } } }), 400: oauthError('invalid_request') },
      },
    },
    '/oauth2/v1/authorize': {
      get: {
        operationId: 'openIdAuthorize', summary: 'An app’s authorization request (code flow, PKCE S256 required): sends the browser to our sign-in and consent page, then back to the app with code, state and iss; a request that cannot go back is shown on our page', tags: TAG, security: anyone,
        parameters: [
          query('client_id', 'The app', true), query('redirect_uri', 'Exactly as registered'), query('response_type', 'code', true), query('scope', 'openid plus profile, email, phone, offline_access', true),
          query('state', 'Returned to the app'), query('nonce', 'Put in the ID token'), query('code_challenge', 'BASE64URL(SHA-256(code_verifier))', true), query('code_challenge_method', 'S256', true),
          query('prompt', 'none, login, consent'), query('ui_locales', 'The page’s language, e.g. ar-SA'), query('sxz-lang', 'The page’s language, e.g. ar_SA'),
        ],
        responses: { 303: redirect('To our page, or back to the app with the code or an RFC 6749 error'), 400: oauthError('invalid_request (only when it cannot go back to the app, as a redirect to our page)') },
      },
    },
    '/oauth2/v1/logout': {
      get: {
        operationId: 'openIdLogout', summary: 'RP-initiated logout: our confirmation page, then the post_logout_redirect_uri with state', tags: TAG, security: anyone,
        parameters: [query('id_token_hint', 'The ID token the app holds'), query('post_logout_redirect_uri', 'Exactly as registered'), query('state', 'Returned to the app'), query('client_id', 'The app')],
        responses: { 302: redirect('To our confirmation page'), 400: oauthError('invalid_request') },
      },
    },
    '/api/auth/v1/oauth/token': {
      post: {
        operationId: 'openIdToken', summary: 'Exchange a code (with the PKCE verifier) or a refresh token for tokens (RFC 6749 §4.1.3, §6); never cached (no-store)', tags: TAG, security: clientAuth,
        requestBody: form(
          { grant_type: { type: 'string', enum: ['authorization_code', 'refresh_token'] }, code: { type: 'string' }, redirect_uri: { type: 'string' }, code_verifier: { type: 'string' }, refresh_token: { type: 'string' }, client_id: { type: 'string' } },
          ['grant_type'],
        ),
        responses: { 200: json('The tokens', TokenAnswer), 400: oauthError('invalid_request, invalid_grant (unknown, expired, reused code or refresh token; wrong redirect URI or verifier), unsupported_grant_type'), 401: oauthError('invalid_client') },
      },
    },
    '/api/auth/v1/oauth/userinfo': { get: userinfo('get'), post: userinfo('post') },
    '/api/auth/v1/oauth/jwks': {
      get: {
        operationId: 'openIdJwks', summary: 'The public keys that sign ID tokens (RFC 7517)', tags: TAG, security: anyone,
        responses: { 200: json('The key set', { type: 'object', required: ['keys'], properties: { keys: { type: 'array', items: { type: 'object' } } } }), 400: oauthError('invalid_request') },
      },
    },
    '/api/auth/v1/oauth/revoke': {
      post: {
        operationId: 'openIdRevoke', summary: 'Revoke an access or refresh token (RFC 7009); a refresh token takes its grant with it', tags: TAG, security: clientAuth,
        requestBody: form({ token: { type: 'string' }, token_type_hint: { type: 'string', enum: ['access_token', 'refresh_token'] }, client_id: { type: 'string' } }, ['token']),
        responses: { 200: { description: 'Revoked (or already unknown)' }, 400: oauthError('invalid_request'), 401: oauthError('invalid_client') },
      },
    },
  };
}
