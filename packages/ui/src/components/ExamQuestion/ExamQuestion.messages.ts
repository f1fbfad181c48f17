import { defineMessages } from 'react-intl';

export const examQuestionMessages = defineMessages<{
  number: { n: number };
  points: { points: number };
  kindSingleChoice: Record<string, never>;
  kindMultipleChoice: Record<string, never>;
  kindTrueFalse: Record<string, never>;
  kindFillBlank: Record<string, never>;
  kindShortAnswer: Record<string, never>;
  answerLabel: Record<string, never>;
  true: Record<string, never>;
  false: Record<string, never>;
  correct: Record<string, never>;
  incorrect: Record<string, never>;
  pendingMarking: Record<string, never>;
  scored: { points: number; max: number };
  noAnswer: Record<string, never>;
  correctAnswer: { answer: string };
  explanation: Record<string, never>;
  lecturerComment: Record<string, never>;
}>({
  number: { id: 'ui.examQuestion.number', defaultMessage: 'Question {n, number}', description: 'Heading of an exam question: "Question 3" (locale digits).' },
  points: { id: 'ui.examQuestion.points', defaultMessage: '{points, plural, one {# point} other {# points}}', description: 'How many points an exam question is worth.' },
  kindSingleChoice: { id: 'ui.examQuestion.kind.singleChoice', defaultMessage: 'Choose one answer', description: 'Instruction under a single-choice exam question.' },
  kindMultipleChoice: { id: 'ui.examQuestion.kind.multipleChoice', defaultMessage: 'Choose every correct answer', description: 'Instruction under a multiple-choice exam question.' },
  kindTrueFalse: { id: 'ui.examQuestion.kind.trueFalse', defaultMessage: 'True or false?', description: 'Instruction under a true/false exam question.' },
  kindFillBlank: { id: 'ui.examQuestion.kind.fillBlank', defaultMessage: 'Fill in the blank', description: 'Instruction under a fill-in-the-blank exam question.' },
  kindShortAnswer: { id: 'ui.examQuestion.kind.shortAnswer', defaultMessage: 'Write a short answer; a lecturer marks it', description: 'Instruction under a short-answer exam question, marked later by a lecturer.' },
  answerLabel: { id: 'ui.examQuestion.answerLabel', defaultMessage: 'Your answer', description: 'Label of the text box of a fill-in-the-blank or short-answer exam question.' },
  true: { id: 'ui.examQuestion.true', defaultMessage: 'True', description: 'The "true" choice of a true/false exam question.' },
  false: { id: 'ui.examQuestion.false', defaultMessage: 'False', description: 'The "false" choice of a true/false exam question.' },
  correct: { id: 'ui.examQuestion.correct', defaultMessage: 'Correct', description: 'Badge on a reviewed exam question answered right.' },
  incorrect: { id: 'ui.examQuestion.incorrect', defaultMessage: 'Incorrect', description: 'Badge on a reviewed exam question answered wrong.' },
  pendingMarking: { id: 'ui.examQuestion.pendingMarking', defaultMessage: 'Awaiting marking', description: 'Badge on a reviewed short answer a lecturer has not marked yet.' },
  scored: { id: 'ui.examQuestion.scored', defaultMessage: '{points, number} of {max, number} points', description: 'Points earned on a reviewed exam question.' },
  noAnswer: { id: 'ui.examQuestion.noAnswer', defaultMessage: 'Not answered', description: 'Shown in a review for an exam question the learner left empty.' },
  correctAnswer: { id: 'ui.examQuestion.correctAnswer', defaultMessage: 'Correct answer: {answer}', description: 'The right answer shown after submitting an exam (when the exam allows it).' },
  explanation: { id: 'ui.examQuestion.explanation', defaultMessage: 'Explanation', description: 'Heading of the explanation of an exam question, after submitting.' },
  lecturerComment: { id: 'ui.examQuestion.lecturerComment', defaultMessage: 'Lecturer’s comment', description: 'Heading of the comment a lecturer wrote when marking the learner’s answer, after submitting.' },
});
