import { defineMessages } from 'react-intl';

export const questionnaireMessages = defineMessages<{
  number: { n: number };
  progress: { answered: number; total: number };
  requiredLegend: Record<string, never>;
  required: Record<string, never>;
  missing: { count: number };
  anonymous: Record<string, never>;
  submit: Record<string, never>;
}>({
  number: { id: 'ui.questionnaire.number', defaultMessage: '{n, number}.', description: 'Number before a survey question: "3." (locale digits).' },
  progress: {
    id: 'ui.questionnaire.progress',
    defaultMessage: '{answered, number} of {total, number} answered',
    description: 'Progress line at the top of a survey: how many of its questions have an answer.',
  },
  requiredLegend: {
    id: 'ui.questionnaire.requiredLegend',
    defaultMessage: 'Questions marked * need an answer.',
    description: 'Explains the asterisk next to required survey questions; keep the * as is.',
  },
  required: { id: 'ui.questionnaire.required', defaultMessage: 'This question is required', description: 'Error next to a required survey question left unanswered on submit.' },
  missing: {
    id: 'ui.questionnaire.missing',
    defaultMessage: '{count, plural, one {# question needs an answer.} other {# questions need an answer.}}',
    description: 'Alert at the top of a survey after a submit with required questions unanswered.',
  },
  anonymous: {
    id: 'ui.questionnaire.anonymous',
    defaultMessage: 'Your answers are anonymous: the teacher sees no names.',
    description: 'Note at the top of an anonymous survey.',
  },
  submit: { id: 'ui.questionnaire.submit', defaultMessage: 'Submit answers', description: 'Button at the end of a survey: send the answers.' },
});
