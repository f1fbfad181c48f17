import { defineMessages } from 'react-intl';

/** Live lectures of a learner's classes (issue 31): on the class page and in My learning; area `classInfo`. */
export const liveLectureMessages = defineMessages({
  title: { id: 'classInfo.liveLectures.title', defaultMessage: 'Live lectures', description: 'Heading of the class’s live lectures on the class page.' },
  none: { id: 'classInfo.liveLectures.none', defaultMessage: 'No live lectures are scheduled for this class.', description: 'The class has no live lectures.' },
  joinFailed: { id: 'classInfo.liveLectures.joinFailed', defaultMessage: 'Could not open the room. Check your connection and try again.', description: 'Joining a live lecture failed without a reason from the server.' },
  remindFailed: { id: 'classInfo.liveLectures.remindFailed', defaultMessage: 'Could not change the reminder. Check your connection and try again.', description: 'Setting or removing a live lecture reminder failed without a reason from the server.' },
  reminderSet: { id: 'classInfo.liveLectures.reminderSet', defaultMessage: 'We will remind you of this live lecture.', description: 'Toast after the learner asked to be reminded of a live lecture.' },
  reminderRemoved: { id: 'classInfo.liveLectures.reminderRemoved', defaultMessage: 'Reminder removed.', description: 'Toast after the learner removed a live lecture reminder.' },
});
