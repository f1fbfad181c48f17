import { defineMessages } from 'react-intl';

export const chromeMessages = defineMessages({
  feedbackSignIn: { id: 'portal.chrome.feedbackSignIn', defaultMessage: 'Sign in to send feedback.', description: 'Shown when an anonymous visitor asks for the feedback form (spec §6).' },
});
