import { defineMessages } from 'react-intl';

export const consentCardMessages = {
  ...defineMessages<{ title: { app: string }; school: { school: string } }>({
    title: { id: 'ui.consentCard.title', defaultMessage: '{app} wants to use your account', description: 'Heading of the consent screen: an application (its name) asks for access to the signed-in account.' },
    school: { id: 'ui.consentCard.school', defaultMessage: 'An app registered by {school}', description: 'Under the consent heading: which school registered the application (the school’s name).' },
  }),
  ...defineMessages({
    destination: { id: 'ui.consentCard.destination', defaultMessage: 'Whatever you choose, you will be sent back to:', description: 'Consent screen: followed by the web address (host name) the browser goes to after Allow or Deny.' },
    asks: { id: 'ui.consentCard.asks', defaultMessage: 'It asks to see:', description: 'Consent screen: introduces the list of what the application may read.' },
    scopeOpenid: { id: 'ui.consentCard.scope.openid', defaultMessage: 'Who you are (your account ID)', description: 'Consent screen, item of what the app may read: the account identifier (OpenID scope “openid”).' },
    scopeProfile: { id: 'ui.consentCard.scope.profile', defaultMessage: 'Your name', description: 'Consent screen, item of what the app may read: the person’s name (scope “profile”).' },
    scopeEmail: { id: 'ui.consentCard.scope.email', defaultMessage: 'Your e-mail address', description: 'Consent screen, item of what the app may read: e-mail address (scope “email”).' },
    scopePhone: { id: 'ui.consentCard.scope.phone', defaultMessage: 'Your mobile number', description: 'Consent screen, item of what the app may read: mobile phone number (scope “phone”).' },
    allow: { id: 'ui.consentCard.allow', defaultMessage: 'Allow', description: 'Consent screen button: let the application use the account as listed.' },
    deny: { id: 'ui.consentCard.deny', defaultMessage: 'Deny', description: 'Consent screen button: refuse the application.' },
    trust: { id: 'ui.consentCard.trust', defaultMessage: 'Allow only if you trust this app. You will not be asked again while it asks for the same things.', description: 'Consent screen: warning above the buttons; consent is remembered for the same scopes.' },
  }),
};
