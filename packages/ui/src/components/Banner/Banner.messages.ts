import { defineMessages } from 'react-intl';

export const bannerMessages = defineMessages({
  dismiss: { id: 'ui.banner.dismiss', defaultMessage: 'Dismiss', description: 'Accessible name of the × button that closes a banner message.' },
});
