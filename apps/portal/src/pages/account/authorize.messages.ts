import { defineMessages } from 'react-intl';

/** The consent page of our authorization server (/oauth2/v1/authorize). */
export const authorizeMessages = {
  ...defineMessages({
  invalidTitle: { id: 'portal.login.authorize.invalidTitle', defaultMessage: 'This app cannot be authorized', description: 'Error heading on /oauth2/v1/authorize: the request of the application is not accepted (unknown app, unregistered address, missing protection).' },
  invalid: { id: 'portal.login.authorize.invalid', defaultMessage: 'The link that brought you here is not valid: the app is unknown, or it asked to send you to an address it has not registered. You were not sent anywhere. Close this page or go back to the app.', description: 'Error text on /oauth2/v1/authorize for an invalid request; the user is deliberately not redirected.' },
  notMember: { id: 'portal.login.authorize.notMember', defaultMessage: 'This app belongs to a school you are not a member of, so it cannot use your account.', description: 'Error text on /oauth2/v1/authorize when the app is registered by another school.' },
  failed: { id: 'portal.login.authorize.failed', defaultMessage: 'The request could not be checked. Check your connection and try again.', description: 'Error text on /oauth2/v1/authorize when the server could not be reached.' },
  retry: { id: 'portal.login.authorize.retry', defaultMessage: 'Try again', description: 'Button on /oauth2/v1/authorize after a network failure.' },
  leaving: { id: 'portal.login.authorize.leaving', defaultMessage: 'Returning to the app…', description: 'Shown on /oauth2/v1/authorize while the browser goes back to the application.' },
  }),
  ...defineMessages<{ serverSaid: { detail: string } }>({
  serverSaid: { id: 'portal.login.authorize.serverSaid', defaultMessage: 'Details: {detail}', description: 'On the authorize error page: the server’s own explanation follows (English technical text).' },
  }),
};
