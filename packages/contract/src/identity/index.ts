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

export * from './outcome.ts';

export const identityEndpoints = {
  ...oidcEndpoints,
  ...bindEndpoints,
  ...qrLoginEndpoints,
  ...networkEndpoints,
  ...samlEndpoints,
  ...messagingEndpoints,
};
