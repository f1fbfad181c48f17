import { defineMessages } from 'react-intl';

export const examMessages = defineMessages<{
  rulesTitle: Record<string, never>;
  duration: Record<string, never>;
  durationValue: { minutes: number };
  questions: Record<string, never>;
  attemptsLeft: Record<string, never>;
  attemptsLeftValue: { left: number; allowed: number };
  passMark: Record<string, never>;
  passMarkValue: { passMark: number };
  switchRule: Record<string, never>;
  switchRuleSubmit: { seconds: number; allowed: number };
  switchRuleRecorded: { seconds: number; allowed: number };
  switchRuleNone: { seconds: number };
  start: Record<string, never>;
  startFailed: Record<string, never>;
  noAttemptsLeft: Record<string, never>;
  cannotTake: Record<string, never>;
  lastResult: Record<string, never>;
  backToExam: Record<string, never>;
  answered: { answered: number; total: number };
  saving: Record<string, never>;
  saved: Record<string, never>;
  saveFailed: Record<string, never>;
  switchesLeft: { left: number };
  switchCounted: { left: number };
  submit: Record<string, never>;
  confirmTitle: Record<string, never>;
  confirmBody: { answered: number; total: number };
  keepAnswering: Record<string, never>;
  submitFailed: Record<string, never>;
}>({
  rulesTitle: { id: 'portal.learning.exam.rulesTitle', defaultMessage: 'Before you start', description: 'Heading of an exam’s rules, shown before starting it.' },
  duration: { id: 'portal.learning.exam.duration', defaultMessage: 'Duration', description: 'Exam rules: label of how long an attempt lasts.' },
  durationValue: { id: 'portal.learning.exam.durationValue', defaultMessage: '{minutes, plural, one {# minute} other {# minutes}}', description: 'Exam rules: how long an attempt lasts.' },
  questions: { id: 'portal.learning.exam.questions', defaultMessage: 'Questions', description: 'Exam rules: label of the number of questions.' },
  attemptsLeft: { id: 'portal.learning.exam.attemptsLeft', defaultMessage: 'Attempts left', description: 'Exam rules: label of how many attempts the learner has left.' },
  attemptsLeftValue: { id: 'portal.learning.exam.attemptsLeftValue', defaultMessage: '{left, number} of {allowed, number}', description: 'Exam rules: attempts left out of the attempts allowed.' },
  passMark: { id: 'portal.learning.exam.passMark', defaultMessage: 'Pass mark', description: 'Exam rules: label of the score that passes.' },
  passMarkValue: { id: 'portal.learning.exam.passMarkValue', defaultMessage: '{passMark, number} of 100', description: 'Exam rules: the score that passes, out of 100.' },
  switchRule: { id: 'portal.learning.exam.switchRule', defaultMessage: 'Leaving the page', description: 'Exam rules: label of the switch-screen rule.' },
  switchRuleSubmit: {
    id: 'portal.learning.exam.switchRuleSubmit',
    defaultMessage: 'Leaving this page for {seconds, plural, one {# second} other {# seconds}} or more counts as a screen switch. {allowed, plural, one {# switch is allowed} other {# switches are allowed}}; the next one submits your answers.',
    description: 'Exam rules: the switch-screen rule when going beyond the allowed switches submits the attempt.',
  },
  switchRuleRecorded: {
    id: 'portal.learning.exam.switchRuleRecorded',
    defaultMessage: 'Leaving this page for {seconds, plural, one {# second} other {# seconds}} or more counts as a screen switch. {allowed, plural, one {# switch is allowed} other {# switches are allowed}}; your lecturer sees them all.',
    description: 'Exam rules: the switch-screen rule when switches are counted but never submit the attempt.',
  },
  switchRuleNone: {
    id: 'portal.learning.exam.switchRuleNone',
    defaultMessage: 'Leaving this page for {seconds, plural, one {# second} other {# seconds}} or more is recorded for your lecturer.',
    description: 'Exam rules: the switch-screen rule when switches are only recorded.',
  },
  start: { id: 'portal.learning.exam.start', defaultMessage: 'Start the exam', description: 'Button on an exam’s rules: starts an attempt (the clock starts).' },
  startFailed: { id: 'portal.learning.exam.startFailed', defaultMessage: 'The exam could not start. Try again.', description: 'Starting an exam failed without a server message.' },
  noAttemptsLeft: { id: 'portal.learning.exam.noAttemptsLeft', defaultMessage: 'You have used every attempt of this exam.', description: 'Exam rules: no attempts are left.' },
  cannotTake: { id: 'portal.learning.exam.cannotTake', defaultMessage: 'Enrol in this exam, or in a class that teaches it, to take it.', description: 'Exam rules: the learner may not take this exam yet.' },
  lastResult: { id: 'portal.learning.exam.lastResult', defaultMessage: 'See your last result', description: 'Link from an exam’s rules to the result of the learner’s last attempt.' },
  backToExam: { id: 'portal.learning.exam.backToExam', defaultMessage: 'Back to the exam', description: 'Link from an exam attempt or result to the exam’s page.' },
  answered: { id: 'portal.learning.exam.answered', defaultMessage: '{answered, number} of {total, number} answered', description: 'Exam player: how many questions have an answer.' },
  saving: { id: 'portal.learning.exam.saving', defaultMessage: 'Saving…', description: 'Exam player: an answer is being saved on the server.' },
  saved: { id: 'portal.learning.exam.saved', defaultMessage: 'All answers saved', description: 'Exam player: every answer is saved on the server.' },
  saveFailed: { id: 'portal.learning.exam.saveFailed', defaultMessage: 'An answer is not saved yet; it will be sent again.', description: 'Exam player: saving an answer failed and will be retried.' },
  switchesLeft: { id: 'portal.learning.exam.switchesLeft', defaultMessage: '{left, plural, one {# screen switch left} other {# screen switches left}}', description: 'Exam player: how many more times the learner may leave the page.' },
  switchCounted: {
    id: 'portal.learning.exam.switchCounted',
    defaultMessage: 'You left the exam page: that counted as a screen switch. {left, plural, one {# left.} other {# left.}}',
    description: 'Exam player: announced when leaving the page was counted as a screen switch.',
  },
  submit: { id: 'portal.learning.exam.submit', defaultMessage: 'Submit answers', description: 'Exam player: the button that submits the attempt (asks first).' },
  confirmTitle: { id: 'portal.learning.exam.confirmTitle', defaultMessage: 'Submit your answers?', description: 'Title of the dialog that asks before submitting an exam.' },
  confirmBody: {
    id: 'portal.learning.exam.confirmBody',
    defaultMessage: '{answered, number} of {total, number} questions answered. Your answers cannot change after submitting.',
    description: 'Body of the dialog that asks before submitting an exam.',
  },
  keepAnswering: { id: 'portal.learning.exam.keepAnswering', defaultMessage: 'Keep answering', description: 'Cancel button of the dialog that asks before submitting an exam.' },
  submitFailed: { id: 'portal.learning.exam.submitFailed', defaultMessage: 'Submitting did not work. Try again.', description: 'Submitting an exam failed without a server message.' },
});
