import { defineMessages } from 'react-intl';

export const spinnerMessages = defineMessages({
  loading: { id: 'ui.spinner.loading', defaultMessage: 'Loading…', description: 'Screen-reader label of a loading spinner.' },
});
