import { defineMessages } from '../../http/words.ts';

/** Refusals several sign-in ways share (OpenID Connect, SAML, the messaging apps, the internal network, binding). */
export const identityRefusals = defineMessages({
  notThisWay: { id: 'server.identity.notThisWay', defaultMessage: 'This school does not sign in this way.' },
  noState: { id: 'server.identity.noState', defaultMessage: 'The sign-in came back without its state. Start signing in again.' },
  startedElsewhere: { id: 'server.identity.startedElsewhere', defaultMessage: 'This sign-in was started elsewhere, has expired or was already used. Start signing in again.' },
});
