import { defineMessages } from 'react-intl';

export const loginBoxMessages = defineMessages({
  bySms: { id: 'ui.loginBox.bySms', defaultMessage: 'Text message', description: 'Sign-in tab: code by SMS.' },
  byEmail: { id: 'ui.loginBox.byEmail', defaultMessage: 'E-mail', description: 'Sign-in tab: code by e-mail.' },
  methods: { id: 'ui.loginBox.methods', defaultMessage: 'How to receive your code', description: 'Accessible name of the sign-in method tabs.' },
  intro: { id: 'ui.loginBox.intro', defaultMessage: 'We send you a one-time code. New here? Signing in creates your account.', description: 'Text above the sign-in form.' },
  codeSent: { id: 'ui.loginBox.codeSent', defaultMessage: 'Code sent. It is valid for 5 minutes.', description: 'Shown under the code field after a code was sent.' },
  failed: { id: 'ui.loginBox.failed', defaultMessage: 'Sign-in failed', description: 'Title of the sign-in error message.' },
  tooMany: { id: 'ui.loginBox.tooMany', defaultMessage: 'Too many wrong codes for this account. Wait a few minutes, ask for a new code and try again.', description: 'Shown when the server asks for the image check after repeated failures.' },
  emailPlaceholder: { id: 'ui.loginBox.emailPlaceholder', defaultMessage: 'name@example.com', description: 'Placeholder of the e-mail field: an example address (keep it an address; the domain may be localized).' },
});
