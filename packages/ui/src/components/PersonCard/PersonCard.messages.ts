import { defineMessages } from 'react-intl';

export const personCardMessages = defineMessages({
  you: { id: 'ui.personCard.you', defaultMessage: 'You', description: 'Badge on the signed-in user’s own row in a list of people.' },
});
