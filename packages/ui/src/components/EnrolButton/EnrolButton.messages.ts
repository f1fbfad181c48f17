import { defineMessages } from 'react-intl';

export const enrolButtonMessages = defineMessages<{
  enrol: Record<string, never>;
  unenrol: Record<string, never>;
  seatsLeft: { count: number };
  full: Record<string, never>;
  closed: Record<string, never>;
  opensAt: { when: string };
  notYetOpen: Record<string, never>;
  ended: Record<string, never>;
  confirmTitle: Record<string, never>;
  confirmBody: Record<string, never>;
}>({
  enrol: { id: 'ui.enrolButton.enrol', defaultMessage: 'Enrol', description: 'Button on a class page: join the class.' },
  unenrol: { id: 'ui.enrolButton.unenrol', defaultMessage: 'Un-enrol', description: 'Button on a class page: leave a class the learner has joined.' },
  seatsLeft: {
    id: 'ui.enrolButton.seatsLeft',
    defaultMessage: '{count, plural, =0 {No seats left} one {# seat left} other {# seats left}}',
    description: 'Next to the Enrol button: free places in the class.',
  },
  full: { id: 'ui.enrolButton.full', defaultMessage: 'This class is full', description: 'Instead of the Enrol button: no places are left.' },
  closed: { id: 'ui.enrolButton.closed', defaultMessage: 'Enrolment is closed', description: 'Instead of the Enrol button: the enrolment period is over.' },
  opensAt: { id: 'ui.enrolButton.opensAt', defaultMessage: 'Enrolment opens {when}', description: 'Instead of the Enrol button: when enrolment starts; when is a formatted date and time.' },
  notYetOpen: { id: 'ui.enrolButton.notYetOpen', defaultMessage: 'Enrolment has not opened yet', description: 'Instead of the Enrol button, when the opening date is unknown.' },
  ended: { id: 'ui.enrolButton.ended', defaultMessage: 'This class has ended', description: 'Instead of the Enrol button: the class is over.' },
  confirmTitle: { id: 'ui.enrolButton.confirmTitle', defaultMessage: 'Un-enrol from this class?', description: 'Title of the dialog that confirms leaving a class.' },
  confirmBody: {
    id: 'ui.enrolButton.confirmBody',
    defaultMessage: 'Your place may go to someone else. You can enrol again only while enrolment is open and seats are left.',
    description: 'Body of the dialog that confirms leaving a class.',
  },
});
