import { defineMessages } from 'react-intl';

export const examTimerMessages = defineMessages<{
  label: Record<string, never>;
  minutesLeft: { minutes: number };
  timeUp: Record<string, never>;
}>({
  label: { id: 'ui.examTimer.label', defaultMessage: 'Time left', description: 'Label of the countdown of an exam attempt.' },
  minutesLeft: {
    id: 'ui.examTimer.minutesLeft',
    defaultMessage: '{minutes, plural, one {# minute left} other {# minutes left}}',
    description: 'Announced to screen readers when 10, 5 and 1 minutes of an exam remain.',
  },
  timeUp: { id: 'ui.examTimer.timeUp', defaultMessage: 'Time is up: your answers are being submitted.', description: 'Announced and shown when an exam’s time runs out.' },
});
