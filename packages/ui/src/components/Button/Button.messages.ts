import { defineMessages } from 'react-intl';

export const buttonMessages = defineMessages({
  pending: {
    id: 'ui.button.pending',
    defaultMessage: 'Working…',
    description: 'Screen-reader label of the spinner shown inside a button while its action is in progress.',
  },
});
