import { defineMessages } from 'react-intl';

export const loginBoxMessages = {
  ...defineMessages({
  bySms: { id: 'ui.loginBox.bySms', defaultMessage: 'Text message', description: 'Sign-in tab: code by SMS.' },
  byEmail: { id: 'ui.loginBox.byEmail', defaultMessage: 'E-mail', description: 'Sign-in tab: code by e-mail.' },
  methods: { id: 'ui.loginBox.methods', defaultMessage: 'How to receive your code', description: 'Accessible name of the sign-in method tabs.' },
  intro: { id: 'ui.loginBox.intro', defaultMessage: 'We send you a one-time code. New here? Signing in creates your account.', description: 'Text above the sign-in form.' },
  codeSent: { id: 'ui.loginBox.codeSent', defaultMessage: 'Code sent. It is valid for 5 minutes.', description: 'Shown under the code field after a code was sent.' },
  failed: { id: 'ui.loginBox.failed', defaultMessage: 'Sign-in failed', description: 'Title of the sign-in error message.' },
  tooMany: { id: 'ui.loginBox.tooMany', defaultMessage: 'Too many wrong codes for this account. Wait a few minutes, ask for a new code and try again.', description: 'Shown when the server asks for the image check after repeated failures.' },
  checkNeeded: { id: 'ui.loginBox.checkNeeded', defaultMessage: 'Too many attempts from this browser. Type the digits in the picture to go on.', description: 'Shown with the image check after repeated wrong codes or many code requests from this browser.' },
  checkPicture: { id: 'ui.loginBox.checkPicture', defaultMessage: 'Picture of five distorted digits', description: 'Alternative text of the image-check picture.' },
  checkAnswer: { id: 'ui.loginBox.checkAnswer', defaultMessage: 'Digits in the picture', description: 'Label of the field where the image-check digits are typed.' },
  checkWrong: { id: 'ui.loginBox.checkWrong', defaultMessage: 'Those digits do not match. Here is a new picture.', description: 'Error under the image-check field after a wrong answer (a new picture is shown).' },
  checkRefresh: { id: 'ui.loginBox.checkRefresh', defaultMessage: 'New picture', description: 'Button: show another image-check picture.' },
  codeWrong: { id: 'ui.loginBox.codeWrong', defaultMessage: 'The code is not right. Check it and try again.', description: 'Sign-in error: the typed code does not match the one sent.' },
  codeExpired: { id: 'ui.loginBox.codeExpired', defaultMessage: 'The code has expired or was already used. Ask for a new one.', description: 'Sign-in error: the code is older than 5 minutes, was used, or had too many wrong tries.' },
  emailPlaceholder: { id: 'ui.loginBox.emailPlaceholder', defaultMessage: 'name@example.com', description: 'Placeholder of the e-mail field: an example address (keep it an address; the domain may be localized).' },
  }),
  ...defineMessages<{ waitSeconds: { seconds: number }; waitMinutes: { minutes: number } }>({
  waitSeconds: { id: 'ui.loginBox.waitSeconds', defaultMessage: 'Too many attempts from this browser. Try again in {seconds, plural, one {# second} other {# seconds}}.', description: 'Sign-in error: this browser must wait before asking for a code or signing in again.' },
  waitMinutes: { id: 'ui.loginBox.waitMinutes', defaultMessage: 'Too many attempts from this browser. Try again in {minutes, plural, one {# minute} other {# minutes}}.', description: 'Sign-in error: this browser must wait minutes before asking for a code or signing in again.' },
  }),
};
