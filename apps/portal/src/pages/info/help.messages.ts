import { defineMessages } from 'react-intl';

/** The help page (spec §2 "Other destinations": /helpCenter/helpPage.htm, type 1 student guide, 2 manager guide). */
export const helpMessages = defineMessages({
  intro: { id: 'portal.help.intro', defaultMessage: 'Guides for learners and for the people who run a school. Choose one to start.', description: 'Help center, first paragraph above the links to the guides.' },
  allTopics: { id: 'portal.help.allTopics', defaultMessage: 'All help topics', description: 'Link from a guide back to the help center.' },
  signInTitle: { id: 'portal.help.signInTitle', defaultMessage: 'Sign in', description: 'Student guide, heading.' },
  signIn: { id: 'portal.help.signIn', defaultMessage: 'Sign in with a one-time code sent to your mobile number or e-mail address. The first sign-in creates your account.', description: 'Student guide: how to sign in.' },
  findTitle: { id: 'portal.help.findTitle', defaultMessage: 'Find something to learn', description: 'Student guide, heading.' },
  find: { id: 'portal.help.find', defaultMessage: 'Search courses, exams and articles from the box at the top of your school’s home page, or open More next to any section.', description: 'Student guide: how to find courses.' },
  classTitle: { id: 'portal.help.classTitle', defaultMessage: 'Take part in a class', description: 'Student guide, heading.' },
  class: { id: 'portal.help.class', defaultMessage: 'Open a class to enrol, see its sessions and files, check in and answer its satisfaction surveys.', description: 'Student guide: what a learner does in a class.' },
  askTitle: { id: 'portal.help.askTitle', defaultMessage: 'Ask for help', description: 'Student guide, heading.' },
  ask: { id: 'portal.help.ask', defaultMessage: 'Choose Feedback at the bottom of any page to report a problem or ask a question, with up to four screenshots.', description: 'Student guide: how to send feedback.' },
  decorateTitle: { id: 'portal.help.decorateTitle', defaultMessage: 'Decorate the home page', description: 'Manager guide, heading.' },
  decorate: { id: 'portal.help.decorate', defaultMessage: 'Administrators arrange the sections of the school’s home page, set its brand colours, preview it in every language and then release it.', description: 'Manager guide: decorating the school home page.' },
  classesTitle: { id: 'portal.help.classesTitle', defaultMessage: 'Run classes', description: 'Manager guide, heading.' },
  classes: { id: 'portal.help.classes', defaultMessage: 'Lecturers and class managers create classes, their sessions, files and live lectures in the lecturing center, and follow each learner’s progress.', description: 'Manager guide: the lecturing center.' },
  inviteTitle: { id: 'portal.help.inviteTitle', defaultMessage: 'Invite people', description: 'Manager guide, heading.' },
  invite: { id: 'portal.help.invite', defaultMessage: 'Make an invitation link for learners, lecturers or class managers, with how long it lasts and how many people may join with it.', description: 'Manager guide: invitation links.' },
  signInMethodsTitle: { id: 'portal.help.signInMethodsTitle', defaultMessage: 'Choose how people sign in', description: 'Manager guide, heading.' },
  signInMethods: { id: 'portal.help.signInMethods', defaultMessage: 'Administrators set the school’s sign-in methods: one-time codes, corporate single sign-on, enterprise OAuth2, messaging apps or the school’s own network.', description: 'Manager guide: sign-in methods.' },
});
