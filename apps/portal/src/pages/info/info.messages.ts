import { defineMessages } from 'react-intl';

export const serviceMessages = defineMessages({
  intro: {
    id: 'portal.service.intro',
    defaultMessage: 'These terms apply when you use Academy Portal, the learning platform your school runs its portal on. By signing in you accept them.',
    description: 'Terms of service, first paragraph.',
  },
  accountTitle: { id: 'portal.service.accountTitle', defaultMessage: 'Your account', description: 'Terms of service, heading.' },
  account: {
    id: 'portal.service.account',
    defaultMessage: 'Keep your phone number and e-mail address up to date: we send sign-in codes to them. Do not share codes; you are responsible for what is done with your account.',
    description: 'Terms of service, paragraph about the account.',
  },
  contentTitle: { id: 'portal.service.contentTitle', defaultMessage: 'Courses and content', description: 'Terms of service, heading.' },
  content: {
    id: 'portal.service.content',
    defaultMessage: 'Courses, exams, live classes and articles belong to your school or their authors. You may use them for your own learning; copying or redistributing them needs the owner’s permission.',
    description: 'Terms of service, paragraph about content.',
  },
  conductTitle: { id: 'portal.service.conductTitle', defaultMessage: 'Conduct', description: 'Terms of service, heading.' },
  conduct: {
    id: 'portal.service.conduct',
    defaultMessage: 'Be respectful in questions, answers and comments. Content that is unlawful, abusive or misleading may be removed, and accounts that post it may be suspended. Use "Report a problem" to tell us about it.',
    description: 'Terms of service, paragraph about behaviour.',
  },
});

export const privacyMessages = defineMessages({
  intro: {
    id: 'portal.privacy.intro',
    defaultMessage: 'Your school decides why your data is processed; the platform processes it on the school’s behalf. This page explains what we keep and why.',
    description: 'Privacy policy, first paragraph.',
  },
  collectTitle: { id: 'portal.privacy.collectTitle', defaultMessage: 'What we keep', description: 'Privacy policy, heading.' },
  collect: {
    id: 'portal.privacy.collect',
    defaultMessage: 'Your name, phone number or e-mail address, the schools you belong to, what you study and your results, and the feedback you send us.',
    description: 'Privacy policy, what data is kept.',
  },
  cookiesTitle: { id: 'portal.privacy.cookiesTitle', defaultMessage: 'Cookies', description: 'Privacy policy, heading.' },
  cookies: {
    id: 'portal.privacy.cookies',
    defaultMessage: 'Essential cookies keep you signed in and remember your language. Analytics cookies are used only if you allow them in the cookie settings, which you can change at any time from the page footer.',
    description: 'Privacy policy, paragraph about cookies.',
  },
  rightsTitle: { id: 'portal.privacy.rightsTitle', defaultMessage: 'Your rights', description: 'Privacy policy, heading.' },
  rights: {
    id: 'portal.privacy.rights',
    defaultMessage: 'You can ask your school to show, correct or delete your data. Send the request through Feedback or to your school’s administrator.',
    description: 'Privacy policy, paragraph about data rights.',
  },
});
