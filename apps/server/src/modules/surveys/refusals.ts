import { defineMessages } from '../../http/words.ts';

/** Refusals several files of the surveys share (each file defines its own others at its top). */
export const surveyRefusals = defineMessages({
  noSuchQuestionnaire: { id: 'server.surveys.noSuchQuestionnaire', defaultMessage: 'No such questionnaire in this class.' },
  notOpenYet: { id: 'server.surveys.notOpenYet', defaultMessage: 'This questionnaire is not open yet.' },
});
