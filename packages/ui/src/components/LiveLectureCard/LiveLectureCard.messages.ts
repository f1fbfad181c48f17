import { defineMessages } from 'react-intl';

export const liveLectureCardMessages = defineMessages<{
  upcoming: Record<string, never>;
  live: Record<string, never>;
  ended: Record<string, never>;
  yourTime: { when: string };
  lecturer: { name: string };
  join: Record<string, never>;
  joinOpens: { when: string };
  remind: Record<string, never>;
  reminded: Record<string, never>;
  replay: Record<string, never>;
  noReplay: Record<string, never>;
  listLabel: Record<string, never>;
}>({
  upcoming: { id: 'ui.liveLectureCard.upcoming', defaultMessage: 'Upcoming', description: 'Status badge of a live lecture that has not started.' },
  live: { id: 'ui.liveLectureCard.live', defaultMessage: 'Live now', description: 'Status badge of a live lecture that is running now.' },
  ended: { id: 'ui.liveLectureCard.ended', defaultMessage: 'Ended', description: 'Status badge of a live lecture that is over.' },
  yourTime: { id: 'ui.liveLectureCard.yourTime', defaultMessage: 'Your time: {when}', description: 'The start in the viewer’s own time zone, shown when it differs from the school’s; when is a formatted date and time.' },
  lecturer: { id: 'ui.liveLectureCard.lecturer', defaultMessage: 'Lecturer: {name}', description: 'Who gives the live lecture; name is a person’s name.' },
  join: { id: 'ui.liveLectureCard.join', defaultMessage: 'Join', description: 'Button: open the live lecture’s room.' },
  joinOpens: { id: 'ui.liveLectureCard.joinOpens', defaultMessage: 'You can join from {when}', description: 'When the room of an upcoming live lecture opens to learners; when is a formatted date and time.' },
  remind: { id: 'ui.liveLectureCard.remind', defaultMessage: 'Remind me', description: 'Toggle button: ask to be reminded of an upcoming live lecture.' },
  reminded: { id: 'ui.liveLectureCard.reminded', defaultMessage: 'Reminder set', description: 'The remind toggle when a reminder is set (pressing it again removes the reminder).' },
  replay: { id: 'ui.liveLectureCard.replay', defaultMessage: 'Watch the replay', description: 'Link to the recording of an ended live lecture.' },
  noReplay: { id: 'ui.liveLectureCard.noReplay', defaultMessage: 'No replay yet.', description: 'An ended live lecture whose lecturer has not added a recording.' },
  listLabel: { id: 'ui.liveLectureCard.listLabel', defaultMessage: 'Live lectures', description: 'Accessible name of a list of live lectures.' },
});
