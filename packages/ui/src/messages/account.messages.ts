import { defineMessages } from 'react-intl';

/** Sign-in and account fields: the login box's fields and errors, for any other account form to reuse. */
export const accountMessages = {
  ...defineMessages({
  mobile: { id: 'ui.account.mobile', defaultMessage: 'Mobile number', description: 'Label of the phone-number field.' },
  mobilePlaceholder: { id: 'ui.account.mobilePlaceholder', defaultMessage: '11-digit mobile number', description: 'Placeholder of the mainland phone-number field.' },
  mobileInvalid: { id: 'ui.account.mobileInvalid', defaultMessage: 'Enter a valid mobile number', description: 'Error under the phone field (spec: "enter phone").' },
  email: { id: 'ui.account.email', defaultMessage: 'E-mail address', description: 'Label of the e-mail field.' },
  emailInvalid: { id: 'ui.account.emailInvalid', defaultMessage: 'Enter a valid e-mail address', description: 'Error under the e-mail field.' },
  code: { id: 'ui.account.code', defaultMessage: 'Verification code', description: 'Label of the field for the code sent by SMS or e-mail.' },
  codeInvalid: { id: 'ui.account.codeInvalid', defaultMessage: 'Enter the 6-digit code we sent you', description: 'Error under the verification-code field.' },
  sendCode: { id: 'ui.account.sendCode', defaultMessage: 'Send code', description: 'Button: send a verification code.' },
  }),
  ...defineMessages<{ resendIn: { seconds: number } }>({
    resendIn: { id: 'ui.account.resendIn', defaultMessage: 'Resend in {seconds, number} s', description: 'Disabled button while waiting before another code can be sent.' },
  }),
};
