import { defineMessages } from 'react-intl';

export const chromeMessages = defineMessages({
  recommendChrome: {
    id: 'portal.chrome.recommendChrome',
    defaultMessage: 'For the best experience, open the portal in Google Chrome.',
    description: 'Closable banner shown to visitors using another browser (spec §2).',
  },
  feedbackSignIn: { id: 'portal.chrome.feedbackSignIn', defaultMessage: 'Sign in to send feedback.', description: 'Shown when an anonymous visitor asks for the feedback form (spec §6).' },
});
