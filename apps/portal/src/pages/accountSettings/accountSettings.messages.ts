import { defineMessages } from 'react-intl';

/** Account and security: add or change the e-mail address or mobile number with a code sent to the new one. */
export const accountMessages = {
  ...defineMessages({
    intro: { id: 'portal.accountBinding.intro', defaultMessage: 'We send sign-in codes to these addresses. To change one, we send a code to the new address first.', description: 'Account and security page, first paragraph.' },
    emailTitle: { id: 'portal.accountBinding.emailTitle', defaultMessage: 'E-mail address', description: 'Account and security page: heading of the e-mail section.' },
    mobileTitle: { id: 'portal.accountBinding.mobileTitle', defaultMessage: 'Mobile number', description: 'Account and security page: heading of the mobile section.' },
    none: { id: 'portal.accountBinding.none', defaultMessage: 'None yet', description: 'The account has no e-mail address (or no mobile number) yet.' },
    newEmail: { id: 'portal.accountBinding.newEmail', defaultMessage: 'New e-mail address', description: 'Field label: the e-mail address to put on the account.' },
    newMobile: { id: 'portal.accountBinding.newMobile', defaultMessage: 'New mobile number', description: 'Field label: the mobile number to put on the account.' },
    code: { id: 'portal.accountBinding.code', defaultMessage: 'Code sent to the new address', description: 'Field label: the 6-digit code sent to the new e-mail address or mobile number.' },
    sendCode: { id: 'portal.accountBinding.sendCode', defaultMessage: 'Send code', description: 'Button: send a code to the new address.' },
    save: { id: 'portal.accountBinding.save', defaultMessage: 'Save', description: 'Button: put the new address on the account with the code.' },
    emailTaken: { id: 'portal.accountBinding.emailTaken', defaultMessage: 'This e-mail address is already used by another account.', description: 'Error: the new e-mail address belongs to another account.' },
    mobileTaken: { id: 'portal.accountBinding.mobileTaken', defaultMessage: 'This mobile number is already used by another account.', description: 'Error: the new mobile number belongs to another account.' },
    same: { id: 'portal.accountBinding.same', defaultMessage: 'This is already on your account.', description: 'Error: the new address is the one the account already has.' },
    invalidEmail: { id: 'portal.accountBinding.invalidEmail', defaultMessage: 'Enter an e-mail address such as name@example.com.', description: 'Error: the e-mail address is not valid.' },
    invalidMobile: { id: 'portal.accountBinding.invalidMobile', defaultMessage: 'Enter an 11-digit mobile number starting with 1.', description: 'Error: the mobile number is not valid.' },
    invalidCode: { id: 'portal.accountBinding.invalidCode', defaultMessage: 'Enter the 6-digit code.', description: 'Error: the code is not 6 digits.' },
    codeRefused: { id: 'portal.accountBinding.codeRefused', defaultMessage: 'The code is wrong or has expired. Check it, or ask for a new one.', description: 'Error: the server refused the code.' },
    tooMany: { id: 'portal.accountBinding.tooMany', defaultMessage: 'Too many attempts. Wait a while, then try again.', description: 'Error: rate limit reached.' },
    failed: { id: 'portal.accountBinding.failed', defaultMessage: 'Something went wrong. Try again.', description: 'Error: any other failure.' },
    agreementsTitle: { id: 'portal.accountBinding.agreementsTitle', defaultMessage: 'Agreements', description: 'Account and security page: heading of the agreements section.' },
    agreementsText: { id: 'portal.accountBinding.agreementsText', defaultMessage: 'You can withdraw your acceptance of the terms of service and the privacy policy. You will be asked to accept them again before you continue.', description: 'Account and security page: explains withdrawing the acceptance of the agreements.' },
    withdraw: { id: 'portal.accountBinding.withdraw', defaultMessage: 'Withdraw my acceptance', description: 'Button: withdraw the acceptance of the terms and privacy policy.' },
  }),
  ...defineMessages<{ current: { value: string }; resendIn: { seconds: number }; codeSent: { address: string }; emailSaved: { value: string }; mobileSaved: { value: string } }>({
    current: { id: 'portal.accountBinding.current', defaultMessage: 'Current: {value}', description: 'The e-mail address or mobile number the account has now.' },
    resendIn: { id: 'portal.accountBinding.resendIn', defaultMessage: 'Send again in {seconds, plural, one {# second} other {# seconds}}', description: 'Disabled send button while the user must wait before asking for another code.' },
    codeSent: { id: 'portal.accountBinding.codeSent', defaultMessage: 'We sent a code to {address}.', description: 'Status after a code was sent to the new address.' },
    emailSaved: { id: 'portal.accountBinding.emailSaved', defaultMessage: 'Your e-mail address is now {value}.', description: 'Status after the new e-mail address was put on the account.' },
    mobileSaved: { id: 'portal.accountBinding.mobileSaved', defaultMessage: 'Your mobile number is now {value}.', description: 'Status after the new mobile number was put on the account.' },
  }),
};
