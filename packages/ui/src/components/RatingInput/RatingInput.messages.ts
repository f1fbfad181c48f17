import { defineMessages } from 'react-intl';

export const ratingInputMessages = defineMessages<{ star: { n: number; max: number }; none: Record<string, never> }>({
  star: {
    id: 'ui.ratingInput.star',
    defaultMessage: '{n, number} of {max, number}',
    description: 'Name of one star in a 1–5 rating (screen readers), and the chosen rating shown next to the stars: "3 of 5".',
  },
  none: { id: 'ui.ratingInput.none', defaultMessage: 'Not rated', description: 'A read-only rating with no value: the person gave no rating.' },
});
