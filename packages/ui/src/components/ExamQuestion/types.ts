/**
 * An exam's question and answer as the library draws them (the contract's ExamQuestion and ExamAnswer have this
 * shape; the library does not depend on the contract).
 */
export type ExamQuestionKind = 'singleChoice' | 'multipleChoice' | 'trueFalse' | 'fillBlank' | 'shortAnswer';
export type ExamChoice = { id: string; text: string };
export type ExamQuestionData = { id: string; kind: ExamQuestionKind; prompt: string; choices: readonly ExamChoice[]; points: number };
export type ExamAnswerValue = { choiceIds?: string[]; value?: boolean; text?: string };

/** One question after submitting, as the exam's flags allow (null: not shown, or awaiting marking). */
export type ExamQuestionReview = {
  correct: boolean | null;
  points: number | null;
  maxPoints: number;
  correctAnswer: ExamAnswerValue | null;
  explanation: string | null;
  /** The lecturer's comment on this learner's marked answer. */
  comment?: string | null;
};

/** Has the learner answered (a choice, a value, some text)? */
export function isExamAnswered(answer: ExamAnswerValue | null | undefined): boolean {
  if (!answer) return false;
  if (answer.choiceIds) return answer.choiceIds.length > 0;
  if (answer.value !== undefined) return true;
  return Boolean(answer.text?.trim());
}
