import { defineMessages } from 'react-intl';

export const footerMessages = {
  ...defineMessages({
    label: { id: 'ui.footer.label', defaultMessage: 'Site links', description: 'Accessible name of the footer navigation.' },
    centerGuide: { id: 'ui.footer.centerGuide', defaultMessage: 'Help center', description: 'Footer link: the help center (opens in a new tab).' },
    stuGuide: { id: 'ui.footer.stuGuide', defaultMessage: 'Student guide', description: 'Footer link: help for learners.' },
    manGuide: { id: 'ui.footer.manGuide', defaultMessage: 'Manager guide', description: 'Footer link: help for school managers.' },
    feedback: { id: 'ui.footer.feedback', defaultMessage: 'Feedback', description: 'Footer button: open the feedback dialog.' },
    cookieSettings: { id: 'ui.footer.cookieSettings', defaultMessage: 'Cookie settings', description: 'Footer button: open the cookie preferences.' },
    cookiePolicy: { id: 'ui.footer.cookiePolicy', defaultMessage: 'Cookie policy', description: 'Footer link: the cookie policy.' },
    privacy: { id: 'ui.footer.privacy', defaultMessage: 'Privacy', description: 'Footer link: the privacy policy.' },
    qrCodes: { id: 'ui.footer.qrCodes', defaultMessage: 'Apps and accounts', description: 'Heading above the QR codes in the footer.' },
  }),
  ...defineMessages<{ version: { version: string }; qrAlt: { name: string } }>({
    version: { id: 'ui.footer.version', defaultMessage: 'Version {version}', description: 'Software version shown in the footer.' },
    qrAlt: { id: 'ui.footer.qrAlt', defaultMessage: 'QR code: {name}', description: 'Alternative text of a QR code image in the footer.' },
  }),
};
