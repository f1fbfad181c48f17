import { defineMessages } from 'react-intl';

/** QR sign-in on the login page and the phone's confirmation page (issue 20). */
export const qrLoginMessages = defineMessages({
  show: { id: 'portal.login.qr.show', defaultMessage: 'Sign in with a QR code', description: 'Login page button: show a QR code to scan with a signed-in phone.' },
  hide: { id: 'portal.login.qr.hide', defaultMessage: 'Hide the QR code', description: 'Login page button: hide the QR code again.' },
  missingId: { id: 'portal.login.qr.missingId', defaultMessage: 'This address is incomplete. Scan the QR code again.', description: 'Phone confirmation page opened without a valid QR id.' },
  networkFailed: { id: 'portal.login.qr.networkFailed', defaultMessage: 'The server could not be reached. Check your connection and scan again.', description: 'Phone confirmation page: a request failed without an answer.' },
});
