/**
 * The survey model the Questionnaire renders and what counts as answered: the one rule in @academy/rules
 * (packages/rules/src/surveys.ts), shared with the server, under the names the component uses.
 */
export {
  answeredCount,
  isAnswered,
  missingRequired,
  type QuestionKind,
  type SurveyAnswers as Answers,
  type SurveyAnswerValue as AnswerValue,
  type SurveyOption as QuestionOption,
  type SurveyQuestion as Question,
} from '@academy/rules';
