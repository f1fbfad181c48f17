import { defineMessages } from 'react-intl';

export const dialogMessages = defineMessages({
  close: {
    id: 'ui.dialog.close',
    defaultMessage: 'Close',
    description: 'Accessible name of the × button in the corner of a dialog.',
  },
});
