import { defineMessages } from 'react-intl';

export const shortAnswerMarkingMessages = defineMessages<{
  question: Record<string, never>;
  answer: Record<string, never>;
  noAnswer: Record<string, never>;
  noName: Record<string, never>;
  pending: Record<string, never>;
  marked: { points: number; max: number };
  submittedAt: { at: string };
  score: Record<string, never>;
  scoreHint: { max: number };
  comment: Record<string, never>;
  commentHint: Record<string, never>;
  save: Record<string, never>;
  saved: Record<string, never>;
  required: Record<string, never>;
  notNumber: Record<string, never>;
  negative: Record<string, never>;
  overMax: { max: number };
  precision: Record<string, never>;
  saveFailed: Record<string, never>;
}>({
  question: { id: 'ui.shortAnswerMarking.question', defaultMessage: 'Question', description: 'Label above the exam question being marked.' },
  answer: { id: 'ui.shortAnswerMarking.answer', defaultMessage: 'Learner’s answer', description: 'Label above the learner’s short answer being marked.' },
  noAnswer: { id: 'ui.shortAnswerMarking.noAnswer', defaultMessage: 'No answer', description: 'Shown when the learner left the short answer empty.' },
  noName: { id: 'ui.shortAnswerMarking.noName', defaultMessage: 'Learner without a name', description: 'Heading of a marking card when the learner has not given a name.' },
  pending: { id: 'ui.shortAnswerMarking.pending', defaultMessage: 'Awaiting marking', description: 'Badge: this short answer has not been marked yet.' },
  marked: { id: 'ui.shortAnswerMarking.marked', defaultMessage: 'Marked: {points, number} of {max, number}', description: 'Badge: this short answer was marked with {points} out of the question’s {max} points.' },
  submittedAt: { id: 'ui.shortAnswerMarking.submittedAt', defaultMessage: 'Submitted {at}', description: 'When the learner submitted the attempt; {at} is a date and time.' },
  score: { id: 'ui.shortAnswerMarking.score', defaultMessage: 'Score', description: 'Label of the field where the lecturer types the points given to a short answer.' },
  scoreHint: { id: 'ui.shortAnswerMarking.scoreHint', defaultMessage: 'From 0 to {max, number} points, one decimal place at most', description: 'Help under the score field: the range of points the question allows.' },
  comment: { id: 'ui.shortAnswerMarking.comment', defaultMessage: 'Comment for the learner', description: 'Label of the lecturer’s comment on a short answer (optional).' },
  commentHint: { id: 'ui.shortAnswerMarking.commentHint', defaultMessage: 'Optional. Saved with the mark.', description: 'Help under the comment field of a short answer’s marking.' },
  save: { id: 'ui.shortAnswerMarking.save', defaultMessage: 'Save mark', description: 'Button: save the score and comment given to a short answer.' },
  saved: { id: 'ui.shortAnswerMarking.saved', defaultMessage: 'Mark saved. The learner’s score is updated.', description: 'Announced after a mark was saved and the attempt regraded.' },
  required: { id: 'ui.shortAnswerMarking.required', defaultMessage: 'Enter a score.', description: 'Error: the score field is empty.' },
  notNumber: { id: 'ui.shortAnswerMarking.notNumber', defaultMessage: 'Enter the score as a number, such as 1.5.', description: 'Error: what was typed in the score field is not a number.' },
  negative: { id: 'ui.shortAnswerMarking.negative', defaultMessage: 'The score cannot be below 0.', description: 'Error: a negative score was typed.' },
  overMax: { id: 'ui.shortAnswerMarking.overMax', defaultMessage: 'The score cannot be more than {max, number}.', description: 'Error: the score is above the question’s points.' },
  precision: { id: 'ui.shortAnswerMarking.precision', defaultMessage: 'Use one decimal place at most.', description: 'Error: the score has more than one decimal place.' },
  saveFailed: { id: 'ui.shortAnswerMarking.saveFailed', defaultMessage: 'The mark was not saved. What you typed is kept: try again.', description: 'Shown when saving a mark failed for a reason other than the server’s message.' },
});
