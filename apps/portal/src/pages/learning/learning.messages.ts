import { defineMessages } from 'react-intl';

export const learningMessages = {
  ...defineMessages({
    enrolFailed: { id: 'portal.learning.enrolFailed', defaultMessage: 'Enrolling did not work. Try again.', description: 'A resource page: the enrol call failed without a server message.' },
    buyFailed: { id: 'portal.learning.buyFailed', defaultMessage: 'The purchase could not start. Try again.', description: 'A resource page: creating the order failed without a server message.' },
    backToCourse: { id: 'portal.learning.backToCourse', defaultMessage: 'Back to the course', description: 'Link from the course player to the course’s page.' },
    topicResources: { id: 'portal.learning.topicResources', defaultMessage: 'In this topic', description: 'A topic’s page: heading of the cards of the resources the topic gathers.' },
    topicEmpty: { id: 'portal.learning.topicEmpty', defaultMessage: 'Nothing has been added to this topic yet.', description: 'A topic’s page when the topic gathers no resources.' },
    courseProgress: { id: 'portal.learning.courseProgress', defaultMessage: 'Course progress', description: 'Label of the course’s progress bar beside its lessons.' },
  }),
  ...defineMessages<{ lessonPoints: { points: number; total: number } }>({
    lessonPoints: { id: 'portal.learning.lessonPoints', defaultMessage: 'You earned {points, plural, one {# learning point} other {# learning points}} for this lesson. You now have {total, number}.', description: 'Toast when a finished lesson earns learning points (once per lesson, beside the player’s own “Lesson done” status); total is the learner’s balance in the school.' },
  }),
};
