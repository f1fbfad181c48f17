import { defineMessages } from 'react-intl';

/** My learning (issue 31): area `learning`. */
export const myLearningMessages = defineMessages<{
  title: Record<string, never>;
  intro: { zone: string };
  classes: Record<string, never>;
  noClasses: Record<string, never>;
  classProgress: { title: string };
  continue: Record<string, never>;
  noCourses: Record<string, never>;
  continueLesson: { lesson: string };
  continueCourse: Record<string, never>;
  courseProgress: { title: string };
  upcoming: Record<string, never>;
  noUpcoming: Record<string, never>;
  session: Record<string, never>;
  live: Record<string, never>;
  lives: Record<string, never>;
  noLives: Record<string, never>;
  certificates: Record<string, never>;
  noCertificates: Record<string, never>;
  purchases: Record<string, never>;
  noPurchases: Record<string, never>;
  allOrders: Record<string, never>;
  calendar: Record<string, never>;
  calendarHelp: Record<string, never>;
  calendarActive: { when: string };
  makeFeed: Record<string, never>;
  resetFeed: Record<string, never>;
  stopFeed: Record<string, never>;
  feedUrl: Record<string, never>;
  copyFeed: Record<string, never>;
  copied: Record<string, never>;
  feedFailed: Record<string, never>;
  feedOff: Record<string, never>;
}>({
  title: { id: 'portal.learning.my.title', defaultMessage: 'My learning', description: 'Heading of the learner’s own learning page.' },
  intro: { id: 'portal.learning.my.intro', defaultMessage: 'Times are shown in the school’s time zone ({zone}).', description: 'Under the heading; zone is an IANA time zone name such as Asia/Shanghai.' },
  classes: { id: 'portal.learning.my.classes', defaultMessage: 'My classes', description: 'Heading of the classes the learner is enrolled in.' },
  noClasses: { id: 'portal.learning.my.noClasses', defaultMessage: 'You are not enrolled in any class yet.', description: 'The learner has no classes.' },
  classProgress: { id: 'portal.learning.my.classProgress', defaultMessage: 'Progress in {title}', description: 'Accessible name of a class’s progress bar; title is the class’s title.' },
  continue: { id: 'portal.learning.my.continue', defaultMessage: 'Continue learning', description: 'Heading of the courses in progress.' },
  noCourses: { id: 'portal.learning.my.noCourses', defaultMessage: 'No course in progress. Start one from the school’s home page.', description: 'The learner has no course in progress.' },
  continueLesson: { id: 'portal.learning.my.continueLesson', defaultMessage: 'Continue: {lesson}', description: 'Link to the lesson where the learner left a course; lesson is the lesson’s title.' },
  continueCourse: { id: 'portal.learning.my.continueCourse', defaultMessage: 'Continue the course', description: 'Link to a course in progress when the last lesson is not known.' },
  courseProgress: { id: 'portal.learning.my.courseProgress', defaultMessage: 'Progress in {title}', description: 'Accessible name of a course’s progress bar; title is the course’s title.' },
  upcoming: { id: 'portal.learning.my.upcoming', defaultMessage: 'The next 14 days', description: 'Heading of the sessions and live lectures starting in the next 14 days.' },
  noUpcoming: { id: 'portal.learning.my.noUpcoming', defaultMessage: 'Nothing is scheduled in the next 14 days.', description: 'No sessions or live lectures in the next 14 days.' },
  session: { id: 'portal.learning.my.session', defaultMessage: 'Session', description: 'Kind of an agenda item: a class session.' },
  live: { id: 'portal.learning.my.live', defaultMessage: 'Live lecture', description: 'Kind of an agenda item: a live lecture.' },
  lives: { id: 'portal.learning.my.lives', defaultMessage: 'Live lectures', description: 'Heading of the live lectures of the learner’s classes.' },
  noLives: { id: 'portal.learning.my.noLives', defaultMessage: 'Your classes have no live lectures.', description: 'No live lectures in the learner’s classes.' },
  purchases: { id: 'portal.learning.my.purchases', defaultMessage: 'Purchases', description: 'Heading of the learner’s orders.' },
  certificates: { id: 'portal.learning.my.certificates', defaultMessage: 'Certificates', description: 'Heading of the learner’s certificates on My learning.' },
  noCertificates: { id: 'portal.learning.my.noCertificates', defaultMessage: 'No certificates yet: a class’s certificate is issued when you complete it and pass its exams.', description: 'The learner has no certificate.' },
  noPurchases: { id: 'portal.learning.my.noPurchases', defaultMessage: 'You have not bought anything.', description: 'The learner has no orders.' },
  allOrders: { id: 'portal.learning.my.allOrders', defaultMessage: 'All orders', description: 'Link to the orders page.' },
  calendar: { id: 'portal.learning.my.calendar', defaultMessage: 'Calendar feed', description: 'Heading of the private calendar subscription.' },
  calendarHelp: { id: 'portal.learning.my.calendarHelp', defaultMessage: 'Subscribe to your sessions and live lectures in any calendar app. The address is private: anyone who has it can read your schedule.', description: 'What the private calendar feed is.' },
  calendarActive: { id: 'portal.learning.my.calendarActive', defaultMessage: 'Your calendar address was made on {when}. It is shown only once: make a new one if you lost it (the old one stops working).', description: 'A feed exists; when is a formatted date.' },
  makeFeed: { id: 'portal.learning.my.makeFeed', defaultMessage: 'Make a calendar address', description: 'Button: create the private calendar feed.' },
  resetFeed: { id: 'portal.learning.my.resetFeed', defaultMessage: 'Make a new address', description: 'Button: replace the calendar feed address (the old one stops working).' },
  stopFeed: { id: 'portal.learning.my.stopFeed', defaultMessage: 'Turn the feed off', description: 'Button: delete the calendar feed.' },
  feedUrl: { id: 'portal.learning.my.feedUrl', defaultMessage: 'Your calendar address', description: 'Label of the read-only field with the new calendar feed address.' },
  copyFeed: { id: 'portal.learning.my.copyFeed', defaultMessage: 'Copy the address', description: 'Button: copy the calendar feed address.' },
  copied: { id: 'portal.learning.my.copied', defaultMessage: 'Address copied.', description: 'Toast after copying the calendar feed address.' },
  feedFailed: { id: 'portal.learning.my.feedFailed', defaultMessage: 'Could not change the calendar feed. Try again.', description: 'Making or removing the calendar feed failed without a server message.' },
  feedOff: { id: 'portal.learning.my.feedOff', defaultMessage: 'The calendar feed is off.', description: 'Toast after turning the calendar feed off.' },
});
