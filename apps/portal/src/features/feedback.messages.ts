import { defineMessages } from 'react-intl';

export const feedbackPageMessages = defineMessages({
  thanks: { id: 'portal.feedback.thanks', defaultMessage: 'Thank you — we received your feedback.', description: 'Toast after feedback was sent (code 200).' },
});
