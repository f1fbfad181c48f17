import { defineMessages } from 'react-intl';

export const loginMessages = {
  ...defineMessages({
    signingOut: { id: 'portal.login.signingOut', defaultMessage: 'Signing you out…', description: 'Shown while sign-out runs.' },
    processing: { id: 'portal.login.processing', defaultMessage: 'One moment — we are finishing your sign-in.', description: 'Shown on single-sign-on callback pages.' },
    callbackFailed: { id: 'portal.login.callbackFailed', defaultMessage: 'Verification failed, please sign in again.', description: 'Callback page: the code or user information is missing (spec §5 message).' },
  }),
};
