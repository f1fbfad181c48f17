import { defineMessages } from 'react-intl';

export const resourceHeaderMessages = {
  ...defineMessages<{ lessons: { count: number }; minutes: { minutes: number }; sharedFrom: { school: string }; buy: { price: string } }>({
    lessons: { id: 'ui.resourceHeader.lessons', defaultMessage: '{count, plural, one {# lesson} other {# lessons}}', description: 'How many lessons a course has.' },
    minutes: { id: 'ui.resourceHeader.minutes', defaultMessage: '{minutes, plural, one {# minute} other {# minutes}}', description: 'Length of a course or video in minutes.' },
    sharedFrom: { id: 'ui.resourceHeader.sharedFrom', defaultMessage: 'Shared by {school}: read-only here.', description: 'A resource shared by another school; school is its name.' },
    buy: { id: 'ui.resourceHeader.buy', defaultMessage: 'Buy for {price}', description: 'Primary action: buy a paid course; price is formatted with its currency.' },
  }),
  ...defineMessages({
    lecturers: { id: 'ui.resourceHeader.lecturers', defaultMessage: 'Lecturers', description: 'Label before the linked names of a course’s lecturers.' },
    membersOnly: { id: 'ui.resourceHeader.membersOnly', defaultMessage: 'For the school’s members: sign in to learn.', description: 'Prompt on a members-only resource shown to a visitor.' },
    progress: { id: 'ui.resourceHeader.progress', defaultMessage: 'Your progress', description: 'Label of the learner’s progress bar on a resource page.' },
    about: { id: 'ui.resourceHeader.about', defaultMessage: 'About', description: 'Heading of a resource’s description.' },
    signIn: { id: 'ui.resourceHeader.signIn', defaultMessage: 'Sign in to learn', description: 'Primary action for a visitor.' },
    enrol: { id: 'ui.resourceHeader.enrol', defaultMessage: 'Enrol', description: 'Primary action: enrol in a free course.' },
    buyVip: { id: 'ui.resourceHeader.buyVip', defaultMessage: 'Get VIP to learn', description: 'Primary action on a VIP resource for a learner without VIP membership: opens the VIP packages.' },
    start: { id: 'ui.resourceHeader.start', defaultMessage: 'Start learning', description: 'Primary action: open the first lesson.' },
    continue: { id: 'ui.resourceHeader.continue', defaultMessage: 'Continue learning', description: 'Primary action: open where the learner left off.' },
    review: { id: 'ui.resourceHeader.review', defaultMessage: 'Review', description: 'Primary action: open a finished course again.' },
  }),
};
