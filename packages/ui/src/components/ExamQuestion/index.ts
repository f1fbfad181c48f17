export { ExamQuestion, answerText, type ExamQuestionProps } from './ExamQuestion.tsx';
export { isExamAnswered, type ExamAnswerValue, type ExamChoice, type ExamQuestionData, type ExamQuestionKind, type ExamQuestionReview } from './types.ts';
export { examQuestionMessages } from './ExamQuestion.messages.ts';
