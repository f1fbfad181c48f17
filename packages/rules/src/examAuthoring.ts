/**
 * The rules of an exam a lecturer writes (issue 33), shared by the editor and the server: what makes a question
 * complete (a choice question has choices and its correct ones, a blank its accepted texts) and an exam
 * publishable. Each problem names the question it is about (its index), so the editor can point at it and the
 * server can say it in a 422.
 */
export const EXAM_AUTHORING_LIMITS = { titleMax: 120, questionsMax: 200, choicesMax: 26, choicesMin: 2, promptMax: 5000, choiceMax: 500, explanationMax: 5000, acceptedMax: 20, pointsMax: 1000 } as const;

export type AuthoredQuestion = {
  kind: 'singleChoice' | 'multipleChoice' | 'trueFalse' | 'fillBlank' | 'shortAnswer';
  prompt: string;
  choices: { id: string; text: string }[];
  /** Choice ids, ["true"]/["false"], the accepted texts of a blank; null for a short answer. */
  correct: string[] | null;
  points: number;
};

export type ExamAuthoringProblem =
  | 'titleRequired' | 'noQuestions' | 'tooManyQuestions' | 'promptRequired' | 'fewChoices' | 'choiceEmpty' | 'choiceDuplicate'
  | 'noCorrectChoice' | 'oneCorrectChoice' | 'unknownCorrect' | 'trueOrFalse' | 'noAcceptedText' | 'shortAnswerKey' | 'pointsRange' | 'passMarkRange';

export type ExamAuthoringIssue = { problem: ExamAuthoringProblem; question: number | null };

/** The first thing wrong with one question, or null when it is complete. */
export function questionProblem(question: AuthoredQuestion): ExamAuthoringProblem | null {
  if (!question.prompt.trim()) return 'promptRequired';
  if (!(question.points > 0 && question.points <= EXAM_AUTHORING_LIMITS.pointsMax) || Math.abs(Math.round(question.points * 10) - question.points * 10) > 1e-9) return 'pointsRange';
  const correct = question.correct ?? [];
  switch (question.kind) {
    case 'singleChoice':
    case 'multipleChoice': {
      if (question.choices.length < EXAM_AUTHORING_LIMITS.choicesMin) return 'fewChoices';
      if (question.choices.some((choice) => !choice.text.trim())) return 'choiceEmpty';
      const ids = question.choices.map((choice) => choice.id);
      if (new Set(ids).size !== ids.length) return 'choiceDuplicate';
      if (correct.some((id) => !ids.includes(id))) return 'unknownCorrect';
      if (correct.length === 0) return 'noCorrectChoice';
      if (question.kind === 'singleChoice' && correct.length > 1) return 'oneCorrectChoice';
      return null;
    }
    case 'trueFalse':
      return correct.length === 1 && (correct[0] === 'true' || correct[0] === 'false') ? null : 'trueOrFalse';
    case 'fillBlank':
      return correct.some((text) => text.trim()) ? null : 'noAcceptedText';
    case 'shortAnswer':
      return question.correct === null ? null : 'shortAnswerKey';
  }
}

/** Everything wrong with an exam, in order (empty: it may be saved and published). The pass mark is a score 0–100. */
export function examProblems(exam: { title: string; passMark: number; questions: AuthoredQuestion[] }): ExamAuthoringIssue[] {
  const issues: ExamAuthoringIssue[] = [];
  if (!exam.title.trim()) issues.push({ problem: 'titleRequired', question: null });
  if (!(exam.passMark >= 0 && exam.passMark <= 100)) issues.push({ problem: 'passMarkRange', question: null });
  if (exam.questions.length === 0) issues.push({ problem: 'noQuestions', question: null });
  if (exam.questions.length > EXAM_AUTHORING_LIMITS.questionsMax) issues.push({ problem: 'tooManyQuestions', question: null });
  exam.questions.forEach((question, index) => {
    const problem = questionProblem(question);
    if (problem) issues.push({ problem, question: index });
  });
  return issues;
}

/** The total points of an exam: a score of 100 is all of them. */
export const totalPoints = (questions: readonly { points: number }[]): number => Math.round(10 * questions.reduce((sum, question) => sum + question.points, 0)) / 10;
