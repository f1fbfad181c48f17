import { defineMessages } from 'react-intl';

export const checkInCardMessages = defineMessages<{
  notOpen: Record<string, never>;
  open: Record<string, never>;
  checkedIn: Record<string, never>;
  missed: Record<string, never>;
  session: { when: string };
  checkIn: Record<string, never>;
  opensAt: { when: string };
  notOpenHint: Record<string, never>;
  closesAt: { when: string };
  checkedInAt: { when: string };
  missedHint: Record<string, never>;
  closedAt: { when: string };
}>({
  notOpen: { id: 'ui.checkInCard.notOpen', defaultMessage: 'Not open yet', description: 'Status badge of an attendance check that has not opened.' },
  open: { id: 'ui.checkInCard.open', defaultMessage: 'Open', description: 'Status badge of an attendance check the learner can check in to now.' },
  checkedIn: { id: 'ui.checkInCard.checkedIn', defaultMessage: 'Checked in', description: 'Status badge: the learner has checked in to this session.' },
  missed: { id: 'ui.checkInCard.missed', defaultMessage: 'Missed', description: 'Status badge: the check-in closed before the learner checked in.' },
  session: { id: 'ui.checkInCard.session', defaultMessage: 'Session: {when}', description: 'When the class session of an attendance check takes place; when is a formatted date and time.' },
  checkIn: { id: 'ui.checkInCard.checkIn', defaultMessage: 'Check in', description: 'Button: record that the learner attends this session.' },
  opensAt: { id: 'ui.checkInCard.opensAt', defaultMessage: 'Check-in opens {when}', description: 'When an attendance check opens; when is a formatted date and time.' },
  notOpenHint: { id: 'ui.checkInCard.notOpenHint', defaultMessage: 'Check-in has not opened yet.', description: 'An attendance check that has not opened, with no known opening time.' },
  closesAt: { id: 'ui.checkInCard.closesAt', defaultMessage: 'Check-in closes {when}', description: 'When an open attendance check closes; when is a formatted date and time.' },
  checkedInAt: { id: 'ui.checkInCard.checkedInAt', defaultMessage: 'You checked in: {when}', description: 'When the learner checked in; when is a formatted date and time.' },
  missedHint: { id: 'ui.checkInCard.missedHint', defaultMessage: 'You did not check in while check-in was open.', description: 'An attendance check the learner missed.' },
  closedAt: { id: 'ui.checkInCard.closedAt', defaultMessage: 'Check-in closed {when}', description: 'When a missed attendance check closed; when is a formatted date and time.' },
});
