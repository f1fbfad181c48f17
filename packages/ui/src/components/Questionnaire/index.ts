export { Questionnaire, type QuestionnaireProps } from './Questionnaire.tsx';
export { isAnswered, missingRequired, answeredCount, type Question, type QuestionKind, type QuestionOption, type AnswerValue, type Answers } from './answers.ts';
export { questionnaireMessages } from './Questionnaire.messages.ts';
