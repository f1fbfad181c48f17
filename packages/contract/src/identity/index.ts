/**
 * Sign-in methods beyond the SMS / e-mail code (issue 20, decision 0019). One file per method; every method ends
 * with the same SignInOutcome (outcome.ts).
 */
import { oidcEndpoints } from './oidc.ts';
import { bindEndpoints } from './bind.ts';
import { qrLoginEndpoints } from './qrLogin.ts';
import { networkEndpoints } from './network.ts';
import { samlEndpoints } from './saml.ts';
import { messagingEndpoints } from './messaging.ts';
import { authorizationServerEndpoints } from './authorizationServer.ts';
import { adminEndpoints } from './admin.ts';
import { oauthClientEndpoints } from './oauthClients.ts';

export * from './outcome.ts';
export { PROVIDER_KINDS, PROTOCOLS_OF, ProviderSettings, CreateProviderBody, UpdateProviderBody, type ProviderKind as AdminProviderKind, type ProviderProtocol } from './admin.ts';
export { ClientAddress, CODE_REFUSED, IMAGE_CHECK_REQUIRED, ImageChallenge, RETRY_AFTER } from './network.ts';
export { SamlError, SAML_ERROR_PARAM } from './saml.ts';
export { MESSAGING_FAILURE_CODE, MESSAGING_START_PATHS, MessagingKind, FreeLoginBody } from './messaging.ts';
export { AUTH_CODE_SECONDS, OAUTH_SCOPES, OAuthScope, InteractionQuery, AuthorizeAnswer, ConsentRequest } from './authorizationServer.ts';
export { MAX_CLIENT_REDIRECT_URIS, isClientRedirectUri, OAuthClientSummary, OAuthClientWithSecret, CreateOAuthClientBody } from './oauthClients.ts';
export { QR_MAX_SECONDS, QR_SUCCESS_CODE, type QrStatus, type QrSession, type QrStatusAnswer, type QrRequester } from './qrLogin.ts';

export const identityEndpoints = {
  ...oidcEndpoints,
  ...bindEndpoints,
  ...qrLoginEndpoints,
  ...networkEndpoints,
  ...samlEndpoints,
  ...messagingEndpoints,
  ...authorizationServerEndpoints,
  ...adminEndpoints,
  ...oauthClientEndpoints,
};
