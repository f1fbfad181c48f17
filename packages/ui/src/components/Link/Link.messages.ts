import { defineMessages } from 'react-intl';

export const linkMessages = defineMessages({
  newTab: { id: 'ui.link.newTab', defaultMessage: '(opens in a new tab)', description: 'Read by screen readers after a link that opens a new browser tab.' },
});
