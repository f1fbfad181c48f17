import { defineMessages } from 'react-intl';

export const selectMessages = defineMessages({
  placeholder: {
    id: 'ui.select.placeholder',
    defaultMessage: 'Choose an option',
    description: 'Shown inside a drop-down list box before anything is chosen.',
  },
  required: {
    id: 'ui.select.required',
    defaultMessage: 'Please choose an option.',
    description: 'Error under a required drop-down list box when nothing was chosen.',
  },
});
