import { defineMessages } from 'react-intl';

/** Event status of a class or live lecture (spec §3: unstarted 1, ongoing 2, ended 3), as lecturers read it in lists. */
export const statusBadgeMessages = defineMessages({
  unstarted: { id: 'ui.statusBadge.unstarted', defaultMessage: 'Not started', description: 'Status badge of a class or live lecture whose start date has not come yet.' },
  ongoing: { id: 'ui.statusBadge.ongoing', defaultMessage: 'In progress', description: 'Status badge of a class or live lecture that has started and not ended.' },
  ended: { id: 'ui.statusBadge.ended', defaultMessage: 'Ended', description: 'Status badge of a class or live lecture that is over.' },
});
