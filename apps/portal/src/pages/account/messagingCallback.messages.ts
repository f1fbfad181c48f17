import { defineMessages } from 'react-intl';

/** The messaging apps' callback pages (/welink/callback, /hw/callback, /imc/callback; issue 20). */
export const messagingCallbackMessages = defineMessages({
  failed: {
    id: 'portal.login.messaging.failed',
    defaultMessage: 'The messaging app could not sign you in. Sign in with a one-time code instead.',
    description: 'Messaging-app callback page: the app refused the sign-in (its failure code 030025), or the sign-in expired or was started in another browser.',
  },
});
