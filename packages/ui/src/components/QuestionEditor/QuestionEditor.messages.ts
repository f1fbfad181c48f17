import { defineMessages } from 'react-intl';

export const questionEditorMessages = defineMessages<{
  heading: { n: number };
  kind: Record<string, never>;
  singleChoice: Record<string, never>;
  multipleChoice: Record<string, never>;
  trueFalse: Record<string, never>;
  fillBlank: Record<string, never>;
  shortAnswer: Record<string, never>;
  prompt: Record<string, never>;
  choices: Record<string, never>;
  choiceText: { letter: string };
  correct: Record<string, never>;
  correctChoice: { letter: string };
  removeChoice: { letter: string };
  addChoice: Record<string, never>;
  statementIs: Record<string, never>;
  true: Record<string, never>;
  false: Record<string, never>;
  accepted: Record<string, never>;
  acceptedHint: Record<string, never>;
  shortAnswerNote: Record<string, never>;
  points: Record<string, never>;
  explanation: Record<string, never>;
  moveUp: { n: number };
  moveDown: { n: number };
  remove: { n: number };
  locked: Record<string, never>;
}>({
  heading: { id: 'ui.questionEditor.heading', defaultMessage: 'Question {n, number}', description: 'Heading of one question in the exam editor; {n} is its place in the exam.' },
  kind: { id: 'ui.questionEditor.kind', defaultMessage: 'Kind', description: 'Label of the select that chooses the kind of an exam question.' },
  singleChoice: { id: 'ui.questionEditor.singleChoice', defaultMessage: 'Single choice', description: 'Question kind: the learner picks one choice.' },
  multipleChoice: { id: 'ui.questionEditor.multipleChoice', defaultMessage: 'Multiple choice', description: 'Question kind: the learner picks every right choice.' },
  trueFalse: { id: 'ui.questionEditor.trueFalse', defaultMessage: 'True or false', description: 'Question kind: the learner says whether a statement is true.' },
  fillBlank: { id: 'ui.questionEditor.fillBlank', defaultMessage: 'Fill in the blank', description: 'Question kind: the learner types a word or number.' },
  shortAnswer: { id: 'ui.questionEditor.shortAnswer', defaultMessage: 'Short answer', description: 'Question kind: the learner writes a few sentences that a lecturer marks.' },
  prompt: { id: 'ui.questionEditor.prompt', defaultMessage: 'Question text', description: 'Label of the field holding the question the learner reads.' },
  choices: { id: 'ui.questionEditor.choices', defaultMessage: 'Choices (tick the correct ones)', description: 'Legend of the list of choices of a choice question; the lecturer ticks the correct ones.' },
  choiceText: { id: 'ui.questionEditor.choiceText', defaultMessage: 'Choice {letter}', description: 'Label of the text field of one choice; {letter} is A, B, C…' },
  correct: { id: 'ui.questionEditor.correct', defaultMessage: 'Correct', description: 'Checkbox beside a choice: this choice is a correct answer.' },
  correctChoice: { id: 'ui.questionEditor.correctChoice', defaultMessage: 'Correct: choice {letter}', description: 'Screen-reader name of the checkbox beside a choice: choice {letter} (A, B, C…) is a correct answer.' },
  removeChoice: { id: 'ui.questionEditor.removeChoice', defaultMessage: 'Remove choice {letter}', description: 'Button that removes one choice from a question.' },
  addChoice: { id: 'ui.questionEditor.addChoice', defaultMessage: 'Add a choice', description: 'Button that adds a choice to a question.' },
  statementIs: { id: 'ui.questionEditor.statementIs', defaultMessage: 'The statement is', description: 'Label of the true/false choice that sets the correct answer of a true/false question.' },
  true: { id: 'ui.questionEditor.true', defaultMessage: 'True', description: 'The correct answer of a true/false question: true.' },
  false: { id: 'ui.questionEditor.false', defaultMessage: 'False', description: 'The correct answer of a true/false question: false.' },
  accepted: { id: 'ui.questionEditor.accepted', defaultMessage: 'Accepted answers, one per line', description: 'Label of the field listing the answers accepted for a blank.' },
  acceptedHint: { id: 'ui.questionEditor.acceptedHint', defaultMessage: 'Case, extra spaces and full-width letters do not matter.', description: 'Help under the accepted answers of a blank: how answers are compared.' },
  shortAnswerNote: { id: 'ui.questionEditor.shortAnswerNote', defaultMessage: 'A lecturer marks this answer in the gradebook.', description: 'Note on a short-answer question: it has no answer key, a lecturer marks it.' },
  points: { id: 'ui.questionEditor.points', defaultMessage: 'Points', description: 'Label of the field holding how many points a question is worth.' },
  explanation: { id: 'ui.questionEditor.explanation', defaultMessage: 'Explanation (shown after submitting when the exam allows)', description: 'Label of the explanation of a question’s answer.' },
  moveUp: { id: 'ui.questionEditor.moveUp', defaultMessage: 'Move question {n, number} up', description: 'Button that moves a question one place earlier in the exam.' },
  moveDown: { id: 'ui.questionEditor.moveDown', defaultMessage: 'Move question {n, number} down', description: 'Button that moves a question one place later in the exam.' },
  remove: { id: 'ui.questionEditor.remove', defaultMessage: 'Delete question {n, number}', description: 'Button that deletes a question from the exam.' },
  locked: { id: 'ui.questionEditor.locked', defaultMessage: 'Learners have taken this exam: only the explanation can change.', description: 'Note on a question of an exam that has attempts: its question, choices and answer are locked.' },
});
