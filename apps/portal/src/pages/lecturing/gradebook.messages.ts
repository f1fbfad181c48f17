import { defineMessages } from 'react-intl';

/** The gradebook page of the lecturing center (issue 33): the portal's words around the library's GradebookTable and ShortAnswerMarking. */
export const gradebookMessages = defineMessages<{
  title: Record<string, never>;
  tableName: { title: string };
  back: Record<string, never>;
  action: Record<string, never>;
  filters: Record<string, never>;
  search: Record<string, never>;
  status: Record<string, never>;
  statusAll: Record<string, never>;
  statusPassed: Record<string, never>;
  statusNotPassed: Record<string, never>;
  statusPending: Record<string, never>;
  exam: Record<string, never>;
  examAll: Record<string, never>;
  resultCount: { count: number };
  exportCsv: Record<string, never>;
  exportXlsx: Record<string, never>;
  exportNote: Record<string, never>;
  markingTitle: { exam: string };
  markingNone: Record<string, never>;
  markingFailed: Record<string, never>;
  markingLoading: Record<string, never>;
  markingDone: Record<string, never>;
  retry: Record<string, never>;
}>({
  title: { id: 'portal.lecturing.gradebook.title', defaultMessage: 'Gradebook', description: 'Heading of a class’s gradebook page; the class’s title shows under it.' },
  tableName: { id: 'portal.lecturing.gradebook.tableName', defaultMessage: 'Gradebook of {title}', description: 'Accessible name of the gradebook table; {title} is the class’s title.' },
  back: { id: 'portal.lecturing.gradebook.back', defaultMessage: 'Back to class management', description: 'Link from the gradebook back to the list of classes.' },
  action: { id: 'portal.lecturing.gradebook.action', defaultMessage: 'Gradebook', description: 'Row action in the class table: open the class’s gradebook (scores, attempts, marking).' },
  filters: { id: 'portal.lecturing.gradebook.filters', defaultMessage: 'Gradebook filters', description: 'Accessible name of the gradebook’s search and filter toolbar.' },
  search: { id: 'portal.lecturing.gradebook.search', defaultMessage: 'Search by name, mobile or e-mail', description: 'Label of the gradebook’s search field.' },
  status: { id: 'portal.lecturing.gradebook.status', defaultMessage: 'Status', description: 'Label of the gradebook’s status filter.' },
  statusAll: { id: 'portal.lecturing.gradebook.statusAll', defaultMessage: 'Everyone', description: 'Status filter option: every learner.' },
  statusPassed: { id: 'portal.lecturing.gradebook.statusPassed', defaultMessage: 'Passed', description: 'Status filter option: learners who passed (every exam, or the exam chosen).' },
  statusNotPassed: { id: 'portal.lecturing.gradebook.statusNotPassed', defaultMessage: 'Not passed', description: 'Status filter option: learners who have not passed (an exam, or the exam chosen).' },
  statusPending: { id: 'portal.lecturing.gradebook.statusPending', defaultMessage: 'Awaiting marking', description: 'Status filter option: learners with short answers awaiting marking.' },
  exam: { id: 'portal.lecturing.gradebook.exam', defaultMessage: 'Status in', description: 'Label of the filter choosing which exam the status filter is about.' },
  examAll: { id: 'portal.lecturing.gradebook.examAll', defaultMessage: 'All exams', description: 'Option of the exam filter: the status is about every exam of the class.' },
  resultCount: { id: 'portal.lecturing.gradebook.resultCount', defaultMessage: '{count, plural, one {# learner} other {# learners}}', description: 'How many learners match the gradebook’s filters.' },
  exportCsv: { id: 'portal.lecturing.gradebook.exportCsv', defaultMessage: 'Export CSV', description: 'Link that downloads the gradebook, as filtered and sorted, as a CSV file.' },
  exportXlsx: { id: 'portal.lecturing.gradebook.exportXlsx', defaultMessage: 'Export Excel', description: 'Link that downloads the gradebook, as filtered and sorted, as an Excel file.' },
  exportNote: { id: 'portal.lecturing.gradebook.exportNote', defaultMessage: 'Exports hold every learner of this filtered and sorted view, not only this page.', description: 'Note next to the gradebook’s export links.' },
  markingTitle: { id: 'portal.lecturing.gradebook.markingTitle', defaultMessage: 'Mark short answers: {exam}', description: 'Title of the marking dialog; {exam} is the exam’s name.' },
  markingNone: { id: 'portal.lecturing.gradebook.markingNone', defaultMessage: 'No short answers await marking.', description: 'Shown in the marking dialog when nothing is left to mark.' },
  markingFailed: { id: 'portal.lecturing.gradebook.markingFailed', defaultMessage: 'The answers could not be loaded.', description: 'Shown in the marking dialog when loading the answers failed.' },
  markingLoading: { id: 'portal.lecturing.gradebook.markingLoading', defaultMessage: 'Loading the answers…', description: 'Shown in the marking dialog while the answers load.' },
  markingDone: { id: 'portal.lecturing.gradebook.markingDone', defaultMessage: 'Done', description: 'Button that closes the marking dialog.' },
  retry: { id: 'portal.lecturing.gradebook.retry', defaultMessage: 'Try again', description: 'Button that loads the marking dialog’s answers again.' },
});
