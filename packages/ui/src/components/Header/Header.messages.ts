import { defineMessages } from 'react-intl';

export const headerMessages = defineMessages({
  home: { id: 'ui.header.home', defaultMessage: 'Home', description: 'Accessible label of the school logo link in the header.' },
  navigation: { id: 'ui.header.navigation', defaultMessage: 'Main', description: 'Accessible name of the header navigation landmark.' },
  searchLabel: { id: 'ui.header.searchLabel', defaultMessage: 'Search courses, exams and articles', description: 'Label of the header search box.' },
  searchButton: { id: 'ui.header.searchButton', defaultMessage: 'Search', description: 'Header search submit button.' },
  menu: { id: 'ui.header.menu', defaultMessage: 'Menu', description: 'Button of the header on a phone: shows or hides the site navigation and the search.' },
  language: { id: 'ui.header.language', defaultMessage: 'Language', description: 'Button opening the language list in the header.' },
  account: { id: 'ui.header.account', defaultMessage: 'Account', description: 'Button opening the signed-in user’s menu.' },
  myLearning: { id: 'ui.header.myLearning', defaultMessage: 'My learning', description: 'User menu item: the learner’s own page of classes, courses in progress, upcoming sessions and purchases.' },
  personalCenter: { id: 'ui.header.personalCenter', defaultMessage: 'Personal center', description: 'User menu item: the personal center.' },
  accountSecurity: { id: 'ui.header.accountSecurity', defaultMessage: 'Account and security', description: 'User menu item: the page where the user changes their e-mail or mobile and sees the agreements they accepted.' },
  feedback: { id: 'ui.header.feedback', defaultMessage: 'Send feedback', description: 'User menu item: open the feedback dialog.' },
  signOut: { id: 'ui.header.signOut', defaultMessage: 'Sign out', description: 'User menu item: sign out.' },
});
