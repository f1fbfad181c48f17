import { defineMessages } from 'react-intl';

export const gradebookTableMessages = defineMessages<{
  learner: Record<string, never>;
  progress: Record<string, never>;
  checkIns: Record<string, never>;
  checkInsValue: { count: number; total: number };
  best: Record<string, never>;
  attempts: Record<string, never>;
  switches: Record<string, never>;
  pending: Record<string, never>;
  notTaken: Record<string, never>;
  awaitingMarking: Record<string, never>;
  passed: Record<string, never>;
  notPassed: Record<string, never>;
  mark: { count: number };
  markLabel: { count: number; name: string; exam: string };
  noName: Record<string, never>;
  emptyTitle: Record<string, never>;
  emptyDescription: Record<string, never>;
}>({
  learner: { id: 'ui.gradebookTable.learner', defaultMessage: 'Learner', description: 'Gradebook column header: the learner’s name and account.' },
  progress: { id: 'ui.gradebookTable.progress', defaultMessage: 'Course progress', description: 'Gradebook column header: how much of the class’s courseware the learner completed.' },
  checkIns: { id: 'ui.gradebookTable.checkIns', defaultMessage: 'Check-ins', description: 'Gradebook column header: attendance check-ins of the learner.' },
  checkInsValue: { id: 'ui.gradebookTable.checkInsValue', defaultMessage: '{count, number} of {total, number}', description: 'Gradebook cell: check-ins of the learner out of the checks the class held.' },
  best: { id: 'ui.gradebookTable.best', defaultMessage: 'Best score', description: 'Gradebook column header under an exam’s name: the learner’s best graded score (0–100).' },
  attempts: { id: 'ui.gradebookTable.attempts', defaultMessage: 'Attempts', description: 'Gradebook column header under an exam’s name: how many attempts the learner made.' },
  switches: { id: 'ui.gradebookTable.switches', defaultMessage: 'Screen switches', description: 'Gradebook column header under an exam’s name: how many times the learner left the exam page (counted switches).' },
  pending: { id: 'ui.gradebookTable.pending', defaultMessage: 'To mark', description: 'Gradebook column header under an exam’s name: attempts with short answers awaiting the lecturer’s marking.' },
  notTaken: { id: 'ui.gradebookTable.notTaken', defaultMessage: 'Not taken', description: 'Gradebook cell: the learner has not attempted this exam.' },
  awaitingMarking: { id: 'ui.gradebookTable.awaitingMarking', defaultMessage: 'Awaiting marking', description: 'Gradebook cell: the learner’s only attempts await the lecturer’s marking, so there is no score yet.' },
  passed: { id: 'ui.gradebookTable.passed', defaultMessage: 'Passed', description: 'Gradebook badge: the learner passed this exam.' },
  notPassed: { id: 'ui.gradebookTable.notPassed', defaultMessage: 'Not passed', description: 'Gradebook badge: the learner has not passed this exam.' },
  mark: { id: 'ui.gradebookTable.mark', defaultMessage: 'Mark ({count, number})', description: 'Button in a gradebook cell: open the learner’s short answers awaiting marking; {count} attempts await.' },
  markLabel: {
    id: 'ui.gradebookTable.markLabel',
    defaultMessage: 'Mark ({count, number}): {name}, {exam}',
    description: 'Screen-reader name of the Mark button: its visible text first (Mark (n)), then the learner’s name and the exam’s name.',
  },
  noName: { id: 'ui.gradebookTable.noName', defaultMessage: 'No name', description: 'Gradebook: a learner who has not given a name.' },
  emptyTitle: { id: 'ui.gradebookTable.emptyTitle', defaultMessage: 'No learners match', description: 'Title of an empty gradebook (no learner matches the filters, or the class has none).' },
  emptyDescription: { id: 'ui.gradebookTable.emptyDescription', defaultMessage: 'Try another name or status, or enrol learners in the class.', description: 'Text of an empty gradebook.' },
});
