import { defineMessages } from 'react-intl';

/** The pages of our OpenID provider's steps (/oauth2/v1/interaction: consent, refusals, sign-out). */
export const authorizeMessages = {
  ...defineMessages({
  invalidTitle: { id: 'portal.login.authorize.invalidTitle', defaultMessage: 'This app cannot be authorized', description: 'Error heading on /oauth2/v1/authorize: the request of the application is not accepted (unknown app, unregistered address, missing protection).' },
  invalid: { id: 'portal.login.authorize.invalid', defaultMessage: 'The link that brought you here is not valid: the app is unknown, or it asked to send you to an address it has not registered. You were not sent anywhere. Close this page or go back to the app.', description: 'Error text on /oauth2/v1/authorize for an invalid request; the user is deliberately not redirected.' },
  notMember: { id: 'portal.login.authorize.notMember', defaultMessage: 'This app belongs to a school you are not a member of, so it cannot use your account.', description: 'Error text on /oauth2/v1/authorize when the app is registered by another school.' },
  failed: { id: 'portal.login.authorize.failed', defaultMessage: 'The request could not be checked. Check your connection and try again.', description: 'Error text on /oauth2/v1/authorize when the server could not be reached.' },
  retry: { id: 'portal.login.authorize.retry', defaultMessage: 'Try again', description: 'Button on /oauth2/v1/authorize after a network failure.' },
  logoutTitle: { id: 'portal.login.authorize.logoutTitle', defaultMessage: 'Sign out?', description: 'Heading on /oauth2/v1/interaction when an app that signed in through us asks to sign the person out (OpenID RP-initiated logout).' },
  logoutText: { id: 'portal.login.authorize.logoutText', defaultMessage: 'The app you used asks to sign you out. Signing out also signs you out of the portal in this browser.', description: 'Text of the sign-out confirmation asked for by an app.' },
  logoutYes: { id: 'portal.login.authorize.logoutYes', defaultMessage: 'Sign out', description: 'Button: confirm signing out (of the app and the portal).' },
  logoutNo: { id: 'portal.login.authorize.logoutNo', defaultMessage: 'Stay signed in', description: 'Button: do not sign out of the portal; only the app’s access ends.' },
  leaving: { id: 'portal.login.authorize.leaving', defaultMessage: 'Returning to the app…', description: 'Shown on /oauth2/v1/authorize while the browser goes back to the application.' },
  }),
  ...defineMessages<{ serverSaid: { detail: string } }>({
  serverSaid: { id: 'portal.login.authorize.serverSaid', defaultMessage: 'Details: {detail}', description: 'On the authorize error page: the server’s own explanation follows (English technical text).' },
  }),
};
