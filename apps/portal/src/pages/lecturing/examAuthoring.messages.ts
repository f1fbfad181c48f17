import { defineMessages } from 'react-intl';

/** The class's exams, the exam editor and the item analysis in the lecturing center (issue 33). */
export const examAuthoringMessages = defineMessages<{
  action: Record<string, never>;
  listTitle: Record<string, never>;
  newExam: Record<string, never>;
  none: Record<string, never>;
  draft: Record<string, never>;
  published: Record<string, never>;
  summary: { questions: number; attempts: number };
  edit: { title: string };
  analysis: { title: string };
  gradebook: Record<string, never>;
  back: Record<string, never>;
  editorNew: Record<string, never>;
  editorEdit: Record<string, never>;
  examTitle: Record<string, never>;
  rules: Record<string, never>;
  duration: Record<string, never>;
  attempts: Record<string, never>;
  passMark: Record<string, never>;
  passMarkHint: { total: number };
  switchesAllowed: Record<string, never>;
  tolerate: Record<string, never>;
  submitOnSwitches: Record<string, never>;
  shuffle: Record<string, never>;
  showResult: Record<string, never>;
  showDetails: Record<string, never>;
  showReview: Record<string, never>;
  showProvisional: Record<string, never>;
  questions: Record<string, never>;
  addQuestion: Record<string, never>;
  saveDraft: Record<string, never>;
  publish: Record<string, never>;
  saved: Record<string, never>;
  publishedNow: Record<string, never>;
  saveFailed: Record<string, never>;
  lockedNote: { attempts: number };
  notANumber: Record<string, never>;
  analysisTitle: Record<string, never>;
  analysisSubmitted: { count: number };
  questionTitle: { n: number; prompt: string };
  correctShare: { correct: number; submitted: number; share: string };
  noAttempts: Record<string, never>;
  correctChoice: { choice: string };
  trueChoice: Record<string, never>;
  falseChoice: Record<string, never>;
}>({
  action: { id: 'portal.lecturing.exams.action', defaultMessage: 'Exams', description: 'Row action and link: open the exams of a class (write, edit, publish, item analysis).' },
  listTitle: { id: 'portal.lecturing.exams.listTitle', defaultMessage: 'Exams of the class', description: 'Heading of the page listing the exams written for a class.' },
  newExam: { id: 'portal.lecturing.exams.newExam', defaultMessage: 'Write a new exam', description: 'Link that opens the editor for a new exam of the class.' },
  none: { id: 'portal.lecturing.exams.none', defaultMessage: 'This class has no exam yet.', description: 'Shown when a class has no exams.' },
  draft: { id: 'portal.lecturing.exams.draft', defaultMessage: 'Draft', description: 'Badge: the exam is not published to the class’s learners yet.' },
  published: { id: 'portal.lecturing.exams.published', defaultMessage: 'Published', description: 'Badge: the class’s learners see and take the exam.' },
  summary: { id: 'portal.lecturing.exams.summary', defaultMessage: '{questions, plural, one {# question} other {# questions}} · {attempts, plural, one {# attempt} other {# attempts}}', description: 'Under an exam’s title: how many questions it has and how many attempts learners made.' },
  edit: { id: 'portal.lecturing.exams.edit', defaultMessage: 'Edit {title}', description: 'Link: open the exam {title} in the editor.' },
  analysis: { id: 'portal.lecturing.exams.analysis', defaultMessage: 'Item analysis of {title}', description: 'Link: open the item analysis (how often each choice was picked) of the exam {title}.' },
  gradebook: { id: 'portal.lecturing.exams.gradebook', defaultMessage: 'Gradebook', description: 'Link from the class’s exams to its gradebook.' },
  back: { id: 'portal.lecturing.exams.back', defaultMessage: 'Back to the class’s exams', description: 'Link back from the exam editor or the item analysis to the list of the class’s exams.' },
  editorNew: { id: 'portal.lecturing.exams.editorNew', defaultMessage: 'New exam', description: 'Heading of the exam editor for an exam not saved yet.' },
  editorEdit: { id: 'portal.lecturing.exams.editorEdit', defaultMessage: 'Edit exam', description: 'Heading of the exam editor for a saved exam.' },
  examTitle: { id: 'portal.lecturing.exams.examTitle', defaultMessage: 'Title', description: 'Label of the exam’s title field.' },
  rules: { id: 'portal.lecturing.exams.rules', defaultMessage: 'Rules', description: 'Legend of the exam’s rules (duration, attempts, pass mark, screen switches, what learners see).' },
  duration: { id: 'portal.lecturing.exams.duration', defaultMessage: 'Duration (minutes)', description: 'Label of the exam’s duration field.' },
  attempts: { id: 'portal.lecturing.exams.attempts', defaultMessage: 'Attempts allowed', description: 'Label of the number of attempts a learner may make.' },
  passMark: { id: 'portal.lecturing.exams.passMark', defaultMessage: 'Pass mark (score out of 100)', description: 'Label of the score (0–100) that passes the exam.' },
  passMarkHint: { id: 'portal.lecturing.exams.passMarkHint', defaultMessage: 'The questions are worth {total, number} points in all; a score of 100 is all of them.', description: 'Help under the pass mark: the total points of the questions.' },
  switchesAllowed: { id: 'portal.lecturing.exams.switchesAllowed', defaultMessage: 'Screen switches allowed (0: not counted)', description: 'Label of how many times a learner may leave the exam page (spec allowedSwitchScreenTimes).' },
  tolerate: { id: 'portal.lecturing.exams.tolerate', defaultMessage: 'Seconds away before a switch counts', description: 'Label of the seconds a learner may leave the page before it counts as a switch (switchScreenTolerateTime).' },
  submitOnSwitches: { id: 'portal.lecturing.exams.submitOnSwitches', defaultMessage: 'Submit the attempt once the switches are used up', description: 'Switch: submit the attempt when the learner leaves the page more often than allowed (switchScreenSumbitFlag).' },
  shuffle: { id: 'portal.lecturing.exams.shuffle', defaultMessage: 'Shuffle questions and choices for each attempt', description: 'Switch: each attempt gets the questions and choices in another order.' },
  showResult: { id: 'portal.lecturing.exams.showResult', defaultMessage: 'Show the score and pass/fail after submitting', description: 'Switch: learners see their score after submitting (examResultFlag).' },
  showDetails: { id: 'portal.lecturing.exams.showDetails', defaultMessage: 'Show correct answers and explanations after submitting', description: 'Switch: learners see each question’s correct answer and explanation after submitting (answerDetailsFlag).' },
  showReview: { id: 'portal.lecturing.exams.showReview', defaultMessage: 'Let learners review their answers after submitting', description: 'Switch: learners see the questions with their own answers after submitting (examContentStatus).' },
  showProvisional: { id: 'portal.lecturing.exams.showProvisional', defaultMessage: 'Show a provisional score while short answers await marking', description: 'Switch: the score shows before a lecturer has marked the short answers (quizStatus).' },
  questions: { id: 'portal.lecturing.exams.questions', defaultMessage: 'Questions', description: 'Heading of the list of the exam’s questions in the editor.' },
  addQuestion: { id: 'portal.lecturing.exams.addQuestion', defaultMessage: 'Add a question', description: 'Button that adds a question at the end of the exam.' },
  saveDraft: { id: 'portal.lecturing.exams.saveDraft', defaultMessage: 'Save', description: 'Button that saves the exam (a draft stays a draft).' },
  publish: { id: 'portal.lecturing.exams.publish', defaultMessage: 'Save and publish to the class', description: 'Button that saves the exam and publishes it to the class’s learners.' },
  saved: { id: 'portal.lecturing.exams.saved', defaultMessage: 'Saved.', description: 'Announced after the exam was saved.' },
  publishedNow: { id: 'portal.lecturing.exams.publishedNow', defaultMessage: 'Published: the class’s learners see it in the class’s courseware.', description: 'Announced after the exam was published to the class.' },
  saveFailed: { id: 'portal.lecturing.exams.saveFailed', defaultMessage: 'The exam was not saved. What you wrote is kept: try again.', description: 'Shown when saving failed without a message from the server.' },
  lockedNote: { id: 'portal.lecturing.exams.lockedNote', defaultMessage: 'Learners have taken this exam ({attempts, plural, one {# attempt} other {# attempts}}): its questions are locked so their grades stay true. The title, rules and explanations can still change.', description: 'Note at the top of the editor of an exam that has attempts.' },
  notANumber: { id: 'portal.lecturing.exams.notANumber', defaultMessage: 'Enter a whole number.', description: 'Error under a rules field: what was typed is not a whole number.' },
  analysisTitle: { id: 'portal.lecturing.exams.analysisTitle', defaultMessage: 'Item analysis', description: 'Heading of the item analysis page of an exam.' },
  analysisSubmitted: { id: 'portal.lecturing.exams.analysisSubmitted', defaultMessage: 'Over {count, plural, one {# submitted attempt} other {# submitted attempts}} in this class.', description: 'Under the item analysis heading: how many submitted attempts it counts.' },
  questionTitle: { id: 'portal.lecturing.exams.questionTitle', defaultMessage: 'Question {n, number}: {prompt}', description: 'Heading of one question in the item analysis.' },
  correctShare: { id: 'portal.lecturing.exams.correctShare', defaultMessage: 'Answered right: {correct, number} of {submitted, number} ({share})', description: 'How many submitted attempts answered the question right, and the share as a percent.' },
  noAttempts: { id: 'portal.lecturing.exams.noAttempts', defaultMessage: 'No attempt has been submitted in this class yet.', description: 'Item analysis: nobody submitted the exam yet.' },
  correctChoice: { id: 'portal.lecturing.exams.correctChoice', defaultMessage: '{choice} (correct)', description: 'A choice in the item analysis that is a correct answer.' },
  trueChoice: { id: 'portal.lecturing.exams.trueChoice', defaultMessage: 'True', description: 'The “true” answer of a true/false question in the item analysis.' },
  falseChoice: { id: 'portal.lecturing.exams.falseChoice', defaultMessage: 'False', description: 'The “false” answer of a true/false question in the item analysis.' },
});
