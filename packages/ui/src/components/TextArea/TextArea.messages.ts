import { defineMessages } from 'react-intl';

// Messages with arguments declare their value types (react-intl 12 typed messages).
export const textAreaMessages = defineMessages<{ counter: { count: string; max: string }; remaining: { remaining: number } }>({
  counter: { id: 'ui.textArea.counter', defaultMessage: '{count}/{max}', description: 'Characters typed / allowed, under a text box (e.g. 12/200).' },
  remaining: {
    id: 'ui.textArea.remaining',
    defaultMessage: '{remaining, plural, =0 {Character limit reached} one {# character left} other {# characters left}}',
    description: 'Announced to screen readers when few characters are left in a text box.',
  },
});
