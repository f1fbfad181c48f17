import { defineMessages } from 'react-intl';

/** Actions and confirmations shared across the product: one message per meaning, reused everywhere. */
export const commonMessages = defineMessages({
  save: { id: 'ui.action.save', defaultMessage: 'Save', description: 'Button: store changes.' },
  cancel: { id: 'ui.action.cancel', defaultMessage: 'Cancel', description: 'Button: abandon the current action.' },
  submit: { id: 'ui.action.submit', defaultMessage: 'Submit', description: 'Button: send a form.' },
  delete: { id: 'ui.action.delete', defaultMessage: 'Delete', description: 'Button: remove something for good.' },
  signIn: { id: 'ui.action.signIn', defaultMessage: 'Sign in', description: 'Button or link to the sign-in page.' },
  enroll: { id: 'ui.action.enroll', defaultMessage: 'Enroll now', description: 'Button on a course or class: join it.' },
  leaveTitle: { id: 'ui.unsaved.title', defaultMessage: 'Leave without saving?', description: 'Title of the dialog shown when leaving a page with unsaved changes.' },
  leaveBody: {
    id: 'ui.unsaved.body',
    defaultMessage: 'Your changes to this page have not been saved and will be lost.',
    description: 'Body of the unsaved-changes dialog.',
  },
  leave: { id: 'ui.unsaved.leave', defaultMessage: 'Leave', description: 'Unsaved-changes dialog: leave and lose the changes.' },
  retry: { id: 'ui.action.retry', defaultMessage: 'Try again', description: 'Button: retry something that failed.' },
  noResultsTitle: { id: 'ui.empty.noResultsTitle', defaultMessage: 'No results', description: 'Empty state title: a search or list found nothing.' },
  noResultsBody: { id: 'ui.empty.noResultsBody', defaultMessage: 'Try other words, or fewer filters.', description: 'Empty state hint after a search found nothing.' },
  loadFailedTitle: { id: 'ui.error.loadFailedTitle', defaultMessage: 'This could not be loaded', description: 'Error state title: data failed to load.' },
  loadFailedBody: { id: 'ui.error.loadFailedBody', defaultMessage: 'Check your connection and try again.', description: 'Error state hint: data failed to load.' },
  keepEditing: { id: 'ui.unsaved.keepEditing', defaultMessage: 'Keep editing', description: 'Unsaved-changes dialog: stay on the page.' },
});
