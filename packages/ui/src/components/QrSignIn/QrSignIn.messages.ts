import { defineMessages } from 'react-intl';

export const qrSignInMessages = {
  ...defineMessages({
  title: { id: 'ui.qrSignIn.title', defaultMessage: 'Sign in with your phone', description: 'Heading of the QR sign-in panel on the login page.' },
  instructions: { id: 'ui.qrSignIn.instructions', defaultMessage: 'On a phone where you are signed in to the portal, scan this code with the camera, then confirm on the phone.', description: 'How to use the QR code shown on the login page.' },
  qrLabel: { id: 'ui.qrSignIn.qrLabel', defaultMessage: 'QR code for signing in on this device', description: 'Accessible name of the QR code image.' },
  loading: { id: 'ui.qrSignIn.loading', defaultMessage: 'Preparing a QR code…', description: 'Shown while a new QR code is requested.' },
  waiting: { id: 'ui.qrSignIn.waiting', defaultMessage: 'Waiting for your phone to scan the code.', description: 'Status: the QR code is shown and nobody scanned it yet.' },
  scanned: { id: 'ui.qrSignIn.scanned', defaultMessage: 'Scanned — confirm on your phone.', description: 'Status: a phone scanned the code; the user must confirm on it.' },
  confirmed: { id: 'ui.qrSignIn.confirmed', defaultMessage: 'Confirmed. Signing you in…', description: 'Status: the phone confirmed; this browser is being signed in.' },
  expired: { id: 'ui.qrSignIn.expired', defaultMessage: 'This QR code has expired.', description: 'Status: the code was not confirmed in time.' },
  cancelled: { id: 'ui.qrSignIn.cancelled', defaultMessage: 'Sign-in was cancelled on the phone.', description: 'Status: the person refused the sign-in on their phone.' },
  failed: { id: 'ui.qrSignIn.failed', defaultMessage: 'The QR sign-in could not be completed. Check your connection and show a new code.', description: 'Status: a request failed (network or server).' },
  refresh: { id: 'ui.qrSignIn.refresh', defaultMessage: 'Show a new QR code', description: 'Button: replace an expired or cancelled QR code with a new one.' },
  requestTitle: { id: 'ui.qrSignIn.requestTitle', defaultMessage: 'Sign in on another device?', description: 'Heading of the phone page that asks to confirm a QR sign-in.' },
  requestIntro: { id: 'ui.qrSignIn.requestIntro', defaultMessage: 'Confirm only if you are signing in on that device yourself: it will be signed in to your account.', description: 'Warning on the phone confirmation page.' },
  device: { id: 'ui.qrSignIn.device', defaultMessage: 'Device', description: 'Label: browser and system of the device asking to sign in.' },
  unknownDevice: { id: 'ui.qrSignIn.unknownDevice', defaultMessage: 'Unknown browser', description: 'Shown when the browser or system of the requesting device is not recognised.' },
  ipAddress: { id: 'ui.qrSignIn.ipAddress', defaultMessage: 'IP address', description: 'Label: network address of the device asking to sign in.' },
  requestedAt: { id: 'ui.qrSignIn.requestedAt', defaultMessage: 'Requested at', description: 'Label: when the device asked to sign in.' },
  confirm: { id: 'ui.qrSignIn.confirm', defaultMessage: 'Confirm sign-in', description: 'Button on the phone: allow the other device to sign in.' },
  requestConfirmed: { id: 'ui.qrSignIn.requestConfirmed', defaultMessage: 'Done. The other device is now signed in to your account.', description: 'Phone page after confirming.' },
  requestCancelled: { id: 'ui.qrSignIn.requestCancelled', defaultMessage: 'Cancelled. The other device was not signed in.', description: 'Phone page after cancelling.' },
  requestFailed: { id: 'ui.qrSignIn.requestFailed', defaultMessage: 'This sign-in request cannot be answered', description: 'Title of the error on the phone page (expired, unknown or already answered code).' },
  }),
  ...defineMessages<{ expiresIn: { seconds: number }; deviceValue: { browser: string; os: string } }>({
  expiresIn: { id: 'ui.qrSignIn.expiresIn', defaultMessage: 'New code in {seconds, plural, one {# second} other {# seconds}}', description: 'Countdown under the QR code until it is replaced by a new one.' },
  deviceValue: { id: 'ui.qrSignIn.deviceValue', defaultMessage: '{browser} on {os}', description: 'Browser and operating system names, e.g. "Chrome on Windows".' },
  }),
};
