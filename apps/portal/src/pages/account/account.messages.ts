import { defineMessages } from 'react-intl';

export const loginMessages = {
  ...defineMessages({
    bySms: { id: 'portal.login.bySms', defaultMessage: 'Text message', description: 'Sign-in tab: code by SMS.' },
    byEmail: { id: 'portal.login.byEmail', defaultMessage: 'E-mail', description: 'Sign-in tab: code by e-mail.' },
    methods: { id: 'portal.login.methods', defaultMessage: 'How to receive your code', description: 'Accessible name of the sign-in method tabs.' },
    intro: { id: 'portal.login.intro', defaultMessage: 'We send you a one-time code. New here? Signing in creates your account.', description: 'Text above the sign-in form.' },
    codeSent: { id: 'portal.login.codeSent', defaultMessage: 'Code sent. It is valid for 5 minutes.', description: 'Toast after a code was sent.' },
    failed: { id: 'portal.login.failed', defaultMessage: 'Sign-in failed', description: 'Title of the sign-in error message.' },
    tooMany: { id: 'portal.login.tooMany', defaultMessage: 'Too many wrong codes for this account. Wait a few minutes, ask for a new code and try again.', description: 'Shown when the server asks for the image check after repeated failures.' },
    signingOut: { id: 'portal.login.signingOut', defaultMessage: 'Signing you out…', description: 'Shown while sign-out runs.' },
    processing: { id: 'portal.login.processing', defaultMessage: 'One moment — we are finishing your sign-in.', description: 'Shown on single-sign-on callback pages.' },
    callbackFailed: { id: 'portal.login.callbackFailed', defaultMessage: 'Verification failed, please sign in again.', description: 'Callback page: the code or user information is missing (spec §5 message).' },
  }),
};
