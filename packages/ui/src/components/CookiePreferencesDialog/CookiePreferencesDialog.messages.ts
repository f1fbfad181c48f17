import { defineMessages } from 'react-intl';

export const cookieMessages = defineMessages({
  title: { id: 'ui.cookies.title', defaultMessage: 'Cookie settings', description: 'Title of the cookie preference dialog.' },
  tabs: { id: 'ui.cookies.tabs', defaultMessage: 'Cookie categories', description: 'Accessible name of the tab list in the cookie dialog.' },
  privacyTab: { id: 'ui.cookies.privacyTab', defaultMessage: 'Your privacy', description: 'Cookie dialog tab: introduction.' },
  privacyBody: {
    id: 'ui.cookies.privacyBody',
    defaultMessage: 'We use cookies to keep you signed in, remember your language and, if you allow it, to understand how the portal is used so we can improve it.',
    description: 'Cookie dialog: text of the Your privacy tab.',
  },
  essentialTab: { id: 'ui.cookies.essentialTab', defaultMessage: 'Essential cookies', description: 'Cookie dialog tab: cookies that are always on.' },
  essentialBody: { id: 'ui.cookies.essentialBody', defaultMessage: 'These cookies are needed for the portal to work, such as keeping you signed in. They cannot be turned off.', description: 'Cookie dialog: explanation of essential cookies.' },
  alwaysActive: { id: 'ui.cookies.alwaysActive', defaultMessage: 'Always active', description: 'Status label of essential cookies.' },
  analyticsTab: { id: 'ui.cookies.analyticsTab', defaultMessage: 'Analytics cookies', description: 'Cookie dialog tab: analytics cookies.' },
  analyticsBody: { id: 'ui.cookies.analyticsBody', defaultMessage: 'These cookies count visits and clicks anonymously so we can see which pages help learners most.', description: 'Cookie dialog: explanation of analytics cookies.' },
  active: { id: 'ui.cookies.active', defaultMessage: 'Active', description: 'Analytics cookies switch label when on.' },
  inactive: { id: 'ui.cookies.inactive', defaultMessage: 'Inactive', description: 'Analytics cookies switch label when off.' },
  cookieNames: { id: 'ui.cookies.cookieNames', defaultMessage: 'Cookies in this category', description: 'Heading above the list of cookie names in a category.' },
  reset: { id: 'ui.cookies.reset', defaultMessage: 'Reset', description: 'Button: turn analytics cookies off again.' },
  saveAndClose: { id: 'ui.cookies.saveAndClose', defaultMessage: 'Save and close', description: 'Button: store the cookie choice and close the dialog.' },
});
