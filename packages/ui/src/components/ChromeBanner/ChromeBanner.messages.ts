import { defineMessages } from 'react-intl';

export const chromeBannerMessages = defineMessages({
  recommend: {
    id: 'ui.chromeBanner.recommend',
    defaultMessage: 'For the best experience, open the portal in Google Chrome.',
    description: 'Closable banner shown to visitors using another browser (spec §2).',
  },
});
